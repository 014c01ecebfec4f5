import { createHash, randomInt } from 'node:crypto';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { AuditType } from '@pbs/domain';
import type { Executor, Tx } from '../db/client.js';
import { audits } from '../db/schema/index.js';
import { canonicalJson } from './canonical.js';
import { afterCommit, beforeCommit } from '../db/after-commit.js';
import { auditSigner, type AuditSigner, type HeadWitness } from './audit-signing.js';

export const GENESIS_HASH = '0'.repeat(64);
/** Any advisory-lock key works as long as every audit writer uses the same one; the second key is the chain. */
const AUDIT_CHAIN_LOCK = 730_001;
/**
 * The chains a transaction may link its entries into, each with its own lock (ADR 0022). One chain made every
 * audited write of the system wait for the one before it to commit; with eight, a writer takes the first free one.
 */
export const AUDIT_CHAINS = 8;
const SECRET_FIELDS = new Set(['passwordHash', 'tempPasswordHash', 'tokenHash', 'codeHash']);

export interface AuditEntry {
  table: string;
  type: AuditType;
  recordId: string | number | null;
  oldValues?: object | null;
  newValues?: object | null;
  actorId: number | null;
}

/** Plain JSON values without secrets: what is stored and hashed. */
function clean(values: object | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = SECRET_FIELDS.has(k) ? '[redacted]' : v;
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown>;
}

export function auditHash(row: {
  tableName: string; auditType: string; recordId: string | null; oldValues: unknown; newValues: unknown;
  createdAt: Date; createdBy: number | null; prevHash: string;
}): string {
  const { tableName, auditType, recordId, oldValues, newValues, createdAt, createdBy, prevHash } = row;
  const body = canonicalJson({ tableName, auditType, recordId, oldValues, newValues, createdAt, createdBy });
  return createHash('sha256').update(prevHash).update(body).digest('hex');
}

type AuditRow = Omit<Parameters<typeof auditHash>[0], 'prevHash'>;

/** The entries of each open transaction, chained when it ends. */
const queued = new WeakMap<object, AuditRow[]>();

/**
 * Records a change inside the caller's transaction. The entry joins the chain at the end of the transaction, just
 * before it commits: the chain's lock, which orders every writer of the system, is then held for milliseconds instead
 * of for the whole of a save or an upload (on deadline day writes queued on it). Outside a transaction it is chained at once.
 */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  const row: AuditRow = {
    tableName: entry.table,
    auditType: entry.type,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    oldValues: clean(entry.oldValues),
    newValues: clean(entry.newValues),
    createdAt: new Date(),
    createdBy: entry.actorId,
  };
  const open = queued.get(tx);
  if (open) { open.push(row); return; }
  const rows = [row];
  if (beforeCommit(tx, () => appendToChain(tx, rows))) queued.set(tx, rows);
  else await appendToChain(tx, rows);
}

/**
 * Takes the first chain whose lock is free (lowest first: a quiet system keeps to chain 0), else waits for one chosen
 * at random; the lock is held to COMMIT.
 */
async function lockChain(tx: Tx): Promise<number> {
  const free = await tx.execute(sql`select c from generate_series(0, ${AUDIT_CHAINS - 1}) c where pg_try_advisory_xact_lock(${AUDIT_CHAIN_LOCK}, c) limit 1`);
  const [row] = (free as { rows: { c: number }[] }).rows;
  if (row) return row.c;
  const chain = randomInt(AUDIT_CHAINS);
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK}, ${chain})`);
  return chain;
}

/** Chains rows after the newest one of a free chain, under its lock, signing each when a key is set. */
async function appendToChain(tx: Tx, rows: AuditRow[]): Promise<void> {
  const chain = await lockChain(tx);
  const [last] = await tx.select({ hash: audits.hash }).from(audits).where(eq(audits.chain, chain)).orderBy(desc(audits.id)).limit(1);
  const signer = auditSigner();
  let prevHash = last?.hash ?? GENESIS_HASH;
  const chained = rows.map((row) => {
    const hash = auditHash({ ...row, prevHash });
    const linked = { ...row, prevHash, hash, mac: signer?.mac(hash) ?? null, chain };
    prevHash = hash;
    return linked;
  });
  const written = await tx.insert(audits).values(chained).returning({ id: audits.id, hash: audits.hash });
  const head = written.reduce((a, b) => (b.id > a.id ? b : a));
  if (signer) afterCommit(tx, () => signer.witness(chain, head));
}

export type ChainResult = { ok: true; checked: number; signed: number; note?: string } | { ok: false; checked: number; brokenId: number; reason: string };

/**
 * Walks the trail in id order, in pages, each row against the one before it in its chain, and names the first row
 * that does not verify. With a signer it also checks each row's signature (rows written before signing began carry
 * none), that the trail still holds the head witnessed in the data directory for each chain, and that those rows
 * are signed (so no row after them may be unsigned).
 */
export async function verifyAuditChain(db: Executor, signer: AuditSigner | null = auditSigner(), pageSize = 5000): Promise<ChainResult> {
  const prev = new Map<number, string>();
  let lastId = 0;
  let checked = 0;
  let signed = 0;
  const heads = new Map<number, HeadWitness>();
  // This process's own newest heads are written first, so they are checked too.
  signer?.flush();
  for (let chain = 0; chain < AUDIT_CHAINS; chain++) {
    const head = signer?.readHead(chain) ?? null;
    if (head === 'forged') return { ok: false, checked, brokenId: 0, reason: `the head witness of chain ${chain} in the data directory has a wrong signature` };
    if (head) heads.set(chain, head);
  }
  const seen = new Set<number>();
  for (;;) {
    const page = await db.select().from(audits).where(gt(audits.id, lastId)).orderBy(asc(audits.id)).limit(pageSize);
    for (const row of page) {
      if (row.chain < 0 || row.chain >= AUDIT_CHAINS) return { ok: false, checked, brokenId: row.id, reason: `chain ${row.chain} does not exist` };
      if (row.prevHash !== (prev.get(row.chain) ?? GENESIS_HASH)) return { ok: false, checked, brokenId: row.id, reason: 'previous hash does not match' };
      if (auditHash(row) !== row.hash) return { ok: false, checked, brokenId: row.id, reason: 'row content does not match its hash' };
      if (signer && row.mac && !signer.verifies(row.hash, row.mac)) return { ok: false, checked, brokenId: row.id, reason: 'signature does not match: the row or the hashes before it were rewritten' };
      if (signer && !row.mac && signed > 0) return { ok: false, checked, brokenId: row.id, reason: 'unsigned row after signed ones' };
      if (row.mac) signed++;
      const head = heads.get(row.chain);
      if (head && row.id === head.id) {
        if (row.hash !== head.hash) return { ok: false, checked, brokenId: row.id, reason: 'differs from the head witnessed in the data directory: the tail was rewritten' };
        // The witness was written after this row was signed: without its signature, every later unsigned row could be forged.
        if (!row.mac) return { ok: false, checked, brokenId: row.id, reason: 'the row witnessed as the head carries no signature: signatures were removed' };
        seen.add(row.chain);
      }
      prev.set(row.chain, row.hash);
      lastId = row.id;
      checked++;
    }
    if (page.length < pageSize) break;
  }
  for (const [chain, head] of heads) {
    if (!seen.has(chain)) {
      return { ok: false, checked, brokenId: head.id, reason: `the trail ends at row ${lastId}, but row ${head.id} was witnessed in the data directory: the tail was deleted` };
    }
  }
  return { ok: true, checked, signed, note: signer ? undefined : 'no audit key: signatures not checked' };
}
