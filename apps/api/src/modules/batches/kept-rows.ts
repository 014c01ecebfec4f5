import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { uploadReplacedRows } from '../../db/schema/index.js';

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
