import { LOG_TYPES } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import type { Range } from './filters.js';
import { countByMonth, newestFrom, total, type MonthCounts, type Source } from './rollups.js';

/** Per-month counts of the newest `limit` rows of a source in the range (the Top selector), oldest month first. */
async function topByMonth(db: Executor, source: Source, range: Range, limit: number, kinds: readonly string[]) {
  const from = await newestFrom(db, source, range, limit);
  const counts: MonthCounts = await countByMonth(db, source, from, range.end);
  return [...counts.keys()].sort().map((month) => ({ month, counts: kinds.map((k) => counts.get(month)?.get(k) ?? 0) }));
}

/** Logs graph: Warning, Error, Verbose, Log and Debug per month, and their totals. */
export async function logsGraph(db: Executor, range: Range, limit: number) {
  const months = await topByMonth(db, 'logs', range, limit, LOG_TYPES);
  const row = (counts: number[]) => Object.fromEntries(LOG_TYPES.map((t, i) => [t, counts[i]]));
  return {
    Months: months.map((m) => ({ Month: m.month, ...row(m.counts) })),
    Totals: row(LOG_TYPES.map((_, i) => months.reduce((s, m) => s + (m.counts[i] ?? 0), 0))),
  };
}

/** Audits graph: creates, updates and deletes per month. */
export async function auditsGraph(db: Executor, range: Range, limit: number) {
  const months = await topByMonth(db, 'audits', range, limit, ['create', 'update', 'remove']);
  return months.map((m) => ({ Month: m.month, Creates: m.counts[0], Updates: m.counts[1], Deletes: m.counts[2] }));
}

/** Logins graph: successful and failed sign-ins per month. */
export async function loginsGraph(db: Executor, range: Range, limit: number) {
  const months = await topByMonth(db, 'logins', range, limit, ['ok', 'failed']);
  return months.map((m) => ({ Month: m.month, Logins: m.counts[0], Failed: m.counts[1] }));
}

/** Overall Overview: logins, audits and logs recorded in the range. */
export async function overview(db: Executor, range: Range) {
  const count = async (s: Source) => total(await countByMonth(db, s, range.start, range.end));
  const [Logins, Audits, Logs] = await Promise.all([count('logins'), count('audits'), count('logs')]);
  return { Logins, Audits, Logs };
}
