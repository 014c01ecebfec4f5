import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RowError, Said } from '@pbs/domain';
import type { Actor } from '../../../auth/actor.js';
import type { Executor, Tx } from '../../../db/client.js';
import {
  uploadReplacedRows, type budgetAdjustments, type budgetLines, type cgMtefs, type executionLines, type lgGrantIpfs, type perfIndicators, type revenueEstimates, type revenueOutturns, type uploadRows,
} from '../../../db/schema/index.js';
import type { Lookups } from '../lookups.js';
import type { ParsedRow } from '../validate-rows.js';

export interface CheckContext {
  actor: Actor; yearId: number; stageId: number | null; lookups: Lookups;
  /** Breaches the year's control lets through (Warn): the file is written, and the preview and the answer list them. */
  warn?: (rows: RowError[]) => void;
}
export interface ApplyContext extends CheckContext { batchId: number }

/**
 * How a kind's file replaces what is stored: stored rows sharing the `scope` columns' values with a file row
 * are replaced by the file; `key` matches a stored row to the file row that takes its place. Null: the file
 * adds rows (virements, supplementaries) and replaces nothing.
 */
export interface Replaces { scope: string[]; key: string[] }

/** A stored row whole, as PostgreSQL's to_jsonb gives it: by column name, every value exact. */
export type StoredRow = Record<string, unknown>;

/** What one upload kind adds to the generic checks: its business rules, what it replaces, and how it writes its rows. */
export interface KindHandler {
  /** Where the kind's rows live; each names the batch that wrote it (batch_id), which is how a batch is reverted. */
  table: typeof cgMtefs | typeof lgGrantIpfs | typeof uploadRows | typeof budgetAdjustments | typeof budgetLines | typeof perfIndicators | typeof executionLines
    | typeof revenueEstimates | typeof revenueOutturns;
  replaces: Replaces | null;
  /** For list kinds: the column whose amounts the stored rows add up (upload_rows.amount). */
  amountColumn?: string;
  check(db: Executor, rows: ParsedRow[], ctx: CheckContext): Promise<RowError[]> | RowError[];
  /** Writes the file's rows, keeping the stored rows they replace whole (deleteKeeping); answers how many. */
  apply(tx: Tx, rows: ParsedRow[], ctx: ApplyContext): Promise<number>;
  /**
   * The kind's rules on a revert, which removes `current` (the batch's rows) and puts `restored` back: what it
   * would break, each a message the refusal says in the user's language (none: the revert may go ahead).
   */
  revertCheck?(db: Executor, restored: StoredRow[], current: StoredRow[], ctx: CheckContext): Promise<Said[]>;
  /**
   * Puts back what the batch replaced, after its rows were removed, for a kind whose file rewrites more than its
   * table's rows (the performance plan's outputs) or whose rows others are read from (execution's lines to date); by
   * default the replaced rows go back into `table` whole.
   */
  revert?(tx: Tx, batchId: number, ctx: CheckContext): Promise<unknown>;
  /**
   * A local government's detailed estimates stand under the kind's rows (grant IPFs, local revenue): a write or
   * revert may not lower them below those lines (budget/detail-rule.ts envelopeHold).
   */
  envelope?: true;
  /** A sheet the template adds beside Codes, listing what the kind's rows may name (the performance plan's outputs). */
  choices?(db: Executor, actor: Actor, yearId: number): Promise<{ name: string; headers: string[]; rows: (string | number | null)[][] }>;
}

/** Inserts in slices so no statement exceeds PostgreSQL's 65,535 parameters. */
export async function insertChunked<T>(rows: T[], size: number, insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Inserts many rows in one statement of one array parameter per column (insert … select from unnest):
 * what the server must serialise is a few arrays, not a SQL text of tens of thousands of placeholders,
 * so a 10,000-row import costs the request thread a few milliseconds instead of a second.
 */
export async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  const [first] = rows;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const arrays = columns.map(([key, column]) => {
    const values = rows.map((r) => {
      const v = (r as Record<string, unknown>)[key];
      return v === null || v === undefined ? null : column.mapToDriverValue(v);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  await tx.execute(sql`insert into ${table} (${sql.join(columns.map(([, c]) => sql.identifier(c.name)), sql`, `)})
    select * from unnest(${sql.join(arrays, sql`, `)})`);
}

/**
 * Deletes the rows a file replaces and keeps them, whole and exact, under its batch in one statement: the
 * rows never travel to the server and back, so a revert puts back precisely what was there.
 */
export async function deleteKeeping(tx: Tx, table: PgTable, where: SQL | undefined, batchId: number): Promise<number> {
  const result = await tx.execute(sql`with gone as (delete from ${table} where ${where ?? sql`false`} returning *),
    kept as (insert into ${uploadReplacedRows} (batch_id, data) select ${batchId}, to_jsonb(gone) from gone returning 1)
    select count(*)::int n from kept`);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
