/** Number formats of SPEC.md section 5; invalid or empty values give ''. */
function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Thousands separated as `locale` writes them (default 1,234,567). */
export function formatNumber(value: unknown, decimals = 0, locale = 'en-US'): string {
  const n = toNumber(value);
  if (n === null) return '';
  return n.toLocaleString(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** '1,234,567 T' style totals of the Budget MTEF widget. */
export function formatThousands(value: unknown, suffix = '', locale = 'en-US'): string {
  const text = formatNumber(value, 0, locale);
  return text && suffix ? `${text} ${suffix}` : text;
}
