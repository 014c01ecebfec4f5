import { aliasedTable, and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { lineCodes } from '../estimates/revised.repo.js';
import type { Executor, Tx } from '../../db/client.js';
import { budgetAdjustments, programmes, programmeVotes, users, userTypes, virementRequests, votes } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export type VirementRequest = typeof virementRequests.$inferSelect;

/** The programmes a vote delivers (the lines a virement may move money between), named as the year names them for the vote. */
export const voteProgrammes = (db: Executor, voteId: number, yearId: number) =>
  db.select({ id: programmes.id, code: programmes.code, name: sql<string>`pbs_programme_name(${yearId}::int, ${programmes.id}, ${voteId}::int)` }).from(programmeVotes)
    .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId))
    .where(and(eq(programmeVotes.voteId, voteId), eq(programmes.status, true))).orderBy(programmes.code);

/** The vote's name as the year names it (ADR 0024). */
export const voteNameInYear = async (db: Executor, voteId: number, yearId: number): Promise<string> =>
  present((await db.select({ name: sql<string>`pbs_vote_name(${yearId}::int, ${votes.id})` }).from(votes).where(eq(votes.id, voteId)))[0], 'the vote').name;

/** Who may decide a request: the ministry's active, unlocked users. */
export const ministryOfficers = async (db: Executor): Promise<number[]> =>
  (await db.select({ id: users.id }).from(users).innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(userTypes.isMinistry, true), eq(users.status, true), eq(users.isLocked, false)))).map((u) => u.id);

export async function insertRequest(tx: Tx, values: typeof virementRequests.$inferInsert) {
  return present((await tx.insert(virementRequests).values(values).returning())[0], 'the virementRequests row written');
}

/** The request, locked until the transaction ends: one decision at a time. */
export async function lockRequest(tx: Tx, id: number): Promise<VirementRequest | null> {
  const [row] = await tx.select().from(virementRequests).where(eq(virementRequests.id, id)).for('update');
  return row ?? null;
}

export const requestById = async (db: Executor, id: number): Promise<VirementRequest | null> =>
  (await db.select().from(virementRequests).where(eq(virementRequests.id, id)))[0] ?? null;

/** The pending requests of a vote's year (or of several votes'), in the order they were asked. */
export const pendingRequests = (db: Executor, voteId: number | readonly number[], yearId: number) =>
  db.select().from(virementRequests)
    .where(and(typeof voteId === 'number' ? eq(virementRequests.voteId, voteId) : inArray(virementRequests.voteId, [...voteId]), eq(virementRequests.yearId, yearId),
      eq(virementRequests.status, 'Pending')))
    .orderBy(virementRequests.id);

export async function decideRequest(tx: Tx, id: number, values: Pick<VirementRequest, 'status' | 'decidedBy' | 'comment'> & Partial<Pick<VirementRequest, 'fromBefore' | 'toBefore'>>) {
  await tx.update(virementRequests).set({ ...values, decidedAt: new Date() }).where(eq(virementRequests.id, id));
}

/** An approved request as the virement it becomes: a budget adjustment naming the request (and its lines, at line grain). */
export async function recordVirement(tx: Tx, r: VirementRequest, approverId: number) {
  const [row] = await tx.insert(budgetAdjustments).values({
    requestId: r.id, kind: 'virement', yearId: r.yearId, voteId: r.voteId, fromProgrammeId: r.fromProgrammeId, fromCategory: r.fromCategory,
    toProgrammeId: r.toProgrammeId, toCategory: r.toCategory, amount: r.amount, reason: r.reason, createdBy: approverId,
    fromSubProgrammeId: r.fromSubProgrammeId, fromOutputId: r.fromOutputId, fromItemId: r.fromItemId, fromFundId: r.fromFundId,
    toSubProgrammeId: r.toSubProgrammeId, toOutputId: r.toOutputId, toItemId: r.toItemId, toFundId: r.toFundId,
  }).returning({ id: budgetAdjustments.id });
  return present(row, 'the virement written').id;
}

const fromProgramme = aliasedTable(programmes, 'from_programme');
const toProgramme = aliasedTable(programmes, 'to_programme');
const decider = aliasedTable(users, 'decider');

/** Requests of a year, newest first, with the names a list shows as the year names them; `where` narrows them (a vote, a status). */
export async function listRequests(db: Executor, yearId: number, where: SQL | undefined, limit: number) {
  return db.select({
    r: virementRequests, voteCode: votes.code, voteName: sql<string>`pbs_vote_name(${virementRequests.yearId}, ${votes.id})`,
    fromCode: fromProgramme.code, fromName: sql<string>`pbs_programme_name(${virementRequests.yearId}, ${fromProgramme.id}, ${votes.id})`,
    toCode: toProgramme.code, toName: sql<string>`pbs_programme_name(${virementRequests.yearId}, ${toProgramme.id}, ${votes.id})`,
    fromLine: lineCodes(virementRequests.fromOutputId, virementRequests.fromItemId, virementRequests.fromFundId),
    toLine: lineCodes(virementRequests.toOutputId, virementRequests.toItemId, virementRequests.toFundId),
    requestedBy: users.userName, decidedBy: decider.userName,
  }).from(virementRequests)
    .innerJoin(votes, eq(votes.id, virementRequests.voteId))
    .innerJoin(fromProgramme, eq(fromProgramme.id, virementRequests.fromProgrammeId))
    .innerJoin(toProgramme, eq(toProgramme.id, virementRequests.toProgrammeId))
    .leftJoin(users, eq(users.id, virementRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, virementRequests.decidedBy))
    .where(and(eq(virementRequests.yearId, yearId), where))
    .orderBy(sql`${virementRequests.status} = 'Pending' desc`, desc(virementRequests.id)).limit(limit);
}

export const requestFilter = (voteId: number | null, status: string | null) =>
  and(voteId == null ? undefined : eq(virementRequests.voteId, voteId), status == null ? undefined : eq(virementRequests.status, status));
