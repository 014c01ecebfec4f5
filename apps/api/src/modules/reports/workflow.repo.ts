import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { notifications, reports, submissionEvents, submissions, users } from '../../db/schema/index.js';

export type Submission = typeof submissions.$inferSelect;
export type Report = typeof reports.$inferSelect;

export async function findSubmission(db: Executor, id: number) {
  const [row] = await db.select({ submission: submissions, report: reports }).from(submissions)
    .innerJoin(reports, eq(reports.id, submissions.reportId)).where(eq(submissions.id, id));
  return row;
}

/** Applies a transition only if nobody else changed the submission since `version` was read. */
export async function transition(tx: Tx, id: number, version: number, patch: Partial<Submission>, actorId: number) {
  const rows = await tx.update(submissions)
    .set({ ...patch, version: sql`${submissions.version} + 1`, modifiedBy: actorId, modifiedAt: new Date() })
    .where(and(eq(submissions.id, id), eq(submissions.version, version))).returning();
  return rows[0];
}

export async function addEvent(tx: Tx, e: { submissionId: number; level: number; action: string; comment?: string | null; actorId: number }) {
  await tx.insert(submissionEvents).values({ ...e, comment: e.comment ?? null });
}

/** Levels the actor approved in the current round (since the last initiation or resubmission). */
export async function levelsApprovedBy(db: Executor, submissionId: number, actorId: number): Promise<number> {
  const rows = await db.select({ id: submissionEvents.id }).from(submissionEvents)
    .where(and(eq(submissionEvents.submissionId, submissionId), eq(submissionEvents.actorId, actorId), eq(submissionEvents.action, 'Approved'),
      sql`${submissionEvents.id} > (select max(id) from submission_events where submission_id = ${submissionId} and action in ('Initiated', 'Resubmitted'))`));
  return rows.length;
}

export async function history(db: Executor, submissionId: number) {
  return db.select({
    level: submissionEvents.level, action: submissionEvents.action, comment: submissionEvents.comment, createdAt: submissionEvents.createdAt,
    userName: users.userName, firstName: users.firstName, lastName: users.lastName,
  }).from(submissionEvents).innerJoin(users, eq(users.id, submissionEvents.actorId))
    .where(eq(submissionEvents.submissionId, submissionId)).orderBy(asc(submissionEvents.id));
}

export async function notify(tx: Tx, userIds: number[], n: { title: string; description: string }) {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  const active = await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.status, true)));
  if (!active.length) return;
  await tx.insert(notifications).values(active.map((u) => ({ userId: u.id, category: 'Reports', icon: 'file-text', ...n })));
}
