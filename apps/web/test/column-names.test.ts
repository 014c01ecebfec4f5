import { describe, expect, it } from 'vitest';
import { UPLOAD_KINDS } from '@pbs/domain';
import type { Translate } from '../src/i18n';
import { columnLabel, columnName } from '../src/features/budget/column-names';
import { en } from '../src/i18n/en';
import { de } from '../src/i18n/de';
import { es } from '../src/i18n/es';
import { fr } from '../src/i18n/fr';
import { ja } from '../src/i18n/ja';
import { zh } from '../src/i18n/zh';

const translate = (messages: Record<string, string>) => ((key: string, values: Record<string, string | number> = {}) =>
  (messages[key] ?? `missing ${key}`).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))) as Translate;
const headers = [...new Set(Object.values(UPLOAD_KINDS).flatMap((k) => k.columns.map((c) => c.header)))];

describe('upload columns by name, beside their codes', () => {
  it.each(Object.entries({ en, de, es, fr, ja, zh }))('%s: every column of every template has a name', (_, messages) => {
    const t = translate(messages);
    expect(headers.filter((h) => !columnName(t, h))).toEqual([]);
  });

  it('names the year, category and quarter of a figure column in the reader\'s words', () => {
    const fr_ = translate(fr);
    expect(columnLabel(fr_, 'Vote_Code')).toBe('Code du chapitre (Vote_Code)');
    expect(columnLabel(fr_, 'Y2_NonWage')).toBe(`${fr['BUDGET.NON_WAGE']} Y2 (Y2_NonWage)`);
    expect(columnLabel(fr_, 'Actual_Y1Q3')).toBe('Réalisé Y1 T3 (Actual_Y1Q3)');
    expect(columnLabel(translate(de), 'total Annual_Amount')).toBe('Jahresbetrag (total Annual_Amount)');
    expect(columnLabel(translate(ja), 'Estimate_Y4')).toBe('見積 Y4 (Estimate_Y4)');
    // A column the screens do not know is shown as the file wrote it.
    expect(columnLabel(fr_, 'Colonne_Libre')).toBe('Colonne_Libre');
  });
});
