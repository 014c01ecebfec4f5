import { resolve } from 'node:path';
import { apiRoot } from '../paths.js';
import * as schema from './schema/index.js';
import { acquireDirLock } from './dir-lock.js';
import { withCommitHooks } from './after-commit.js';
import { withEventLoopTurns } from './pglite-turns.js';
import { withNamedStatements } from './pglite-statements.js';
import { databaseFault, faultCause } from './faults.js';

import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { Pool } from 'pg';
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
const CONNECT_MS = 10_000;
/** How long a start waits for PostgreSQL to answer (DATABASE_WAIT_SECONDS): a server started before its database. */
const DEFAULT_WAIT_SECONDS = Number(process.env.DATABASE_WAIT_SECONDS ?? 120);

/** The database could not be reached at start within the wait: said in one line, without a stack. */
export class DatabaseNotReached extends Error {}

/** Writes a fault to standard error once every ten seconds at most, however many connections report it. */
function once(say: (err: Error) => string) {
  let last = 0;
  return (err: Error) => {
    if (Date.now() - last < 10_000) return;
    last = Date.now();
    process.stderr.write(`${say(err)}\n`);
  };
}

/**
 * Waits for PostgreSQL to answer, trying again with a growing pause (0.5 s doubling to 5 s) for up to `seconds`, and
 * says in one line that it waits and, when it does, that the database answered.
 */
async function waitForDatabase(pool: Pool, url: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  const where = new URL(url).host || 'the local socket';
  let pause = 500;
  let waited = false;
  for (;;) {
    try {
      await pool.query('select 1');
      if (waited) process.stdout.write(`PostgreSQL at ${where} answers; starting\n`);
      return;
    } catch (err) {
      if (databaseFault(err) !== 'unreachable') throw err;
      if (Date.now() + pause > deadline) throw new DatabaseNotReached(`PostgreSQL at ${where} did not answer within ${seconds} s (${faultCause(err)}); set DATABASE_WAIT_SECONDS to wait longer`);
      if (!waited) process.stdout.write(`PostgreSQL at ${where} is not reachable (${faultCause(err)}); waiting up to ${seconds} s for it\n`);
      waited = true;
      await new Promise((r) => setTimeout(r, pause));
      pause = Math.min(pause * 2, 5_000);
    }
  }
}

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
export async function openDatabase(opts: { url?: string; pgliteDir?: string | null; pgliteImage?: Blob; waitSeconds?: number }): Promise<Database> {
  let sent = 0;
  const logger = { logQuery: () => { sent++; } };
  const statements = () => sent;
  if (opts.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // A request waits at most CONNECT_MS for a connection (the server away, or every connection busy) and is then
    // answered that the database is unreachable; TCP keep-alive finds a connection whose server vanished unseen.
    const pool = new pg.Pool({ connectionString: opts.url, max: Number(process.env.PG_POOL_MAX ?? 20), connectionTimeoutMillis: CONNECT_MS, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    const lost = once((err) => `database connection lost: ${faultCause(err)}`);
    // A connection the server ends (restart, failover, a killed backend) is an error for the request using it, or
    // dropped from the pool when idle — never an unhandled 'error' event, which would end the process. The pool
    // listens to idle connections only, so each connection gets its own listener for while it is lent out.
    pool.on('error', lost);
    pool.on('connect', (client) => { client.on('error', lost); });
    const db = withCommitHooks(drizzle(pool, { schema, logger }));
    try {
      await waitForDatabase(pool, opts.url, opts.waitSeconds ?? DEFAULT_WAIT_SECONDS);
      await migrate(drizzle(pool), { migrationsFolder });
    } catch (err) {
      await pool.end();
      throw err;
    }
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
