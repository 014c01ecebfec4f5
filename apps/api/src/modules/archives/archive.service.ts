import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { archivedReports, fiscalYears, submissionEvents, users } from '../../db/schema/index.js';
import { writeAudit } from '../../lib/audit.js';
import type { FileStore } from '../../lib/file-store.js';
import type { Report, Submission } from '../../db/schema/index.js';
import { reportContent } from './report-data.js';
import { renderExcel, renderPdf, type Signature } from './render.js';

export interface PreparedFiles { files: { file: string; sha256: string; format: 'PDF' | 'Excel' }[]; discard: () => Promise<void> }

/**
 * Renders the report files from the data before the approving transaction commits, so that the archive rows
 * can be written in that same transaction; `discard` removes them if it does not commit.
 */
export async function prepareArchive(db: Db, store: FileStore, report: Report, s: Submission, finalApproval: Signature): Promise<PreparedFiles> {
  const content = await reportContent(db, report, s);
  const events = await db.select({ level: submissionEvents.level, action: submissionEvents.action, comment: submissionEvents.comment,
    when: submissionEvents.createdAt, first: users.firstName, last: users.lastName, user: users.userName })
    .from(submissionEvents).innerJoin(users, eq(users.id, submissionEvents.actorId))
    .where(eq(submissionEvents.submissionId, s.id)).orderBy(asc(submissionEvents.id));
  const [approver] = await db.select().from(users).where(eq(users.userName, finalApproval.who));
  const final = approver ? { ...finalApproval, who: `${approver.firstName} ${approver.lastName} (${approver.userName})` } : finalApproval;
  const trail: Signature[] = [...events.map((e) => ({ level: e.level, action: e.action, comment: e.comment, when: e.when, who: `${e.first} ${e.last} (${e.user})` })), final];
  const [year] = await db.select({ y: fiscalYears.fiscalYear }).from(fiscalYears).where(eq(fiscalYears.id, s.yearId));
  const folder = `reports/${year.y}`;
  const pdf = await store.put(folder, 'pdf', await renderPdf(content, trail));
  const xlsx = await store.put(folder, 'xlsx', await renderExcel(content, trail));
  const files = [{ ...pdf, format: 'PDF' as const }, { ...xlsx, format: 'Excel' as const }];
  return { files, discard: async () => { await Promise.all(files.map((f) => store.remove(f.file))); } };
}

export async function recordArchive(tx: Tx, submissionId: number, prepared: PreparedFiles, actorId: number) {
  for (const f of prepared.files) {
    const [row] = await tx.insert(archivedReports).values({ submissionId, reportFile: f.file, fileFormat: f.format, sha256: f.sha256 }).returning();
    await writeAudit(tx, { table: 'archived_reports', type: 'create', recordId: row.id, newValues: row, actorId });
  }
}

export const archivesOf = (db: Db, submissionId: number) =>
  db.select().from(archivedReports).where(and(eq(archivedReports.submissionId, submissionId), eq(archivedReports.isArchived, true)));
