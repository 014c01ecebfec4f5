import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userSignatures } from '../../db/schema/index.js';

export type SignatureRow = typeof userSignatures.$inferSelect;

export const signatureOf = async (db: Executor, userId: number): Promise<SignatureRow | null> =>
  (await db.select().from(userSignatures).where(eq(userSignatures.userId, userId)))[0] ?? null;

export const signaturesOf = (db: Executor, userIds: number[]) =>
  (userIds.length ? db.select().from(userSignatures).where(inArray(userSignatures.userId, userIds)) : Promise.resolve([] as SignatureRow[]));
