import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { startChangeFeed } from '../src/db/change-feed.js';
import { announce, onChange, type Change } from '../src/db/changes.js';
import { cachedRead } from '../src/db/master-cache.js';
import { scratchPostgres } from './helpers.js';

// Two server processes on one PostgreSQL database, as two pools each with its own feed. Caches are
// module-wide in one process, so the feed is watched through a probe table's listener: a change made
// through A is told here once at the write and once at the commit, and once more when B hears of it.
const scratch = await scratchPostgres();
const a = await openDatabase({ url: scratch.url });
const b = await openDatabase({ url: scratch.url });
const errors: Error[] = [];
const feedA = await startChangeFeed(a.db, scratch.url, (e) => errors.push(e));
const feedB = await startChangeFeed(b.db, scratch.url, (e) => errors.push(e));
afterAll(async () => { await feedA.close(); await feedB.close(); await a.close(); await b.close(); await scratch.drop(); });

const told: Change[] = [];
onChange(['feed_probe'], (c) => told.push(c));
const tellings = (id: number | undefined) => told.filter((c) => c.id === id).length;

async function until(done: () => boolean, ms = 2_000) {
  const start = Date.now();
  while (!done()) {
    if (Date.now() - start > ms) throw new Error('not told in time');
    await new Promise((r) => setTimeout(r, 2));
  }
  return Date.now() - start;
}

describe('the change feed between server processes', () => {
  it('tells the other process of a committed change within 100 ms, and not the process that made it', async () => {
    announce(a.db, { table: 'feed_probe', id: 1 });
    expect(tellings(1)).toBe(2);
    expect(await until(() => tellings(1) === 3)).toBeLessThan(100);
    await new Promise((r) => setTimeout(r, 100));
    expect(tellings(1)).toBe(3);
  });

  it('publishes changes of a transaction only when it commits', async () => {
    await a.db.transaction((tx) => {
      announce(tx, { table: 'feed_probe', id: 2 });
      tx.rollback();
      return Promise.resolve();
    }).catch(() => {});
    await b.db.transaction((tx) => { announce(tx, { table: 'feed_probe', id: 3 }); return Promise.resolve(); });
    await until(() => tellings(3) === 3);
    expect(tellings(2)).toBe(1);
  });

  it('carries a burst of changes in notifications under PostgreSQL\'s payload limit', async () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => 1_000 + i);
    for (const id of ids) announce(a.db, { table: 'feed_probe', id, userId: id });
    await until(() => ids.every((id) => tellings(id) === 3), 5_000);
    expect(errors).toEqual([]);
  });

  it('publishes nothing of a table no cache keeps (a budget figure\'s save), and still what one keeps', async () => {
    const { default: pg } = await import('pg');
    const raw = new pg.Client({ connectionString: scratch.url });
    await raw.connect();
    const heard: string[] = [];
    raw.on('notification', (n) => heard.push(n.payload ?? ''));
    await raw.query('listen pbs_changes');
    try {
      await a.db.transaction((tx) => { announce(tx, { table: 'cg_mtefs', id: 77 }); announce(tx, { table: 'feed_probe', id: 5 }); return Promise.resolve(); });
      await until(() => tellings(5) === 3 && heard.length > 0);
      expect(heard.join()).toContain('feed_probe');
      expect(heard.join()).not.toContain('cg_mtefs');
    } finally { await raw.end(); }
  });

  it('has a process read a master again once another process commits a change to it', async () => {
    let reads = 0;
    const items = () => cachedRead(b.db, ['coa_items'], 'feed items', () => { reads++; return Promise.resolve([reads]); });
    await items();
    await items();
    expect(reads).toBe(1);
    // As another process's feed publishes a commit (told here only through the channel, not at the write).
    await a.db.execute(sql`select pg_notify('pbs_changes', '{"o":"another process","c":[{"table":"coa_items"}]}')`);
    await until(() => { void items(); return reads === 2; });
  });

  it('listens again after its connection is cut, and then empties every cache', async () => {
    await a.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query ilike 'listen%' and pid <> pg_backend_pid()`);
    await until(() => tellings(undefined) >= 2, 5_000);
    announce(a.db, { table: 'feed_probe', id: 4 });
    await until(() => tellings(4) === 3, 5_000);
  });
});
