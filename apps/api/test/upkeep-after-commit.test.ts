import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { upkeepAfterCommit } from '../src/db/after-commit.js';
import type { Db } from '../src/db/types.js';
import { setupApp, sqlRows } from './helpers.js';

const t = await setupApp();
await t.db.execute(sql`create table upkept (n int)`);
const count = async (db: Db) => (await sqlRows<{ n: number }>(db, sql`select count(*)::int n from upkept`))[0]?.n;
afterEach(() => { vi.restoreAllMocks(); });

describe('upkeep after a commit', () => {
  it('runs once what a transaction made due, after it committed and before the transaction returns', async () => {
    const seen: number[] = [];
    const upkeep = async (db: Db) => { seen.push(await count(db) ?? -1); };
    const before = await count(t.db) ?? 0;
    await t.db.transaction(async (tx) => {
      expect(upkeepAfterCommit(tx, upkeep)).toBe(true);
      await tx.execute(sql`insert into upkept values (1)`);
      upkeepAfterCommit(tx, upkeep);
      expect(seen).toEqual([]);
    });
    // Once, though asked twice; on the database, seeing the row committed.
    expect(seen).toEqual([before + 1]);
  });

  it('runs none for a transaction rolled back, and none outside a transaction', async () => {
    let ran = 0;
    const upkeep = () => { ran++; return Promise.resolve(); };
    await expect(t.db.transaction((tx) => { upkeepAfterCommit(tx, upkeep); return Promise.reject(new Error('no')); })).rejects.toThrow('no');
    expect(upkeepAfterCommit(t.db, upkeep)).toBe(false);
    expect(ran).toBe(0);
  });

  it('keeps what was committed when its upkeep fails, and says so on stderr without the statement', async () => {
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const before = await count(t.db) ?? 0;
    const done = await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into upkept values (2)`);
      upkeepAfterCommit(tx, (db) => db.execute(sql`vacuum no_such_table_here`));
      return 'committed';
    });
    expect(done).toBe('committed');
    expect(await count(t.db)).toBe(before + 1);
    const lines = said.mock.calls.map(([s]) => String(s)).filter((s) => s.startsWith('upkeep after a commit failed'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('no_such_table_here');
    expect(lines[0]).not.toContain('vacuum');
  });
});
