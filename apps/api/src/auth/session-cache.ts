import { onChange } from '../db/changes.js';
import { forgetOldest } from '../lib/bounded.js';

/**
 * Session rows (session, user and user type) remembered for a few seconds: every signed-in request needs one,
 * and on this platform a database round trip costs more CPU than the rest of a small request
 * (docs/PERFORMANCE.md). This process forgets a row the moment it changes the session, its user or user types
 * (told by db/changes.ts, at the write and again after the commit); another server process on the same
 * PostgreSQL database is told by the change feed (db/change-feed.ts) within milliseconds, and within TTL_MS at
 * worst if its feed is down. resolveAuth reads the database again before refusing, locking or touching a session.
 */
export const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

interface Entry<R> { db: object; row: R; userId: number; at: number }
const entries = new Map<string, Entry<unknown>>();
/** Bumped by every forget, so a read that started before a change does not store what it read. */
let changes = 0;

// The caller names the row it stored with loadSession.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function cachedSession<R>(db: object, sessionId: string): R | undefined {
  const e = entries.get(sessionId);
  if (!e || e.db !== db) return undefined;
  if (Date.now() - e.at >= TTL_MS) {
    entries.delete(sessionId);
    return undefined;
  }
  return e.row as R;
}

/** Reads in progress, so that a burst of requests of one session waits for one read instead of each making its own. */
const loading = new Map<string, { db: object; before: number; row: Promise<unknown> }>();

/** Reads a session row through `load`, remembering it unless something was forgotten meanwhile. */
export function loadSession<R>(db: object, sessionId: string, userIdOf: (row: R) => number, load: () => Promise<R | undefined>) {
  const pending = loading.get(sessionId);
  if (pending && pending.db === db && pending.before === changes) return pending.row as Promise<R | undefined>;
  const before = changes;
  const row = load().then((r) => {
    if (r && changes === before) {
      forgetOldest(entries, MAX_ENTRIES);
      entries.delete(sessionId);
      entries.set(sessionId, { db, row: r, userId: userIdOf(r), at: Date.now() });
    }
    return r;
  }).finally(() => {
    if (loading.get(sessionId)?.row === row) loading.delete(sessionId);
  });
  loading.set(sessionId, { db, before, row });
  return row;
}

function forget(match: (id: string, e: Entry<unknown>) => boolean) {
  changes++;
  for (const [id, e] of entries) if (match(id, e)) entries.delete(id);
}

// Session rows hold the session, its user and the user's type: a change to any of them makes a row stale.
onChange(['sessions'], (c) => forget((id, e) => (c.id !== undefined ? id === c.id : c.userId === undefined || e.userId === c.userId)));
onChange(['users'], (c) => forget((_id, e) => c.id === undefined || e.userId === c.id));
onChange(['user_types'], () => forget(() => true));
