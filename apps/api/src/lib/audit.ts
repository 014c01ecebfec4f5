import { createHash } from 'node:crypto';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { AuditType } from '@pbs/domain';
import type { Executor, Tx } from '../db/client.js';
import { audits } from '../db/schema/index.js';
import { canonicalJson } from './canonical.js';

export const GENESIS_HASH = '0'.repeat(64);
/** Any advisory-lock key works as long as every audit writer uses the same one. */
const AUDIT_CHAIN_LOCK = 730_001;
const SECRET_FIELDS = new Set(['passwordHash', 'tempPasswordHash', 'tokenHash', 'codeHash']);

export interface AuditEntry {
  table: string;
  type: AuditType;
  recordId: string | number | null;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
  actorId: number | null;
}

/** Plain JSON values without secrets: what is stored and hashed. */
function clean(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) out[k] = SECRET_FIELDS.has(k) ? '[redacted]' : v;
  return JSON.parse(JSON.stringify(out));
}

export function auditHash(row: {
  tableName: string; auditType: string; recordId: string | null; oldValues: unknown; newValues: unknown;
  createdAt: Date; createdBy: number | null; prevHash: string;
}): string {
  const { tableName, auditType, recordId, oldValues, newValues, createdAt, createdBy, prevHash } = row;
  const body = canonicalJson({ tableName, auditType, recordId, oldValues, newValues, createdAt, createdBy });
  return createHash('sha256').update(prevHash).update(body).digest('hex');
}

/** Appends to the chain inside the caller's transaction; the advisory lock orders concurrent writers. */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_CHAIN_LOCK})`);
  const [last] = await tx.select({ hash: audits.hash }).from(audits).orderBy(desc(audits.id)).limit(1);
  const row = {
    tableName: entry.table,
    auditType: entry.type,
    recordId: entry.recordId === null ? null : String(entry.recordId),
    oldValues: clean(entry.oldValues),
    newValues: clean(entry.newValues),
    createdAt: new Date(),
    createdBy: entry.actorId,
    prevHash: last?.hash ?? GENESIS_HASH,
  };
  await tx.insert(audits).values({ ...row, hash: auditHash(row) });
}

export type ChainResult = { ok: true; checked: number } | { ok: false; checked: number; brokenId: number; reason: string };

/** Walks the chain in id order, in pages, and names the first row that does not verify. */
export async function verifyAuditChain(db: Executor, pageSize = 5000): Promise<ChainResult> {
  let prev = GENESIS_HASH;
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const page = await db.select().from(audits).where(gt(audits.id, lastId)).orderBy(asc(audits.id)).limit(pageSize);
    if (!page.length) return { ok: true, checked };
    for (const row of page) {
      if (row.prevHash !== prev) return { ok: false, checked, brokenId: row.id, reason: 'previous hash does not match' };
      if (auditHash(row) !== row.hash) return { ok: false, checked, brokenId: row.id, reason: 'row content does not match its hash' };
      prev = row.hash;
      lastId = row.id;
      checked++;
    }
  }
}
