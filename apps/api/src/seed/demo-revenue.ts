import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { revenueEstimates } from '../db/schema/index.js';
import { stageSpending } from '../modules/revenue/revenue.repo.js';

/**
 * Shares of a stage's spending each source meets in the demo, in the proportions of an East African budget: taxes
 * about three fifths (VAT and excise on goods and services the largest, then income tax), a little non-tax revenue,
 * grants, and the rest borrowed — domestic borrowing a fixed share, external borrowing what is left, so the stage is
 * financed to the shilling.
 */
const SHARES: [string, number][] = [
  ['111', 0.22], ['112', 0.01], ['113', 0.01], ['114', 0.28], ['115', 0.08], ['116', 0.02],
  ['141', 0.005], ['142', 0.03], ['143', 0.003], ['144', 0.002], ['131', 0.02], ['132', 0.03], ['331', 0.14],
];

/** A stage's revenue and financing estimates for the demo, rounded to the million (skipped when the stage holds some). */
export async function seedDemoRevenue(db: Db, yearId: number, stageId: number) {
  if ((await db.select({ id: revenueEstimates.id }).from(revenueEstimates).where(eq(revenueEstimates.stageId, stageId)).limit(1)).length) return;
  const spending = await stageSpending(db, stageId);
  if (!spending) return;
  const lines = SHARES.map(([code, share]) => ({ code, amount: Math.round((spending * share) / 1e6) * 1e6 }));
  lines.push({ code: '332', amount: spending - lines.reduce((s, l) => s + l.amount, 0) });
  await db.insert(revenueEstimates).values(lines.map((l) => ({ yearId, stageId, ...l })));
}
