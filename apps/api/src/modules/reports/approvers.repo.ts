import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { reportApprovers, reports, submissionAssignees, submissions, users, userTypes } from '../../db/schema/index.js';
import { delegatesOf, principalsOf } from './delegations.repo.js';
import { present } from '../../lib/present.js';

export type ApproverRow = { reportId: number; level: number; userId: number; userName: string; voteId: number | null };

const voteMatch = (voteIds: number[]) =>
  (voteIds.length ? or(isNull(reportApprovers.voteId), inArray(reportApprovers.voteId, voteIds)) : isNull(reportApprovers.voteId));

/** Whether a user is assigned to act at a level of a report for one of the entity's votes (or any vote). */
export async function isAssigned(db: Executor, reportId: number, level: number, userId: number, voteIds: number[]): Promise<boolean> {
  const rows = await db.select({ id: reportApprovers.id }).from(reportApprovers)
    .where(and(eq(reportApprovers.reportId, reportId), eq(reportApprovers.level, level), eq(reportApprovers.userId, userId), voteMatch(voteIds))).limit(1);
  return rows.length > 0;
}

/**
 * Whether a user may act at an approval level for the entity's votes: as an assigned approver (actingFor
 * null), or as the acting approver today of one who is (actingFor: that approver). Null when neither.
 */
export async function capacityAt(db: Executor, reportId: number, level: number, userId: number, voteIds: number[]): Promise<{ actingFor: number | null } | null> {
  const ids = [userId, ...await principalsOf(db, userId)];
  const rows = await db.select({ userId: reportApprovers.userId }).from(reportApprovers)
    .where(and(eq(reportApprovers.reportId, reportId), eq(reportApprovers.level, level), inArray(reportApprovers.userId, ids), voteMatch(voteIds)));
  if (rows.some((r) => r.userId === userId)) return { actingFor: null };
  return rows[0] ? { actingFor: rows[0].userId } : null;
}

/** Who hears that a submission reached an approval level: its approvers and, today, their acting approvers. */
export async function toldAt(db: Executor, reportId: number, level: number, voteIds: number[]): Promise<number[]> {
  const approvers = await assignees(db, reportId, level, voteIds);
  return [...new Set([...approvers, ...await delegatesOf(db, approvers)])];
}

/** Active users assigned at a level. */
export async function assignees(db: Executor, reportId: number, level: number, voteIds: number[]): Promise<number[]> {
  const rows = await db.selectDistinct({ id: reportApprovers.userId }).from(reportApprovers)
    .innerJoin(users, eq(users.id, reportApprovers.userId))
    .where(and(eq(reportApprovers.reportId, reportId), eq(reportApprovers.level, level), eq(users.status, true), voteMatch(voteIds)));
  return rows.map((r) => r.id);
}

function approversWhere(db: Executor, where: SQL | undefined): Promise<ApproverRow[]> {
  return db.select({
    reportId: reportApprovers.reportId, level: reportApprovers.level, userId: reportApprovers.userId,
    userName: users.userName, voteId: reportApprovers.voteId,
  }).from(reportApprovers).innerJoin(users, eq(users.id, reportApprovers.userId))
    .where(where).orderBy(asc(reportApprovers.level), asc(users.userName));
}

export const approversOf = (db: Executor, reportId: number) => approversWhere(db, eq(reportApprovers.reportId, reportId));

/** One level of a report, for one vote or (null) for every vote. */
const levelScope = (reportId: number, level: number, voteId: number | null) =>
  and(eq(reportApprovers.reportId, reportId), eq(reportApprovers.level, level), voteId ? eq(reportApprovers.voteId, voteId) : isNull(reportApprovers.voteId));

export const approversAt = (db: Executor, reportId: number, level: number, voteId: number | null) => approversWhere(db, levelScope(reportId, level, voteId));
export const assignmentsAt = (tx: Tx, reportId: number, level: number, voteId: number | null) =>
  tx.select().from(reportApprovers).where(levelScope(reportId, level, voteId));

export async function deleteAssignment(tx: Tx, id: number) {
  await tx.delete(reportApprovers).where(eq(reportApprovers.id, id));
}

export async function insertAssignment(tx: Tx, values: typeof reportApprovers.$inferInsert) {
  return present((await tx.insert(reportApprovers).values(values).returning())[0], 'the reportApprovers row written');
}

/** Distinct users per level of a report. */
export function usersPerLevel(db: Executor, reportId: number) {
  return db.select({ level: reportApprovers.level, n: sql<number>`count(distinct ${reportApprovers.userId})::int` })
    .from(reportApprovers).where(eq(reportApprovers.reportId, reportId)).groupBy(reportApprovers.level);
}

export async function reportById(db: Executor, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row ?? null;
}

export async function countActiveUsers(db: Executor, ids: number[]) {
  return (await db.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.status, true)))).length;
}

/** Submissions of a report waiting for someone at a level: level 0 (initiators) after a rejection, else in approval. */
export const waitingAt = (db: Executor, reportId: number, level: number) =>
  db.select().from(submissions).where(and(eq(submissions.reportId, reportId),
    level === 0 ? eq(submissions.state, 'Rejected') : and(eq(submissions.state, 'Initiated'), eq(submissions.currentLevel, level))));

/** Active users by id, with their full names, in name order. */
export const peopleByIds = (db: Executor, ids: number[]) => (ids.length
  ? db.select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` }).from(users)
    .where(inArray(users.id, ids)).orderBy(asc(users.firstName), asc(users.lastName))
  : Promise.resolve([]));

/** Who an administrator gave a waiting submission to at a level, if anyone. */
export async function assigneeOverride(db: Executor, submissionId: number, level: number): Promise<number | null> {
  const [row] = await db.select({ userId: submissionAssignees.userId }).from(submissionAssignees)
    .where(and(eq(submissionAssignees.submissionId, submissionId), eq(submissionAssignees.level, level)));
  return row?.userId ?? null;
}

/** Every waiting submission of a year given to someone at its current level, with to whom. */
export const givenAtCurrentLevel = (db: Executor, yearId: number) => db.select({ s: submissions, userId: submissionAssignees.userId }).from(submissions)
  .innerJoin(submissionAssignees, and(eq(submissionAssignees.submissionId, submissions.id), eq(submissionAssignees.level, submissions.currentLevel)))
  .where(and(eq(submissions.yearId, yearId), eq(submissions.state, 'Initiated')));

export async function setOverride(tx: Tx, v: typeof submissionAssignees.$inferInsert) {
  await tx.insert(submissionAssignees).values(v).onConflictDoUpdate({
    target: [submissionAssignees.submissionId, submissionAssignees.level],
    set: { userId: v.userId, reason: v.reason, assignedBy: v.assignedBy, createdAt: new Date() },
  });
}

/** A user's scope (what they may see) and standing, for giving them a task. */
export async function scopeOfUser(db: Executor, userId: number) {
  const [row] = await db.select({ id: users.id, userName: users.userName, status: users.status, voteId: users.voteId, sepcId: users.sepcId, isMinistry: userTypes.isMinistry })
    .from(users).innerJoin(userTypes, eq(userTypes.id, users.userTypeId)).where(eq(users.id, userId));
  return row ?? null;
}
