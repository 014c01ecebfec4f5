import { and, eq } from 'drizzle-orm';
import { fiscalYears, programmes, reports, votes } from '../../apps/api/src/db/schema/index.js';
import { composeDocument, renderDocument, type For } from '../../apps/api/src/modules/documents/documents.service.js';
import { composeConsolidated } from '../../apps/api/src/modules/documents/consolidate.js';
import { pglite, postgres, type BenchDb } from '../lib/databases.js';
import { scaleBudget, scaleOrganisation } from '../lib/national.js';
import { ms, percentile, printTable, ratio, timeRuns } from '../lib/stats.js';

/**
 * One entity's document, as the final approval and the report generator make it: the figures read and composed,
 * then drawn as PDF and as Excel; beside it the composing alone, to show where the time goes. Target: ≤ 1 s p95.
 */
export async function documentsBench() {
  const rows: (string | number)[][] = [];
  const national: (string | number)[][] = [];
  for (const open of [pglite, postgres]) {
    const b: BenchDb | null = await open();
    if (!b) continue;
    const db = b.database.db;
    const [year] = await db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
    const report = async (n: string) => (await db.select().from(reports).where(eq(reports.internalName, n)))[0];
    const [cg] = await db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
    const [lg] = await db.select().from(votes).where(and(eq(votes.kind, 'LG'), eq(votes.code, '501')));
    const [programme] = await db.select().from(programmes).limit(1);
    const cases: [string, string, For][] = [
      ['Draft Estimates, vote 014', 'draft_estimates_of_revenue_and_expenditure', { yearId: year.id, voteId: cg.id, programmeId: null, sepcId: null }],
      ['Programme BFP, all its votes', 'programme_budget_framework_paper', { yearId: year.id, voteId: null, programmeId: programme.id, sepcId: null }],
      ['LG Draft Estimates, LG 501', 'lg_draft_budget_estimates', { yearId: year.id, voteId: lg.id, programmeId: null, sepcId: null }],
    ];
    for (const [label, name, f] of cases) {
      const r = await report(name);
      const compose = () => composeDocument(db, r, f, { trail: [], draft: false });
      const whole = async () => { const d = await compose(); await renderDocument(d, 'PDF'); await renderDocument(d, 'Excel'); };
      const all = await timeRuns(whole, 30, 3);
      const data = await timeRuns(compose, 30, 3);
      rows.push([`${label} (${b.label})`, ms(percentile(all, 50)), ms(percentile(all, 95)), ms(percentile(data, 95)), ratio(percentile(all, 95), percentile(data, 95))]);
    }
    // The national consolidation: every CG vote's document composed, then the consolidated one drawn, today and at 10×.
    for (const factor of [1, 10]) {
      await scaleOrganisation(db, factor);
      await scaleBudget(db, factor);
      const all = await db.select({ id: votes.id }).from(votes).where(eq(votes.kind, 'CG'));
      const r = await report('draft_estimates_of_revenue_and_expenditure');
      const started = process.hrtime.bigint();
      const entities = all.map((v) => ({ yearId: year.id, voteId: v.id, programmeId: null, sepcId: null }));
      const doc = await composeConsolidated(db, r, entities, { expected: [], by: null, at: new Date(), sources: new Map() });
      const composedAt = process.hrtime.bigint();
      await renderDocument(doc!, 'PDF');
      const seconds = (t: bigint) => (Number(t - started) / 1e9).toFixed(2);
      national.push([`${all.length} CG votes (${b.label})`, seconds(composedAt), seconds(process.hrtime.bigint())]);
    }
    await b.dispose();
  }
  printTable('A document for one entity: data + PDF + Excel (ms; 30 runs after 3 warm-up)',
    ['document', 'p50', 'p95', 'data only p95', 'whole / data'], rows);
  printTable('National consolidation of the Draft Estimates (s; one run, off the request path)', ['votes', 'composed', 'with PDF'], national);
}
