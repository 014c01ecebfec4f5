import { UploadError, UPLOAD_KINDS, type UploadBatchEntry, type UploadHistory, type UploadKind, type UploadRowsPage, type Said } from '@pbs/domain';
import type { Context } from '../../graphql/context.js';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { frozenBy, frozenText, quartersOf } from '../budget/frozen.js';
import { detailList, envelopeHold } from '../budget/detail-rule.js';
import { progByVotes } from '../budget/mtef.repo.js';
import { stageById } from '../masters/periods.repo.js';
import { HANDLERS } from './kinds/index.js';
import type { StoredRow } from './kinds/handler.js';
import { loadLookups } from './lookups.js';
import { UploadRefused } from '../../lib/upload-refused.js';
import { storedListPage } from './current-rows.js';
import { lockedWith, lockVotes } from '../budget/vote-locks.js';
import {
  batchInScope, deleteRowsOfBatch, listBatches, listRejections, liveRowCounts, lockBatch, markReverted, replacedRowsOf, restoreReplaced, rowsOfBatch,
} from '../batches/batches.repo.js';
import { present } from '../../lib/present.js';

const SHOWN = 50;

/**
 * A kind's uploads of a year in the actor's scope, newest first: who, when, which file, rows written and
 * replaced, and whether the batch's rows are still the stored ones; and the actor's own refused files.
 */
export async function uploadHistory({ db }: Pick<Context, 'db'>, actor: Actor, kind: UploadKind, yearId: number): Promise<UploadHistory> {
  const batches = await listBatches(db, actor, kind, yearId, SHOWN);
  const live = await liveRowCounts(db, HANDLERS[kind].table, batches.map((x) => x.b.id));
  const rejections = await listRejections(db, actor.id, kind, yearId, SHOWN);
  return {
    batches: batches.map(({ b, fiscalYear, stage, createdBy, revertedBy }): UploadBatchEntry => ({
      id: b.id, kind, fiscalYear, stage: stage ?? null, fileName: b.fileName, sha256: b.sha256, hasFile: b.filePath !== '',
      rows: b.rowCount, replaced: b.replacedCount, createdAt: b.createdAt.toISOString(), createdBy: createdBy ?? '',
      state: b.revertedAt ? 'reverted' : (live.get(b.id) ?? 0) === b.rowCount ? 'current' : 'changed',
      revertedAt: b.revertedAt?.toISOString() ?? null, revertedBy: revertedBy ?? null,
    })),
    rejections: rejections.map(({ r, createdBy }) => ({
      id: r.id, kind, fileName: r.fileName, sha256: r.sha256, errors: r.errorCount, createdAt: r.createdAt.toISOString(), createdBy: createdBy ?? '',
    })),
  };
}

/** What a list kind holds for the year in the actor's scope, a page at a time; null for kinds that are not lists. */
export async function uploadedList({ db }: Pick<Context, 'db'>, actor: Actor, kind: UploadKind, yearId: number, offset: number, limit: number): Promise<UploadRowsPage | null> {
  const amountColumn = HANDLERS[kind].amountColumn;
  if (!amountColumn) return null;
  const page = await storedListPage(db, actor, kind, yearId, offset, limit);
  return { kind, columns: UPLOAD_KINDS[kind].columns.map((c) => c.header), amountColumn, ...page };
}

/** The file a batch was imported from, as uploaded; null when the actor may not see it or it has none (demo data). */
export async function batchFile({ db, files }: Pick<Context, 'db' | 'files'>, actor: Actor, id: number) {
  const b = await batchInScope(db, actor, id);
  if (!b?.filePath) return null;
  const body = await files.read(db, b.filePath);
  return body ? { fileName: b.fileName, body } : null;
}

/** Programmes whose approved reports may freeze the rows (MTEF rows name their line, list rows the programme). */
async function programmesOf(db: Executor, rows: StoredRow[]) {
  const ids = (key: string) => rows.flatMap((r) => (r[key] != null ? [Number(r[key])] : []));
  const lines = await progByVotes(db, [...new Set(ids('prog_by_vote_id'))]);
  return [...new Set([...ids('programme_id'), ...ids('to_programme_id'), ...ids('from_programme_id'), ...lines.map((l) => l.programmeId)])];
}

/**
 * Undoes an upload: removes the rows it wrote and puts back, whole, the rows it replaced, in one transaction.
 * Only while its rows are still the stored ones (a later upload, an edit or a stage copy must be undone first),
 * in an open stage, on data no approved report froze, and within the kind's rules (ceilings, virement balances).
 */
export async function revertUpload({ db }: Pick<Context, 'db'>, actor: Actor, id: number) {
  const found = await batchInScope(db, actor, id);
  if (!found) return null;
  const kind = found.kind as UploadKind;
  const handler = HANDLERS[kind];
  const lookups = await loadLookups(db);
  return db.transaction(async (tx) => {
    await lockVotes(tx, lockedWith(kind), found.voteIds);
    const b = present(await lockBatch(tx, id), 'the batch locked');
    if (b.revertedAt) throw new UploadRefused(409, UploadError.BATCH_REVERTED);
    const stage = b.stageId == null ? null : await stageById(tx, b.stageId);
    if (stage && !stage.isActive) throw new UploadRefused(409, UploadError.STAGE_CLOSED, { stage: stage.stage });
    const current = await rowsOfBatch(tx, handler.table, id);
    if (current.length !== b.rowCount) throw new UploadRefused(409, UploadError.BATCH_CHANGED, { rows: b.rowCount - current.length });
    const restored = await replacedRowsOf(tx, id);
    const touched = [...current, ...restored];
    // What only the ministry may upload (ceilings among them) only the ministry may take back.
    if (!actor.isMinistry && (UPLOAD_KINDS[kind].ministryOnly || touched.some((r) => r.kind === 'ceiling'))) throw new UploadRefused(403, UploadError.MINISTRY_ONLY);
    const quarters = UPLOAD_KINDS[kind].columns.some((c) => c.header === 'Quarter') ? quartersOf(touched.map((r) => r.quarter)) : undefined;
    const frozen = await frozenBy(tx, kind, { yearId: b.yearId, stageId: b.stageId, voteIds: b.voteIds, sepcIds: b.sepcIds, programmeIds: await programmesOf(tx, touched), quarters });
    if (frozen.length) throw new UploadRefused(409, UploadError.FROZEN, { reports: frozenText(frozen) });
    const broken = await handler.revertCheck?.(tx, restored, current, { actor, lookups, yearId: b.yearId, stageId: b.stageId }) ?? [];
    if (broken.length) {
      const more: Said[] = broken.length > 3 ? [{ key: 'SERVER.AND_MORE', params: { count: broken.length - 3 } }] : [];
      throw new UploadRefused(409, UploadError.REVERT_REFUSED, { detail: [...broken.slice(0, 3), ...more] });
    }
    const envelope = handler.envelope ? await envelopeHold(tx, b.yearId, b.voteIds) : null;
    await deleteRowsOfBatch(tx, handler.table, id);
    await (handler.revert ? handler.revert(tx, id, { actor, lookups, yearId: b.yearId, stageId: b.stageId }) : restoreReplaced(tx, handler.table, id));
    const over = await envelope?.() ?? [];
    if (over.length) throw new UploadRefused(409, UploadError.REVERT_REFUSED, { detail: detailList(over) });
    await markReverted(tx, id, actor.id);
    await writeAudit(tx, {
      table: 'upload_batches', type: 'update', recordId: id, actorId: actor.id,
      oldValues: { kind, fileName: b.fileName, rows: current.length, removedRows: current },
      newValues: { reverted: true, removed: current.length, restored: restored.length },
    });
    return { ok: true as const, batchId: id, removed: current.length, restored: restored.length };
  });
}
