import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor, Tx } from '../../db/client.js';
import { voteScope } from '../../access/scope.js';
import { budgetLines, coaOutputs, lgGrantIpfs, perfActuals, perfIndicators, perfOutputs, programmes, programmeVotes, subProgrammes, subSubProgrammes, uploadReplacedRows, votes } from '../../db/schema/index.js';

/** A vote's outputs of a stage as described, with their chart codes and names, programme first. */
export function outputsOf(db: Executor, yearId: number, stageId: number, voteId: number) {
  return db.select({
    id: perfOutputs.id, outputId: perfOutputs.outputId, description: perfOutputs.description, activities: perfOutputs.activities,
    code: coaOutputs.code, name: coaOutputs.name, subProgrammeCode: subProgrammes.code,
    subProgrammeName: sql<string>`pbs_sub_programme_name(${perfOutputs.yearId}, ${subProgrammes.id}, ${perfOutputs.voteId})`,
    programmeCode: programmes.code, programmeName: sql<string>`pbs_programme_name(${perfOutputs.yearId}, ${programmes.id}, ${perfOutputs.voteId})`,
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
  return Number(row?.n ?? 0);
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

/**
 * A stage's plans of central or local government votes in the actor's scope as the upload template's rows: one per
 * indicator, under its vote, programme, sub-programme and output codes, with the output's description and activities on each.
 */
export async function planRows(db: Executor, actor: Actor, yearId: number, stageId: number, kind: 'CG' | 'LG') {
  const rows = await db.select({ vote: votes.code, programme: programmes.code, subProgramme: subProgrammes.code, output: coaOutputs.code,
    description: perfOutputs.description, activities: perfOutputs.activities, i: perfIndicators })
    .from(perfIndicators).innerJoin(perfOutputs, eq(perfOutputs.id, perfIndicators.perfOutputId))
    .innerJoin(votes, and(eq(votes.id, perfOutputs.voteId), eq(votes.kind, kind))).innerJoin(coaOutputs, eq(coaOutputs.id, perfOutputs.outputId))
    .innerJoin(subProgrammes, eq(subProgrammes.id, coaOutputs.subProgrammeId)).innerJoin(programmes, eq(programmes.id, subProgrammes.programmeId))
    .where(and(eq(perfOutputs.yearId, yearId), eq(perfOutputs.stageId, stageId), voteScope(actor, perfOutputs.voteId)))
    .orderBy(asc(votes.code), asc(programmes.code), asc(subProgrammes.code), asc(coaOutputs.code), asc(perfIndicators.id));
  return rows.map(({ i, ...o }) => [o.vote, o.programme, o.subProgramme, o.output, o.description, o.activities || null, i.name, i.unit, i.measure || null,
    i.baseline, i.target, i.q1, i.q2, i.q3, i.q4]);
}

/**
 * The year's chart outputs a vote in the actor's scope may plan, as codes and the output's name: a central
 * government vote's under the programmes it delivers; a district's under the sub-programmes (departments) it has
 * grant IPFs for in the year, as chartForVote offers them.
 */
export async function outputChoices(db: Executor, actor: Actor, yearId: number, kind: 'CG' | 'LG') {
  const delivers = kind === 'CG'
    ? db.selectDistinct({ voteId: programmeVotes.voteId, subProgrammeId: subProgrammes.id }).from(programmeVotes)
      .innerJoin(subProgrammes, eq(subProgrammes.programmeId, programmeVotes.programmeId)).where(eq(programmeVotes.status, true))
    : db.selectDistinct({ voteId: lgGrantIpfs.voteId, subProgrammeId: subSubProgrammes.subProgrammeId }).from(lgGrantIpfs)
      .innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId)).where(eq(lgGrantIpfs.yearId, yearId));
  const d = delivers.as('d');
  const rows = await db.select({ vote: votes.code, programme: programmes.code, subProgramme: subProgrammes.code, output: coaOutputs.code, name: coaOutputs.name })
    .from(coaOutputs).innerJoin(subProgrammes, eq(subProgrammes.id, coaOutputs.subProgrammeId)).innerJoin(programmes, eq(programmes.id, subProgrammes.programmeId))
    .innerJoin(d, eq(d.subProgrammeId, subProgrammes.id))
    .innerJoin(votes, and(eq(votes.id, d.voteId), eq(votes.kind, kind), eq(votes.status, true)))
    // A vote plans the outputs it shares with the sub-programme's votes and its own (ADR 0024), not another vote's.
    .where(and(eq(coaOutputs.yearId, yearId), eq(coaOutputs.status, true), or(isNull(coaOutputs.voteId), eq(coaOutputs.voteId, votes.id)), voteScope(actor, votes.id)))
    .orderBy(asc(votes.code), asc(programmes.code), asc(subProgrammes.code), asc(coaOutputs.code));
  return rows.map((r) => [r.vote, r.programme, r.subProgramme, r.output, r.name]);
}

/** The vote's outputs of a stage by chart output, locked for an upload that rewrites them. */
export function heldOutputs(tx: Tx, yearId: number, stageId: number, voteId: number) {
  return tx.select().from(perfOutputs).where(and(eq(perfOutputs.yearId, yearId), eq(perfOutputs.stageId, stageId), eq(perfOutputs.voteId, voteId)))
    .orderBy(asc(perfOutputs.id)).for('update');
}

/** The chart outputs a vote describes in a stage → its output rows' ids. */
export async function heldOutputIds(db: Executor, yearId: number, stageId: number, voteId: number) {
  const rows = await db.select({ id: perfOutputs.id, outputId: perfOutputs.outputId }).from(perfOutputs)
    .where(and(eq(perfOutputs.yearId, yearId), eq(perfOutputs.stageId, stageId), eq(perfOutputs.voteId, voteId)));
  return new Map(rows.map((r) => [r.outputId, r.id]));
}

/** The names of these indicators that have actuals recorded. */
export async function namesWithActuals(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectDistinct({ name: perfIndicators.name }).from(perfIndicators)
    .innerJoin(perfActuals, eq(perfActuals.indicatorId, perfIndicators.id)).where(inArray(perfIndicators.id, ids));
  return rows.map((r) => r.name);
}

/** Indicators of these outputs that have actuals recorded, by name. */
export async function indicatorsWithActuals(db: Executor, perfOutputIds: number[]) {
  if (!perfOutputIds.length) return [];
  return db.selectDistinct({ perfOutputId: perfIndicators.perfOutputId, name: perfIndicators.name }).from(perfIndicators)
    .innerJoin(perfActuals, eq(perfActuals.indicatorId, perfIndicators.id)).where(inArray(perfIndicators.perfOutputId, perfOutputIds));
}

/** Keeps an output's row whole under an upload's batch (as `{ perf_output: row }`), for the upload's revert. */
export const keepOutput = (tx: Tx, id: number, batchId: number) => tx.execute(sql`insert into ${uploadReplacedRows} (batch_id, data)
  select ${batchId}, jsonb_build_object('perf_output', to_jsonb(o)) from ${perfOutputs} o where o.id = ${id}`);

/**
 * Reverts a performance upload (after its indicators were removed): each output it described goes back to the
 * description it had, or is removed if the upload added it; then the indicators it replaced are put back whole.
 */
export async function restorePlan(tx: Tx, batchId: number) {
  await tx.execute(sql`update ${perfOutputs} o set description = k.description, activities = k.activities, batch_id = k.batch_id,
      modified_by = k.modified_by, modified_at = k.modified_at
    from ${uploadReplacedRows} r, jsonb_populate_record(null::${perfOutputs}, r.data->'perf_output') k
    where r.batch_id = ${batchId} and r.data ? 'perf_output' and o.id = k.id`);
  await tx.delete(perfOutputs).where(eq(perfOutputs.batchId, batchId));
  await tx.execute(sql`insert into ${perfIndicators} select (jsonb_populate_record(null::${perfIndicators}, r.data)).*
    from ${uploadReplacedRows} r where r.batch_id = ${batchId} and not r.data ? 'perf_output' order by r.id`);
}
