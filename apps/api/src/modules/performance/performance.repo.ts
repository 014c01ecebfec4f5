import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { budgetLines, coaOutputs, perfActuals, perfIndicators, perfOutputs, programmes, subProgrammes } from '../../db/schema/index.js';

/** A vote's outputs of a stage as described, with their chart codes and names, programme first. */
export function outputsOf(db: Executor, yearId: number, stageId: number, voteId: number) {
  return db.select({
    id: perfOutputs.id, outputId: perfOutputs.outputId, description: perfOutputs.description, activities: perfOutputs.activities,
    code: coaOutputs.code, name: coaOutputs.name, subProgrammeCode: subProgrammes.code, subProgrammeName: subProgrammes.name,
    programmeCode: programmes.code, programmeName: programmes.name,
  }).from(perfOutputs).innerJoin(coaOutputs, eq(coaOutputs.id, perfOutputs.outputId))
    .innerJoin(subProgrammes, eq(subProgrammes.id, coaOutputs.subProgrammeId)).innerJoin(programmes, eq(programmes.id, subProgrammes.programmeId))
    .where(and(eq(perfOutputs.yearId, yearId), eq(perfOutputs.stageId, stageId), eq(perfOutputs.voteId, voteId)))
    .orderBy(asc(programmes.code), asc(subProgrammes.code), asc(coaOutputs.code));
}

/** The indicators of these outputs, in the order they were written. */
export function indicatorsOf(db: Executor, perfOutputIds: number[]) {
  if (!perfOutputIds.length) return Promise.resolve([]);
  return db.select().from(perfIndicators).where(inArray(perfIndicators.perfOutputId, perfOutputIds)).orderBy(asc(perfIndicators.id));
}

/** The quarterly actuals of these indicators. */
export function actualsOf(db: Executor, indicatorIds: number[]) {
  if (!indicatorIds.length) return Promise.resolve([]);
  return db.select().from(perfActuals).where(inArray(perfActuals.indicatorId, indicatorIds)).orderBy(asc(perfActuals.indicatorId), asc(perfActuals.quarter));
}

/** What the detailed estimates put on each output of a vote in a stage: the output's cost. */
export async function outputCosts(db: Executor, yearId: number, stageId: number, voteId: number): Promise<Map<number, number>> {
  const rows = await db.select({ outputId: budgetLines.outputId, amount: sql<string>`sum(${budgetLines.amount})` }).from(budgetLines)
    .where(and(eq(budgetLines.yearId, yearId), eq(budgetLines.stageId, stageId), eq(budgetLines.voteId, voteId))).groupBy(budgetLines.outputId);
  return new Map(rows.map((r) => [r.outputId, Number(r.amount)]));
}

/** A vote's output of a stage, locked for the save that changes it. */
export async function heldOutput(db: Executor, yearId: number, stageId: number, voteId: number, outputId: number) {
  const [row] = await db.select().from(perfOutputs)
    .where(and(eq(perfOutputs.yearId, yearId), eq(perfOutputs.stageId, stageId), eq(perfOutputs.voteId, voteId), eq(perfOutputs.outputId, outputId))).for('update');
  return row ?? null;
}

/** How many outputs a vote describes in a stage. */
export async function outputCount(db: Executor, yearId: number, stageId: number, voteId: number) {
  const [row] = await db.select({ n: count() }).from(perfOutputs).where(and(eq(perfOutputs.yearId, yearId), eq(perfOutputs.stageId, stageId), eq(perfOutputs.voteId, voteId)));
  return Number(row.n);
}

/** Indicators by id with the vote, year and stage of their output (to check whose they are). */
export function indicatorsWithOwner(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  // Locked in id order for the writing transaction: two saves of the same actuals at once run one after the other
  // (the second updates what the first inserted) instead of racing to insert the same quarter.
  return db.select({ indicator: perfIndicators, voteId: perfOutputs.voteId, yearId: perfOutputs.yearId, stageId: perfOutputs.stageId })
    .from(perfIndicators).innerJoin(perfOutputs, eq(perfOutputs.id, perfIndicators.perfOutputId)).where(inArray(perfIndicators.id, ids))
    .orderBy(asc(perfIndicators.id)).for('update', { of: perfIndicators });
}
