import type { Db } from '../../apps/api/src/db/client.js';
import type { Actor } from '../../apps/api/src/auth/actor.js';
import { gridData, reportDetails } from '../../apps/api/src/modules/reports/dashboard.service.js';
import { budgetMtefAggregate } from '../../apps/api/src/modules/budget/mtef.repo.js';
import { budgetGrantIpfAggregate } from '../../apps/api/src/modules/budget/ipf.repo.js';
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

async function queries(db: Db): Promise<Query[]> {
  const { active, previous } = await activeYears(db);
  const actors: [string, Actor, Actor][] = [['ministry', ministryActor, ministryActor], ['vote', await voteActor(db), await voteActor(db, 'LG')]];
  const out: Query[] = [];
  for (const [label, actor, lgActor] of actors) {
    for (const [name, type, category] of GRIDS) {
      const args = { Report_Type: type, Report_Category: category, Active_Year_ID: active, Previous_Year_ID: previous };
      out.push({ name, actor: label, run: () => gridData(db, actor, args) });
    }
    const [first] = await gridData(db, actor, { Report_Type: 'LG', Report_Category: 'Vote', Active_Year_ID: active, Previous_Year_ID: previous });
    out.push({ name: 'budgetMTEF', actor: label, run: () => budgetMtefAggregate(db, actor) });
    out.push({ name: 'budgetGrantIpf', actor: label, run: () => budgetGrantIpfAggregate(db, lgActor) });
    out.push({
      name: 'dashboardReportDetails (LG, Approved)', actor: label,
      run: () => reportDetails(db, actor, { Report_Type: 'LG', Report_Category: 'Vote', Active_Year_ID: active, Previous_Year_ID: previous, Report_ID: first.Report_ID, Output: 'Approved' }),
    });
  }
  return out;
}

interface Measured { key: string; p50: number; p95: number }

async function measure(b: BenchDb, scale: number, runs: number): Promise<{ rows: Measured[]; submissions: number }> {
  await scaleOrganisation(b.database.db, scale);
  await scaleBudget(b.database.db, scale);
  const submissions = await fillSubmissions(b.database.db);
  const rows: Measured[] = [];
  for (const q of await queries(b.database.db)) {
    const sample = await timeRuns(q.run, runs, 20);
    rows.push({ key: `${q.name} [${q.actor}]`, p50: percentile(sample, 50), p95: percentile(sample, 95) });
  }
  return { rows, submissions };
}

/** Dashboard grid queries at `scale` × national data, PGlite and PostgreSQL side by side. */
export async function dashboardBench(scale = 1, runs = 50) {
  const results: Record<string, { rows: Measured[]; submissions: number }> = {};
  for (const open of [pglite, postgres]) {
    const b = await open();
    if (!b) { console.log('PostgreSQL not reachable: its column is left empty.'); continue; }
    try { results[b.label] = await measure(b, scale, runs); } finally { await b.dispose(); }
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

