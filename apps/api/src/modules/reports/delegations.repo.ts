import { aliasedTable, and, desc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { approvalDelegations, users } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

/** Delegations in force today (the database's date), not revoked. */
const inForce = and(isNull(approvalDelegations.revokedAt), lte(approvalDelegations.startsOn, sql`current_date`), gte(approvalDelegations.endsOn, sql`current_date`));

/** The approvers a user stands in for today. */
export async function principalsOf(db: Executor, delegateId: number): Promise<number[]> {
  const rows = await db.select({ id: approvalDelegations.userId }).from(approvalDelegations)
    .innerJoin(users, eq(users.id, approvalDelegations.delegateId))
    .where(and(eq(approvalDelegations.delegateId, delegateId), eq(users.status, true), inForce));
  return [...new Set(rows.map((r) => r.id))];
}

/** Active acting approvers today of any of `userIds`. */
export async function delegatesOf(db: Executor, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db.select({ id: approvalDelegations.delegateId }).from(approvalDelegations)
    .innerJoin(users, eq(users.id, approvalDelegations.delegateId))
    .where(and(inArray(approvalDelegations.userId, userIds), eq(users.status, true), inForce));
  return [...new Set(rows.map((r) => r.id))];
}

const delegate = aliasedTable(users, 'delegate');
const principal = aliasedTable(users, 'principal');

/** Delegations a user gave or received, newest first, with both names. */
export const delegationsOf = (db: Executor, userId: number) => db.select({
  row: approvalDelegations, delegateName: delegate.userName, principalName: principal.userName,
  inForce: sql<boolean>`(${approvalDelegations.revokedAt} is null and ${approvalDelegations.startsOn} <= current_date and ${approvalDelegations.endsOn} >= current_date)`,
}).from(approvalDelegations)
  .innerJoin(delegate, eq(delegate.id, approvalDelegations.delegateId))
  .innerJoin(principal, eq(principal.id, approvalDelegations.userId))
  .where(or(eq(approvalDelegations.userId, userId), eq(approvalDelegations.delegateId, userId)))
  .orderBy(desc(approvalDelegations.id)).limit(100);

/** A user's delegations, not revoked, whose period meets [startsOn, endsOn]: one acting approver at a time. */
export const overlapping = (tx: Tx, userId: number, startsOn: string, endsOn: string) => tx.select({ id: approvalDelegations.id })
  .from(approvalDelegations).where(and(eq(approvalDelegations.userId, userId), isNull(approvalDelegations.revokedAt),
    lte(approvalDelegations.startsOn, endsOn), gte(approvalDelegations.endsOn, startsOn)));

export async function insertDelegation(tx: Tx, values: typeof approvalDelegations.$inferInsert) {
  return present((await tx.insert(approvalDelegations).values(values).returning())[0], 'the approvalDelegations row written');
}

/** Revokes one of the user's own delegations that is not revoked yet; null when there is none. */
export async function revokeDelegation(tx: Tx, id: number, userId: number) {
  const [row] = await tx.update(approvalDelegations).set({ revokedAt: new Date() })
    .where(and(eq(approvalDelegations.id, id), eq(approvalDelegations.userId, userId), isNull(approvalDelegations.revokedAt))).returning();
  return row ?? null;
}

/** Locks the user's row so that two delegations of one approver are checked one after the other. */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Who may stand in for a user: other active users of the same kind, vote and parastatal. */
export async function candidatesFor(db: Executor, userId: number) {
  const [me] = await db.select().from(users).where(eq(users.id, userId));
  if (!me) return [];
  const same = (col: typeof users.voteId | typeof users.sepcId, v: number | null) => (v == null ? isNull(col) : eq(col, v));
  // Only what choosing needs: colleagues' e-mail addresses and mobile numbers are not the chooser's to read.
  return db.select({ id: users.id, userName: users.userName, firstName: users.firstName, lastName: users.lastName, occupation: users.occupation })
    .from(users).where(and(eq(users.status, true), eq(users.userTypeId, me.userTypeId), same(users.voteId, me.voteId),
    same(users.sepcId, me.sepcId), sql`${users.id} <> ${userId}`)).orderBy(users.userName).limit(500);
}
