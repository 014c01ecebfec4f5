import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.js';
import { acquireDirLock } from './dir-lock.js';
import { withCommitHooks } from './after-commit.js';
import { withEventLoopTurns } from './pglite-turns.js';
import { withNamedStatements } from './pglite-statements.js';

import type { Db } from './types.js';

export type { Db, Executor, Schema, Tx } from './types.js';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when dir is null). */
export async function openDatabase(opts: { url?: string; pgliteDir?: string | null }): Promise<Database> {
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.PG_POOL_MAX ?? 20) });
    // An idle connection closed by the server (restart, failover) is dropped from the pool, not a crash.
    pool.on('error', (err) => process.stderr.write(`database pool: ${err.message}\n`));
    const db = withCommitHooks(drizzle(pool, { schema }) as unknown as Db);
    await migrate(drizzle(pool), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = opts.pgliteDir ? acquireDirLock(opts.pgliteDir) : () => {};
  try {
    const client = opts.pgliteDir ? new PGlite(opts.pgliteDir) : new PGlite();
    await client.waitReady;
    withEventLoopTurns(withNamedStatements(client));
    const db = withCommitHooks(drizzle(client, { schema }) as unknown as Db);
    await migrate(drizzle(client), { migrationsFolder });
    return { db, kind: 'pglite', close: async () => { await client.close(); release(); } };
  } catch (err) {
    release();
    throw err;
  }
}
