import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { executionLines } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { present } from '../../lib/present.js';
import { lockVotes } from '../budget/vote-locks.js';
import { loadOfBatch } from '../estimates/loads.repo.js';
import { batchInScope, deleteRowsOfBatch, lockBatch, markReverted, replacedRowsOf, restoreReplaced, rowsOfBatch } from '../batches/batches.repo.js';
import { EXECUTION_KIND } from './execution-load.service.js';
import { budgetYearOf, lockMonth, refreshToDate } from './execution.repo.js';

/**
 * Undoes a month's load: removes the lines it wrote and puts back, whole, the month as it stood before — only while
 * its lines are still as it wrote them (a later load of the month replaced them: revert that one first).
 */
export async function revertExecutionLoad({ db }: Pick<Context, 'db'>, actor: Actor, batchId: number) {
  if (!actor.isMinistry) throw forbidden();
  const found = await batchInScope(db, actor, batchId);
  const load = found && await loadOfBatch(db, batchId);
  if (!found || found.kind !== EXECUTION_KIND || !load) throw notFound();
  const month = present(load.month, "an execution load's month");
  return db.transaction(async (tx) => {
    await lockMonth(tx, found.yearId, month);
    await lockVotes(tx, 'quarterly-warrants-expenditure', found.voteIds);
    const b = present(await lockBatch(tx, batchId), 'the load locked');
    if (b.revertedAt) throw badInput({ key: 'SERVER.LOAD_REVERTED' });
    const current = await rowsOfBatch(tx, executionLines, batchId);
    if (current.length !== b.rowCount) throw badInput({ key: 'SERVER.LOAD_CHANGED_SINCE', params: { rows: b.rowCount - current.length } });
    const restored = await replacedRowsOf(tx, batchId);
    await deleteRowsOfBatch(tx, executionLines, batchId);
    await restoreReplaced(tx, executionLines, batchId);
    const before = await budgetYearOf(tx, found.yearId);
    if (before) await refreshToDate(tx, found.yearId, before.id);
    await markReverted(tx, batchId, actor.id);
    await writeAudit(tx, {
      table: 'upload_batches', type: 'update', recordId: batchId, actorId: actor.id,
      oldValues: { kind: EXECUTION_KIND, month, fileName: b.fileName, rows: current.length },
      newValues: { reverted: true, removed: current.length, restored: restored.length },
    });
    return { batchId, removed: current.length, restored: restored.length, mtefFiguresRemoved: 0 };
  });
}
