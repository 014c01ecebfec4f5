/**
 * The national load and the national summaries in one process per engine, so RSS is the load's own:
 *   tsx workers/estimates-op.ts           (BENCH_ENGINE=pglite|postgres)
 * Loads a generated national year (24,000 lines) into a year of its own — the check and the write, as their
 * jobs run them — then bare: the same file parsed by csv-parse and its lines inserted by one statement. Then
 * seven years (about 165,000 lines; three with each vote's own programme codes, four national) held, each national
 * summary timed, each year's sector summary, and the seven years side by side. Prints one JSON line.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { pglite, postgres } from '../lib/databases.js';
import { ministryActor } from '../lib/national.js';
import { percentile, timeRuns } from '../lib/stats.js';
import { nationalYear, PUBLISHED_MAPPING, toCsv } from '../../apps/api/src/seed/national-year.js';
import { keepMapping } from '../../apps/api/src/modules/estimates/loads.repo.js';
import { loadYear } from '../lib/national-load.js';
import { estimateTotals } from '../../apps/api/src/modules/estimates/totals.service.js';
import { compareYears } from '../../apps/api/src/modules/estimates/compare.service.js';

const bench = process.env.BENCH_ENGINE === 'postgres' ? await postgres() : await pglite();
if (!bench) throw new Error('PostgreSQL is not reachable');
const { db } = bench.database;
const mib = (b: number) => Math.round(b / 1024 / 1024);

/** One load through both of its job steps; seconds of each. */
const load = (n: number, body: Buffer) => loadYear(db, n, body);

await db.transaction((tx) => keepMapping(tx, 'Published layout', PUBLISHED_MAPPING, 1));
// Seven years as a ministry's history holds them: the older with each vote's own programme codes, the newer national (ADR 0024).
const years = [0, 1, 2, 3, 4, 5, 6].map((i) => nationalYear({ seed: 2020 + i, kind: i < 3 ? 'vote' : 'national', label: `FY${i}` }));
const bodies = years.map((y) => Buffer.from(toCsv(y.header, y.rows)));
global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
const first = await load(0, bodies[0]);
clearInterval(sampler);

// Bare: the same file parsed whole by csv-parse, and its amounts inserted in one statement into a bare table.
let t = process.hrtime.bigint();
const rows = parse(bodies[0], { from_line: 2 }) as string[][];
await db.execute(sql`create temporary table bare_lines (vote text, item text, fund text, amount bigint)`);
const column = (values: unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
await db.execute(sql`insert into bare_lines select * from unnest(${column(rows.map((r) => r[2]), 'text')}, ${column(rows.map((r) => r[10]), 'text')},
  ${column(rows.map((r) => r[12]), 'text')}, ${column(rows.map((r) => Math.round(Number(r[13]))), 'bigint')})`);
const bare = Number(process.hrtime.bigint() - t) / 1e9;

const yearIds = [first.yearId];
for (let i = 1; i < 7; i++) yearIds.push((await load(i, bodies[i])).yearId);
const held = (await db.execute(sql`select count(*)::int n from budget_lines`) as unknown as { rows: { n: number }[] }).rows[0].n;
await db.execute(sql`analyze`);
const summaries: Record<string, number> = {};
for (const by of ['sector', 'function', 'vote', 'fund', 'economicClass']) {
  summaries[by] = percentile(await timeRuns(() => estimateTotals({ db }, ministryActor, first.yearId, 2, [by], null), 50, 5), 95);
}
// Each year's sector summary, and the seven years side by side.
const eachYear: number[] = [];
for (const id of yearIds) eachYear.push(...await timeRuns(() => estimateTotals({ db }, ministryActor, id, 2, ['sector'], null), 20, 2));
summaries['sector, each year'] = percentile(eachYear, 95);
for (const by of ['function', 'economicClass', 'vote']) {
  summaries[`7 years by ${by}`] = percentile(await timeRuns(() => compareYears({ db }, ministryActor, yearIds, 2, by, null), 20, 2), 95);
}
summaries['vote × fund'] = percentile(await timeRuns(() => estimateTotals({ db }, ministryActor, first.yearId, 2, ['vote', 'fund'], null), 30, 3), 95);
console.log(JSON.stringify({ lines: years[0].rows.length, check: first.check, write: first.write, bare, baselineMiB: mib(before), peakMiB: mib(peak), held, summaries }));
await bench.dispose();
process.exit(0);
