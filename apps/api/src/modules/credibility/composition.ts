import type { YearLine } from '@pbs/domain';

/** A year's composition table as the PEFA method works it (ADR 0025), for the workbook and the signed document alike. */
export interface CompositionTable {
  /** Each line: its key, original budget, outturn, budget scaled by the aggregate outturn, and absolute deviation from it. */
  lines: [string, number, number, number, number][];
  budget: number; actual: number; deviation: number;
  /** The deviations over the outturn (the scaled total); null without an outturn. */
  variance: number | null;
}

/** Each line's budget scaled by the year's aggregate outturn and its absolute deviation; their total over the outturn is the variance. */
export function compositionTable(lines: YearLine[]): CompositionTable {
  const budget = lines.reduce((s, l) => s + l.budget, 0);
  const actual = lines.reduce((s, l) => s + l.actual, 0);
  const factor = budget ? actual / budget : 0;
  const deviation = lines.reduce((s, l) => s + Math.abs(l.actual - l.budget * factor), 0);
  return {
    lines: lines.map((l) => [l.key, l.budget, l.actual, Math.round(l.budget * factor), Math.round(Math.abs(l.actual - l.budget * factor))]),
    budget, actual, deviation: Math.round(deviation), variance: actual ? deviation / actual : null,
  };
}
