import { serverText, type Said } from '@pbs/domain';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { fiscalYearById } from '../masters/periods.repo.js';
import { MTEF_CELLS } from './columns.js';
import { lineCodes, storedLines } from './mtef.repo.js';

/** Amounts of one line by cg_mtefs column (y1_wage …). */
export type Cells = Record<string, number>;
/** A line's allocation as it will be after a save or an upload, and its ceiling if the same change sets one. */
export interface LineChange { progByVoteId: number; allocation: Cells; ceiling?: Cells }
export interface CeilingBreach { progByVoteId: number; vote: string; programme: string; column: string; allocation: number; ceiling: number; over: number }

// Ceilings bound the medium term (Y1–Y5); Y0 is the year before, already decided.
const BOUNDED = MTEF_CELLS.filter((c) => c.year !== 'Y0');
const EPSILON = 0.005;

const readControl = async (db: Executor, yearId: number): Promise<'Stop' | 'Warn'> =>
  (await fiscalYearById(db, yearId))?.ceilingControl === 'Warn' ? 'Warn' : 'Stop';

// Read once per transaction: a save asks for it under both the detail rule and the ceilings.
const inTransaction = new WeakMap<Executor, Map<number, Promise<'Stop' | 'Warn'>>>();

/** Stop refuses an allocation above its ceiling; Warn saves it and the screens flag it. Set per fiscal year. */
export function ceilingControl(db: Executor, yearId: number): Promise<'Stop' | 'Warn'> {
  if (!(db instanceof PgTransaction)) return readControl(db, yearId);
  const read = inTransaction.get(db) ?? new Map<number, Promise<'Stop' | 'Warn'>>();
  inTransaction.set(db, read);
  const control = read.get(yearId) ?? readControl(db, yearId);
  read.set(yearId, control);
  return control;
}

/**
 * Cells that a change raises above their ceiling (per vote, programme, year and category). A cell lowered, or
 * left as it was, is never a breach, so a line already over its ceiling can still be brought down. Lines with
 * no ceiling row are not bounded.
 */
export async function ceilingBreaches(db: Executor, yearId: number, stageId: number, changes: LineChange[]): Promise<CeilingBreach[]> {
  const ids = [...new Set(changes.map((c) => c.progByVoteId))];
  const stored = await storedLines(db, yearId, stageId, ids);
  const find = (id: number, kind: string) => stored.find((r) => r.m.progByVoteId === id && r.m.kind === kind);
  const breaches: CeilingBreach[] = [];
  for (const change of changes) {
    const before = find(change.progByVoteId, 'allocation');
    const ceilingRow = find(change.progByVoteId, 'ceiling');
    const ceiling = change.ceiling ?? (ceilingRow ? (ceilingRow.m as unknown as Cells) : null);
    if (!ceiling) continue;
    for (const c of BOUNDED) {
      const after = change.allocation[c.column] ?? 0;
      const was = before ? Number((before.m as unknown as Cells)[c.column]) : 0;
      const limit = Number(ceiling[c.column] ?? 0);
      if (after > limit + EPSILON && after > was + EPSILON) {
        breaches.push({ progByVoteId: change.progByVoteId, vote: '', programme: '', column: c.header, allocation: after, ceiling: limit, over: after - limit });
      }
    }
  }
  // Named only when there is something to say; a line new to the stage has no stored row to name it by.
  if (breaches.length) {
    const codes = new Map((await lineCodes(db, ids)).map((l) => [l.id, l]));
    for (const b of breaches) Object.assign(b, { vote: codes.get(b.progByVoteId)?.voteCode ?? '', programme: codes.get(b.progByVoteId)?.programmeCode ?? '' });
  }
  return breaches;
}

/** 'Vote 014, programme 12, Y1_Wage: 7,316,000,001 is 3,658,000,001 over its ceiling of 3,658,000,000'. */
/** 'Vote 014, programme 02, Y1_Wage: 5,000 is 1,000 over its ceiling of 4,000', in any language (serverText). */
export const breachSaid = (b: CeilingBreach): Said => ({
  key: 'SERVER.CEILING_BREACH', params: { vote: b.vote, programme: b.programme, column: b.column, allocation: b.allocation, over: b.over, ceiling: b.ceiling },
});
export const breachText = (b: CeilingBreach) => serverText('en', breachSaid(b));

/** How many figures (Y1–Y5 cells) of a stage's rows stand above their line's ceiling. */
export function overCeilingCells(rows: { progByVoteId: number; kind: string }[]): number {
  const cell = (r: object, column: string) => Number((r as Record<string, unknown>)[column] ?? 0);
  const ceilings = new Map(rows.filter((r) => r.kind === 'ceiling').map((r) => [r.progByVoteId, r]));
  let over = 0;
  for (const r of rows) {
    const ceiling = r.kind === 'allocation' && ceilings.get(r.progByVoteId);
    if (ceiling) over += BOUNDED.filter((c) => cell(r, c.column) > cell(ceiling, c.column) + EPSILON).length;
  }
  return over;
}
