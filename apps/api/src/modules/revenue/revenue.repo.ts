import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { revenueEstimates } from '../../db/schema/index.js';

/** A stage's revenue and financing estimates, by code. */
export const revenueLines = (db: Executor, stageId: number) =>
  db.select({ id: revenueEstimates.id, code: revenueEstimates.code, amount: revenueEstimates.amount }).from(revenueEstimates)
    .where(eq(revenueEstimates.stageId, stageId));

/** What a stage's detailed estimates spend, every vote's lines together. */
export async function stageSpending(db: Executor, stageId: number): Promise<number> {
  const [row] = await rowsOf<{ total: number | null }>(db, sql`select coalesce(sum(amount), 0)::float8 total from budget_lines where stage_id = ${stageId}`);
  return Number(row?.total ?? 0);
}

/** Sets a stage's estimate of some codes (zero removes one); answers what each held before. */
export async function writeRevenueLines(tx: Tx, yearId: number, stageId: number, lines: { code: string; amount: number }[], actorId: number) {
  const before = new Map((await tx.select().from(revenueEstimates).where(eq(revenueEstimates.stageId, stageId)).for('update')).map((r) => [r.code, r.amount]));
  for (const l of lines) {
    if (l.amount === 0) {
      await tx.delete(revenueEstimates).where(and(eq(revenueEstimates.stageId, stageId), eq(revenueEstimates.code, l.code)));
      continue;
    }
    await tx.insert(revenueEstimates).values({ yearId, stageId, code: l.code, amount: l.amount, createdBy: actorId })
      .onConflictDoUpdate({ target: [revenueEstimates.stageId, revenueEstimates.code], set: { amount: l.amount, modifiedBy: actorId, modifiedAt: new Date() } });
  }
  return before;
}
