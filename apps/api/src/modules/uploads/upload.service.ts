import { stageAreaOf, UploadError, UPLOAD_KINDS, UPLOAD_LIMITS, type RowError, type UploadKind, type UploadPhase, type UploadPreviewAnswer, type UploadSuccess } from '@pbs/domain';
import { getTableName } from 'drizzle-orm';
import type { Context } from '../../graphql/context.js';
import type { Actor } from '../../auth/actor.js';
import type { Db, Tx } from '../../db/client.js';
import { activeFiscalYear, activeStage, fiscalYearById, stageByNumber } from '../masters/periods.repo.js';
import { writeAudit } from '../../lib/audit.js';
import type { FileStore } from '../../lib/file-store.js';
import { HANDLERS } from './kinds/index.js';
import { frozenBy, frozenText, quartersOf } from '../budget/frozen.js';
import { detailList, envelopeHold } from '../budget/detail-rule.js';
import { loadLookups } from './lookups.js';
import { UploadRefused } from '../../lib/upload-refused.js';
import type { UploadParser } from './parse-pool.js';
import { currentRows } from './current-rows.js';
import { diffRows } from './preview-diff.js';
import { cancelPreview, claimPreview, dropPreviews, insertPreview, linkPreview, openPreview } from './previews.repo.js';
import { insertBatch, noteReplaced, replacedRowsOf } from '../batches/batches.repo.js';
import { checkedUnderLock, lockedWith, lockVotes } from '../budget/vote-locks.js';
import { recordRejection } from './rejections.js';
import { entry } from '../../lib/present.js';

/** An upload service's context: the database, the file store and the workbook parser pool. */
export type UploadContext = Pick<Context, 'db' | 'files'> & { parser: UploadParser };

export interface UploadInput { kind: UploadKind; fileName: string; body: Buffer; yearId?: number; stage?: number }

/** The year asked for (else the active one) and, for staged kinds, its stage of the kind's stage area (else the active one). */
export async function resolveTarget(db: Db, kind: UploadKind, yearId?: number, stage?: number) {
  const year = yearId ? await fiscalYearById(db, yearId) : await activeFiscalYear(db);
  if (!year) return null;
  const def = UPLOAD_KINDS[kind];
  if (!def.staged) return { yearId: year.id, stageId: null, open: true };
  const area = stageAreaOf(kind);
  const st = stage ? await stageByNumber(db, year.id, area, stage) : await activeStage(db, year.id, area);
  return st ? { yearId: year.id, stageId: st.id, open: st.isActive } : null;
}

/** Told each step as it begins, for a streamed answer (the route's Progress=1). */
export type Progress = (phase: UploadPhase) => void;
const quiet: Progress = () => {};

/**
 * Every check of an upload, nothing written: content, every row against the masters and the kind's rules,
 * frozen data. Refuses with every row's mistakes in one answer.
 */
async function checkUpload(db: Db, files: FileStore, parser: UploadParser, actor: Actor, input: UploadInput, progress: Progress) {
  const def = UPLOAD_KINDS[input.kind];
  if (def.ministryOnly && !actor.isMinistry) throw new UploadRefused(403, UploadError.MINISTRY_ONLY);
  const found = await resolveTarget(db, input.kind, input.yearId, input.stage);
  // Figures of a closed stage are the record of that stage: only the active stage takes uploads.
  if (!found?.open) throw new UploadRefused(409, UploadError.STAGE_CLOSED, { stage: input.stage ?? '' });
  const where = { yearId: found.yearId, stageId: found.stageId };
  const lookups = await loadLookups(db);
  progress('parse');
  const result = await parser.parse({ body: input.body, kind: input.kind, lookups, actor });
  if (!result.ok) throw new UploadRefused(result.status, result.code, result.params);
  const { parsed, errors, warnings } = result;
  progress('check');
  // What an approved report was drawn from stays as it was signed, on this path as on the screens.
  const idsOf = (key: string) => [...new Set(parsed.flatMap((r) => (r.id[key] != null ? [r.id[key]] : [])))];
  const quarters = def.columns.some((c) => c.header === 'Quarter') ? quartersOf(parsed.map((r) => r.v.Quarter)) : undefined;
  const frozen = await frozenBy(db, input.kind, { ...where, voteIds: idsOf('Vote_Code'), programmeIds: idsOf('Programme_Code'), sepcIds: idsOf('Parastatal_Code'), quarters });
  if (frozen.length) throw new UploadRefused(409, UploadError.FROZEN, { reports: frozenText(frozen) });
  const handler = HANDLERS[input.kind];
  const told: RowError[] = [];
  const ctx = { actor, lookups, ...where };
  // Rules run on the rows that parsed, so one answer lists the mistakes of the whole file.
  const ruleErrors: RowError[] = await handler.check(db, parsed, { ...ctx, warn: (w) => told.push(...w) });
  const all = [...errors, ...ruleErrors].sort((a, b) => a.row - b.row);
  if (all.length) {
    // The file is kept with every problem, so its rejected rows can be given back to fix (rejections.ts).
    const rejection = await recordRejection(db, files, actor, input, where.yearId, all);
    throw new UploadRefused(422, UploadError.ROWS_INVALID, { count: all.length, rejection }, all.slice(0, UPLOAD_LIMITS.reportedErrors));
  }
  const sepcIds = idsOf('Parastatal_Code');
  // Whose rows the file writes: who may see and revert it, and what its write locks.
  const entities = { voteIds: [...new Set([...idsOf('Vote_Code'), ...sepcIds.map((id) => entry(lookups.parastatalVote, id))])], sepcIds };
  return { parsed, warnings: [...warnings, ...told].sort((a, b) => a.row - b.row), handler, ctx, where, entities };
}

/**
 * The whole import: every check, then one transaction writing the rows, the batch record and its audit entry
 * and the stored file (and `inTx`: `first` before any write, e.g. claiming the preview, `last` with the batch).
 * Nothing is written if a check fails.
 */
export async function importUpload({ db, files, parser }: UploadContext, actor: Actor, input: UploadInput, progress: Progress = quiet,
  inTx?: { first: (tx: Tx) => Promise<void>; last: (tx: Tx, batchId: number) => Promise<void> }): Promise<UploadSuccess> {
  const { parsed, warnings, handler, ctx, where, entities } = await checkUpload(db, files, parser, actor, input, progress);
  progress('write');
  const batchId = await db.transaction(async (tx) => {
    await inTx?.first(tx);
    await lockVotes(tx, lockedWith(input.kind), entities.voteIds);
    // Rules that read balances or limits are checked again under the locks, so two concurrent virement files
    // cannot both spend the same balance, nor a release and a lower limit pass each other.
    if (checkedUnderLock(input.kind)) {
      const again = await handler.check(tx, parsed, ctx);
      if (again.length) throw new UploadRefused(422, UploadError.ROWS_INVALID, { count: again.length }, again.slice(0, UPLOAD_LIMITS.reportedErrors));
    }
    const stored = await files.put(tx, `uploads/${input.kind}`, 'xlsx', input.body);
    const batch = await insertBatch(tx, {
      kind: input.kind, ...where, fileName: input.fileName.slice(0, 200), filePath: stored.file, sha256: stored.sha256,
      rowCount: parsed.length, ...entities, createdBy: actor.id,
    });
    const envelope = handler.envelope ? await envelopeHold(tx, where.yearId, entities.voteIds) : null;
    // What the file replaces is kept whole under the batch, which can then be shown and reverted (history.service.ts).
    const replaced = await handler.apply(tx, parsed, { ...ctx, batchId: batch.id });
    const over = await envelope?.() ?? [];
    if (over.length) throw new UploadRefused(409, UploadError.DETAIL_OVER, { detail: detailList(over) });
    await noteReplaced(tx, batch.id, replaced);
    // The replaced rows go into the hash chain with the batch, as a stage copy's do: their old values are audited.
    await writeAudit(tx, {
      table: 'upload_batches', type: 'create', recordId: batch.id, actorId: actor.id,
      oldValues: replaced ? { table: getTableName(handler.table), replacedRows: await replacedRowsOf(tx, batch.id) } : null,
      newValues: { kind: input.kind, yearId: where.yearId, stageId: where.stageId, fileName: batch.fileName, sha256: stored.sha256, rows: parsed.length, replaced },
    });
    await inTx?.last(tx, batch.id);
    return batch.id;
  });
  return { ok: true, kind: input.kind, rows: parsed.length, batchId, warnings: warnings.slice(0, UPLOAD_LIMITS.reportedErrors), warningCount: warnings.length };
}

/** How long a preview may be committed: long enough to read it, short enough that the figures under it hold. */
export const PREVIEW_MINUTES = 15;

/**
 * Checks an upload and answers what it would do (rows added, changed and removed, with the figures that
 * change) without writing any figure: the file is kept for the commit, which checks it all again.
 */
export async function previewUpload({ db, files, parser }: UploadContext, actor: Actor, input: UploadInput, progress: Progress = quiet): Promise<UploadPreviewAnswer> {
  await db.transaction(async (tx) => { for (const old of await dropPreviews(tx, actor.id, new Date())) await files.remove(tx, old.filePath); });
  const { parsed, warnings, handler, where } = await checkUpload(db, files, parser, actor, input, progress);
  progress('compare');
  const stored = await currentRows(db, actor, input.kind, where.yearId, where.stageId, parsed);
  const diff = diffRows(UPLOAD_KINDS[input.kind].columns.map((c) => c.header), stored, parsed, handler.replaces);
  const row = await db.transaction(async (tx) => {
    const file = await files.put(tx, `uploads/${input.kind}`, 'xlsx', input.body);
    return insertPreview(tx, {
      kind: input.kind, yearId: where.yearId, stage: input.stage ?? null, fileName: input.fileName.slice(0, 200), filePath: file.file, sha256: file.sha256,
      createdBy: actor.id, expiresAt: new Date(Date.now() + PREVIEW_MINUTES * 60_000),
    });
  });
  return { ok: true, preview: { id: row.id, kind: input.kind, rows: parsed.length, expiresAt: row.expiresAt.toISOString(), diff,
    warnings: warnings.slice(0, UPLOAD_LIMITS.reportedErrors), warningCount: warnings.length } };
}

/** Writes a previewed upload: only its uploader, once, before it expires; every check runs again on the file. */
export async function commitUpload({ db, files, parser }: UploadContext, actor: Actor, previewId: string, progress: Progress = quiet): Promise<UploadSuccess> {
  const preview = await openPreview(db, previewId, actor.id);
  if (!preview) throw new UploadRefused(410, UploadError.PREVIEW_GONE);
  // A commit that won a race removes the file: a later one of the same preview is told it is used.
  const body = await files.read(db, preview.filePath);
  if (!body) throw new UploadRefused(410, UploadError.PREVIEW_GONE);
  return importUpload({ db, files, parser }, actor, { kind: preview.kind as UploadKind, fileName: preview.fileName, body, yearId: preview.yearId, stage: preview.stage ?? undefined }, progress,
    {
      first: async (tx) => { if (!await claimPreview(tx, preview.id)) throw new UploadRefused(410, UploadError.PREVIEW_GONE); },
      last: async (tx, batchId) => { await linkPreview(tx, preview.id, batchId); await files.remove(tx, preview.filePath); },
    });
}

/** Drops a preview the user decided against. */
export async function cancelUpload({ db, files }: Pick<Context, 'db' | 'files'>, actor: Actor, previewId: string) {
  await db.transaction(async (tx) => { for (const p of await cancelPreview(tx, previewId, actor.id)) await files.remove(tx, p.filePath); });
}
