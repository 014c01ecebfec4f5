import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import { auditsGraph, loginsGraph, logsGraph, overview } from '../../apps/api/src/modules/records/charts.js';
import { logsPage, logWhere } from '../../apps/api/src/modules/records/sources.js';
import { parseRange } from '../../apps/api/src/modules/records/filters.js';
import { countInRange } from '../../apps/api/src/modules/records/rollups.js';
import { pglite, postgres } from '../lib/databases.js';
import { ms, percentile, printTable, ratio, timeRuns } from '../lib/stats.js';

const DAY_MS = 86_400_000;
const SPAN_DAYS = 730;

/** `n` rows spread evenly over the last two years, the shape a busy ministry server accumulates. */
async function fill(db: Db, logs: number, audits: number, logins: number) {
  const at = (n: number) => sql.raw(`now() - (g * ${(SPAN_DAYS * DAY_MS) / n}::float8) * interval '1 millisecond'`);
  await db.execute(sql`insert into logs (service_name, log_type, log_details, created_at)
    select (array['api','auth','graphql','uploads'])[1 + g % 4], (array['Log','Log','Log','Debug','Verbose','Warning','Error'])[1 + g % 7],
      '{"msg":"event ' || g || '"}', ${at(logs)} from generate_series(1, ${logs}) g`);
  await db.execute(sql`insert into audits (table_name, audit_type, record_id, new_values, created_at, created_by, prev_hash, hash)
    select (array['cg_mtefs','submissions','users','votes'])[1 + g % 4], (array['create','update','update','remove'])[1 + g % 4], g::text,
      '{}'::jsonb, ${at(audits)}, 1, '', md5(g::text) from generate_series(1, ${audits}) g`);
  await db.execute(sql`insert into login_records (user_name, ip_address, login_status, login_message, created_at)
    select 'user' || (g % 500), '10.0.0.1', g % 9 <> 0, 'bench', ${at(logins)} from generate_series(1, ${logins}) g`);
  // What autovacuum does on a live server: statistics, and the visibility map that makes index-only scans pay.
  await db.execute(sql`vacuum analyze`);
}

const TOP = 100_000;

/** Every chart query of the dashboard widgets at Top 100,000 over two years of 1,000,000 logs and 1,000,000 audits. */
export async function recordsBench(rows = 1_000_000, runs = 20) {
  const today = new Date().toISOString().slice(0, 10);
  const twoYearsAgo = new Date(Date.now() - SPAN_DAYS * DAY_MS).toISOString().slice(0, 10);
  const range = parseRange(twoYearsAgo, today);
  const queries: [string, (db: Db) => Promise<unknown>][] = [
    ['logsGraph (Top 100,000)', (db) => logsGraph(db, range, TOP)],
    ['auditsGraph (Top 100,000)', (db) => auditsGraph(db, range, TOP)],
    ['loginsGraph (Top 100,000)', (db) => loginsGraph(db, range, TOP)],
    ['overallOverview (two years)', (db) => overview(db, range)],
    ['logsInDateRange (page of 50 + total)', (db) => logsPage(db, logWhere({ range }), 0, 50, countInRange(db, 'logs', range))],
  ];
  const results: Record<string, { p50: number; p95: number }[]> = {};
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const bench = engine === 'PGlite' ? await pglite(false) : await postgres(false);
    if (!bench) { console.log('PostgreSQL not reachable: its column is left empty.'); continue; }
    const opened = { db: bench.database.db, close: bench.dispose };
    try {
      const t = Date.now();
      await fill(opened.db, rows, rows, rows / 5);
      console.log(`${engine}: ${rows.toLocaleString('en')} logs, ${rows.toLocaleString('en')} audits, ${(rows / 5).toLocaleString('en')} logins inserted in ${((Date.now() - t) / 1000).toFixed(0)} s`);
      results[engine] = [];
      for (const [, run] of queries) {
        const sample = await timeRuns(() => run(opened.db), runs, 3);
        results[engine].push({ p50: percentile(sample, 50), p95: percentile(sample, 95) });
      }
    } finally { await opened.close(); }
  }
  printTable(`Chart and list queries over ${rows.toLocaleString('en')} logs and ${rows.toLocaleString('en')} audits (${runs} runs each; ms)`,
    ['query', 'PGlite p50', 'PGlite p95', 'PG p50', 'PG p95', 'PGlite/PG p95'],
    queries.map(([name], i) => {
      const l = results.PGlite?.[i];
      const p = results.PostgreSQL?.[i];
      return [name, l ? ms(l.p50) : '–', l ? ms(l.p95) : '–', p ? ms(p.p50) : '–', p ? ms(p.p95) : '–', l && p ? ratio(l.p95, p.p95) : '–'];
    }));
}
