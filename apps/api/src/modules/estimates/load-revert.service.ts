import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { budgetLines } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { holdDetail } from '../budget/detail-rule.js';
import { detailKey, detailSums } from '../budget/detail.repo.js';
import { lockVotes } from '../budget/vote-locks.js';
import { stageById } from '../masters/periods.repo.js';
import { removeFiguresOfBatch } from '../budget/mtef.repo.js';
import { batchInScope, deleteRowsOfBatch, lockBatch, markReverted, replacedRowsOf, restoreReplaced, rowsOfBatch } from '../batches/batches.repo.js';
import type { StoredRow } from '../uploads/kinds/handler.js';
import { chartOf } from './chart.repo.js';
import { LOAD_KIND } from './load.service.js';
import { entry, present } from '../../lib/present.js';

/**
 * Undoes a national load: removes the lines it wrote and puts back, whole, those it replaced, in one transaction —
 * only while its lines are still as it wrote them, in the open stage, and within the MTEF (the detail rule). The MTEF
 * figures the load made (where the stage had none) are removed with it while unchanged since, so a corrected file
 * loads as into an empty stage; codes the load added to the chart stay: they are masters, changed on their own screens.
 */
export async function revertLoad({ db }: Pick<Context, 'db'>, actor: Actor, batchId: number) {
  if (!actor.isMinistry) throw forbidden();
  const found = await batchInScope(db, actor, batchId);
  if (!found || found.kind !== LOAD_KIND) throw notFound();
  return db.transaction(async (tx) => {
    await lockVotes(tx, 'mtef', found.voteIds);
    const b = present(await lockBatch(tx, batchId), 'the load locked');
    // A load of the national estimates is always into a stage.
    const stageId = present(b.stageId, "the load's stage");
    if (b.revertedAt) throw badInput({ key: 'SERVER.LOAD_REVERTED' });
    const stage = await stageById(tx, stageId);
    if (!stage?.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
    const current = await rowsOfBatch(tx, budgetLines, batchId);
    if (current.length !== b.rowCount) throw badInput({ key: 'SERVER.LOAD_CHANGED_SINCE', params: { rows: b.rowCount - current.length } });
    const restored = await replacedRowsOf(tx, batchId);
    const chart = await chartOf(tx, b.yearId);
    const category = new Map([...chart.funds.values()].map((f) => [f.id, f.mtefCategory]));
    // Totals after the revert, for every vote × programme × category the load touched.
    const held = await detailSums(tx, b.yearId, stageId, b.voteIds);
    const after = new Map<string, number>();
    const shift = (rows: StoredRow[], sign: number) => {
      for (const r of rows) {
        const key = detailKey(Number(r.vote_id), Number(r.programme_id), entry(category, Number(r.fund_id)));
        after.set(key, (after.get(key) ?? held.get(key) ?? 0) + sign * Number(r.amount));
      }
    };
    shift(current, -1);
    shift(restored, 1);
    // The MTEF figures the load made where the stage had none go with it, while unchanged since (an edit clears the mark).
    const figures = await removeFiguresOfBatch(tx, batchId, actor.id);
    await holdDetail(tx, b.yearId, stageId, { detail: after });
    await deleteRowsOfBatch(tx, budgetLines, batchId);
    await restoreReplaced(tx, budgetLines, batchId);
    await markReverted(tx, batchId, actor.id);
    await writeAudit(tx, {
      table: 'upload_batches', type: 'update', recordId: batchId, actorId: actor.id,
      oldValues: { kind: LOAD_KIND, fileName: b.fileName, rows: current.length, removedRows: current },
      newValues: { reverted: true, removed: current.length, restored: restored.length, mtefFiguresRemoved: figures },
    });
    return { batchId, removed: current.length, restored: restored.length, mtefFiguresRemoved: figures };
  });
}
