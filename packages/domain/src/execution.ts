/**
 * Execution at the chart's grain (issue: the year as it is spent): what the financial system's monthly export
 * carries per vote × programme × sub-programme × output (where the file has it) × item × fund.
 */

/** The fields an execution file's columns are mapped onto; `required` ones must each name a column of the file. */
export const EXECUTION_FIELDS = [
  { field: 'voteCode', required: true }, { field: 'programmeCode', required: true }, { field: 'subProgrammeCode', required: true },
  { field: 'outputCode', required: false }, { field: 'itemCode', required: true }, { field: 'fund', required: true },
  { field: 'period', required: false },
  { field: 'warranted', required: true }, { field: 'released', required: true }, { field: 'spent', required: true }, { field: 'committed', required: false },
] as const;
export type ExecutionField = (typeof EXECUTION_FIELDS)[number]['field'];

/** The money measures a month holds, in the order the rules chain them: warranted ≥ released ≥ spent. */
export const EXECUTION_MEASURES = ['warranted', 'released', 'spent', 'committed'] as const;
export type ExecutionMeasure = (typeof EXECUTION_MEASURES)[number];

/** What a flat file holds: the year's detailed estimates, or a month of the year's execution. */
export const LOAD_KINDS = ['estimates', 'execution'] as const;
export type LoadKind = (typeof LOAD_KINDS)[number];

/**
 * The month of the fiscal year a file's period cell names (1 = the year's first month), read from its digits:
 * `3`, `03`, `P03`, `Period 3`; a date-like `2025-09` or `2025/09` is not a fiscal month and reads as null.
 */
export function fiscalMonthOf(cell: string | number | null | undefined): number | null {
  const s = String(cell ?? '').trim();
  const m = /^(?:p(?:eriod)?\s*)?0*(\d{1,2})$/i.exec(s);
  const n = m?.[1] ? Number(m[1]) : NaN;
  return n >= 1 && n <= 12 ? n : null;
}

/** The quarter (1–4) a fiscal month falls in. */
export const quarterOfMonth = (month: number) => Math.ceil(month / 3);
