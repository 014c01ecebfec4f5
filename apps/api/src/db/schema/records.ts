import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const logs = pgTable('logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  serviceName: text('service_name').notNull(),
  logType: text('log_type').notNull(),
  logDetails: text('log_details').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  // Covering (created_at, type): the charts' newest-N scans are index-only.
  index('logs_created_type_idx').on(t.createdAt, t.logType),
  index('logs_type_created_idx').on(t.logType, t.createdAt),
  check('logs_type_ck', sql`${t.logType} in ('Warning','Error','Verbose','Log','Debug')`),
]);

/**
 * Hash-chained: hash = sha256(prev_hash || canonical row), in one of AUDIT_CHAINS chains (lib/audit.ts) so that
 * writers do not all queue on one lock. Written in the changing transaction.
 */
export const audits = pgTable('audits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tableName: text('table_name').notNull(),
  auditType: text('audit_type').notNull(),
  recordId: text('record_id'),
  oldValues: jsonb('old_values'),
  newValues: jsonb('new_values'),
  createdAt: ts('created_at').notNull(),
  createdBy: integer('created_by'),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
  /** HMAC of `hash` under the audit key, which is kept outside the database (lib/audit-signing.ts). */
  mac: text('mac'),
  /** Which of the chains the row was linked into; rows before the chains were split are all in chain 0. */
  chain: smallint('chain').notNull().default(0),
}, (t) => [
  index('audits_chain_idx').on(t.chain, t.id),
  index('audits_created_type_idx').on(t.createdAt, t.auditType),
  index('audits_table_idx').on(t.tableName, t.createdAt),
  check('audits_type_ck', sql`${t.auditType} in ('create','update','remove')`),
]);

/**
 * Rows per UTC month and kind of the logs, audits and login records, kept by statement-level triggers
 * (migration 0005) so that charts and totals over millions of rows read a few hundred counters.
 */
export const recordCounts = pgTable('record_counts', {
  source: text('source').notNull(),
  month: text('month').notNull(),
  kind: text('kind').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
  /**
   * Audits count into their chain's row (ADR 0022): writers linking into different chains at once would otherwise
   * all wait on one counter row to their commit. Readers sum the shards.
   */
  shard: smallint('shard').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.source, t.month, t.kind, t.shard] })]);
