import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuditSigning } from '../src/lib/audit-signing.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { seed } from '../src/seed/seed.js';

/**
 * Every API test file starts from the demo data. Migrating and seeding take seconds per file, so the run seeds
 * one database first (the global setup) and each file starts from a copy of it: a PostgreSQL database created
 * from it as template, or PGlite loaded from its dumped data directory.
 */

/** The PostgreSQL server of the tests: DATABASE_URL, else the machine's local server. */
export const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** The audit key of the tests: the seeded rows are signed with it, and so is what each file writes. */
export const TEST_AUDIT_KEY = new TextEncoder().encode('test-audit-key');

async function onServer<T>(server: string, run: (c: import('pg').Client) => Promise<T>): Promise<T> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: server });
  await c.connect();
  try { return await run(c); } finally { await c.end(); }
}

/** A new database on the PostgreSQL server (empty, or a copy of `template`), and how to drop it. */
export async function scratchPostgres(server = POSTGRES_URL, template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `pbs_test_${randomBytes(6).toString('hex')}`;
  await onServer(server, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const u = new URL(server);
  u.pathname = `/${name}`;
  return { name, url: u.toString(), drop: () => onServer(server, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}) };
}

/** Seeds the run's template: a PostgreSQL database's name, or the path of a dumped PGlite directory. */
export async function seedTemplate(): Promise<{ ref: string; drop: () => Promise<void> }> {
  startAuditSigning({ auditKey: TEST_AUDIT_KEY, auditHeadFile: null });
  if (process.env.DATABASE_URL) {
    const scratch = await scratchPostgres();
    const database = await openDatabase({ url: scratch.url });
    await seed(database.db);
    await database.close();
    return { ref: scratch.name, drop: scratch.drop };
  }
  const database = await openDatabase({ pgliteDir: null });
  await seed(database.db);
  // Checkpointed, each copy starts with no WAL to replay: a fifth less processor time a file.
  await database.pglite!.exec('checkpoint');
  const image = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'pbs-template-'));
  writeFileSync(join(dir, 'seeded.tar'), Buffer.from(await image.arrayBuffer()));
  return { ref: join(dir, 'seeded.tar'), drop: () => { rmSync(dir, { recursive: true, force: true }); return Promise.resolve(); } };
}

/**
 * The dumped template, read once per worker: its files share loaded modules (isolate: false), and reading the
 * image took most of a second a file.
 */
const images = new Map<string, Blob>();
const imageOf = (ref: string) => images.get(ref) ?? images.set(ref, new Blob([readFileSync(ref)])).get(ref)!;

/** A test file's own seeded database, copied from the run's template. */
export async function seededCopy(ref: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (!process.env.DATABASE_URL) return { database: await openDatabase({ pgliteDir: null, pgliteImage: imageOf(ref) }), drop: async () => {} };
  const scratch = await scratchPostgres(POSTGRES_URL, ref);
  return { database: await openDatabase({ url: scratch.url }), drop: scratch.drop };
}
