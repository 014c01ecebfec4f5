import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { withNamedStatements } from '../src/db/pglite-statements.js';
import { pgliteSettings } from '../src/db/client.js';

// The same queries on a plain PGlite and on one with named statements must answer alike, errors included.
const plain = new PGlite();
const named = new PGlite();
await named.waitReady;
withNamedStatements(named);
const both = [plain, named];
afterAll(async () => { await plain.close(); await named.close(); });

beforeAll(async () => {
  for (const db of both) {
    await db.exec(`create table item (id int primary key, name text not null, amount numeric(14,2), at timestamptz,
      day date, tags text[], doc jsonb, flag boolean);
      insert into item values (1, 'one', 10.50, '2026-11-23 10:00+00', '2026-11-23', '{a,b}', '{"k": [1, 2]}', true),
      (2, 'two', null, null, null, null, null, false);`);
  }
});

const statements = (db: PGlite) => db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements').then((r) => r.rows[0].n);
const read = 'select id, name, amount, at, day, tags, doc, flag from item where id = any($1::int[]) and ($2::text is null or name = $2) order by id';

describe('PGlite named statements', () => {
  it('answers exactly as PGlite does, in object and array rows, with null and typed parameters', async () => {
    for (const args of [[[1, 2], null], [[1], 'one'], [[2], 'one']] as const) {
      for (const options of [undefined, { rowMode: 'array' as const }]) {
        const [a, b] = await Promise.all(both.map((db) => db.query(read, [...args], options)));
        expect(b.rows).toEqual(a.rows);
        expect(b.fields).toEqual(a.fields);
      }
    }
    const [a, b] = await Promise.all(both.map((db) => db.query(read, [[1], null], { parsers: { 1184: (v: string) => `raw ${v}` } })));
    expect(b.rows).toEqual(a.rows);
    expect((b.rows[0] as { at: string }).at).toMatch(/^raw 2026-11-23/);
  });

  it('plans a text once and binds it on later calls', async () => {
    const before = await statements(named);
    for (let i = 0; i < 5; i++) await named.query('select $1::int + 1 as n', [i]);
    expect(await statements(named)).toBe(before + 1);
    expect(await statements(plain)).toBe(0);
  });

  it('reports errors with their code and leaves the connection usable, nothing written', async () => {
    const insert = 'insert into item (id, name) values ($1, $2)';
    await expect(named.query(insert, [1, 'again'])).rejects.toMatchObject({ code: '23505' });
    await expect(named.query('selec nothing', [])).rejects.toMatchObject({ code: '42601' });
    await expect(named.query(read, ['not a list', null])).rejects.toMatchObject({ code: '22P02' });
    expect((await named.query('select count(*)::int as n from item')).rows).toEqual([{ n: 2 }]);
    expect((await named.query(insert, [3, 'three'])).affectedRows).toBe(1);
    await named.query('delete from item where id = $1', [3]);
  });

  it('keeps transactions whole: named queries inside commit together or roll back together', async () => {
    await expect(named.transaction(async (tx) => {
      await tx.query('insert into item (id, name) values ($1, $2)', [10, 'ten']);
      await tx.query('insert into item (id, name) values ($1, $2)', [1, 'duplicate']);
    })).rejects.toMatchObject({ code: '23505' });
    expect((await named.query('select count(*)::int as n from item where id = $1', [10])).rows).toEqual([{ n: 0 }]);
    let outside: Promise<unknown> = Promise.resolve();
    await named.transaction(async (tx) => {
      await tx.query('insert into item (id, name) values ($1, $2)', [11, 'eleven']);
      // A query from outside waits for the transaction; it never runs inside it.
      outside = named.query('select count(*)::int as n from item where id = $1', [11]);
      await tx.query('update item set name = $1 where id = $2', ['eleven!', 11]);
      await tx.rollback();
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    const closed = await named.transaction((tx) => Promise.resolve(tx));
    await expect(closed.query('select 1', [])).rejects.toThrow(/closed/);
  });

  it('forgets a name whose result type changed and answers the new shape', async () => {
    const text = 'select * from item where id = $1';
    expect(Object.keys((await named.query(text, [1])).rows[0] as object)).toHaveLength(8);
    await named.exec('alter table item add column note text');
    const row = (await named.query(text, [1])).rows[0] as { note: string | null };
    expect(row).toHaveProperty('note', null);
    expect(Object.keys(row)).toHaveLength(9);
    // Named again under a fresh name, and new texts still get theirs.
    const before = await statements(named);
    expect((await named.query(text, [2])).rows).toHaveLength(1);
    expect((await named.query('select $1::text as v', ['after'])).rows).toEqual([{ v: 'after' }]);
    expect(await statements(named)).toBe(before + 2);
  });
});

describe('the PGlite it was written for', () => {
  it('is the version package.json pins, and a PGlite without the internals used is refused at start', () => {
    // The package exports no package.json: found from its entry, up to the folder that holds it.
    let dir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
    while (!dir.endsWith('pglite')) dir = dirname(dir);
    const installed = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    const pinned = (JSON.parse(readFileSync(join(import.meta.dirname, '../package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies['@electric-sql/pglite'];
    expect(installed).toBe(pinned);
    const moved = Object.create(named) as PGlite;
    Object.defineProperty(moved, '_runExclusiveQuery', { value: undefined });
    expect(() => withNamedStatements(moved)).toThrow(/written for PGlite 0\.5\.16; this PGlite lacks _runExclusiveQuery/);
  });
});

describe('the embedded database settings', () => {
  it('start PGlite with a 32 MB buffer cache, and refuse a setting that is not a size', async () => {
    const small = new PGlite({ startParams: [...PGlite.defaultStartParams, ...pgliteSettings()] });
    try {
      expect((await small.query<{ shared_buffers: string }>('show shared_buffers')).rows[0].shared_buffers).toBe('32MB');
    } finally { await small.close(); }
    expect(pgliteSettings('64MB')).toEqual(['-c', 'shared_buffers=64MB']);
    expect(() => pgliteSettings('64MB; drop table users')).toThrow('PGLITE_SHARED_BUFFERS: a size such as 32MB');
  });
});
