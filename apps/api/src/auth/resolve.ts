import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config/index.js';
import type { Db } from '../db/client.js';
import { sessions, userTypes, users } from '../db/schema/index.js';
import { rolePaths } from './role-menus.repo.js';
import { setSessionLock, touchSession } from './sessions.repo.js';
import type { Actor, AuthState } from './actor.js';
import { readToken } from './tokens.js';
import { cachedSession, loadSession } from './session-cache.js';
import { perDatabase } from '../db/per-database.js';
import { forgetOldest } from '../lib/bounded.js';

// Writing last-seen at most once a minute keeps reads from turning into writes.
const TOUCH_EVERY_MS = 60_000;

export function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1] ?? null;
}

/** The session, its user and user type: on every signed-in request, so built once per database and prepared. */
const sessionLookup = perDatabase((db: Db) => db
  .select({ session: sessions, user: users, isMinistry: userTypes.isMinistry })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
  .where(eq(sessions.id, sql.placeholder('sid')))
  .prepare('pbs_session_lookup'));
type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

function readSession(db: Db, sid: string): Promise<SessionRow | undefined> {
  return loadSession(db, sid, (r: SessionRow) => r.user.id, async () => (await sessionLookup(db).execute({ sid }))[0]);
}

/** When this process last wrote each session's last-seen time, so that requests arriving together write it once. */
const touchedAt = new Map<string, number>();
const MAX_TOUCHED = 10_000;

function markTouched(sid: string, now: number) {
  forgetOldest(touchedAt, MAX_TOUCHED);
  touchedAt.delete(sid);
  touchedAt.set(sid, now);
}

type Verdict = 'refuse' | 'lock' | 'touch' | 'ok';

function judge(row: SessionRow | undefined, userId: number, config: Config, now: number): Verdict {
  if (!row || row.user.id !== userId) return 'refuse';
  const { session, user } = row;
  if (session.revokedAt || session.expiresAt.getTime() <= now || !user.status || user.isLocked) return 'refuse';
  const idle = now - Math.max(session.lastSeenAt.getTime(), touchedAt.get(session.id) ?? 0);
  if (session.lockedAt || idle > config.inactivityLockSeconds * 1000) return 'lock';
  return idle > TOUCH_EVERY_MS ? 'touch' : 'ok';
}

/** Turns a bearer token into who is calling; anything wrong yields anonymous, never an error. */
export async function resolveAuth(db: Db, config: Config, token: string | null): Promise<AuthState> {
  if (!token) return { kind: 'anonymous' };
  const claims = await readToken(token, config.jwtSecret);
  if (!claims) return { kind: 'anonymous' };
  if (claims.typ === 'otp') return { kind: 'otp-pending', userId: Number(claims.sub), otpId: Number(claims.otp) };

  const now = Date.now();
  const userId = Number(claims.sub);
  let row = cachedSession<SessionRow>(db, claims.sid);
  let verdict = judge(row, userId, config, now);
  // A remembered row only ever lets a request through: refusing, locking or touching reads the database again.
  if (verdict !== 'ok') verdict = judge((row = await readSession(db, claims.sid)), userId, config, now);
  if (verdict === 'refuse' || !row) return row?.session.endReason && row.user.id === userId ? { kind: 'anonymous', ended: row.session.endReason } : { kind: 'anonymous' };
  // Before any await, so that the requests waiting on the same read see the touch and do not write again.
  if (verdict === 'touch') markTouched(claims.sid, now);
  const { session, user } = row;

  const actor: Actor = {
    id: user.id, userName: user.userName, roleId: user.roleId, userTypeId: user.userTypeId,
    isMinistry: row.isMinistry, voteId: user.voteId, sepcId: user.sepcId, isTempPassword: user.isTempPassword,
    sessionId: session.id, paths: await rolePaths(db, user.roleId),
  };
  if (verdict === 'lock') {
    if (!session.lockedAt) await setSessionLock(db, session.id, true);
    return { kind: 'locked', actor };
  }
  if (verdict === 'touch') await touchSession(db, session.id);
  return { kind: 'signed-in', actor };
}
