import { isMessageKey, type Translate } from '../../i18n';
import { CATEGORY_LABEL, isBudgetCategory } from './categories';

/** Year columns of the templates: the kind of figure, the budget year (Y0..Y5) and, for actuals, the quarter. */
const PATTERNS: [RegExp, (t: Translate, a: string, b: string) => string][] = [
  [/^(Y\d)_(\w+)$/, (t, year, c) => (isBudgetCategory(c) ? t('COLUMN.YEAR_CATEGORY', { category: t(CATEGORY_LABEL[c]), year }) : '')],
  [/^Actual_(Y\d)Q(\d)$/, (t, year, quarter) => t('COLUMN.ACTUAL_QUARTER', { year, quarter })],
  [/^Plan_(Y\d)$/, (t, year) => t('COLUMN.PLAN', { year })],
  [/^Actual_(Y\d)$/, (t, year) => t('COLUMN.ACTUAL', { year })],
  [/^Approved_(Y\d)$/, (t, year) => t('COLUMN.APPROVED', { year })],
  [/^Projection_(Y\d)$/, (t, year) => t('COLUMN.PROJECTION', { year })],
  [/^Estimate_(Y\d)$/, (t, year) => t('COLUMN.ESTIMATE', { year })],
  [/^Q(\d)_Target$/, (t, quarter) => t('COLUMN.QUARTER_TARGET', { quarter })],
];

/** A template column's name in the reader's language, or '' when the screens have no name for it. */
export function columnName(t: Translate, header: string): string {
  for (const key of [`COLUMN.${header}`, `FIELD.${header}`]) if (isMessageKey(key)) return t(key);
  for (const [pattern, name] of PATTERNS) {
    const m = header.match(pattern);
    // Every group of the patterns above takes part in any match: '' only satisfies the types.
    if (m) return name(t, m[1] ?? '', m[2] ?? '');
  }
  return '';
}

/**
 * A column as the upload screens show it: its name in the reader's language beside the code the file's row 1 holds
 * ("Vote code (Vote_Code)"); a column the server names in a phrase ("total Annual_Amount") names its code inside.
 */
export function columnLabel(t: Translate, column: string | null | undefined): string {
  if (!column) return '';
  const code = column.match(/\b[A-Z]\w*_\w+\b|\b[A-Z][a-z]+\b/g)?.find((c) => columnName(t, c)) ?? column;
  const name = columnName(t, code);
  return name && name !== code ? `${name} (${column})` : column;
}
