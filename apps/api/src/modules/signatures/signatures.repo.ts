import { eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { userSignatures, users } from '../../db/schema/index.js';

export type SignatureRow = typeof userSignatures.$inferSelect;

export const signatureOf = async (db: Executor, userId: number): Promise<SignatureRow | null> =>
  (await db.select().from(userSignatures).where(eq(userSignatures.userId, userId)))[0] ?? null;

export const signaturesOf = (db: Executor, userIds: number[]) =>
  (userIds.length ? db.select().from(userSignatures).where(inArray(userSignatures.userId, userIds)) : Promise.resolve([] as SignatureRow[]));

/** Holds the user's row until commit, so that two saves of one user's signature run one after the other. */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
