/**
 * A year's execution at the chart's grain in one process per engine:
 *   tsx workers/execution-op.ts           (BENCH_ENGINE=pglite|postgres)
 * Seven generated national years of estimates (about 165,000 lines, 2000/01 … 2006/07, all ended), then three years carried
 * out under the last three of them, each loaded month by month from generated financial-system exports (about 21,000
 * lines a month; 36 months in all), each month through both steps of its job. Then the budget against actual by
 * segments (p95) and the budget credibility tables of the three years. Prints one JSON line.
 */
import { sql } from 'drizzle-orm';
import { pglite, postgres } from '../lib/databases.js';
import { ministryActor } from '../lib/national.js';
import { percentile, timeRuns } from '../lib/stats.js';
import { loadYear } from '../lib/national-load.js';
import { nationalYear, PUBLISHED_MAPPING, toCsv } from '../../apps/api/src/seed/national-year.js';
import { executionMonths, IFMIS_MAPPING, IFMIS_UPGRADED_MAPPING } from '../../apps/api/src/seed/execution-months.js';
import { fiscalYears } from '../../apps/api/src/db/schema/index.js';
import { databaseFiles as files } from '../../apps/api/src/lib/file-store.js';
import { keepMapping, insertLoad, loadById, setLoad } from '../../apps/api/src/modules/estimates/loads.repo.js';
import { runLoadJob } from '../../apps/api/src/modules/estimates/load.service.js';
import { EXECUTION_STEPS } from '../../apps/api/src/modules/execution/execution-load.service.js';
import { executionTotals } from '../../apps/api/src/modules/execution/execution-totals.service.js';
import { budgetCredibility } from '../../apps/api/src/modules/credibility/credibility.service.js';

const bench = process.env.BENCH_ENGINE === 'postgres' ? await postgres() : await pglite();
if (!bench) throw new Error('PostgreSQL is not reachable');
const { db } = bench.database;

await db.transaction(async (tx) => {
  await keepMapping(tx, 'Published layout', PUBLISHED_MAPPING, 1);
  await keepMapping(tx, 'IFMIS 2025', IFMIS_MAPPING, 1);
  await keepMapping(tx, 'IFMIS upgraded', IFMIS_UPGRADED_MAPPING, 1);
});
const years = [0, 1, 2, 3, 4, 5, 6].map((i) => nationalYear({ seed: 2020 + i, kind: i < 3 ? 'vote' : 'national', label: `FY${i}` }));
const budgetYearIds: number[] = [];
for (const [i, y] of years.entries()) budgetYearIds.push((await loadYear(db, i, Buffer.from(toCsv(y.header, y.rows)), 2000 + i)).yearId);
const [last] = await db.insert(fiscalYears).values({ fiscalYear: '2007-2008', startDate: '2007-07-01', endDate: '2008-06-30' }).returning();
// The years carried out: 2005/06 under 2004/05's estimates, 2006/07 under 2005/06's, 2007/08 under 2006/07's.
const executed = [...budgetYearIds.slice(5), last?.id ?? 0];

/** One month through both steps of its job; seconds of each. */
async function loadMonth(yearId: number, month: number, header: string[], rows: ((string | number | null)[] | null)[]) {
  const stored = await db.transaction((tx) => files.put(tx, 'execution', 'csv', Buffer.from(toCsv(header, rows.map((r) => r ?? [])))));
  const mapping = header.includes('Period') ? IFMIS_MAPPING : IFMIS_UPGRADED_MAPPING;
  const row = await db.transaction((tx) => insertLoad(tx, { kind: 'execution', yearId, month, fileName: `ifmis-${month}.csv`, filePath: stored.file, sha256: stored.sha256,
    mappingName: 'IFMIS', mapping, state: 'checking', createdBy: 1 }));
  let t = process.hrtime.bigint();
  await runLoadJob(db, files, { loadId: row.id, step: 'check' }, () => EXECUTION_STEPS);
  const check = Number(process.hrtime.bigint() - t) / 1e9;
  const checked = await loadById(db, row.id);
  if (checked?.state !== 'checked') throw new Error(`month ${month} ${checked?.state}: ${JSON.stringify(checked?.problems).slice(0, 300)}`);
  await setLoad(db, row.id, { state: 'loading' });
  t = process.hrtime.bigint();
  await runLoadJob(db, files, { loadId: row.id, step: 'write' }, () => EXECUTION_STEPS);
  const write = Number(process.hrtime.bigint() - t) / 1e9;
  if ((await loadById(db, row.id))?.state !== 'loaded') throw new Error(`month ${month} not written`);
  return { check, write, rows: rows.length };
}

const months: { check: number; write: number; rows: number }[] = [];
for (const [k, yearId] of executed.entries()) {
  for (const f of executionMonths(years[4 + k] ?? years[0], { seed: 54 + k })) months.push(await loadMonth(yearId, f.month, f.header, f.rows));
}
await db.execute(sql`analyze`);
const held = (await db.execute(sql`select count(*)::int n from execution_lines`) as unknown as { rows: { n: number }[] }).rows[0].n;
const totals: Record<string, number> = {};
const year = executed[2] ?? 0;
for (const by of [['vote'], ['programme'], ['economicClass'], ['item'], ['fund'], ['output'], ['function'], ['sector'], ['vote', 'fund'], ['vote', 'economicClass']]) {
  totals[by.join(' × ')] = percentile(await timeRuns(() => executionTotals({ db }, ministryActor, year, by, 12, null), 30, 3), 95);
}
const credibility = percentile(await timeRuns(() => budgetCredibility({ db }, ministryActor, executed), 5, 1), 95);
const seconds = months.map((m) => m.check + m.write).sort((a, b) => a - b);
console.log(JSON.stringify({
  monthRows: months[0]?.rows ?? 0, months: months.length, held, monthMedian: percentile(seconds, 50), monthMax: seconds[seconds.length - 1] ?? 0,
  checkMedian: percentile(months.map((m) => m.check), 50), writeMedian: percentile(months.map((m) => m.write), 50), totals, credibility,
}));
await bench.dispose();
process.exit(0);
