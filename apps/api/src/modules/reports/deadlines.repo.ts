import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { deadlineNotices, fiscalYears, reportDeadlines, reports, submissionEvents, submissions } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export type DeadlineRow = typeof reportDeadlines.$inferSelect;

/** Deadlines of a year with their reports, earliest first. */
export const deadlinesOfYear = (db: Executor, yearId: number) => db.select({ deadline: reportDeadlines, report: reports })
  .from(reportDeadlines).innerJoin(reports, eq(reports.id, reportDeadlines.reportId))
  .where(eq(reportDeadlines.yearId, yearId)).orderBy(asc(reportDeadlines.dueOn), asc(reports.name));

/** One deadline with its report. */
export const deadlineById = async (db: Executor, id: number) => (await db.select({ deadline: reportDeadlines, report: reports })
  .from(reportDeadlines).innerJoin(reports, eq(reports.id, reportDeadlines.reportId)).where(eq(reportDeadlines.id, id)))[0] ?? null;

/** What the sweep has sent for a deadline: each reminder and escalation, by entity and level. */
export const noticesOfDeadline = (db: Executor, deadlineId: number) => db.select().from(deadlineNotices)
  .where(eq(deadlineNotices.deadlineId, deadlineId)).orderBy(asc(deadlineNotices.sentAt));

/** Deadlines of the active year whose reminder window has opened by `today`. */
export const deadlinesOpen = (db: Executor, today: string) => db.select({ deadline: reportDeadlines, report: reports })
  .from(reportDeadlines).innerJoin(reports, eq(reports.id, reportDeadlines.reportId))
  .innerJoin(fiscalYears, and(eq(fiscalYears.id, reportDeadlines.yearId), eq(fiscalYears.isActive, true)))
  .where(and(eq(reports.status, true), sql`${reportDeadlines.dueOn} - ${reportDeadlines.remindDays} <= ${today}::date`));

/** Sets (or moves) a report's deadline for a year; the row before, if any, for the audit. */
export async function upsertDeadline(tx: Tx, v: { reportId: number; yearId: number; dueOn: string; remindDays: number; escalateTo: string; by: number }) {
  const [before] = await tx.select().from(reportDeadlines).where(and(eq(reportDeadlines.reportId, v.reportId), eq(reportDeadlines.yearId, v.yearId))).for('update');
  const [row] = await tx.insert(reportDeadlines).values({ reportId: v.reportId, yearId: v.yearId, dueOn: v.dueOn, remindDays: v.remindDays, escalateTo: v.escalateTo, createdBy: v.by })
    .onConflictDoUpdate({ target: [reportDeadlines.reportId, reportDeadlines.yearId],
      set: { dueOn: v.dueOn, remindDays: v.remindDays, escalateTo: v.escalateTo, modifiedBy: v.by, modifiedAt: new Date() } }).returning();
  return { before: before ?? null, row: present(row, 'the deadline written') };
}

/** Records a reminder or escalation as sent; false when it was sent already (by this sweep or another process's). */
export async function claimNotice(tx: Tx, v: { deadlineId: number; entityId: number; kind: string; level: number }) {
  const rows = await tx.insert(deadlineNotices).values(v).onConflictDoNothing().returning({ id: deadlineNotices.id });
  return rows.length > 0;
}

/** The actions that hand a report in to its approvers: its first initiation, and each resubmission after a return. */
const HAND_IN = ['Initiated', 'Resubmitted'];

/** A report's submissions of a year, each with its state and when it was last handed in to its approvers. */
export const handIns = (db: Executor, reportId: number, yearId: number) => db.select({
  voteId: submissions.voteId, programmeId: submissions.programmeId, sepcId: submissions.sepcId, state: submissions.state,
  // A submission written without its events (an import of old records) counts from when it was made.
  handedInAt: sql<Date>`coalesce(${max(submissionEvents.createdAt)}, ${submissions.createdAt})`.mapWith(submissions.createdAt),
}).from(submissions).leftJoin(submissionEvents, and(eq(submissionEvents.submissionId, submissions.id), inArray(submissionEvents.action, HAND_IN)))
  .where(and(eq(submissions.reportId, reportId), eq(submissions.yearId, yearId)))
  .groupBy(submissions.id);

/** The active reports of the year, with their deadline if one is set. */
export const reportsWithDeadlines = (db: Executor, yearId: number) => db.select({ report: reports, deadline: reportDeadlines }).from(reports)
  .leftJoin(reportDeadlines, and(eq(reportDeadlines.reportId, reports.id), eq(reportDeadlines.yearId, yearId)))
  .where(eq(reports.status, true)).orderBy(asc(reports.name));

/** A fiscal year's first day, or null when there is no such year. */
export const yearStart = async (db: Executor, yearId: number) => (await db.select({ start: fiscalYears.startDate })
  .from(fiscalYears).where(eq(fiscalYears.id, yearId)))[0]?.start ?? null;

/** Sets a report's deadline for a year unless it has one (another writer's, or the ministry's own); the row, or null. */
export async function insertDeadlineIfAbsent(tx: Tx, v: { reportId: number; yearId: number; dueOn: string; remindDays: number; escalateTo: string; by: number }) {
  const [row] = await tx.insert(reportDeadlines).values({ reportId: v.reportId, yearId: v.yearId, dueOn: v.dueOn, remindDays: v.remindDays, escalateTo: v.escalateTo, createdBy: v.by })
    .onConflictDoNothing().returning();
  return row ?? null;
}
