import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { refreshTokens, sessions, users } from '../db/schema/index.js';
import { randomToken, sha256 } from './tokens.js';
import { announce } from '../db/changes.js';
import type { SessionEnd } from '@pbs/domain';

export async function createSession(db: Db, userId: number, ip: string, ttlSeconds: number, exclusive: boolean) {
  const id = randomUUID();
  const session = { id, userId, ipAddress: ip, expiresAt: new Date(Date.now() + ttlSeconds * 1000) };
  if (!exclusive) {
    await db.insert(sessions).values(session);
    return id;
  }
  // One session per user: concurrent sign-ins of the user take turns on the user's row, so exactly one stays
  // and every other is ended with the reason its holder will be told.
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(sessions).set({ revokedAt: new Date(), endReason: 'SIGNED_IN_ELSEWHERE' satisfies SessionEnd })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    announce(tx, { table: 'sessions', userId });
    await tx.insert(sessions).values(session);
  });
  return id;
}

export async function issueRefreshToken(db: Executor, sessionId: string, userId: number): Promise<string> {
  const token = randomToken();
  await db.insert(refreshTokens).values({ sessionId, userId, tokenHash: sha256(token) });
  return token;
}

export async function findSession(db: Executor, id: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

export async function revokeSession(db: Executor, id: string, reason: SessionEnd = 'SIGNED_OUT') {
  await db.update(sessions).set({ revokedAt: new Date(), endReason: reason }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.sessionId, id), isNull(refreshTokens.revokedAt)));
  announce(db, { table: 'sessions', id });
}

export async function revokeUserSessions(db: Executor, userId: number, reason: SessionEnd, exceptSessionId?: string) {
  const where = exceptSessionId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, exceptSessionId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date(), endReason: reason }).where(where);
  announce(db, { table: 'sessions', userId });
}

export async function findRefreshToken(db: Executor, token: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  return row;
}

/** Marks a refresh token spent; false when a concurrent call spent it first. */
export async function spendRefreshToken(db: Executor, id: number): Promise<boolean> {
  const rows = await db.update(refreshTokens).set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * Whether a refresh token spent at `usedAt` may still be answered as a parallel use of the same browser: spent
 * at most `graceMs` ago, not revoked, and no token issued after it in the session spent yet (the family has not
 * moved on). Read again after a lost race to spend it.
 */
export async function inRefreshGrace(db: Executor, id: number, graceMs: number): Promise<boolean> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  if (!row?.usedAt || row.revokedAt || Date.now() - row.usedAt.getTime() > graceMs) return false;
  const [later] = await db.select({ id: refreshTokens.id }).from(refreshTokens)
    .where(and(eq(refreshTokens.sessionId, row.sessionId), gt(refreshTokens.id, id), isNotNull(refreshTokens.usedAt))).limit(1);
  return !later;
}

export async function touchSession(db: Executor, id: string) {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
  announce(db, { table: 'sessions', id });
}

export async function setSessionLock(db: Executor, id: string, locked: boolean) {
  await db.update(sessions).set(locked ? { lockedAt: sql`coalesce(${sessions.lockedAt}, now())` } : { lockedAt: null, lastSeenAt: new Date() })
    .where(eq(sessions.id, id));
  announce(db, { table: 'sessions', id });
}
