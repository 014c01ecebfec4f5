import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

const run = promisify(execFile);

/** The PostgreSQL server programs of the newest version installed (Debian's layout), or null. */
function serverBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  return version && existsSync(join(root, version, 'bin/pg_ctl')) ? join(root, version, 'bin') : null;
}

export interface PgInstance {
  url: string;
  /** `pg_ctl restart -m fast` (sessions ended, as a deliberate restart) or `-m immediate` (as a crash). */
  restart(mode: 'fast' | 'immediate'): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb in a temporary directory, on a free port), so it can be restarted
 * and stopped without touching the machine's. Run as the `postgres` user when the test runs as root (initdb refuses
 * root). Null when the server programs are not installed.
 */
export async function pgInstance(): Promise<PgInstance | null> {
  const bin = serverBin();
  if (!bin) return null;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'pbs-pg-'));
  const root = userInfo().uid === 0;
  if (root) execFileSync('chown', ['postgres:postgres', dir]);
  // Asynchronous: the test's own clients go on sending while the server restarts.
  const as = async (cmd: string, args: string[]) => { await run(root ? 'runuser' : cmd, root ? ['-u', 'postgres', '--', cmd, ...args] : args); };
  const data = join(dir, 'data');
  await as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (...args: string[]) => as(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-w', ...args]);
  const options = ['-o', `-p ${port} -k ${dir} -c fsync=off -c listen_addresses=127.0.0.1`];
  await ctl('start', ...options);
  const url = `postgres://postgres@127.0.0.1:${port}/pbs`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database pbs');
  await admin.end();
  return {
    url,
    restart: (mode) => ctl('restart', '-m', mode, ...options),
    stop: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start', ...options),
    destroy: async () => {
      await ctl('stop', '-m', 'immediate').catch(() => { /* already stopped */ });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
