import { isMessageKey, type Translate } from '../../i18n';
import { CATEGORY_LABEL } from './categories';

/** Year columns of the templates: the kind of figure, the budget year (Y0..Y5) and, for actuals, the quarter. */
const PATTERNS: [RegExp, (t: Translate, m: RegExpMatchArray) => string][] = [
  [/^(Y\d)_(\w+)$/, (t, m) => (Object.hasOwn(CATEGORY_LABEL, m[2]) ? t('COLUMN.YEAR_CATEGORY', { category: t(CATEGORY_LABEL[m[2]]), year: m[1] }) : '')],
  [/^Actual_(Y\d)Q(\d)$/, (t, m) => t('COLUMN.ACTUAL_QUARTER', { year: m[1], quarter: m[2] })],
  [/^Plan_(Y\d)$/, (t, m) => t('COLUMN.PLAN', { year: m[1] })],
  [/^Actual_(Y\d)$/, (t, m) => t('COLUMN.ACTUAL', { year: m[1] })],
  [/^Approved_(Y\d)$/, (t, m) => t('COLUMN.APPROVED', { year: m[1] })],
  [/^Projection_(Y\d)$/, (t, m) => t('COLUMN.PROJECTION', { year: m[1] })],
  [/^Estimate_(Y\d)$/, (t, m) => t('COLUMN.ESTIMATE', { year: m[1] })],
  [/^Q(\d)_Target$/, (t, m) => t('COLUMN.QUARTER_TARGET', { quarter: m[1] })],
];

/** A template column's name in the reader's language, or '' when the screens have no name for it. */
export function columnName(t: Translate, header: string): string {
  for (const key of [`COLUMN.${header}`, `FIELD.${header}`]) if (isMessageKey(key)) return t(key);
  for (const [pattern, name] of PATTERNS) {
    const m = header.match(pattern);
    if (m) return name(t, m);
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
