import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { sharedRead } from '../src/db/shared-reads.js';

const database = await openDatabase({ pgliteDir: null });
const { db } = database;
afterAll(() => database.close());

/** A read that answers when told to, counting how often it really ran. */
function gate() {
  let calls = 0;
  const opened: ((v: number) => void)[] = [];
  return {
    read: () => { calls++; return new Promise<number>((ok) => opened.push(ok)); },
    open: () => opened.splice(0).forEach((ok, i) => ok(i)),
    get calls() { return calls; },
  };
}

describe('shared reads', () => {
  it('runs identical reads asked together once, and different ones apart', async () => {
    const g = gate();
    const answers = Promise.all([sharedRead(db, 'a', g.read), sharedRead(db, 'a', g.read), sharedRead(db, 'b', g.read)]);
    g.open();
    expect(await answers).toEqual([0, 0, 1]);
    expect(g.calls).toBe(2);
    // Once answered, the next read runs again.
    const again = sharedRead(db, 'a', g.read);
    g.open();
    await again;
    expect(g.calls).toBe(3);
  });

  it('does not join a read that began before a transaction committed: the writer reads its own write', async () => {
    const g = gate();
    const before = sharedRead(db, 'a', g.read);
    await db.transaction(async (tx) => { await tx.execute(sql`select 1`); });
    const after = sharedRead(db, 'a', g.read);
    const alongside = sharedRead(db, 'a', g.read);
    g.open();
    await Promise.all([before, after, alongside]);
    expect(g.calls).toBe(2);
  });

  it('counts a failed transaction too, and shares a failure only with the reads that joined it', async () => {
    const g = gate();
    const first = sharedRead(db, 'a', g.read);
    await expect(db.transaction(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    const second = sharedRead(db, 'a', g.read);
    g.open();
    await Promise.all([first, second]);
    expect(g.calls).toBe(2);
    const failing = () => Promise.reject(new Error('read failed'));
    await expect(Promise.all([sharedRead(db, 'f', failing), sharedRead(db, 'f', failing)])).rejects.toThrow('read failed');
    expect(await sharedRead(db, 'f', () => Promise.resolve('fine'))).toBe('fine');
  });

  it('never shares inside a transaction', async () => {
    const g = gate();
    await db.transaction(async (tx) => {
      const both = Promise.all([sharedRead(tx, 'a', g.read), sharedRead(tx, 'a', g.read)]);
      g.open();
      await both;
    });
    expect(g.calls).toBe(2);
  });
});
