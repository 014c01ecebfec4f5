import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { loginRecords, otpCodes, roles, userTypes, users } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export async function findUserByName(db: Executor, userName: string) {
  const [row] = await db.select({ user: users, role: roles })
    .from(users).leftJoin(roles, eq(roles.id, users.roleId))
    .where(sql`lower(${users.userName}) = lower(${userName})`);
  return row;
}

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function findUserById(db: Executor, id: number) {
  const [row] = await db.select({ user: users, role: roles })
    .from(users).leftJoin(roles, eq(roles.id, users.roleId)).where(eq(users.id, id));
  return row;
}

export async function recordLogin(db: Executor, r: { userId: number | null; userName: string; ip: string; reportedIp?: string | null; ok: boolean; message: string }) {
  await db.insert(loginRecords).values({
    userId: r.userId, userName: r.userName.slice(0, 50), ipAddress: r.ip.slice(0, 64), reportedIp: r.reportedIp?.trim().slice(0, 64) || null,
    loginStatus: r.ok, loginMessage: r.message, createdBy: r.userId,
  });
}

/** Failed attempts for several user names at once, each tied to its user when the name is known. */
export async function recordFailedLogins(db: Executor, userNames: string[], ip: string, message: string) {
  const names = userNames.map((n) => n.trim().slice(0, 50) || '(empty)');
  const known = await db.select({ id: users.id, name: users.userName }).from(users)
    .where(inArray(sql`lower(${users.userName})`, names.map((n) => n.toLowerCase())));
  const idOf = new Map(known.map((u) => [u.name.toLowerCase(), u.id]));
  await db.insert(loginRecords).values(names.map((n) => {
    const userId = idOf.get(n.toLowerCase()) ?? null;
    return { userId, userName: n, ipAddress: ip.slice(0, 64), loginStatus: false, loginMessage: message, createdBy: userId };
  }));
}

export async function createOtp(db: Executor, userId: number, codeHash: string, ttlMs: number) {
  // A new code replaces any code still pending for the user: it expires (only a code entered counts as used).
  await db.update(otpCodes).set({ expiresAt: new Date() }).where(and(eq(otpCodes.userId, userId), sql`${otpCodes.usedAt} is null`, sql`${otpCodes.expiresAt} > now()`));
  const [row] = await db.insert(otpCodes).values({ userId, codeHash, expiresAt: new Date(Date.now() + ttlMs) }).returning();
  return present(row, 'the code written');
}

export async function findOtp(db: Executor, id: number) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, id));
  return row;
}

/**
 * Counts a try on a live code and returns it, in one statement: under any concurrency at most
 * OTP_MAX_ATTEMPTS tries are ever compared. Undefined when the code is spent, expired or out of tries.
 */
export async function claimOtpAttempt(db: Executor, id: number, userId: number, maxAttempts: number) {
  const [row] = await db.update(otpCodes).set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), eq(otpCodes.userId, userId), sql`${otpCodes.usedAt} is null`,
      sql`${otpCodes.expiresAt} > now()`, sql`${otpCodes.attempts} < ${maxAttempts}`))
    .returning();
  return row;
}

/** Whether the user entered this code at an earlier sign-in of the last day (it cannot be used again). */
export async function codeSpentBefore(db: Executor, userId: number, codeHash: string): Promise<boolean> {
  const [row] = await db.select({ id: otpCodes.id }).from(otpCodes)
    .where(and(eq(otpCodes.userId, userId), eq(otpCodes.codeHash, codeHash), sql`${otpCodes.usedAt} is not null`, sql`${otpCodes.createdAt} > now() - interval '1 day'`))
    .limit(1);
  return !!row;
}

/** Single use even under concurrency: only the first caller's update matches. */
export async function spendOtp(db: Executor, id: number): Promise<boolean> {
  const rows = await db.update(otpCodes).set({ usedAt: new Date() })
    .where(and(eq(otpCodes.id, id), sql`${otpCodes.usedAt} is null`)).returning({ id: otpCodes.id });
  return rows.length === 1;
}

export function userTypesByIds(db: Executor, ids: readonly number[]) {
  return db.select().from(userTypes).where(inArray(userTypes.id, [...ids]));
}
