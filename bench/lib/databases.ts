import { randomBytes } from 'node:crypto';
import { openDatabase, type Database } from '../../apps/api/src/db/client.js';
import { seed } from '../../apps/api/src/seed/seed.js';

export const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchDb { label: 'PGlite' | 'PostgreSQL'; database: Database; dispose: () => Promise<void> }

/** In-memory PGlite, seeded with the demo data. */
export async function pglite(): Promise<BenchDb> {
  const database = await openDatabase({ pgliteDir: null });
  await seed(database.db);
  return { label: 'PGlite', database, dispose: () => database.close() };
}

/** A throw-away PostgreSQL database, seeded; null when no server answers. */
export async function postgres(): Promise<BenchDb | null> {
  const { default: pg } = await import('pg');
  const name = `pbs_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  try { await admin.connect(); } catch { return null; }
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(PG_URL);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  await seed(database.db);
  return {
    label: 'PostgreSQL', database,
    dispose: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
