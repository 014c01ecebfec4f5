import { sql } from 'drizzle-orm';
import { LOG_TYPES } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import type { Range } from './filters.js';

type Rows = { rows: Record<string, unknown>[] };

/**
 * Per-month counts of the newest `limit` rows of a table in the range (the Top selector), computed in the
 * database: an index scan of at most `limit` rows, grouped — the browser receives a dozen numbers, not rows.
 */
async function monthly(db: Executor, table: string, column: string, values: readonly string[], range: Range, limit: number) {
  const counts = values.map((v, i) => sql`count(*) filter (where ${sql.raw(column)} = ${v})::int as ${sql.raw(`c${i}`)}`);
  const res = await db.execute(sql`
    with newest as (
      select ${sql.raw(column)}, created_at from ${sql.raw(table)}
      where created_at >= ${range.start.toISOString()} and created_at < ${range.end.toISOString()}
      order by created_at desc limit ${limit})
    select to_char(date_trunc('month', created_at), 'YYYY-MM') as month, ${sql.join(counts, sql`, `)}
    from newest group by 1 order by 1`) as unknown as Rows;
  return res.rows.map((r) => ({ month: String(r.month), counts: values.map((_, i) => Number(r[`c${i}`])) }));
}

/** Logs graph: Warning, Error, Verbose, Log and Debug per month, and their totals. */
export async function logsGraph(db: Executor, range: Range, limit: number) {
  const months = await monthly(db, 'logs', 'log_type', LOG_TYPES, range, limit);
  const row = (counts: number[]) => Object.fromEntries(LOG_TYPES.map((t, i) => [t, counts[i]]));
  return {
    Months: months.map((m) => ({ Month: m.month, ...row(m.counts) })),
    Totals: row(LOG_TYPES.map((_, i) => months.reduce((s, m) => s + m.counts[i], 0))),
  };
}

/** Audits graph: creates, updates and deletes per month. */
export async function auditsGraph(db: Executor, range: Range, limit: number) {
  const months = await monthly(db, 'audits', 'audit_type', ['create', 'update', 'remove'], range, limit);
  return months.map((m) => ({ Month: m.month, Creates: m.counts[0], Updates: m.counts[1], Deletes: m.counts[2] }));
}

/** Logins graph: successful and failed sign-ins per month. */
export async function loginsGraph(db: Executor, range: Range, limit: number) {
  const res = await db.execute(sql`
    with newest as (select login_status, created_at from login_records
      where created_at >= ${range.start.toISOString()} and created_at < ${range.end.toISOString()} order by created_at desc limit ${limit})
    select to_char(date_trunc('month', created_at), 'YYYY-MM') as month,
      count(*) filter (where login_status)::int as ok, count(*) filter (where not login_status)::int as failed
    from newest group by 1 order by 1`) as unknown as Rows;
  return res.rows.map((r) => ({ Month: String(r.month), Logins: Number(r.ok), Failed: Number(r.failed) }));
}

/** Overall Overview: logins, audits and logs recorded in the range. */
export async function overview(db: Executor, range: Range) {
  const s = range.start.toISOString();
  const e = range.end.toISOString();
  const res = await db.execute(sql`select
    (select count(*) from login_records where created_at >= ${s} and created_at < ${e})::int as logins,
    (select count(*) from audits where created_at >= ${s} and created_at < ${e})::int as audits,
    (select count(*) from logs where created_at >= ${s} and created_at < ${e})::int as logs`) as unknown as Rows;
  const r = res.rows[0];
  return { Logins: Number(r.logins), Audits: Number(r.audits), Logs: Number(r.logs) };
}
