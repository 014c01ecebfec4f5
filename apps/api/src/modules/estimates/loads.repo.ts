import { and, desc, eq, sql } from 'drizzle-orm';
import type { LoadMapping } from '@pbs/domain';
import type { Executor, Tx } from '../../db/client.js';
import { budgetStages, estimateLoads, fiscalYears, loadMappings, users } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export type EstimateLoad = typeof estimateLoads.$inferSelect;

export async function insertLoad(tx: Tx, values: typeof estimateLoads.$inferInsert): Promise<EstimateLoad> {
  return present((await tx.insert(estimateLoads).values(values).returning())[0], 'the estimateLoads row written');
}

export async function loadById(db: Executor, id: string): Promise<EstimateLoad | null> {
  const [row] = await db.select().from(estimateLoads).where(eq(estimateLoads.id, id));
  return row ?? null;
}

/** Moves a load on; `from` makes the move conditional (a load is committed or dropped once). Answers whether it moved. */
export async function setLoad(db: Executor, id: string, patch: Partial<typeof estimateLoads.$inferInsert>, from?: string): Promise<boolean> {
  const moved = await db.update(estimateLoads).set(patch).where(and(eq(estimateLoads.id, id), from ? eq(estimateLoads.state, from) : undefined)).returning({ id: estimateLoads.id });
  return moved.length > 0;
}

/** The newest loads of a year, with the year, stage and who started each. */
export function listLoads(db: Executor, yearId: number, limit: number) {
  return db.select({ l: estimateLoads, fiscalYear: fiscalYears.fiscalYear, stage: budgetStages.stage, createdBy: users.userName })
    .from(estimateLoads).innerJoin(fiscalYears, eq(fiscalYears.id, estimateLoads.yearId)).leftJoin(budgetStages, eq(budgetStages.id, estimateLoads.stageId))
    .leftJoin(users, eq(users.id, estimateLoads.createdBy))
    .where(eq(estimateLoads.yearId, yearId)).orderBy(desc(estimateLoads.createdAt)).limit(limit);
}

export async function keptMapping(db: Executor, name: string): Promise<LoadMapping | null> {
  const [row] = await db.select().from(loadMappings).where(eq(loadMappings.name, name));
  return (row?.mapping as LoadMapping | undefined) ?? null;
}

export const keptMappings = (db: Executor) => db.select().from(loadMappings).orderBy(loadMappings.name);

export const keepMapping = (tx: Tx, name: string, mapping: LoadMapping, userId: number) =>
  tx.insert(loadMappings).values({ name, mapping, modifiedBy: userId }).onConflictDoUpdate({ target: loadMappings.name, set: { mapping, modifiedBy: userId, modifiedAt: sql`now()` } });

/** The load that wrote a batch. */
export async function loadOfBatch(db: Executor, batchId: number): Promise<EstimateLoad | null> {
  const [row] = await db.select().from(estimateLoads).where(eq(estimateLoads.batchId, batchId));
  return row ?? null;
}
