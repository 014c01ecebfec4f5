import { UploadError, type BudgetCategory, type RowError, type Said } from '@pbs/domain';
import { budgetAdjustments } from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';
import { available, lineKey, voteLines } from '../../budget/balances.js';
import { refuseMovesAfter, type Move } from '../../budget/virements.js';
import { heldByRequests } from '../../virements/requests.service.js';
import { overdraftSaid } from '../../budget/overdraw.js';
import { activeStageId } from '../../masters/periods.repo.js';
import { duplicates, notMapped, type ParsedRow, idIn } from '../validate-rows.js';
import { type KindHandler, type StoredRow } from './handler.js';
import { insertChunked } from '../../batches/kept-rows.js';
import { entry, present } from '../../../lib/present.js';

/** A row repeated cell for cell is a mistake of the file (the same request twice), not a second request. */
const repeated = (rows: ParsedRow[]) => duplicates(rows, (r) => JSON.stringify(Object.entries(r.v).map(([k, v]) => [k, String(v ?? '').trim().toUpperCase()])), 'Amount');

/**
 * Taking recorded adjustments back out (a revert): no line of their votes may be left with less than nothing
 * available, as when money a virement brought in has since been moved on.
 */
async function unspendable(db: Executor, removed: StoredRow[], yearId: number): Promise<Said[]> {
  const stageId = await activeStageId(db, yearId, 'CG');
  const out: Said[] = [];
  for (const voteId of new Set(removed.map((r) => Number(r.vote_id)))) {
    const lines = await voteLines(db, voteId, yearId, stageId);
    const before = new Map([...lines].map(([k, l]) => [k, available(l)]));
    for (const r of removed.filter((x) => Number(x.vote_id) === voteId)) {
      const amount = Number(r.amount);
      const to = lines.get(lineKey(Number(r.to_programme_id), String(r.to_category)));
      if (to && r.kind === 'supplementary') to.supplementary -= amount;
      else if (to) to.virementIn -= amount;
      const from = r.kind === 'virement' ? lines.get(lineKey(Number(r.from_programme_id), String(r.from_category))) : undefined;
      if (from) from.virementOut -= amount;
    }
    for (const [k, l] of lines) {
      const left = available(l);
      if (left < -0.005 && left < entry(before, k) - 0.005) {
        out.push(overdraftSaid({ voteId, programmeId: l.programmeId, programme: l.programmeCode, category: l.category, allocation: l.approved, available: left }));
      }
    }
  }
  return out;
}

/** Supplementary allocations: added to a line the vote delivers; recorded, never replaced. */
export const supplementaryHandler: KindHandler = {
  table: budgetAdjustments,
  replaces: null,
  check(_db, rows, { lookups }) {
    return [...repeated(rows), ...rows.flatMap((r) => notMapped(r, lookups, 'Programme_Code'))];
  },
  async apply(tx, rows, { yearId, batchId, actor }) {
    await insertChunked(rows, 500, (slice) => tx.insert(budgetAdjustments).values(slice.map((r) => ({
      batchId, kind: 'supplementary', yearId, voteId: idIn(r, 'Vote_Code'), toProgrammeId: idIn(r, 'Programme_Code'),
      toCategory: String(r.v.Category), amount: Number(r.v.Amount), reason: String(r.v.Reason), createdBy: actor.id,
    }))));
    return 0;
  },
  revertCheck: (db, _restored, current, { yearId }) => unspendable(db, current, yearId),
};

/**
 * Virements: each row moves an amount from one line (programme × category) to another of the same vote, under
 * the balance rule of budget/virements.ts, rows in file order, after what the vote's pending requests wait for.
 */
export const virementHandler: KindHandler = {
  table: budgetAdjustments,
  replaces: null,
  async check(db, rows, { yearId, lookups }) {
    const errors: RowError[] = repeated(rows);
    const stageId = await activeStageId(db, yearId, 'CG');
    const byVote = new Map<number, ParsedRow[]>();
    for (const r of rows) {
      const e = [...notMapped(r, lookups, 'From_Programme_Code'), ...notMapped(r, lookups, 'To_Programme_Code')];
      if (r.id.From_Programme_Code === r.id.To_Programme_Code && r.v.From_Category === r.v.To_Category) e.push({ row: r.row, column: 'To_Category', code: UploadError.SAME_LINE });
      if (!(Number(r.v.Amount) > 0)) e.push({ row: r.row, column: 'Amount', code: UploadError.REQUIRED });
      errors.push(...e);
      if (!e.length) byVote.set(idIn(r, 'Vote_Code'), [...(byVote.get(idIn(r, 'Vote_Code')) ?? []), r]);
    }
    for (const [voteId, vrows] of byVote) {
      const lines = await voteLines(db, voteId, yearId, stageId);
      const moves = vrows.map((r): Move => ({
        fromProgrammeId: idIn(r, 'From_Programme_Code'), fromCode: String(r.v.From_Programme_Code), fromCategory: r.v.From_Category as BudgetCategory,
        toProgrammeId: idIn(r, 'To_Programme_Code'), toCode: String(r.v.To_Programme_Code), toCategory: r.v.To_Category as BudgetCategory, amount: Number(r.v.Amount),
      }));
      const limited = lookups.votesById.get(voteId)?.isVirementLimited ?? false;
      const held = await heldByRequests(db, voteId, yearId);
      errors.push(...refuseMovesAfter(lines, held, moves, limited).map((m): RowError => ({ row: present(vrows[m.index], "a move's row").row, column: 'Amount', code: m.code, params: m.params })));
    }
    return errors;
  },
  async apply(tx, rows, { yearId, batchId, actor }) {
    await insertChunked(rows, 500, (slice) => tx.insert(budgetAdjustments).values(slice.map((r) => ({
      batchId, kind: 'virement', yearId, voteId: idIn(r, 'Vote_Code'),
      fromProgrammeId: idIn(r, 'From_Programme_Code'), fromCategory: String(r.v.From_Category),
      toProgrammeId: idIn(r, 'To_Programme_Code'), toCategory: String(r.v.To_Category),
      amount: Number(r.v.Amount), reason: String(r.v.Reason), createdBy: actor.id,
    }))));
    return 0;
  },
  revertCheck: (db, _restored, current, { yearId }) => unspendable(db, current, yearId),
};
