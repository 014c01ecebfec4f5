/** Fiscal years are written 'YYYY-YYYY', the second year following the first. */
export const FISCAL_YEAR_PATTERN = /^(\d{4})-(\d{4})$/;

export function isFiscalYear(text: string): boolean {
  const m = FISCAL_YEAR_PATTERN.exec(text);
  return !!m && Number(m[2]) === Number(m[1]) + 1;
}

/** The fiscal year `offset` years after `text` ('2025-2026', 1 → '2026-2027'). */
export function shiftFiscalYear(text: string, offset: number): string {
  const m = FISCAL_YEAR_PATTERN.exec(text);
  if (!m) throw new Error(`not a fiscal year: ${text}`);
  const start = Number(m[1]) + offset;
  return `${start}-${start + 1}`;
}

/** Labels of the five IPF projection years, Y1 being the year after the active one. */
export function projectionYearLabels(active: string, count = 5): string[] {
  return Array.from({ length: count }, (_, i) => shiftFiscalYear(active, i + 1));
}

/** A fiscal year as budget documents print it: '2025-2026' → '2025/26'. */
export function shortFiscalYear(text: string): string {
  const m = FISCAL_YEAR_PATTERN.exec(text);
  return m?.[1] && m[2] ? `${m[1]}/${m[2].slice(2)}` : text;
}
