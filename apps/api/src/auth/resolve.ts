import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config/index.js';
import type { Db } from '../db/client.js';
import { sessions, userTypes, users } from '../db/schema/index.js';
import { rolePaths } from '../modules/menus/menus.repo.js';
import { setSessionLock, touchSession } from '../modules/auth/sessions.repo.js';
import type { Actor, AuthState } from './actor.js';
import { readToken } from './tokens.js';

// Writing last-seen at most once a minute keeps reads from turning into writes.
const TOUCH_EVERY_MS = 60_000;

export function bearerOf(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1] : null;
}

/** The session, its user and user type: on every signed-in request, so built once per database and prepared. */
const prepared = new WeakMap<Db, ReturnType<typeof buildLookup>>();
const buildLookup = (db: Db) => db
  .select({ session: sessions, user: users, isMinistry: userTypes.isMinistry })
  .from(sessions)
  .innerJoin(users, eq(users.id, sessions.userId))
  .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
  .where(eq(sessions.id, sql.placeholder('sid')))
  .prepare('pbs_session_lookup');
function sessionLookup(db: Db) {
  let q = prepared.get(db);
  if (!q) prepared.set(db, (q = buildLookup(db)));
  return q;
}

/** Turns a bearer token into who is calling; anything wrong yields anonymous, never an error. */
export async function resolveAuth(db: Db, config: Config, token: string | null): Promise<AuthState> {
  if (!token) return { kind: 'anonymous' };
  const claims = await readToken(token, config.jwtSecret);
  if (!claims) return { kind: 'anonymous' };
  if (claims.typ === 'otp') return { kind: 'otp-pending', userId: Number(claims.sub), otpId: Number(claims.otp) };

  const [row] = await sessionLookup(db).execute({ sid: claims.sid });
  const now = Date.now();
  if (!row || row.user.id !== Number(claims.sub)) return { kind: 'anonymous' };
  const { session, user } = row;
  if (session.revokedAt || session.expiresAt.getTime() <= now || !user.status || user.isLocked) return { kind: 'anonymous' };

  const actor: Actor = {
    id: user.id, userName: user.userName, roleId: user.roleId, userTypeId: user.userTypeId,
    isMinistry: row.isMinistry, voteId: user.voteId, sepcId: user.sepcId, isTempPassword: user.isTempPassword,
    sessionId: session.id, paths: await rolePaths(db, user.roleId),
  };
  const idle = now - session.lastSeenAt.getTime();
  if (session.lockedAt || idle > config.inactivityLockSeconds * 1000) {
    if (!session.lockedAt) await setSessionLock(db, session.id, true);
    return { kind: 'locked', actor };
  }
  if (idle > TOUCH_EVERY_MS) await touchSession(db, session.id);
  return { kind: 'signed-in', actor };
}
