import type { Db } from '../../apps/api/src/db/client.js';
import type { Actor } from '../../apps/api/src/auth/actor.js';
import { gridData, reportDetails } from '../../apps/api/src/modules/reports/dashboard.service.js';
import { budgetMtefAggregate } from '../../apps/api/src/modules/budget/mtef.repo.js';
import { budgetGrantIpfAggregate } from '../../apps/api/src/modules/budget/ipf.repo.js';
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { BUDGET_CATEGORIES } from '@pbs/domain';
import { cgMtefTotals, lgIpfTotals } from '../../apps/api/src/db/schema/index.js';
import { inActiveStage } from '../../apps/api/src/modules/budget/balances.js';
import { mtefColumn } from '../../apps/api/src/modules/budget/columns.js';
import { activeYears, fillSubmissions, ministryActor, scaleBudget, scaleOrganisation, voteActor } from '../lib/national.js';
import { pglite, postgres, type BenchDb } from '../lib/databases.js';
import { ms, percentile, printTable, ratio, timeRuns } from '../lib/stats.js';

/** The four Submission Status grids (SPEC.md section 7) and the Report Details behind the largest count. */
const GRIDS = [
  ['dashboardReportsGridDataVote', 'CG', 'VOTE'],
  ['dashboardReportsGridData', 'CG', 'PROGRAMME'],
  ['dashboardReportsGridDataSepc', 'SEPC', 'Parastatal'],
  ['dashboardReportsGridDataLgVote', 'LG', 'Vote'],
] as const;

type Query = { name: string; actor: string; run: () => Promise<unknown> };

/**
 * The ministry's two budget widgets as they would read without the shard tables of migration 0013: the same
 * sums over every vote's totals row (ADR 0012 weighs the one against the other).
 */
function withoutShards(db: Db): Query[] {
  const sum = (column: SQLWrapper) => sql<number>`coalesce(sum(${column}), 0)::float8`;
  const mtef = db.select(Object.fromEntries(['Y0', 'Y1'].flatMap((y) => BUDGET_CATEGORIES.map((c) => [`${y}_${c}`, sum(cgMtefTotals[mtefColumn(y, c) as keyof typeof cgMtefTotals] as SQLWrapper)]))))
    .from(cgMtefTotals).where(and(inActiveStage(cgMtefTotals.yearId, cgMtefTotals.stageId, 'CG'), eq(cgMtefTotals.kind, 'allocation'))).prepare('bench_mtef_all_votes');
  const ipf = db.select(Object.fromEntries(([1, 2, 3, 4, 5] as const).map((y) => [`Projection_Y${y}`, sum(lgIpfTotals[`projectionY${y}`])])))
    .from(lgIpfTotals).where(inActiveStage(lgIpfTotals.yearId, lgIpfTotals.stageId, 'LG')).prepare('bench_ipf_all_votes');
  return [
    { name: 'budgetMTEF without shards', actor: 'ministry', run: () => mtef.execute() },
    { name: 'budgetGrantIpf without shards', actor: 'ministry', run: () => ipf.execute() },
  ];
}

async function queries(db: Db): Promise<Query[]> {
  const { active, previous } = await activeYears(db);
  const actors: [string, Actor, Actor][] = [['ministry', ministryActor, ministryActor], ['vote', await voteActor(db), await voteActor(db, 'LG')]];
  const out: Query[] = [];
  for (const [label, actor, lgActor] of actors) {
    for (const [name, type, category] of GRIDS) {
      const args = { Report_Type: type, Report_Category: category, Active_Year_ID: active, Previous_Year_ID: previous };
      out.push({ name, actor: label, run: () => gridData({ db }, actor, args) });
    }
    const [first] = await gridData({ db }, actor, { Report_Type: 'LG', Report_Category: 'Vote', Active_Year_ID: active, Previous_Year_ID: previous });
    out.push({ name: 'budgetMTEF', actor: label, run: () => budgetMtefAggregate(db, actor) });
    out.push({ name: 'budgetGrantIpf', actor: label, run: () => budgetGrantIpfAggregate(db, lgActor) });
    out.push({
      name: 'dashboardReportDetails (LG, Approved)', actor: label,
      run: () => reportDetails({ db }, actor, { Report_Type: 'LG', Report_Category: 'Vote', Active_Year_ID: active, Previous_Year_ID: previous, Report_ID: first.Report_ID, Output: 'Approved' }),
    });
  }
  return [...out, ...withoutShards(db)];
}

interface Measured { key: string; p50: number; p95: number }
interface Engine { b: BenchDb; queries: Query[]; submissions: number; samples: number[][] }

async function fill(b: BenchDb, scale: number): Promise<Engine> {
  await scaleOrganisation(b.database.db, scale);
  await scaleBudget(b.database.db, scale);
  const submissions = await fillSubmissions(b.database.db);
  const list = await queries(b.database.db);
  return { b, queries: list, submissions, samples: list.map(() => []) };
}

/**
 * Both databases are filled first, then each query runs on them by turns, in ten blocks each: the machine's
 * speed drifts over minutes, and the ratio should compare the engines, not two moments of the machine.
 */
async function measure(engines: Engine[], runs: number) {
  const blocks = 10;
  for (const [i] of engines[0].queries.entries()) {
    // 100 unmeasured runs first: V8 optimises PGlite's WebAssembly while it runs; the figures are steady state.
    for (const e of engines) await timeRuns(e.queries[i].run, 0, 100);
    for (let k = 0; k < blocks; k++) {
      for (const e of engines) e.samples[i].push(...(await timeRuns(e.queries[i].run, Math.ceil(runs / blocks), 0)));
    }
  }
}

/** Dashboard grid queries at `scale` × national data, PGlite and PostgreSQL side by side. */
export async function dashboardBench(scale = 1, runs = 50) {
  const engines: Engine[] = [];
  try {
    for (const open of [pglite, postgres]) {
      const b = await open();
      if (!b) { console.log('PostgreSQL not reachable: its column is left empty.'); continue; }
      engines.push(await fill(b, scale));
    }
    await measure(engines, runs);
  } finally {
    for (const e of engines) await e.b.dispose();
  }
  const results: Record<string, { rows: Measured[]; submissions: number }> = {};
  for (const e of engines) {
    results[e.b.label] = {
      submissions: e.submissions,
      rows: e.queries.map((q, i) => ({ key: `${q.name} [${q.actor}]`, p50: percentile(e.samples[i], 50), p95: percentile(e.samples[i], 95) })),
    };
  }
  const lite = results.PGlite;
  const pg = results.PostgreSQL;
  printTable(
    `Dashboard queries at ${scale}× national scale (${lite.submissions.toLocaleString('en')} submissions; ${runs} runs each; ms)`,
    ['query [actor]', 'PGlite p50', 'PGlite p95', 'PG p50', 'PG p95', 'PGlite/PG p95'],
    lite.rows.map((r, i) => {
      const p = pg?.rows[i];
      return [r.key, ms(r.p50), ms(r.p95), p ? ms(p.p50) : '–', p ? ms(p.p95) : '–', p ? ratio(r.p95, p.p95) : '–'];
    }),
  );
  return results;
}

/** Both scales, then how much each query's p95 grew from national to 10× data (target ≤ 3×). */
export async function dashboardGrowthBench() {
  const one = await dashboardBench(1, 200);
  const ten = await dashboardBench(10, 200);
  const engines = Object.keys(one).filter((e) => ten[e]);
  printTable('Growth from 1× to 10× national data (p95 at 10× / p95 at 1×; target ≤ 3×)', ['query [actor]', ...engines.map((e) => `${e} growth`)],
    one[engines[0]].rows.map((r, i) => [r.key, ...engines.map((e) => ratio(ten[e].rows[i].p95, one[e].rows[i].p95))]));
}

