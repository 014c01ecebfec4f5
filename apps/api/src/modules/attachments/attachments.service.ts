import { ErrorCode } from '@pbs/domain';
import type { Context } from '../../graphql/context.js';
import type { Actor } from '../../auth/actor.js';
import { entityColumn } from '../../access/categories.js';
import type { Db, Executor } from '../../db/client.js';
import { reportAttachments, type Report } from '../../db/schema/index.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors.js';
import { sha256Hex, type FileStore } from '../../lib/file-store.js';
import { fiscalYearById } from '../masters/periods.repo.js';
import { isAssigned } from '../reports/approvers.repo.js';
import { entityVisible, voteOfEntity } from '../reports/entities.js';
import { activeReport, roleMayGenerate } from '../reports/workflow.repo.js';
import { ATTACHMENT_LIMITS, AttachmentRefused, cleanName, EXTENSION, formatOf, MIME, type AttachmentFormat } from './attachment-file.js';
import { attachmentById, currentAttachments, lockKey, submissionAt, type AttachmentKey } from '../documents/attachments.repo.js';
import { attachmentsAt, isUploadedReport } from '../documents/documents.service.js';

export type { AttachmentKey };
export type Purpose = 'Document' | 'Supporting';
export interface KeyInput { Report_ID: number; Year_ID: number; Entity_ID: number }
interface Stores { db: Db; files: FileStore }

const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

/** A report attachment key the actor may see: the report is active, the year exists, the entity is in scope. */
async function visibleKey(db: Executor, actor: Actor, input: KeyInput) {
  const report = await activeReport(db, input.Report_ID);
  if (!report || !await fiscalYearById(db, input.Year_ID)) throw notFound();
  const category = report.category;
  if (!await entityVisible(db, actor, category, input.Entity_ID)) throw notFound();
  const key: AttachmentKey = { reportId: report.id, yearId: input.Year_ID, voteId: null, programmeId: null, sepcId: null, [entityColumn(category)]: input.Entity_ID };
  return { report, key };
}

/** Only the entity's initiators attach and remove, as only they initiate. */
async function mustInitiate(db: Executor, actor: Actor, report: Report, key: AttachmentKey) {
  const category = report.category;
  const votes = await voteOfEntity(db, category, key[entityColumn(category)] ?? 0);
  const may = actor.roleId != null && await roleMayGenerate(db, actor.roleId) && await isAssigned(db, report.id, 0, actor.id, votes);
  if (!may) throw forbidden();
}

/**
 * Attachments change before initiation and after a rejection, never while approvers are reading them (each
 * level must approve the same files) nor once approved (they are archived with the report).
 */
async function mustBeEditable(db: Executor, key: AttachmentKey) {
  const s = await submissionAt(db, key);
  if (s?.state === 'Initiated') throw conflict('The report is with its approvers; its attachments can change only if it is rejected');
  if (s?.state === 'Approved') throw conflict('The report is approved and archived; its attachments can no longer change');
}

export async function attachmentsOf({ db }: Pick<Context, 'db'>, actor: Actor, input: KeyInput) {
  const { key } = await visibleKey(db, actor, input);
  return currentAttachments(db, key);
}

/**
 * Stores an attachment after checking the caller, the workflow state, the file's content and the count;
 * a new document replaces the current one (both in the audit).
 */
export async function addAttachment({ db, files }: Stores, actor: Actor, input: KeyInput & { purpose: Purpose; fileName: string }, body: Buffer) {
  if (body.length > ATTACHMENT_LIMITS.bytes) throw new AttachmentRefused(413, `The file is larger than ${ATTACHMENT_LIMITS.bytes / 1024 / 1024} MiB`);
  const { report, key } = await visibleKey(db, actor, input);
  await mustInitiate(db, actor, report, key);
  if (input.purpose === 'Document' && !isUploadedReport(report)) {
    throw badInput({ key: 'SERVER.GENERATED_REPORT', params: { report: report.name } });
  }
  const format = await formatOf(body);
  return db.transaction(async (tx) => {
    await lockKey(tx, key);
    await mustBeEditable(tx, key);
    const current = await attachmentsAt(tx, key);
    const replaced = input.purpose === 'Document' ? current.find((a) => a.purpose === 'Document') : undefined;
    if (current.length - (replaced ? 1 : 0) >= ATTACHMENT_LIMITS.perReport) {
      throw conflict(`A report holds at most ${ATTACHMENT_LIMITS.perReport} attachments; remove one first`);
    }
    if (replaced) await updateAudited(tx, reportAttachments, replaced.id, { removedAt: new Date(), removedBy: actor.id }, actor.id);
    const stored = await files.put(tx, `attachments/${key.yearId}`, EXTENSION[format], body);
    return insertAudited(tx, reportAttachments, {
      ...key, purpose: input.purpose, fileName: cleanName(input.fileName, format), fileFormat: format,
      filePath: stored.file, sha256: stored.sha256, bytes: body.length, uploadedBy: actor.id,
    }, actor.id);
  });
}

/** Removes an attachment from the report (the file and its record stay for the audit). */
export async function removeAttachment({ db }: Pick<Context, 'db'>, actor: Actor, id: number) {
  const found = await attachmentById(db, id);
  if (!found || found.removedAt) throw notFound();
  const input = { Report_ID: found.reportId, Year_ID: found.yearId, Entity_ID: found.voteId ?? found.programmeId ?? found.sepcId ?? 0 };
  const { report, key } = await visibleKey(db, actor, input);
  await mustInitiate(db, actor, report, key);
  return db.transaction(async (tx) => {
    await lockKey(tx, key);
    await mustBeEditable(tx, key);
    const row = await attachmentById(tx, id);
    if (!row || row.removedAt) throw notFound();
    return updateAudited(tx, reportAttachments, id, { removedAt: new Date(), removedBy: actor.id }, actor.id);
  });
}

/** An attachment's bytes for a user who may see its entity, only while they match the SHA-256 stored with it. */
export async function readAttachment({ db, files }: Stores, actor: Actor, id: number) {
  const found = await attachmentById(db, id);
  if (!found || found.removedAt) throw notFound();
  await visibleKey(db, actor, { Report_ID: found.reportId, Year_ID: found.yearId, Entity_ID: found.voteId ?? found.programmeId ?? found.sepcId ?? 0 });
  const body = await files.read(db, found.filePath);
  if (!body) throw notFound();
  if (sha256Hex(body) !== found.sha256) throw conflict('The file has changed since it was attached and cannot be served');
  return { body, name: found.fileName, mime: MIME[found.fileFormat as AttachmentFormat] };
}
