import { and, eq, inArray } from 'drizzle-orm';
import { formatNumber, UploadError, type RowError, type Said } from '@pbs/domain';
import type { Executor } from '../../../db/client.js';
import { breachSaid, ceilingBreaches, ceilingControl, type Cells } from '../../budget/ceilings.js';
import { overdrafts, overdraftSaid } from '../../budget/overdraw.js';
import { detailBreaches, detailSaid } from '../../budget/detail-rule.js';
import { progByVotes } from '../../budget/mtef.repo.js';
import type { Lookups } from '../lookups.js';
import { cgMtefs } from '../../../db/schema/index.js';
import { MTEF_CELLS } from '../../budget/columns.js';
import { duplicates, notMapped, type ParsedRow, idIn } from '../validate-rows.js';
import { type KindHandler, type StoredRow } from './handler.js';
import { deleteKeeping, insertChunked } from '../../batches/kept-rows.js';
import { entry, present } from '../../../lib/present.js';

const kindOf = (figure: unknown) => (figure === 'Ceiling' ? 'ceiling' : 'allocation');
const cellsOf = (r: ParsedRow) => Object.fromEntries(MTEF_CELLS.map((c) => [c.column, Number(r.v[c.header])]));

/** Allocation cells the file lowers below what virements have moved out of the line (budget/overdraw.ts). */
async function belowVirements(db: Executor, rows: ParsedRow[], yearId: number, stageId: number): Promise<RowError[]> {
  const allocations = rows.filter((r) => r.v.Figure !== 'Ceiling' && r.id.Vote_Code != null && r.id.Programme_Code != null);
  const lost = await overdrafts(db, yearId, stageId, allocations.map((r) => ({ voteId: idIn(r, 'Vote_Code'), programmeId: idIn(r, 'Programme_Code'), cells: cellsOf(r) })));
  return lost.map((o) => ({
    row: present(allocations.find((r) => r.id.Vote_Code === o.voteId && r.id.Programme_Code === o.programmeId), 'the row it is about').row,
    column: `Y1_${o.category}`, code: UploadError.OVER_BALANCE, params: { amount: formatNumber(o.allocation), available: formatNumber(o.available) },
  }));
}

/** Each allocation cell the file raises above its ceiling (the file's own ceiling row if it has one). */
async function overCeilings(db: Executor, rows: ParsedRow[], lookups: Lookups, yearId: number, stageId: number): Promise<RowError[]> {
  const pbv = (r: ParsedRow) => lookups.progByVote.get(`${r.id.Vote_Code}:${r.id.Programme_Code}`);
  // Each mapped row with its MTEF line.
  const lined = rows.flatMap((r) => { const id = pbv(r); return id == null ? [] : [{ r, id }]; });
  const allocations = lined.filter(({ r }) => r.v.Figure !== 'Ceiling');
  const ceilings = new Map(lined.filter(({ r }) => r.v.Figure === 'Ceiling').map(({ r, id }) => [id, cellsOf(r)]));
  const breaches = await ceilingBreaches(db, yearId, stageId, allocations.map(({ r, id }) => ({ progByVoteId: id, allocation: cellsOf(r), ceiling: ceilings.get(id) })));
  return breaches.map((b) => ({
    row: present(allocations.find(({ id }) => id === b.progByVoteId), 'the row it is about').r.row, column: b.column, code: UploadError.OVER_CEILING,
    params: { column: b.column, allocation: formatNumber(b.allocation), ceiling: formatNumber(b.ceiling), over: formatNumber(b.over) },
  }));
}

/** Each allocation cell the file lowers below the detailed estimates under it (budget/detail-rule.ts). */
async function belowDetail(db: Executor, rows: ParsedRow[], yearId: number, stageId: number): Promise<RowError[]> {
  const allocations = rows.filter((r) => r.v.Figure !== 'Ceiling' && r.id.Vote_Code != null && r.id.Programme_Code != null);
  const breaches = await detailBreaches(db, yearId, stageId, { figures: allocations.map((r) => ({ voteId: idIn(r, 'Vote_Code'), programmeId: idIn(r, 'Programme_Code'), cells: cellsOf(r) })) });
  return breaches.map((b) => ({
    row: present(allocations.find((r) => r.id.Vote_Code === b.voteId && r.id.Programme_Code === b.programmeId), 'the row it is about').row,
    column: `Y1_${b.category}`, code: UploadError.BELOW_DETAIL, params: { amount: formatNumber(b.figure ?? 0), detail: formatNumber(b.detail) },
  }));
}

const storedCells = (r: StoredRow | undefined): Cells => Object.fromEntries(MTEF_CELLS.map((c) => [c.column, r ? Number(r[c.column]) : 0]));

/**
 * The rules of an entry on a revert: the allocations it puts back (or zero, where the upload added a line)
 * may not fall below what virements moved out of them, nor, under Stop, rise above their ceilings or fall below
 * the detailed estimates under them.
 */
async function revertBreaks(db: Executor, restored: StoredRow[], current: StoredRow[], yearId: number, stageId: number): Promise<Said[]> {
  const allocation = (rows: StoredRow[]) => new Map(rows.filter((r) => r.kind === 'allocation').map((r) => [Number(r.prog_by_vote_id), r]));
  const back = allocation(restored);
  const lineIds = [...new Set([...allocation(current).keys(), ...back.keys()])];
  if (!lineIds.length) return [];
  const ceilings = new Map(restored.filter((r) => r.kind === 'ceiling').map((r) => [Number(r.prog_by_vote_id), storedCells(r)]));
  const lines = await progByVotes(db, lineIds);
  const lost = await overdrafts(db, yearId, stageId, lines.map((l) => ({ voteId: l.voteId, programmeId: l.programmeId, cells: storedCells(back.get(l.id)) })));
  const stop = await ceilingControl(db, yearId) === 'Stop';
  const over = stop ? await ceilingBreaches(db, yearId, stageId, lineIds.map((id) => ({ progByVoteId: id, allocation: storedCells(back.get(id)), ceiling: ceilings.get(id) }))) : [];
  const below = stop ? await detailBreaches(db, yearId, stageId, { figures: lines.map((l) => ({ voteId: l.voteId, programmeId: l.programmeId, cells: storedCells(back.get(l.id)) })) }) : [];
  return [...lost.map(overdraftSaid), ...over.map(breachSaid), ...below.map(detailSaid)];
}

/**
 * CG MTEF: one row per vote × programme × figure (allocation, or a ministry's ceiling), Y0..Y5 × categories.
 * The file replaces those rows of the stage.
 */
export const mtefHandler: KindHandler = {
  table: cgMtefs,
  // Only the lines the file names are replaced: a line left out of the file keeps its figures.
  replaces: { scope: ['Vote_Code', 'Programme_Code', 'Figure'], key: ['Vote_Code', 'Programme_Code', 'Figure'] },
  async check(db, rows, { actor, lookups, yearId, stageId, warn }) {
    const stage = present(stageId, 'the stage');
    const errors: RowError[] = duplicates(rows, (r) => `${r.id.Vote_Code}:${r.id.Programme_Code}:${r.v.Figure}`, 'Programme_Code');
    // The ceiling and the detail under it hold under Stop; under Warn the file is written and its breaches said.
    const held = [...await overCeilings(db, rows, lookups, yearId, stage), ...await belowDetail(db, rows, yearId, stage)];
    if (await ceilingControl(db, yearId) === 'Warn') warn?.(held);
    else errors.push(...held);
    errors.push(...await belowVirements(db, rows, yearId, stage));
    for (const r of rows) {
      errors.push(...notMapped(r, lookups, 'Programme_Code'));
      if (r.v.Figure === 'Ceiling' && !actor.isMinistry) errors.push({ row: r.row, column: 'Figure', code: UploadError.CEILING_MINISTRY });
      const vote = lookups.votesById.get(idIn(r, 'Vote_Code'));
      const aia = MTEF_CELLS.filter((c) => c.category === 'AIA' && Number(r.v[c.header]) > 0);
      if (vote && !vote.isAia && aia[0]) errors.push({ row: r.row, column: aia[0].header, code: UploadError.AIA_NOT_ALLOWED, params: { vote: vote.code } });
    }
    return errors;
  },
  async apply(tx, rows, { yearId, stageId, actor, lookups, batchId }) {
    const values = rows.map((r) => ({
      yearId, stageId: present(stageId, 'the stage'), kind: kindOf(r.v.Figure), mtefVersion: 1, createdBy: actor.id, batchId,
      progByVoteId: entry(lookups.progByVote, `${r.id.Vote_Code}:${r.id.Programme_Code}`),
      ...Object.fromEntries(MTEF_CELLS.map((c) => [c.column, Number(r.v[c.header])])),
    }));
    let replaced = 0;
    for (const kind of ['ceiling', 'allocation']) {
      const ids = values.filter((v) => v.kind === kind).map((v) => v.progByVoteId);
      if (ids.length) {
        replaced += await deleteKeeping(tx, cgMtefs, and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, present(stageId, 'the stage')), eq(cgMtefs.kind, kind), inArray(cgMtefs.progByVoteId, ids)), batchId);
      }
    }
    await insertChunked(values, 500, (slice) => tx.insert(cgMtefs).values(slice as (typeof cgMtefs.$inferInsert)[]));
    return replaced;
  },
  revertCheck: (db, restored, current, { yearId, stageId }) => revertBreaks(db, restored, current, yearId, present(stageId, 'the stage')),
};
