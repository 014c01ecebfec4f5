/** Number formats of SPEC.md section 5; invalid or empty values give ''. */
function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * One formatter per locale and decimals: `toLocaleString` with options builds a new one at every call, which was a
 * fifth of a document's PDF layout (docs/PERFORMANCE.md). A handful of languages and precisions are ever asked for;
 * the bound only keeps an odd caller from growing the map.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatterOf(locale: string, decimals: number): Intl.NumberFormat {
  const key = `${locale}|${decimals}`;
  let f = formatters.get(key);
  if (!f) {
    if (formatters.size >= 64) formatters.clear();
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(key, f);
  }
  return f;
}

/** Thousands separated as `locale` writes them (default 1,234,567). */
export function formatNumber(value: unknown, decimals = 0, locale = 'en-US'): string {
  const n = toNumber(value);
  if (n === null) return '';
  return formatterOf(locale, decimals).format(n);
}

/** '1,234,567 T' style totals of the Budget MTEF widget. */
export function formatThousands(value: unknown, suffix = '', locale = 'en-US'): string {
  const text = formatNumber(value, 0, locale);
  return text && suffix ? `${text} ${suffix}` : text;
}
