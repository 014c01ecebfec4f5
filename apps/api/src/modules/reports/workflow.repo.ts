import { aliasedTable, and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { parastatals, programmes, programmeVotes, reportApprovers, reports, roles, submissionEvents, submissions, users, votes } from '../../db/schema/index.js';

import type { Submission } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export async function roleMayGenerate(db: Executor, roleId: number) {
  const [role] = await db.select({ g: roles.generatePermission }).from(roles).where(eq(roles.id, roleId));
  return !!role?.g;
}

export async function roleMayConsolidate(db: Executor, roleId: number) {
  const [role] = await db.select({ c: roles.consolidatePermission }).from(roles).where(eq(roles.id, roleId));
  return !!role?.c;
}

export async function activeReport(db: Executor, id: number) {
  const [row] = await db.select().from(reports).where(and(eq(reports.id, id), eq(reports.status, true)));
  return row ?? null;
}

export async function insertSubmission(tx: Tx, values: typeof submissions.$inferInsert) {
  return present((await tx.insert(submissions).values(values).returning())[0], 'the submissions row written');
}

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

export async function addEvent(tx: Tx, e: { submissionId: number; level: number; action: string; comment?: string | null; actorId: number; actingFor?: number | null }) {
  await tx.insert(submissionEvents).values({ ...e, comment: e.comment ?? null });
}

/** Levels the actor approved in the current round (since the last initiation or resubmission). */
/** Approvals and rejections since the submission was last sent to level 1. */
export async function levelsActed(db: Executor, submissionId: number): Promise<number> {
  const rows = await db.select({ id: submissionEvents.id }).from(submissionEvents)
    .where(and(eq(submissionEvents.submissionId, submissionId), inArray(submissionEvents.action, ['Approved', 'Rejected']),
      sql`${submissionEvents.id} > (select max(id) from submission_events where submission_id = ${submissionId} and action in ('Initiated', 'Resubmitted'))`));
  return rows.length;
}

/**
 * Levels other than `level` approved in this round by any of `people`, in person or through an acting approver
 * (a repeat at `level` itself is a race, told as such).
 */
export async function otherLevelsApprovedBy(db: Executor, submissionId: number, people: number[], level: number): Promise<number> {
  const rows = await db.select({ id: submissionEvents.id }).from(submissionEvents)
    .where(and(eq(submissionEvents.submissionId, submissionId), or(inArray(submissionEvents.actorId, people), inArray(submissionEvents.actingFor, people)),
      eq(submissionEvents.action, 'Approved'), ne(submissionEvents.level, level),
      sql`${submissionEvents.id} > (select max(id) from submission_events where submission_id = ${submissionId} and action in ('Initiated', 'Resubmitted'))`));
  return rows.length;
}

const principal = aliasedTable(users, 'principal');

export async function history(db: Executor, submissionId: number) {
  return db.select({
    level: submissionEvents.level, action: submissionEvents.action, comment: submissionEvents.comment, createdAt: submissionEvents.createdAt,
    userName: users.userName, firstName: users.firstName, lastName: users.lastName, actingFor: principal.userName,
  }).from(submissionEvents).innerJoin(users, eq(users.id, submissionEvents.actorId)).leftJoin(principal, eq(principal.id, submissionEvents.actingFor))
    .where(eq(submissionEvents.submissionId, submissionId)).orderBy(asc(submissionEvents.id));
}

/** Reports by id, for answers that list submissions (one query for the whole list). */
export function reportsByIds(db: Executor, ids: readonly number[]) {
  return db.select().from(reports).where(inArray(reports.id, [...ids]));
}

/** "code — name" of entities by id, one query per kind of entity in a list. */
export async function entityLabels(db: Executor, kind: 'vote' | 'programme' | 'parastatal', ids: readonly number[]) {
  const table = kind === 'vote' ? votes : kind === 'programme' ? programmes : parastatals;
  const rows = await db.select({ id: table.id, code: table.code, name: table.name }).from(table).where(inArray(table.id, [...ids]));
  return new Map(rows.map((r) => [r.id, `${r.code} — ${r.name}`]));
}

/** Approver assignments of one user, or of several at once. */
export const approverRowsOf = (db: Executor, userId: number | number[]) => db.select().from(reportApprovers)
  .where(Array.isArray(userId) ? inArray(reportApprovers.userId, userId) : eq(reportApprovers.userId, userId));

/** Submissions of a year waiting at some level, of the given reports. */
export const waitingSubmissions = (db: Executor, yearId: number, reportIds: number[]) => db.select().from(submissions)
  .where(and(eq(submissions.yearId, yearId), eq(submissions.state, 'Initiated'), inArray(submissions.reportId, reportIds)));

/**
 * The votes each submission's entity belongs to: its vote; the votes delivering its programme; the vote of its
 * parastatal. Approvers bound to a vote act on all three.
 */
export async function votesOfSubmissions(db: Executor, subs: Pick<Submission, 'id' | 'voteId' | 'programmeId' | 'sepcId'>[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(subs.map((s) => [s.id, s.voteId != null ? [s.voteId] : []]));
  const programmeIds = [...new Set(subs.flatMap((s) => (s.programmeId != null ? [s.programmeId] : [])))];
  const sepcIds = [...new Set(subs.flatMap((s) => (s.sepcId != null ? [s.sepcId] : [])))];
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const pvs = programmeIds.length ? await db.select({ programmeId: programmeVotes.programmeId, voteId: programmeVotes.voteId }).from(programmeVotes).where(inArray(programmeVotes.programmeId, programmeIds)) : [];
  const sepcs = sepcIds.length ? await db.select({ id: parastatals.id, voteId: parastatals.voteId }).from(parastatals).where(inArray(parastatals.id, sepcIds)) : [];
  for (const s of subs) {
    if (s.programmeId != null) out.set(s.id, pvs.filter((p) => p.programmeId === s.programmeId).map((p) => p.voteId));
    if (s.sepcId != null) out.set(s.id, sepcs.flatMap((p) => (p.id === s.sepcId && p.voteId != null ? [p.voteId] : [])));
  }
  return out;
}
