import { randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode, loginInput, maskPhone, newPassword, otpCode, resetEmail } from '@pbs/domain';
import type { Context } from '../../graphql/context.js';
import type { Db } from '../../db/client.js';
import type { LimitName } from '../../lib/rate-limits.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { updateAudited } from '../../lib/audited.js';
import { hashPassword, temporaryPassword, verifyPassword } from '../../auth/passwords.js';
import { sha256, signToken } from '../../auth/tokens.js';
import { isGuessable } from '../../auth/password-strength.js';
import type { Actor } from '../../auth/actor.js';
import * as repo from './auth.repo.js';
import * as sessionsRepo from '../../auth/sessions.repo.js';
import * as guards from './sign-in-guards.repo.js';
import { buildLoginResult, type LoginResult } from './login-result.js';
import { present } from '../../lib/present.js';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
const TEMP_PASSWORD_TTL_MS = 24 * 60 * 60_000;

const invalidLogin = () => new AppError(ErrorCode.INVALID_LOGIN);

/** Refuses the call when `name` is over its rate limit for `subject`. */
async function withinLimit(ctx: Context, name: LimitName, subject: string) {
  const wait = await ctx.limit(name, subject);
  if (wait !== null) throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS, undefined, { retryAfterSeconds: wait });
}
const otpHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

type UserRow = typeof users.$inferSelect;

async function startSession(ctx: Context, user: UserRow, sessionId?: string, reportedIp?: string | null): Promise<LoginResult> {
  const { db, config } = ctx;
  const sid = sessionId ?? await sessionsRepo.createSession(db, user.id, ctx.ip, config.refreshTokenSeconds, !user.multiLogin);
  const access = await signToken({ typ: 'access', sub: String(user.id), sid }, config.jwtSecret, config.accessTokenSeconds);
  const refresh = await sessionsRepo.issueRefreshToken(db, sid, user.id);
  ctx.refreshCookie.write(refresh);
  await repo.recordLogin(db, { userId: user.id, userName: user.userName, ip: ctx.ip, reportedIp, ok: true, message: sessionId ? 'Unlocked' : 'Signed in' });
  return buildLoginResult(db, user, { access, refresh });
}

/** Whether the password is the current one or an unexpired temporary one from a reset. */
async function checkPassword(user: UserRow | undefined, password: string): Promise<'current' | 'temporary' | null> {
  if (await verifyPassword(user?.passwordHash, password)) return 'current';
  if (user?.tempPasswordHash && user.tempPasswordExpiresAt && user.tempPasswordExpiresAt.getTime() > Date.now()
    && await verifyPassword(user.tempPasswordHash, password)) return 'temporary';
  return null;
}

export async function login(ctx: Context, raw: { User_Name: string; Password1: string; ipAddress?: string | null }): Promise<LoginResult> {
  const { db } = ctx;
  const parsed = loginInput.safeParse(raw);
  if (!parsed.success) {
    await repo.recordLogin(db, { userId: null, userName: raw.User_Name.trim() || '(empty)', ip: ctx.ip, reportedIp: raw.ipAddress, ok: false, message: 'Invalid input' });
    throw invalidLogin();
  }
  const { User_Name: userName, Password1: password } = parsed.data;
  await withinLimit(ctx, 'signInPerIp', ctx.ip);
  await withinLimit(ctx, 'signInPerUser', userName);
  const fail = async (userId: number | null, message: string) => {
    await repo.recordLogin(db, { userId, userName: userName.slice(0, 50), ip: ctx.ip, reportedIp: raw.ipAddress, ok: false, message });
    ctx.req.log.warn({ service: 'auth', userName: userName.slice(0, 50), ip: ctx.ip, reason: message }, 'failed login');
  };

  const found = await repo.findUserByName(db, userName);
  // The try is claimed before the password is checked, so a burst cannot check more than the limit.
  // A locked name answers exactly like a wrong password, and costs the same time.
  const claim = await guards.claimTry(db, userName);
  if (!claim) {
    await verifyPassword(null, password);
    await fail(found?.user.id ?? null, 'Too many failed attempts');
    throw invalidLogin();
  }
  const which = await checkPassword(found?.user, password);
  if (!found || !which) {
    await guards.recordFailures(db, userName, claim);
    await fail(found?.user.id ?? null, 'Wrong user name or password');
    throw invalidLogin();
  }
  await guards.releaseTry(db, userName, claim);
  let user = found.user;
  if (!user.status) { await fail(user.id, 'Inactive user'); throw new AppError(ErrorCode.USER_INACTIVE); }
  if (user.isLocked) { await fail(user.id, 'Locked user'); throw new AppError(ErrorCode.USER_LOCKED); }
  if (which === 'temporary') {
    user = await db.transaction((tx) => updateAudited(tx, users, user.id, {
      passwordHash: present(user.tempPasswordHash, 'the temporary password'), tempPasswordHash: null, tempPasswordExpiresAt: null, isTempPassword: true,
    }, user.id));
  }

  // The lock screen unlocks through login: same user, same session, no second code.
  const a = ctx.auth;
  if ((a.kind === 'locked' || a.kind === 'signed-in') && a.actor.id === user.id) {
    await sessionsRepo.setSessionLock(db, a.actor.sessionId, false);
    return startSession(ctx, user, a.actor.sessionId, raw.ipAddress);
  }
  if (found.role?.isOtp) return startOtp(ctx, user);
  return startSession(ctx, user, undefined, raw.ipAddress);
}

/** Several sign-ins in one request try none of them; each counts as a failed try of its user name. */
export async function refuseAliasedLogins(db: Db, userNames: string[], ip: string) {
  await repo.recordFailedLogins(db, userNames, ip, 'Several sign-ins in one request');
  const perName = new Map<string, number>();
  for (const n of userNames) perName.set(n.trim().toLowerCase(), (perName.get(n.trim().toLowerCase()) ?? 0) + 1);
  for (const [name, count] of perName) await guards.recordFailures(db, name, null, count);
}

async function startOtp(ctx: Context, user: UserRow): Promise<LoginResult> {
  // Each code is an SMS: a few per user per quarter hour, whoever asks.
  await withinLimit(ctx, 'codeSendPerUser', String(user.id));
  const code = String(randomInt(0, 100_000)).padStart(5, '0');
  const otp = await repo.createOtp(ctx.db, user.id, otpHash(user.id, code), OTP_TTL_MS);
  await ctx.providers.sms.send(user.mobileNumber ?? '', `Your PBS sign-in code is ${code}. It expires in 10 minutes.`);
  const ticket = await signToken({ typ: 'otp', sub: String(user.id), otp: String(otp.id) }, ctx.config.jwtSecret, OTP_TTL_MS / 1000);
  return {
    access_token: ticket, refresh_token: null, otpVerification: true,
    // The password is proven, but the phone stays masked until the code is.
    user: { ...user, mobileNumber: maskPhone(user.mobileNumber) },
    userMenu: [], activeFiscalYear: null, activeStages: [], userRole: null, userVote: null,
  };
}

export interface OtpResult { valid: boolean; used: boolean; userId: number | null; login: LoginResult | null }

export async function verifyOtpCode(ctx: Context, code: string, ticket: { userId: number; otpId: number }): Promise<OtpResult> {
  const { db } = ctx;
  const invalid: OtpResult = { valid: false, used: false, userId: null, login: null };
  await withinLimit(ctx, 'codeCheckPerIp', ctx.ip);
  const otp = await repo.claimOtpAttempt(db, ticket.otpId, ticket.userId, OTP_MAX_ATTEMPTS);
  if (!otp) {
    const known = await repo.findOtp(db, ticket.otpId);
    return known?.userId === ticket.userId && known.usedAt ? { valid: true, used: true, userId: known.userId, login: null } : invalid;
  }
  const expected = Buffer.from(otp.codeHash);
  const givenHash = otpHash(otp.userId, otpCode.safeParse(code).success ? code : '');
  if (!timingSafeEqual(expected, Buffer.from(givenHash))) {
    // A code entered at an earlier sign-in is told apart from a wrong one (USED_OTP_CODE); it signs nobody in.
    return await repo.codeSpentBefore(db, otp.userId, givenHash) ? { valid: true, used: true, userId: otp.userId, login: null } : invalid;
  }
  if (!await repo.spendOtp(db, otp.id)) return { valid: true, used: true, userId: otp.userId, login: null };
  const found = await repo.findUserById(db, otp.userId);
  if (!found?.user.status || found.user.isLocked) return invalid;
  return { valid: true, used: false, userId: otp.userId, login: await startSession(ctx, found.user) };
}

/** How long after a refresh token is spent a parallel refresh with it is still answered (tabs of one browser). */
export const REFRESH_GRACE_MS = 15_000;

export async function refresh(ctx: Context, token: string | null): Promise<{ access_token: string; refresh_token: string }> {
  const { db, config } = ctx;
  // A session ended on purpose says why (signed in elsewhere, password changed…), so the screen can tell its user.
  const unauthorized = (reason?: string | null) => new AppError(ErrorCode.UNAUTHENTICATED, undefined, reason ? { reason } : {});
  if (!token) throw unauthorized();
  await withinLimit(ctx, 'refreshPerIp', ctx.ip);
  const row = await sessionsRepo.findRefreshToken(db, token);
  if (!row) throw unauthorized();
  const session = await sessionsRepo.findSession(db, row.sessionId);
  // A spent token presented again means it leaked: end the whole session. Two tabs refreshing at once with the
  // same cookie are not a leak: within a few seconds, and while the token that replaced it is unused, the second
  // is answered too.
  const fresh = !row.usedAt && !row.revokedAt && await sessionsRepo.spendRefreshToken(db, row.id);
  if (!fresh && !await sessionsRepo.inRefreshGrace(db, row.id, REFRESH_GRACE_MS)) {
    await sessionsRepo.revokeSession(db, row.sessionId, 'TOKEN_REUSED');
    ctx.refreshCookie.write(null);
    throw unauthorized(session?.endReason ?? 'TOKEN_REUSED');
  }
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw unauthorized(session?.endReason);
  const found = await repo.findUserById(db, row.userId);
  if (!found?.user.status || found.user.isLocked) throw unauthorized();
  const access = await signToken({ typ: 'access', sub: String(row.userId), sid: session.id }, config.jwtSecret, config.accessTokenSeconds);
  const next = await sessionsRepo.issueRefreshToken(db, session.id, row.userId);
  ctx.refreshCookie.write(next);
  return { access_token: access, refresh_token: next };
}

export async function logout(ctx: Context, userId: number): Promise<boolean> {
  const a = ctx.auth;
  if ((a.kind === 'signed-in' || a.kind === 'locked') && a.actor.id === userId) await sessionsRepo.revokeSession(ctx.db, a.actor.sessionId);
  const cookie = ctx.refreshCookie.read();
  if (cookie) {
    const row = await sessionsRepo.findRefreshToken(ctx.db, cookie);
    if (row && row.userId === userId) await sessionsRepo.revokeSession(ctx.db, row.sessionId);
  }
  ctx.refreshCookie.write(null);
  return true;
}

/**
 * Same answer, at the same speed, whether or not the address is known: the look-up, the hashing and the
 * mail happen after the answer. A known, active address gets a temporary password, a few per quarter hour.
 */
export async function resetForgotPassword(ctx: Context, email: string): Promise<boolean> {
  const parsed = resetEmail.safeParse(email);
  if (!parsed.success) throw new AppError(ErrorCode.BAD_INPUT, 'Wrong email format');
  await withinLimit(ctx, 'resetPerIp', ctx.ip);
  const mailAllowed = await ctx.limit('resetMailPerAddress', parsed.data) === null;
  ctx.background.run('password reset', () => mailTemporaryPassword(ctx, parsed.data, mailAllowed));
  return true;
}

async function mailTemporaryPassword(ctx: Context, email: string, mailAllowed: boolean) {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user || !user.status || user.isLocked) return;
  if (!mailAllowed) {
    ctx.req.log.warn({ service: 'auth', userId: user.id }, 'password reset mail limit reached');
    return;
  }
  const temp = temporaryPassword();
  const tempHash = await hashPassword(temp);
  await ctx.db.transaction((tx) => updateAudited(tx, users, user.id, {
    tempPasswordHash: tempHash, tempPasswordExpiresAt: new Date(Date.now() + TEMP_PASSWORD_TTL_MS),
  }, null));
  await ctx.providers.mail.send(user.email, 'PBS temporary password',
    `A password reset was requested for ${user.userName}. Your temporary password is: ${temp}\n` +
    'It is valid for 24 hours and must be changed at sign-in. If you did not ask for it, ignore this message; your current password still works.');
}

/**
 * The signed-in user's password asked again before a sensitive change (password, mobile number). Wrong
 * answers count like failed sign-ins: the same limit, the same lock.
 */
export async function confirmPassword(ctx: Context, user: UserRow, password: string, action: string) {
  const claim = await guards.claimTry(ctx.db, user.userName);
  if (!claim) {
    await verifyPassword(null, password);
    throw new AppError(ErrorCode.INVALID_PASSWORD);
  }
  if (!await verifyPassword(user.passwordHash, password)) {
    await guards.recordFailures(ctx.db, user.userName, claim);
    await repo.recordLogin(ctx.db, { userId: user.id, userName: user.userName, ip: ctx.ip, ok: false, message: `Wrong password at ${action}` });
    throw new AppError(ErrorCode.INVALID_PASSWORD);
  }
  await guards.releaseTry(ctx.db, user.userName, claim);
}

export async function changePassword(ctx: Context, actor: Actor, oldPassword: string, next: string): Promise<boolean> {
  const found = await repo.findUserById(ctx.db, actor.id);
  if (!found) throw new AppError(ErrorCode.INVALID_PASSWORD);
  await confirmPassword(ctx, found.user, oldPassword, 'change of password');
  const parsed = newPassword.safeParse(next);
  if (!parsed.success) throw new AppError(ErrorCode.BAD_INPUT, present(parsed.error.issues[0], "a failed check's first issue").message);
  if (oldPassword === next) throw new AppError(ErrorCode.BAD_INPUT, 'PASSWORD.SAME_AS_OLD');
  const u = found.user;
  if (isGuessable(next, [u.userName, u.firstName, u.lastName, u.email])) throw new AppError(ErrorCode.BAD_INPUT, 'PASSWORD.TOO_COMMON');
  const passwordHash = await hashPassword(next);
  await ctx.db.transaction((tx) => updateAudited(tx, users, actor.id, {
    passwordHash, isTempPassword: false, tempPasswordHash: null, tempPasswordExpiresAt: null,
  }, actor.id));
  await sessionsRepo.revokeUserSessions(ctx.db, actor.id, 'PASSWORD_CHANGED', actor.sessionId);
  return true;
}

export async function lockScreen(ctx: Context, actor: Actor): Promise<boolean> {
  await sessionsRepo.setSessionLock(ctx.db, actor.sessionId, true);
  return true;
}
