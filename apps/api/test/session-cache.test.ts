import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../src/db/schema/index.js';
import { afterCommit } from '../src/db/after-commit.js';
import { cachedSession, loadSession, TTL_MS } from '../src/auth/session-cache.js';
import { announce } from '../src/db/changes.js';
import { codeOf, setupApp, sqlRows } from './helpers.js';

const t = await setupApp();
const Q = '{ activeProgrammes { Programme_ID } }';
const works = async (token: string) => (await t.gql(Q, {}, token)).errors === undefined;

/** Moves the clock past the cache's lifetime, as if the next request came TTL_MS later. */
function laterThanTtl() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + TTL_MS + 1);
}
afterEach(() => { vi.useRealTimers(); });

describe('session rows kept in memory', () => {
  it("sees another server's revocation within the cache's lifetime", async () => {
    const s = await t.login('cg.initiator');
    expect(await works(s.token)).toBe(true);
    // Written past this process, as another server on the same database would.
    await t.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, s.userId));
    expect(await works(s.token)).toBe(true);
    laterThanTtl();
    expect(codeOf(await t.gql(Q, {}, s.token))).toBe('UNAUTHENTICATED');
  });

  it("applies this process's own changes to a session or user at once", async () => {
    const admin = await t.login('admin');
    const s = await t.login('lg.initiator');
    expect(await works(s.token)).toBe(true);
    const locked = await t.gql(`mutation($id:Int!){ setUserLocked(id:$id, Is_Locked:true){ User_ID } }`, { id: s.userId }, admin.token);
    expect(locked.errors).toBeUndefined();
    expect(await works(s.token)).toBe(false);
    await t.gql(`mutation($id:Int!){ setUserLocked(id:$id, Is_Locked:false){ User_ID } }`, { id: s.userId }, admin.token);

    const again = await t.login('lg.initiator');
    expect(await works(again.token)).toBe(true);
    expect((await t.gql(`mutation($id:Int!){ logout(User_ID:$id) }`, { id: again.userId }, again.token)).data.logout).toBe(true);
    expect(await works(again.token)).toBe(false);
  });

  it('does not keep a row read while the session was being changed', async () => {
    const [row] = await t.db.select().from(users).limit(1);
    let release!: () => void;
    const gate = new Promise<void>((r) => { release = r; });
    const reading = loadSession(t.db, 'sid-being-changed', () => row.id, async () => { await gate; return row; });
    announce(t.db, { table: 'sessions', id: 'sid-being-changed' });
    release();
    expect(await reading).toBe(row);
    expect(cachedSession(t.db, 'sid-being-changed')).toBeUndefined();
    await loadSession(t.db, 'sid-being-changed', () => row.id, () => Promise.resolve(row));
    expect(cachedSession(t.db, 'sid-being-changed')).toBe(row);
  });
});

describe('bursts of one session', () => {
  it('write the last-seen time once when the session is due a touch', async () => {
    await t.db.execute(sql`create table session_writes (session_id text, at timestamptz default now())`);
    await t.db.execute(sql`create function log_session_write() returns trigger language plpgsql as $$
      begin insert into session_writes (session_id) values (new.id); return null; end $$`);
    await t.db.execute(sql`create trigger log_session_write after update on sessions for each row execute function log_session_write()`);
    const s = await t.login('cg.approver');
    const [{ id }] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, s.userId)).orderBy(sql`created_at desc`).limit(1);
    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 minutes'` }).where(eq(sessions.id, id));
    await t.db.execute(sql`delete from session_writes`);
    laterThanTtl();
    const answers = await Promise.all(Array.from({ length: 25 }, () => works(s.token)));
    expect(answers.every(Boolean)).toBe(true);
    const writes = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from session_writes where session_id = ${id}`);
    expect(writes[0].n).toBe(1);
  });

  it('reads a row once for requests arriving together, and again after a change', async () => {
    let reads = 0;
    const load = async () => { reads++; await new Promise((r) => setTimeout(r, 5)); return { user: 1 }; };
    await Promise.all([1, 2, 3].map(() => loadSession(t.db, 'sid-burst', () => 1, load)));
    expect(reads).toBe(1);
    announce(t.db, { table: 'sessions', id: 'sid-burst' });
    await loadSession(t.db, 'sid-burst', () => 1, load);
    expect(reads).toBe(2);
  });
});

describe('afterCommit', () => {
  it('runs after the transaction commits, never for a rolled-back one, and at once outside a transaction', async () => {
    const calls: string[] = [];
    await t.db.transaction((tx) => {
      afterCommit(tx, () => calls.push('committed'));
      expect(calls).toEqual([]);
      return Promise.resolve();
    });
    expect(calls).toEqual(['committed']);
    await expect(t.db.transaction((tx) => {
      afterCommit(tx, () => calls.push('rolled back'));
      throw new Error('abort');
    })).rejects.toThrow('abort');
    afterCommit(t.db, () => calls.push('no transaction'));
    expect(calls).toEqual(['committed', 'no transaction']);
  });
});
