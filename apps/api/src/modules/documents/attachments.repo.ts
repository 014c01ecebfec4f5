import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { reportAttachments, submissions, users } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

/** Whose attachments: one report, year and entity (exactly one of the three entity ids set), as a submission. */
export interface AttachmentKey { reportId: number; yearId: number; voteId: number | null; programmeId: number | null; sepcId: number | null }

const entityIs = (t: typeof reportAttachments | typeof submissions, k: AttachmentKey): SQL => present(and(
  eq(t.reportId, k.reportId), eq(t.yearId, k.yearId),
  k.voteId == null ? isNull(t.voteId) : eq(t.voteId, k.voteId),
  k.programmeId == null ? isNull(t.programmeId) : eq(t.programmeId, k.programmeId),
  k.sepcId == null ? isNull(t.sepcId) : eq(t.sepcId, k.sepcId),
), 'the condition');

/** The files attached now (removed ones are kept for the audit but not listed), the document first. */
export const currentAttachments = (db: Executor, k: AttachmentKey) =>
  db.select({ attachment: reportAttachments, uploader: users.userName }).from(reportAttachments)
    .innerJoin(users, eq(users.id, reportAttachments.uploadedBy))
    .where(and(entityIs(reportAttachments, k), isNull(reportAttachments.removedAt)))
    .orderBy(asc(reportAttachments.purpose), asc(reportAttachments.id));

export async function attachmentById(db: Executor, id: number) {
  const [row] = await db.select().from(reportAttachments).where(eq(reportAttachments.id, id));
  return row ?? null;
}

/** The submission of the key, if the report was initiated: its state decides whether attachments may change. */
export async function submissionAt(db: Executor, k: AttachmentKey) {
  const [row] = await db.select({ id: submissions.id, state: submissions.state }).from(submissions).where(entityIs(submissions, k));
  return row ?? null;
}

/**
 * Holds the key until commit, so that concurrent uploads and removals of one report's attachments (and the
 * initiation that checks for its document) run one after the other and the count limit holds.
 */
export async function lockKey(tx: Tx, k: AttachmentKey) {
  const name = `report_attachments:${k.reportId}:${k.yearId}:${k.voteId ?? 0}:${k.programmeId ?? 0}:${k.sepcId ?? 0}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}
