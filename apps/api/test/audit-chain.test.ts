import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { audits, recordCounts, users } from '../src/db/schema/index.js';
import { GENESIS_HASH, auditHash, verifyAuditChain, writeAudit } from '../src/lib/audit.js';
import { AuditSigner, auditSigner } from '../src/lib/audit-signing.js';
import { openDatabase } from '../src/db/client.js';
import { setupApp } from './helpers.js';

const t = await setupApp();
const signer = () => new AuditSigner(t.config.auditKey, t.config.auditHeadFile);
const run = promisify(execFile);

describe('audit chain anchored outside the database', () => {
  it('signs every row and witnesses the head in the data directory', async () => {
    const { token } = await t.login('admin');
    // An audited write through the API moves the witnessed head to its row.
    const [me] = await t.db.select().from(users).where(eq(users.userName, 'admin'));
    for (const First_Name of ['Systems', 'System', 'Chief', 'System']) {
      const r = await t.gql('mutation($i: PersonalInformationInput!){ updatePersonalInformation(input: $i){ First_Name } }',
        { i: { First_Name, Last_Name: 'Administrator', Mobile_Number: me.mobileNumber } }, token);
      expect(r.errors).toBeUndefined();
    }
    const [newest] = await t.db.select().from(audits).orderBy(desc(audits.id)).limit(1);
    // Written a tenth of a second after the commit at most: a burst of commits writes it once.
    await expect.poll(() => JSON.parse(readFileSync(t.config.auditHeadFile!, 'utf8')) as unknown, { timeout: 1_000 }).toMatchObject({ id: newest.id, hash: newest.hash });
    const result = await verifyAuditChain(t.db, signer());
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.signed).toBe(result.checked);
  });

  it.runIf(t.database.kind === 'postgres')('a writer finding a chain held at its commit links into another, and each chain keeps its own witness', async () => {
    const entry = (recordId: number) => ({ table: 'users', type: 'update' as const, recordId, newValues: { chainNote: recordId }, actorId: null });
    let release!: () => void;
    const holding = new Promise<void>((resolve) => { release = resolve; });
    let held!: () => void;
    const isHeld = new Promise<void>((resolve) => { held = resolve; });
    // Another writer at its commit, holding chain 0 (the one a quiet system uses).
    const holder = t.db.transaction(async (tx) => { await tx.execute(sql`select pg_advisory_xact_lock(730001, 0)`); held(); await holding; });
    await isHeld;
    const outcome = await Promise.race([t.db.transaction((tx) => writeAudit(tx, entry(10))).then(() => 'committed'),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 5000))]);
    release();
    await holder;
    expect(outcome).toBe('committed');
    const [row] = await t.db.select().from(audits).orderBy(desc(audits.id)).limit(1);
    expect(row.newValues).toEqual({ chainNote: 10 });
    expect(row.chain).toBe(1);
    // Counted in its chain's own counter row, which no writer of another chain waits on.
    const counted = await t.db.select({ n: recordCounts.n }).from(recordCounts).where(and(eq(recordCounts.source, 'audits'), eq(recordCounts.shard, 1)));
    expect(counted.map((c) => c.n)).toEqual([1]);
    const file = t.config.auditHeadFile!.replace(/\.json$/, '-1.json');
    auditSigner()!.flush();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ id: row.id, hash: row.hash });
    expect(await verifyAuditChain(t.db, signer())).toMatchObject({ ok: true });
    // Chain 1's newest row gone: its own witness says so.
    await t.db.delete(audits).where(eq(audits.id, row.id));
    expect(await verifyAuditChain(t.db, signer())).toMatchObject({ ok: false, brokenId: row.id, reason: expect.stringMatching(/tail was deleted/) });
    await t.db.insert(audits).values(row);
    expect(await verifyAuditChain(t.db, signer())).toMatchObject({ ok: true });
    // The tests below tamper with chain 0 alone.
    await t.db.delete(audits).where(eq(audits.id, row.id));
    unlinkSync(file);
  });

  it('reports a deleted tail, and is whole again once the rows are back', async () => {
    const tail = await t.db.select().from(audits).orderBy(desc(audits.id)).limit(3);
    await t.db.delete(audits).where(gt(audits.id, tail[2].id - 1));
    const broken = await verifyAuditChain(t.db, signer());
    expect(broken).toMatchObject({ ok: false, brokenId: tail[0].id });
    expect(!broken.ok && broken.reason).toMatch(/tail was deleted/);
    await t.db.insert(audits).values(tail.reverse());
    expect(await verifyAuditChain(t.db, signer())).toMatchObject({ ok: true });
  });

  it('refuses a trail whose signatures were all removed and a row appended, and is whole again once they are back', async () => {
    const rows = await t.db.select({ id: audits.id, mac: audits.mac }).from(audits).orderBy(asc(audits.id));
    await t.db.update(audits).set({ mac: null });
    const [last] = await t.db.select().from(audits).orderBy(desc(audits.id)).limit(1);
    // The forger's row, correctly chained and (with no key) unsigned, like every row now.
    const forged = { tableName: 'users', auditType: 'update', recordId: '1', oldValues: null, newValues: { forged: true }, createdAt: new Date(),
      createdBy: null, prevHash: last.hash };
    const [added] = await t.db.insert(audits).values({ ...forged, hash: auditHash(forged), mac: null }).returning({ id: audits.id });
    expect(await verifyAuditChain(t.db, null)).toMatchObject({ ok: true });
    const result = await verifyAuditChain(t.db, signer());
    expect(result).toMatchObject({ ok: false, brokenId: last.id });
    expect(!result.ok && result.reason).toMatch(/witnessed as the head carries no signature/);
    await t.db.delete(audits).where(eq(audits.id, added.id));
    for (const r of rows) await t.db.update(audits).set({ mac: r.mac }).where(eq(audits.id, r.id));
    expect(await verifyAuditChain(t.db, signer())).toMatchObject({ ok: true });
  });

  it('reports a row edited with every hash after it recomputed, which the chain alone cannot see', async () => {
    const rows = await t.db.select().from(audits).orderBy(asc(audits.id));
    const victim = rows[Math.floor(rows.length / 2)];
    // The attacker's rewrite: new content, then each hash from there on made consistent again.
    let prev = victim.prevHash;
    for (const row of rows.filter((r) => r.id >= victim.id)) {
      const changed = { ...row, prevHash: prev, newValues: row.id === victim.id ? { tampered: true } : row.newValues };
      const hash = auditHash(changed);
      await t.db.update(audits).set({ prevHash: prev, hash, newValues: changed.newValues }).where(eq(audits.id, row.id));
      prev = hash;
    }
    expect(await verifyAuditChain(t.db, null)).toMatchObject({ ok: true });
    const result = await verifyAuditChain(t.db, signer());
    expect(result).toMatchObject({ ok: false, brokenId: victim.id });
    expect(!result.ok && result.reason).toMatch(/signature does not match/);
  });

  it('refuses a forged head witness', async () => {
    const file = t.config.auditHeadFile!;
    const saved = readFileSync(file, 'utf8');
    writeFileSync(file, JSON.stringify({ ...JSON.parse(saved), id: 1 }));
    expect(await verifyAuditChain(t.db, signer())).toMatchObject({ ok: false, reason: expect.stringMatching(/wrong signature/) });
    writeFileSync(file, saved);
  });
});

describe('npm run audit:verify', () => {
  const cli = resolve(import.meta.dirname, '../src/cli/audit-verify.ts');
  const verify = (dataDir: string) => run(process.execPath, ['--import', 'tsx', cli], { env: { ...process.env, PBS_DATA_DIR: dataDir, DATABASE_URL: '' } })
    .then((r) => ({ code: 0, out: r.stdout, err: r.stderr }), (e: unknown) => { const x = e as { code: number; stdout: string; stderr: string }; return { code: x.code, out: x.stdout, err: x.stderr }; });

  it('says in one line that a PGlite directory is held by a running server', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pbs-verify-'));
    const held = await openDatabase({ pgliteDir: join(dir, 'pglite') });
    try {
      const r = await verify(dir);
      expect(r.code).toBe(2);
      expect(r.err.trim().split('\n')).toHaveLength(1);
      expect(r.err).toMatch(/in use by process \d+.*Stop the server first/);
    } finally {
      await held.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it.runIf(t.database.kind === 'postgres')('a transaction with an audit entry holds the chain only as it commits, not while it works', async () => {
    const entry = (recordId: number) => ({ table: 'users', type: 'update' as const, recordId, newValues: { note: recordId }, actorId: null });
    let finish!: () => void;
    const working = new Promise<void>((resolve) => { finish = resolve; });
    let slowWrote!: () => void;
    const wrote = new Promise<void>((resolve) => { slowWrote = resolve; });
    // A long save: its entry is written, then it goes on working.
    const slow = t.db.transaction(async (tx) => { await writeAudit(tx, entry(1)); slowWrote(); await working; });
    await wrote;
    // Meanwhile other saves commit their entries: before, each waited for the long one to end.
    const quick = Promise.all([2, 3, 4].map((id) => t.db.transaction((tx) => writeAudit(tx, entry(id)))));
    const outcome = await Promise.race([quick.then(() => 'committed'), new Promise((resolve) => setTimeout(() => resolve('waited'), 5000))]);
    finish();
    await slow;
    await quick;
    expect(outcome).toBe('committed');
    const newest = await t.db.select().from(audits).orderBy(desc(audits.id)).limit(4);
    // The long save's entry joined the chain when it committed: after the others.
    const notes = newest.map((a) => (a.newValues as { note: number }).note);
    expect(notes[0]).toBe(1);
    expect(notes.slice(1).sort()).toEqual([2, 3, 4]);
    // Each linked to the row before it in its chain, each hash over its own content.
    for (const row of newest) {
      const [before] = await t.db.select().from(audits).where(and(eq(audits.chain, row.chain), lt(audits.id, row.id))).orderBy(desc(audits.id)).limit(1);
      expect(row.prevHash).toBe(before?.hash ?? GENESIS_HASH);
      expect(auditHash(row)).toBe(row.hash);
    }
  });
});
