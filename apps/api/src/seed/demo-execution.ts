import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as s from '../db/schema/index.js';
import { fiscalYearBefore } from '../modules/masters/periods.repo.js';
import { refreshToDate } from '../modules/execution/execution.repo.js';

/** Months of the demo's year the financial system has reported. */
const MONTHS_REPORTED = 5;

/**
 * The demo year's execution at the chart's grain for its first months (ADR 0026), against the approved estimates it is
 * carried out under (last year's): each line warranted a twelfth of 70–100 % of its budget a month, released 97 % of
 * that and spent 80–98 % of the release — so every rule holds to date. The votes whose quarters the demo uploads
 * (Health, Finance) keep their uploaded quarters. Education's revised budget carries a supplementary and a virement by
 * line. Skipped when the year holds any month.
 */
export async function seedDemoExecution(db: Db) {
  const [year] = await db.select().from(s.fiscalYears).where(eq(s.fiscalYears.isActive, true));
  const last = year && await fiscalYearBefore(db, year);
  if (!last) return;
  if ((await db.select({ id: s.executionLines.id }).from(s.executionLines).where(eq(s.executionLines.yearId, year.id)).limit(1)).length) return;
  const [approved] = await db.select().from(s.budgetStages).where(and(eq(s.budgetStages.yearId, last.id), eq(s.budgetStages.processArea, 'CG'), eq(s.budgetStages.stage, 3)));
  if (!approved) return;
  await seedLineAdjustments(db, last.id, approved.id);
  // A line's rates from its id, so the demo is the same on every machine.
  await db.execute(sql`insert into execution_lines (year_id, month, vote_id, programme_id, sub_programme_id, output_id, item_id, fund_id, warranted, released, spent, committed)
    select ${year.id}::int, m, l.vote_id, l.programme_id, l.sub_programme_id, l.output_id, l.item_id, l.fund_id, w.warranted, floor(w.warranted * 0.97),
      floor(floor(w.warranted * 0.97) * (0.8 + ((l.id * 7 + m) % 19) * 0.01)), floor(w.warranted * 0.1)
    from budget_lines l cross join generate_series(1, ${MONTHS_REPORTED}) m
      cross join lateral (select floor(l.amount * (0.7 + (l.id % 31) * 0.01) / 12) warranted) w
    where l.year_id = ${last.id} and l.stage_id = ${approved.id}
      and l.vote_id not in (select vote_id from upload_rows where year_id = ${year.id} and kind in ('quarterly-releases', 'quarterly-warrants-expenditure'))`);
  await db.transaction((tx) => refreshToDate(tx, year.id, last.id));
}

/**
 * The demo's revised budget at the chart's grain (ADR 0027): for Education (013), a supplementary of 5 % to its largest
 * non-wage line and a virement of 10 % of its second largest non-wage line into its third, each as an upload's batch.
 */
async function seedLineAdjustments(db: Db, budgetYearId: number, stageId: number) {
  const lines = await db.execute(sql`select l.vote_id, l.programme_id, l.sub_programme_id, l.output_id, l.item_id, l.fund_id, f.mtef_category category, l.amount::float8 amount
    from budget_lines l join votes v on v.id = l.vote_id join coa_funds f on f.id = l.fund_id
    where l.year_id = ${budgetYearId} and l.stage_id = ${stageId} and v.code = '013' and f.mtef_category = 'NonWage' order by l.amount desc, l.id limit 3`);
  const [top, second, third] = (lines as { rows: { vote_id: number; programme_id: number; sub_programme_id: number; output_id: number; item_id: number; fund_id: number; category: string; amount: number }[] }).rows;
  if (!top || !second || !third) return;
  const to = (l: typeof top) => ({ toProgrammeId: l.programme_id, toCategory: l.category, toSubProgrammeId: l.sub_programme_id, toOutputId: l.output_id, toItemId: l.item_id, toFundId: l.fund_id });
  const from = (l: typeof top) => ({ fromProgrammeId: l.programme_id, fromCategory: l.category, fromSubProgrammeId: l.sub_programme_id, fromOutputId: l.output_id, fromItemId: l.item_id, fromFundId: l.fund_id });
  const batchOf = async (kind: string) => (await db.insert(s.uploadBatches).values({ kind, yearId: budgetYearId, fileName: 'Demo data', filePath: '', sha256: '', rowCount: 1, voteIds: [top.vote_id] }).returning())[0]?.id;
  const [supplementary, virement] = [await batchOf('line-supplementary'), await batchOf('line-virement')];
  if (!supplementary || !virement) return;
  await db.insert(s.budgetAdjustments).values([
    { batchId: supplementary, kind: 'supplementary', yearId: budgetYearId, voteId: top.vote_id, ...to(top),
      amount: Math.round(top.amount * 0.05), reason: 'Supplementary appropriation for the enrolment above plan' },
    { batchId: virement, kind: 'virement', yearId: budgetYearId, voteId: top.vote_id, ...from(second), ...to(third),
      amount: Math.round(second.amount * 0.1), reason: 'Savings on this line moved to one the year needs more' },
  ]);
}
