import type { Db, Tx } from '../../db/client.js';
import { approvalTrail, fullName } from '../documents/documents.repo.js';
import { writeAudit } from '../../lib/audit.js';
import type { FileStore } from '../../lib/file-store.js';
import type { Report, Submission } from '../../db/schema/index.js';
import { attachmentsAt, composeDocument, formatsOf, renderDocument, type FileFormat } from '../documents/documents.service.js';
import type { Doc, Signature } from '../documents/model.js';
import type { Config } from '../../config/index.js';
import { pdfSignerFor } from '../../lib/pdf-signing.js';
import { verificationCode, verificationUrl } from '../documents/verification.js';
import { signatureImages } from '../signatures/signatures.service.js';
import { findUserByName } from '../auth/auth.repo.js';
import { fiscalYearById } from '../masters/periods.repo.js';
import { insertArchive, supersedeArchives } from './archives.repo.js';
import { present } from '../../lib/present.js';

/** The files archived with an approval: the rendered report, then the attached files (kept where they are, under their names). */
export interface PreparedFiles {
  rendered: { body: Buffer; ext: string; format: FileFormat; fileName: string }[];
  attached: { file: string; sha256: string; format: string; fileName: string }[];
  folder: string;
  code: string;
}

/** What archiving needs of the installation: where the verification link points, and the signing certificate. */
export type Archiving = Pick<Config, 'publicUrl' | 'pdfSigning'>;

/** A document's file as archived: a PDF is signed with the installation's certificate (lib/pdf-signing.ts). */
export async function signedRendering(config: Archiving, doc: Doc, format: FileFormat) {
  const r = await renderDocument(doc, format);
  if (format !== 'PDF') return r;
  return { ...r, body: await pdfSignerFor(config.pdfSigning).sign(r.body, `${doc.reportName}, verification code ${doc.verification?.code ?? ''}`) };
}

/** The final approval as it will be recorded: who, at which level, now. */
export interface FinalApproval { level: number; userName: string; comment: string | null; when: Date; actingForId?: number | null }

/** Everyone who acted so far and the final approval being recorded now, each with their signature image if on file. */
async function trailOf(db: Db, store: FileStore, s: Submission, final: FinalApproval): Promise<Signature[]> {
  const approver = (await findUserByName(db, final.userName))?.user;
  const trail: Signature[] = [
    ...await approvalTrail(db, s.id),
    { level: final.level, action: 'Approved', comment: final.comment, when: final.when, userId: approver?.id,
      name: approver ? `${approver.firstName} ${approver.lastName}` : final.userName, title: approver?.occupation ?? null,
      actingFor: final.actingForId ? await fullName(db, final.actingForId) : null },
  ];
  const images = await signatureImages(db, store, trail.flatMap((e) => (e.userId ? [e.userId] : [])));
  return trail.map((e) => ({ ...e, image: e.userId ? images.get(e.userId) ?? null : null }));
}

/**
 * Renders the report files from the data before the approving transaction, which then stores them with the
 * archive rows (recordArchive): an approval that does not commit leaves no file behind.
 */
export async function prepareArchive(db: Db, store: FileStore, config: Archiving, report: Report, s: Submission, final: FinalApproval): Promise<PreparedFiles> {
  const composed = await composeDocument(db, report, s, { trail: await trailOf(db, store, s, final), draft: false });
  const code = verificationCode(composed);
  const doc = { ...composed, verification: { code, url: verificationUrl(config.publicUrl, code) } };
  const year = present(await fiscalYearById(db, s.yearId), "the submission's year");
  const rendered: PreparedFiles['rendered'] = [];
  // Named for what it is and the year it is titled for (estimates: the budget year), e.g. Approved_Estimates_014_FY2026-27.pdf.
  const base = `${report.name}_${doc.subject.code}_FY${doc.fiscalYear.replace('/', '-')}`.replace(/[^A-Za-z0-9._-]+/g, '_');
  for (const format of formatsOf(report)) {
    const r = await signedRendering(config, doc, format);
    rendered.push({ ...r, format, fileName: `${base}.${r.ext}` });
  }
  const attached = (await attachmentsAt(db, { reportId: report.id, yearId: s.yearId, voteId: s.voteId, programmeId: s.programmeId, sepcId: s.sepcId }))
    .map((a) => ({ file: a.filePath, sha256: a.sha256, format: a.fileFormat, fileName: a.fileName }));
  return { rendered, attached, folder: `reports/${year.fiscalYear}`, code };
}

/** Stores the rendered files and writes the archive rows, in the approving transaction. */
export async function recordArchive(tx: Tx, store: FileStore, submissionId: number, prepared: PreparedFiles, actorId: number) {
  // A reopened submission approved again: its earlier files are kept, marked as superseded by these.
  await supersedeArchives(tx, submissionId);
  const rendered: { file: string; sha256: string; format: string; fileName: string | null }[] = [];
  for (const r of prepared.rendered) rendered.push({ ...await store.put(tx, prepared.folder, r.ext, r.body), format: r.format, fileName: r.fileName });
  for (const f of [...rendered, ...prepared.attached]) {
    const row = await insertArchive(tx, { submissionId, reportFile: f.file, fileFormat: f.format, fileName: f.fileName, sha256: f.sha256, verificationCode: prepared.code });
    await writeAudit(tx, { table: 'archived_reports', type: 'create', recordId: row.id, newValues: row, actorId });
  }
}
