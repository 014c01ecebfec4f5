import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, startServer } from '../support/server.js';
import { apiSignIn } from '../support/fixtures.js';
import { scratchDatabase } from '../support/postgres.js';

const dropAll: (() => Promise<void>)[] = [];
afterAll(async () => { for (const drop of dropAll) await drop(); });

async function archivedFiles(url: string) {
  const token = await apiSignIn(url, 'admin');
  const { getArchivedReports } = await gql(url, '{ getArchivedReports { Report_File } }', {}, token);
  const out = new Map<string, string>();
  for (const { Report_File: file } of getArchivedReports as { Report_File: string }[]) {
    const res = await fetch(`${url}/api/archive/files/${file}`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status, file).toBe(200);
    out.set(file, createHash('sha256').update(Buffer.from(await res.arrayBuffer())).digest('hex'));
  }
  return out;
}

/** docs/DEPLOY.md's backup and restore, done as written: pg_dump of a seeded database, pg_restore into a new one. */
describe('backup and restore with pg_dump', () => {
  it('restores data, archived files and an audit chain that verifies', async () => {
    const source = await scratchDatabase('pbs_e2e_backup');
    const target = await scratchDatabase('pbs_e2e_restore');
    if (!source || !target) throw new Error('PostgreSQL at 127.0.0.1:5432 is needed for the backup test');
    dropAll.push(source.drop, target.drop);
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex') };

    const original = await startServer({ databaseUrl: source.url, env });
    const before = await archivedFiles(original.url);
    await original.stop();
    expect(before.size).toBeGreaterThan(2);

    const dir = mkdtempSync(join(tmpdir(), 'pbs-backup-'));
    try {
      const dump = join(dir, 'pbs.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, source.url]);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${target.url}`, dump]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    const restored = await startServer({ databaseUrl: target.url, env });
    try {
      expect(await archivedFiles(restored.url)).toEqual(before);
      const admin = await apiSignIn(restored.url, 'admin');
      const { auditChainStatus } = await gql(restored.url, '{ auditChainStatus { Ok Reason } }', {}, admin);
      expect(auditChainStatus.Ok, auditChainStatus.Reason).toBe(true);
    } finally {
      await restored.stop();
    }
  });
});
