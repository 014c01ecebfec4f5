import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as s from '../db/schema/index.js';
import { fiscalYearBefore } from '../modules/masters/periods.repo.js';
import { seedDemoDetail } from './demo-detail.js';
import { seedDemoRevenue } from './demo-revenue.js';

const CATEGORIES = ['wage', 'non_wage', 'gou_devt', 'aia', 'donor'];

/**
 * The year before the demo's: its Approved Estimates (CG stage 3), where the budget being carried out now came
 * from — each line's budget year (Y1) is this year's Y0 and its projections this year's one year earlier, the
 * ceilings the allocations rounded up to the million — with detailed estimates adding up to each figure and the
 * revenue and financing that pay for them, approved and consolidated for every central vote last year. Its documents
 * predate the installation (Archives holds none); the demo's first start publishes it as the enacted budget
 * (demo-archive.ts). Skipped when it is there.
 */
export async function seedDemoLastYear(db: Db) {
  const [year] = await db.select().from(s.fiscalYears).where(eq(s.fiscalYears.isActive, true));
  const last = year && await fiscalYearBefore(db, year);
  if (!last) return;
  const stageOf = async (yearId: number, where: ReturnType<typeof eq>) =>
    (await db.select().from(s.budgetStages).where(and(eq(s.budgetStages.yearId, yearId), eq(s.budgetStages.processArea, 'CG'), where)))[0];
  const [active, approved] = [await stageOf(year.id, eq(s.budgetStages.isActive, true)), await stageOf(last.id, eq(s.budgetStages.stage, 3))];
  if (!active || !approved) return;
  if ((await db.select({ id: s.cgMtefs.id }).from(s.cgMtefs).where(eq(s.cgMtefs.stageId, approved.id)).limit(1)).length) return;
  // Y0 a year before this year's Y0 (about 5 % less, as the projections grow), Y1–Y5 this year's Y0–Y4.
  const shifted = (wrap: (v: string) => string) => CATEGORIES.flatMap((c) => [0, 1, 2, 3, 4, 5].map((y) =>
    wrap(y === 0 ? `round(y0_${c} / 1.05, -3)` : `y${y - 1}_${c}`)));
  const columns = CATEGORIES.flatMap((c) => [0, 1, 2, 3, 4, 5].map((y) => `y${y}_${c}`)).join(', ');
  await db.execute(sql`insert into cg_mtefs (year_id, stage_id, prog_by_vote_id, kind, ${sql.raw(columns)})
    select ${last.id}::int, ${approved.id}::int, prog_by_vote_id, 'allocation', ${sql.raw(shifted((v) => v).join(', '))}
      from cg_mtefs where year_id = ${year.id} and stage_id = ${active.id} and kind = 'allocation'
    union all
    select ${last.id}::int, ${approved.id}::int, prog_by_vote_id, 'ceiling', ${sql.raw(shifted((v) => `ceil(${v} / 1e6) * 1e6`).join(', '))}
      from cg_mtefs where year_id = ${year.id} and stage_id = ${active.id} and kind = 'allocation'`);
  await seedDemoDetail(db, last.id);
  await seedDemoRevenue(db, last.id, approved.id);
  const [report] = await db.select().from(s.reports)
    .where(and(eq(s.reports.internalName, 'approved_estimates_of_revenue_and_expenditure'), eq(s.reports.reportType, 'CG')));
  if (!report) return;
  const cgVotes = await db.select({ id: s.votes.id }).from(s.votes).where(and(eq(s.votes.kind, 'CG'), eq(s.votes.status, true)));
  await db.insert(s.submissions).values(cgVotes.map((v) => ({
    reportId: report.id, yearId: last.id, voteId: v.id, state: 'Approved', currentLevel: report.levelOfApproval, isConsolidated: true, stageId: approved.id,
  }))).onConflictDoNothing();
}
