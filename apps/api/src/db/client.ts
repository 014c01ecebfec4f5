import { resolve } from 'node:path';
import { apiRoot } from '../paths.js';
import * as schema from './schema/index.js';
import { acquireDirLock } from './dir-lock.js';
import { withCommitHooks } from './after-commit.js';
import { withEventLoopTurns } from './pglite-turns.js';
import { withNamedStatements } from './pglite-statements.js';

import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { Db } from './types.js';

export type { Db, Executor, Schema, Tx } from './types.js';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (none for PGlite). */
  url?: string;
  /** The embedded client itself (PGlite only): the job queue runs its statements on it. */
  pglite?: PGliteClient;
  /** Connections of the pool: open, idle, and requests waiting for one (PGlite has one, always open). */
  poolStats(): { total: number; idle: number; waiting: number };
  /** SQL statements sent so far (transaction begin and commit included): round trips, for the metrics. */
  statements(): number;
  close(): Promise<void>;
}

const migrationsFolder = resolve(apiRoot, 'drizzle');

/**
 * PGlite's buffer cache lives in the server process's WebAssembly memory and is held from the start. Its files are
 * read through the operating system's page cache anyway, so 32 MB instead of PostgreSQL's 128 MB costs no speed
 * here and keeps ~100 MB out of the process (docs/PERFORMANCE.md). PGLITE_SHARED_BUFFERS sets it otherwise.
 */
export function pgliteSettings(value = process.env.PGLITE_SHARED_BUFFERS ?? '32MB'): string[] {
  if (!/^\d+(kB|MB|GB)$/.test(value)) throw new Error(`PGLITE_SHARED_BUFFERS: a size such as 32MB, not "${value}"`);
  return ['-c', `shared_buffers=${value}`];
}

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite (in memory when dir is null); `pgliteImage`, a
 * dumped data directory, is what an in-memory PGlite starts from (the tests' seeded copy).
 */
export async function openDatabase(opts: { url?: string; pgliteDir?: string | null; pgliteImage?: Blob }): Promise<Database> {
  let sent = 0;
  const logger = { logQuery: () => { sent++; } };
  const statements = () => sent;
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.PG_POOL_MAX ?? 20) });
    // An idle connection closed by the server (restart, failover) is dropped from the pool, not a crash.
    pool.on('error', (err) => process.stderr.write(`database pool: ${err.message}\n`));
    const db = withCommitHooks(drizzle(pool, { schema, logger }));
    await migrate(drizzle(pool), { migrationsFolder });
    return {
      db, kind: 'postgres', url: opts.url, close: () => pool.end(), statements,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = opts.pgliteDir ? acquireDirLock(opts.pgliteDir) : () => {};
  try {
    // Start parameters, not postgresqlconf: that option rewrites the data directory's postgresql.conf.
    const startParams = [...PGlite.defaultStartParams, ...pgliteSettings()];
    const client = opts.pgliteDir ? new PGlite(opts.pgliteDir, { startParams }) : new PGlite({ loadDataDir: opts.pgliteImage, startParams });
    await client.waitReady;
    withEventLoopTurns(withNamedStatements(client));
    const db = withCommitHooks(drizzle(client, { schema, logger }));
    await migrate(drizzle(client), { migrationsFolder });
    return { db, kind: 'pglite', pglite: client, close: async () => { await client.close(); release(); }, poolStats: () => ({ total: 1, idle: 1, waiting: 0 }), statements };
  } catch (err) {
    release();
    throw err;
  }
}
