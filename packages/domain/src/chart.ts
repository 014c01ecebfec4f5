import type { ExecutionField, LoadKind } from './execution.js';
import type { BudgetCategory } from './uploads.js';

/**
 * The chart of accounts a year's detailed estimates are held in (issue: national budget at item grain):
 * sector → vote → programme → sub-programme → output → economic item × fund source.
 */

/** GFS 2014 economic classes an item rolls up to (its 3-digit class → the 2-digit class named here). */
export const GFS_CLASSES: Record<string, string> = {
  '21': 'Compensation of employees',
  '22': 'Use of goods and services',
  '24': 'Interest',
  '25': 'Subsidies',
  '26': 'Grants',
  '27': 'Social benefits',
  '28': 'Other expense',
  '31': 'Non-financial assets',
  '32': 'Financial assets',
  '33': 'Liabilities',
};

/** COFOG divisions a sector maps to. */
export const COFOG_DIVISIONS: Record<string, string> = {
  '01': 'General public services',
  '02': 'Defence',
  '03': 'Public order and safety',
  '04': 'Economic affairs',
  '05': 'Environmental protection',
  '06': 'Housing and community amenities',
  '07': 'Health',
  '08': 'Recreation, culture and religion',
  '09': 'Education',
  '10': 'Social protection',
};

/**
 * The fund sources every year's chart starts with, and the MTEF category each one's lines count under. Statutory
 * expenditure (charged on the Consolidated Fund by law: constitutional office holders' pay, interest) is a fund
 * source of its own, under its category, so the Appropriation schedule can set it apart from what Parliament votes.
 */
export const DEFAULT_FUNDS: readonly { code: string; name: string; category: BudgetCategory; statutory?: true }[] = [
  { code: 'WAGE', name: 'Wage', category: 'Wage' },
  { code: 'NWR', name: 'Non-wage recurrent', category: 'NonWage' },
  { code: 'GOUDEV', name: 'GoU development', category: 'GoUDevt' },
  { code: 'EXTFIN', name: 'External financing', category: 'Donor' },
  { code: 'AIA', name: 'AIA', category: 'AIA' },
  { code: 'ARREARS', name: 'Arrears', category: 'NonWage' },
  { code: 'STATWAGE', name: 'Statutory wage', category: 'Wage', statutory: true },
  { code: 'STATNWR', name: 'Statutory non-wage', category: 'NonWage', statutory: true },
];

/** Whether a fund source's lines are statutory (by its code, leading zeros and case aside). */
export const isStatutoryFund = (code: string) => DEFAULT_FUNDS.some((f) => f.statutory && codeKey(f.code) === codeKey(code));

/** The funds a grid or a document gives a column: every one but a statutory fund none of its lines uses. */
export const fundsShown = <F extends { code: string }>(funds: readonly F[], used: (code: string) => boolean): F[] =>
  funds.filter((f) => !isStatutoryFund(f.code) || used(f.code));

/**
 * The key two spellings of one code share: digits without their leading zeros (`10` and `010` are one vote),
 * anything else trimmed and in capitals.
 */
export function codeKey(code: string | number): string {
  const s = String(code).trim();
  return /^\d+$/.test(s) ? s.replace(/^0+(?=\d)/, '') : s.toUpperCase();
}

/** The 2-digit GFS class of a 3-digit class or a 6-digit item code. */
export const gfsClassOf = (code: string) => code.slice(0, 2);

/** What a year's lines can be added up by (`estimateTotals`). */
export const ESTIMATE_SEGMENTS = ['sector', 'function', 'vote', 'programme', 'subProgramme', 'output', 'economicClass', 'item', 'fund'] as const;
export type EstimateSegment = (typeof ESTIMATE_SEGMENTS)[number];

/** The fields a national flat file's columns are mapped onto; `required` ones must each name a column of the file. */
export const LOAD_FIELDS = [
  { field: 'sectorCode', required: false }, { field: 'sectorName', required: false }, { field: 'functionCode', required: false },
  { field: 'voteCode', required: true }, { field: 'voteName', required: false },
  { field: 'programmeCode', required: true }, { field: 'programmeName', required: false },
  { field: 'subProgrammeCode', required: true }, { field: 'subProgrammeName', required: false },
  { field: 'outputCode', required: true }, { field: 'outputName', required: false },
  { field: 'itemCode', required: true }, { field: 'itemName', required: false },
  { field: 'fund', required: true }, { field: 'amount', required: true },
] as const;
export type LoadField = (typeof LOAD_FIELDS)[number]['field'];

/**
 * A kept column mapping: which column of the file holds each field, and which fund each of the file's fund names means;
 * `kind` says what the file holds (detailed estimates when absent, or a month of execution).
 */
export interface LoadMapping { kind?: LoadKind; columns: Partial<Record<LoadField | ExecutionField, string>>; funds: Record<string, string> }

/**
 * The largest national file: rows, and bytes; a refusal shows its first `badRowsShown` problems and keeps up to
 * `problemsKept` of them for its downloadable list.
 */
export const LOAD_LIMITS = { rows: 250_000, bytes: 64 * 1024 * 1024, badRowsShown: 200, problemsKept: 100_000, linesPerSave: 2_000 } as const;

/** A load's states: checked (preview ready) or refused; queued and loading; then loaded, failed or dropped. */
export const LOAD_STATES = ['checking', 'checked', 'refused', 'loading', 'loaded', 'failed', 'dropped'] as const;
export type LoadState = (typeof LOAD_STATES)[number];

/**
 * What an LG revenue source is, said once on the source (Revenue master) so each is printed once: transfers
 * from government (the grants IPFs carry), locally raised revenue (estimated on the LRR upload, never as an IPF)
 * and external financing (IPF lines of donor projects).
 */
export const REVENUE_CLASSES = ['Transfer', 'LocalRevenue', 'External'] as const;
export type RevenueClass = (typeof REVENUE_CLASSES)[number];

/** A national budget book's states: queued, then drawing (votes drawn of votes), then done or failed. */
export const BOOK_STATES = ['queued', 'drawing', 'done', 'failed'] as const;
export type BookState = (typeof BOOK_STATES)[number];

/**
 * A COFOG function as files write it — a division (7, 07) or a group (07.3, 7.3, 073) — as the product keeps it: two
 * digits, and the group after a dot (`07`, `07.3`); null when it is not one.
 */
export function cofogOf(text: string): string | null {
  // A group is written with a dot (7.3, 07.3) or as three digits (073): "11" is no division, not group 1.1.
  const m = /^(0?[1-9]|10)(?:[.]([1-9]))?$/.exec(text.trim()) ?? /^(0[1-9]|10)([1-9])$/.exec(text.trim());
  if (!m?.[1]) return null;
  const division = m[1].padStart(2, '0');
  return m[2] ? `${division}.${m[2]}` : division;
}
