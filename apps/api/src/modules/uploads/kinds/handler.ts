import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { RowError } from '@pbs/domain';
import type { Actor } from '../../../auth/actor.js';
import type { Executor, Tx } from '../../../db/client.js';
import type { Lookups } from '../lookups.js';
import type { ParsedRow } from '../validate-rows.js';

export interface CheckContext { actor: Actor; yearId: number; stageId: number | null; lookups: Lookups }
export interface ApplyContext extends CheckContext { batchId: number }

/**
 * How a kind's file replaces what is stored: stored rows sharing the `scope` columns' values with a file row
 * are replaced by the file; `key` matches a stored row to the file row that takes its place. Null: the file
 * adds rows (virements, supplementaries) and replaces nothing.
 */
export interface Replaces { scope: string[]; key: string[] }

/** What one upload kind adds to the generic checks: its business rules, what it replaces, and how it writes its rows. */
export interface KindHandler {
  replaces: Replaces | null;
  check(db: Executor, rows: ParsedRow[], ctx: CheckContext): Promise<RowError[]> | RowError[];
  apply(tx: Tx, rows: ParsedRow[], ctx: ApplyContext): Promise<void>;
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
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => key in rows[0]);
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
