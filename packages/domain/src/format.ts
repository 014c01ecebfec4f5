/** Number formats of SPEC.md section 5; invalid or empty values give ''. */
function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function formatNumber(value: unknown, decimals = 0): string {
  const n = toNumber(value);
  if (n === null) return '';
  return n.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** '1,234,567 T' style totals of the Budget MTEF widget. */
export function formatThousands(value: unknown, suffix = ''): string {
  const text = formatNumber(value);
  return text && suffix ? `${text} ${suffix}` : text;
}
