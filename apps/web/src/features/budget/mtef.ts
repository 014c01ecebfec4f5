import { BUDGET_CATEGORIES, MTEF_YEARS } from '@pbs/domain';

export type MtefYear = (typeof MTEF_YEARS)[number];
export type Line = Record<string, unknown> & { MTEF_ID: number; Figure: string; Prog_By_Vote_ID: { Prog_By_Vote_ID: number; Programme_Code: string; Programme_Name: string; Vote_ID: number } };

/** The 30 amount fields in the order saveMtefLines takes them. */
export const CELLS = MTEF_YEARS.flatMap((y) => BUDGET_CATEGORIES.map((c) => `${y}_${c}`));

export const amountsOf = (line: Line, edits: Map<number, Record<string, number>>) => {
  const e = edits.get(line.MTEF_ID) ?? {};
  return CELLS.map((k) => (k in e ? e[k] : Number(line[k] ?? 0)));
};

export const valueOf = (line: Line, edits: Map<number, Record<string, number>>, key: string) =>
  edits.get(line.MTEF_ID)?.[key] ?? Number(line[key] ?? 0);

/** Sum of a year's five categories of one line. */
export const yearTotal = (line: Line, edits: Map<number, Record<string, number>>, year: string) =>
  BUDGET_CATEGORIES.reduce((s, c) => s + valueOf(line, edits, `${year}_${c}`), 0);

export const withSeparators = (v: string | number | undefined) => `${v ?? ''}`.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const withoutSeparators = (v: string | undefined) => Number((v ?? '').replace(/,/g, '')) || 0;
