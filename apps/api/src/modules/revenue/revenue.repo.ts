import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { revenueEstimates, revenueOutturns } from '../../db/schema/index.js';

/** A stage's revenue and financing estimates, by code. */
export const revenueLines = (db: Executor, stageId: number) =>
  db.select({ code: revenueEstimates.code, amount: revenueEstimates.amount }).from(revenueEstimates).where(eq(revenueEstimates.stageId, stageId));

/** What a year collected and borrowed, by code. */
export const revenueOutturnLines = (db: Executor, yearId: number) =>
  db.select({ code: revenueOutturns.code, amount: revenueOutturns.amount }).from(revenueOutturns).where(eq(revenueOutturns.yearId, yearId));

/**
 * The revenue first budgeted for a year: the estimates of the approved stage (CG stage 3) of the year before it, whose
 * estimates are this year's budget.
 */
export const revenueBudgetOf = (db: Executor, yearId: number) => rowsOf<{ code: string; amount: number }>(db, sql`
  select e.code, e.amount::float8 amount from revenue_estimates e join budget_stages s on s.id = e.stage_id and s.process_area = 'CG' and s.stage = 3
  where s.year_id = (select p.id from fiscal_years p, fiscal_years y where y.id = ${yearId} and p.end_date < y.start_date order by p.start_date desc limit 1)`);

/** What a stage's detailed estimates spend, every vote's lines together. */
export async function stageSpending(db: Executor, stageId: number): Promise<number> {
  const [row] = await rowsOf<{ total: number | null }>(db, sql`select coalesce(sum(amount), 0)::float8 total from budget_lines where stage_id = ${stageId}`);
  return Number(row?.total ?? 0);
}

/** Where a set of source amounts is kept: a stage's estimates, or a year's outturn. */
export type SourceTarget = { kind: 'estimate'; yearId: number; stageId: number } | { kind: 'outturn'; yearId: number };

/** One writer of a stage's revenue estimates at a time, on the screen or by a file. */
export const lockStageRevenue = (tx: Tx, stageId: number) => tx.execute(sql`select pg_advisory_xact_lock(7401, ${stageId})`);
/** One writer of a year's revenue outturn at a time, on the screen or by a file. */
export const lockYearOutturn = (tx: Tx, yearId: number) => tx.execute(sql`select pg_advisory_xact_lock(7402, ${yearId})`);

/** Sets the amounts of some codes (zero removes one), locking what is held; answers what each held before. */
export async function writeSourceAmounts(tx: Tx, target: SourceTarget, lines: { code: string; amount: number }[], actorId: number) {
  await (target.kind === 'estimate' ? lockStageRevenue(tx, target.stageId) : lockYearOutturn(tx, target.yearId));
  const [table, whereHeld] = target.kind === 'estimate'
    ? [revenueEstimates, eq(revenueEstimates.stageId, target.stageId)] as const
    : [revenueOutturns, eq(revenueOutturns.yearId, target.yearId)] as const;
  const before = new Map((await tx.select({ code: table.code, amount: table.amount }).from(table).where(whereHeld).for('update')).map((r) => [r.code, r.amount]));
  for (const l of lines) {
    if (l.amount === 0) { await tx.delete(table).where(and(whereHeld, eq(table.code, l.code))); continue; }
    const set = { amount: l.amount, modifiedBy: actorId, modifiedAt: new Date() };
    // A figure typed on the screen is no longer the upload's: its revert leaves it.
    if (target.kind === 'estimate') {
      await tx.insert(revenueEstimates).values({ yearId: target.yearId, stageId: target.stageId, code: l.code, amount: l.amount, createdBy: actorId })
        .onConflictDoUpdate({ target: [revenueEstimates.stageId, revenueEstimates.code], set: { ...set, batchId: null } });
    } else {
      await tx.insert(revenueOutturns).values({ yearId: target.yearId, code: l.code, amount: l.amount, createdBy: actorId })
        .onConflictDoUpdate({ target: [revenueOutturns.yearId, revenueOutturns.code], set: { ...set, batchId: null } });
    }
  }
  return before;
}
