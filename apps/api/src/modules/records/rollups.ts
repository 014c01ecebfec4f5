import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Range } from './filters.js';

type Rows = { rows: Record<string, unknown>[] };

/** Each counted source: its table and the SQL of the kind a row is counted under (as in migration 0005). */
export const SOURCES = {
  logs: { table: 'logs', kind: 'log_type' },
  audits: { table: 'audits', kind: 'audit_type' },
  logins: { table: 'login_records', kind: "case when login_status then 'ok' else 'failed' end" },
} as const;
export type Source = keyof typeof SOURCES;

/** month 'YYYY-MM' → kind → rows */
export type MonthCounts = Map<string, Map<string, number>>;

const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const nextMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
const label = (d: Date) => d.toISOString().slice(0, 7);

function add(into: MonthCounts, month: string, kind: string, n: number) {
  const m = into.get(month) ?? new Map<string, number>();
  m.set(kind, (m.get(kind) ?? 0) + n);
  into.set(month, m);
}

/** Exact rows per kind in [from, to), a piece of one month: an index-only range scan on (created_at, kind). */
async function scan(db: Executor, source: Source, from: Date, to: Date): Promise<Map<string, number>> {
  const s = SOURCES[source];
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- either driver's database answers execute with rows; the assertion names them
  const res = await db.execute(sql`select ${sql.raw(s.kind)} as kind, count(*)::int as n from ${sql.raw(s.table)}
    where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()} group by 1`) as unknown as Rows;
  return new Map(res.rows.map((r) => [String(r.kind), Number(r.n)]));
}

async function counters(db: Executor, source: Source, first: string, last: string, into: MonthCounts) {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- either driver's database answers execute with rows; the assertion names them
  const res = await db.execute(sql`select month, kind, n::int as n from record_counts
    where source = ${source} and month >= ${first} and month <= ${last}`) as unknown as Rows;
  for (const r of res.rows) add(into, String(r.month), String(r.kind), Number(r.n));
}

/**
 * Rows per month and kind in [from, to): whole months from the counters; a partial month by scanning the part
 * inside the range or — when that is the larger part — its counter less a scan of the part outside. Cost follows
 * the number of months and at most half a month of rows at each edge, not the rows in the range.
 */
export async function countByMonth(db: Executor, source: Source, from: Date, to: Date): Promise<MonthCounts> {
  const out: MonthCounts = new Map();
  if (from >= to) return out;
  const whole: MonthCounts = new Map();
  await counters(db, source, label(from), label(new Date(to.getTime() - 1)), whole);
  for (let m = monthStart(from); m < to; m = nextMonth(m)) {
    const a = from > m ? from : m;
    const end = nextMonth(m);
    const b = to < end ? to : end;
    const month = label(m);
    const counted = whole.get(month) ?? new Map<string, number>();
    if (a.getTime() === m.getTime() && b.getTime() === end.getTime()) {
      for (const [k, n] of counted) add(out, month, k, n);
    } else if (b.getTime() - a.getTime() <= (end.getTime() - m.getTime()) / 2) {
      for (const [k, n] of await scan(db, source, a, b)) add(out, month, k, n);
    } else {
      const [before, after] = await Promise.all([scan(db, source, m, a), scan(db, source, b, end)]);
      for (const [k, n] of counted) add(out, month, k, n - (before.get(k) ?? 0) - (after.get(k) ?? 0));
    }
  }
  for (const [month, kinds] of out) if (kinds.size === 0) out.delete(month);
  return out;
}

/**
 * Where the newest `limit` rows of the range begin (the Top selector): the created_at of the limit-th newest row,
 * found by an index-only walk of at most `limit` entries; the range start when the range holds fewer rows.
 * Rows sharing that instant are all counted.
 */
export async function newestFrom(db: Executor, source: Source, range: Range, limit: number): Promise<Date> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- either driver's database answers execute with rows; the assertion names them
  const res = await db.execute(sql`select created_at from ${sql.raw(SOURCES[source].table)}
    where created_at >= ${range.start.toISOString()} and created_at < ${range.end.toISOString()}
    order by created_at desc offset ${limit - 1} limit 1`) as unknown as Rows;
  const at = res.rows[0]?.created_at;
  return at ? new Date(at as string) : range.start;
}

export const total = (counts: MonthCounts) => [...counts.values()].reduce((s, m) => s + [...m.values()].reduce((a, b) => a + b, 0), 0);

/** Rows of a source (of one kind, if given) in a range, from the counters: for availableDataSize of a range alone. */
export const countInRange = (db: Executor, source: Source, r: Range, kind?: string) => async () => {
  const months = await countByMonth(db, source, r.start, r.end);
  return kind ? [...months.values()].reduce((s, m) => s + (m.get(kind) ?? 0), 0) : total(months);
};
