import { BUDGET_CATEGORIES, MTEF_YEARS } from '@pbs/domain';

export type MtefYear = (typeof MTEF_YEARS)[number];
export type Line = Record<string, unknown> & { MTEF_ID: number; Figure: string; Prog_By_Vote_ID: { Prog_By_Vote_ID: number; Programme_Code: string; Programme_Name: string; Vote_ID: number } };

/** The 30 amount fields in the order saveMtefLines takes them. */
export const CELLS = MTEF_YEARS.flatMap((y) => BUDGET_CATEGORIES.map((c) => `${y}_${c}`));

export const valueOf = (line: Line, edits: Map<number, Record<string, number>>, key: string) =>
  edits.get(line.MTEF_ID)?.[key] ?? Number(line[key] ?? 0);

export const amountsOf = (line: Line, edits: Map<number, Record<string, number>>) => CELLS.map((k) => valueOf(line, edits, k));

/** Sum of a year's five categories of one line. */
export const yearTotal = (line: Line, edits: Map<number, Record<string, number>>, year: string) =>
  BUDGET_CATEGORIES.reduce((s, c) => s + valueOf(line, edits, `${year}_${c}`), 0);


export interface Breach { cell: string; over: number }

/**
 * Allocation cells above the ceiling of their line (programme × vote) for Y1–Y5, as the figures stand with the
 * unsaved edits: the screen shows them while they are typed, as the server's ceiling rule sees them at Save.
 */
export function ceilingBreaches(lines: Line[], edits: Map<number, Record<string, number>>): Map<number, Breach[]> {
  const ceilings = new Map(lines.filter((l) => l.Figure === 'Ceiling').map((l) => [l.Prog_By_Vote_ID.Prog_By_Vote_ID, l]));
  const out = new Map<number, Breach[]>();
  for (const l of lines) {
    const ceiling = l.Figure === 'Allocation' ? ceilings.get(l.Prog_By_Vote_ID.Prog_By_Vote_ID) : undefined;
    if (!ceiling) continue;
    const over = CELLS.filter((k) => !k.startsWith('Y0')).map((k) => ({ cell: k, over: valueOf(l, edits, k) - valueOf(ceiling, edits, k) })).filter((b) => b.over > 0.005);
    if (over.length) out.set(l.MTEF_ID, over);
  }
  return out;
}
