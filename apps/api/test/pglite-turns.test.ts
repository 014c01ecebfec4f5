import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { dbLane } from '../src/db/pglite-turns.js';

const database = await openDatabase({ pgliteDir: null });
afterAll(() => database.close());

describe('PGlite in the server thread', () => {
  it('lets the event loop turn between queued queries, so sockets are still polled under load', async () => {
    const order: string[] = [];
    const queries = Array.from({ length: 20 }, (_, i) => database.db.execute(sql`select ${i}::int`).then(() => { order.push('query'); }));
    const turns = Array.from({ length: 5 }, () => new Promise<void>((done) => setImmediate(() => { order.push('turn'); done(); })));
    await Promise.all([...queries, ...turns]);
    // Without the turns, all twenty queries ran before the event loop moved on.
    expect(order.lastIndexOf('turn')).toBeLessThan(10);
  });

  it('takes queries in turn from each client, so one client\'s flood does not queue in front of another\'s query', async () => {
    const done: string[] = [];
    const flood = Array.from({ length: 60 }, (_, i) => dbLane.run('flood', () => database.db.execute(sql`select ${i}::int`).then(() => { done.push('flood'); })));
    const other = dbLane.run('other', () => database.db.execute(sql`select 1`).then(() => { done.push('other'); }));
    await Promise.all([...flood, other]);
    // Queued after sixty, answered second: one flood query was already running.
    expect(done.indexOf('other')).toBeLessThanOrEqual(2);
    expect(done).toHaveLength(61);
  });
});
