import { codeKey, COFOG_DIVISIONS, GFS_CLASSES, shiftFiscalYear, shortFiscalYear, type EstimateSegment } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { sheetBuffer } from '../../lib/excel.js';
import { cgStageId } from '../budget/mtef.repo.js';
import { crosswalkOf, replaceCrosswalk, yearsByIds, type CrosswalkEntry, type CrosswalkSegment } from './crosswalk.repo.js';
import { segmentTotals } from './lines.repo.js';

/** What years are compared by: function and economic class need no crosswalk; sector, vote and programme go through it. */
export const COMPARE_SEGMENTS = ['function', 'economicClass', 'sector', 'vote', 'programme'] as const;
export type CompareSegment = (typeof COMPARE_SEGMENTS)[number];
const CROSSWALKED = new Set<string>(['sector', 'vote', 'programme']);
const MAX_YEARS = 10;
/** Rows one comparison holds at most (a programme comparison across many votes: choose a vote). */
export const MAX_COMPARED_ROWS = 700;
const MAX_ROWS = 5_000;

export interface ComparedRow { code: string; name: string | null; amounts: number[] }
export interface Comparison { years: { yearId: number; fiscalYear: string; held: boolean }[]; rows: ComparedRow[]; totals: number[] }

/**
 * Where each year's code is in the latest year compared: the nearest later year whose crosswalk names it as an earlier
 * code continues it under that year's code; a later year that says its own same code does not continue it ends it
 * (null: shown on its own); otherwise it continues as the same code of the next year.
 */
function successors(years: { id: number }[], entries: CrosswalkEntry[]) {
  const index = new Map(years.map((y, i) => [y.id, i]));
  return (from: number, code: string): string | null => {
    let at = from;
    let key = codeKey(code);
    while (at < years.length - 1) {
      const later = entries.filter((e) => e.fromYearId === years[at]?.id && (index.get(e.yearId) ?? -1) > at);
      const mapped = later.filter((e) => e.fromCode !== null && codeKey(e.fromCode) === key)
        .sort((a, b) => (index.get(a.yearId) ?? 0) - (index.get(b.yearId) ?? 0))[0];
      if (mapped) { at = index.get(mapped.yearId) ?? years.length - 1; key = mapped.codeKey; continue; }
      if (later.some((e) => e.fromCode === null && e.codeKey === key && index.get(e.yearId) === at + 1)) return null;
      at++;
    }
    return key;
  };
}

/**
 * A stage's detailed estimates of several years side by side (the same stage number in each: the Approved Estimates,
 * say), by function (COFOG), economic class, sector, vote or programme, in the caller's scope. Sectors, votes and
 * programmes are matched through the ministry's crosswalk, so a renamed or restructured one stands on one row under
 * the latest year's code and name; a code that does not continue stands on its own row. A year without the stage or
 * without lines is said (held: false), never shown as zero spending.
 */
export async function compareYears({ db }: Pick<Context, 'db'>, actor: Actor, yearIds: number[], stage: number, by: string, voteId: number | null): Promise<Comparison> {
  if (!(COMPARE_SEGMENTS as readonly string[]).includes(by)) throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'By', options: COMPARE_SEGMENTS.join(', ') } });
  const ids = [...new Set(yearIds)];
  if (ids.length < 2) throw badInput({ key: 'FIELD.MIN_ITEMS', params: { field: 'Year_IDs', n: 2 } });
  if (ids.length > MAX_YEARS) throw badInput({ key: 'FIELD.MAX_ITEMS', params: { field: 'Year_IDs', n: MAX_YEARS } });
  if (!actor.isMinistry && voteId !== null && voteId !== actor.voteId) throw notFound();
  const scope = actor.isMinistry ? voteId : actor.voteId ?? -1;
  const years = await yearsByIds(db, ids);
  if (years.length !== ids.length) throw notFound();
  const totalsOf = await Promise.all(years.map(async (y) => {
    const st = await cgStageId(db, y.id, stage);
    return st ? segmentTotals(db, y.id, st.id, [by as EstimateSegment], scope, MAX_ROWS) : null;
  }));
  const later = CROSSWALKED.has(by) ? successors(years, await crosswalkOf(db, ids, by as CrosswalkSegment)) : (_i: number, code: string) => codeKey(code);
  const rows = new Map<string, ComparedRow & { at: number }>();
  totalsOf.forEach((totals, i) => {
    for (const t of totals ?? []) {
      const code = t.codes[0] ?? '';
      const next = later(i, code);
      const key = next ?? `${i}/${codeKey(code)}`;
      const row = rows.get(key) ?? { code, name: null, amounts: years.map(() => 0), at: -1 };
      row.amounts[i] = (row.amounts[i] ?? 0) + t.amount;
      // Named as the latest year that holds it names it.
      if (i >= row.at) { row.code = code; row.name = nameOf(by as CompareSegment, code, t.names[0] ?? null); row.at = i; }
      rows.set(key, row);
    }
  });
  if (rows.size > MAX_COMPARED_ROWS) throw badInput({ key: 'SERVER.TOTALS_TOO_MANY', params: { max: MAX_COMPARED_ROWS } });
  const sorted = [...rows.values()].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }) || a.at - b.at).map(({ at: _a, ...r }) => r);
  return {
    years: years.map((y, i) => ({ yearId: y.id, fiscalYear: y.fiscalYear, held: (totalsOf[i]?.length ?? 0) > 0 })),
    rows: sorted, totals: years.map((_, i) => sorted.reduce((s, r) => s + (r.amounts[i] ?? 0), 0)),
  };
}

const nameOf = (by: CompareSegment, code: string, name: string | null) =>
  (by === 'function' ? COFOG_DIVISIONS[code] ?? null : by === 'economicClass' ? GFS_CLASSES[code] ?? null : name);

/** The comparison as a workbook: code, name and each year's amount, with the years' totals. */
export async function comparisonSheet(ctx: Pick<Context, 'db'>, actor: Actor, yearIds: number[], stage: number, by: string, voteId: number | null) {
  const c = await compareYears(ctx, actor, yearIds, stage, by, voteId);
  // Headed by the budget year, as the documents title a year's estimates (2024-2025's are FY 2025/26's budget).
  const header = ['Code', 'Name', ...c.years.map((y) => `FY ${shortFiscalYear(shiftFiscalYear(y.fiscalYear, 1))}${y.held ? '' : ' (no lines)'}`)];
  const body = [...c.rows.map((r) => [r.code, r.name ?? '', ...r.amounts]), ['', 'Total', ...c.totals]];
  return { fileName: `Compare_years_${by}_${c.years.map((y) => y.fiscalYear.slice(2, 4)).join('-')}.xlsx`, body: await sheetBuffer('Compare years', header, body) };
}

/** A year's crosswalk, for the ministry's screen. */
export async function yearCrosswalk({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number) {
  if (!actor.isMinistry) throw forbidden();
  return crosswalkOf(db, [yearId]);
}

/**
 * Keeps what a year's codes of one segment continue of an earlier year, replacing the entries against that year
 * (audited): `fromCode` an earlier code this code continues (several for a merger), null for "does not continue the
 * earlier year's same code".
 */
export async function keepCrosswalk({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, segment: string, fromYearId: number,
  entries: { code: string; fromCode: string | null }[]) {
  if (!actor.isMinistry) throw forbidden();
  if (!CROSSWALKED.has(segment)) throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Segment', options: [...CROSSWALKED].join(', ') } });
  if (yearId === fromYearId) throw badInput({ key: 'SERVER.CROSSWALK_SAME_YEAR' });
  const [year, from] = await yearsByIds(db, [yearId, fromYearId]).then((ys) => [ys.find((y) => y.id === yearId), ys.find((y) => y.id === fromYearId)]);
  if (!year || !from) throw notFound();
  if (from.startDate >= year.startDate) throw badInput({ key: 'SERVER.CROSSWALK_SAME_YEAR' });
  const seen = new Set<string>();
  for (const e of entries) {
    const key = e.fromCode === null ? `#${codeKey(e.code)}` : codeKey(e.fromCode);
    if (seen.has(key)) throw badInput({ key: 'SERVER.CROSSWALK_TWICE', params: { code: e.fromCode ?? e.code } });
    seen.add(key);
  }
  return db.transaction(async (tx) => {
    const gone = await replaceCrosswalk(tx, yearId, segment as CrosswalkSegment, fromYearId, entries, actor.id);
    await writeAudit(tx, { table: 'coa_crosswalk', type: 'update', recordId: yearId, actorId: actor.id,
      oldValues: { segment, fromYearId, entries: gone.map((g) => [g.code, g.fromCode]) }, newValues: { segment, fromYearId, entries: entries.map((e) => [e.code, e.fromCode]) } });
    return crosswalkOf(tx, [yearId], segment as CrosswalkSegment);
  });
}
