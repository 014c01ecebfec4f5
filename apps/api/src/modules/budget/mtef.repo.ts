import { voteScope } from '../../access/scope.js';
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { BUDGET_CATEGORIES } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Executor, Tx } from '../../db/client.js';
import { budgetStages, cgMtefs, cgMtefShardTotals, cgMtefTotals, programmes, programmeVotes, votes } from '../../db/schema/index.js';
import { MTEF_CELLS, mtefColumn } from './columns.js';
import { inActiveStage } from './balances.js';
import { perDatabase } from '../../db/per-database.js';
import { sharedRead } from '../../db/shared-reads.js';
import { cachedByIds } from '../../db/master-cache.js';
import { stageByNumber } from '../masters/periods.repo.js';
import { latestVersions } from './versions.repo.js';
import { removeAudited } from '../../lib/audited.js';

export type MtefRow = Record<string, unknown> & { MTEF_ID: number; Prog_By_Vote_ID: number; Figure: string };

/** Vote users see their own vote's lines; the ministry sees every vote. */
export const mtefScope = (actor: Actor): SQL | undefined => voteScope(actor, programmeVotes.voteId);

/** CG MTEF rows as SPEC.md names them: the line (programme × vote), stage, figure and the 30 amounts. */
export async function listMtefs(db: Executor, actor: Actor, where?: SQL, limit = 5000): Promise<MtefRow[]> {
  const rows = await db.select({
    m: cgMtefs, stage: budgetStages.stage,
    // Named as the figure's year names them (ADR 0024).
    programmeId: programmes.id, programmeCode: programmes.code, programmeName: sql<string>`pbs_programme_name(${cgMtefs.yearId}, ${programmes.id}, ${votes.id})`,
    voteId: votes.id, voteCode: votes.code, voteName: sql<string>`pbs_vote_name(${cgMtefs.yearId}, ${votes.id})`,
  }).from(cgMtefs)
    .innerJoin(programmeVotes, eq(programmeVotes.id, cgMtefs.progByVoteId))
    .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId))
    .innerJoin(votes, eq(votes.id, programmeVotes.voteId))
    .innerJoin(budgetStages, eq(budgetStages.id, cgMtefs.stageId))
    .where(and(mtefScope(actor), where))
    .orderBy(asc(votes.code), asc(programmes.code), asc(cgMtefs.kind))
    .limit(limit);
  // The working figures are the version after the last one the vote kept of the stage (budget/versions.repo.ts).
  const kept = await latestVersions(db, [...new Set(rows.map((r) => r.m.yearId))], [...new Set(rows.map((r) => r.voteId))]);
  return rows.map((r) => ({
    MTEF_ID: r.m.id, Year_ID: r.m.yearId, MTEF_Version: (kept.get(`${r.m.stageId}:${r.voteId}`) ?? 0) + 1, Stage: r.stage, Stage_ID: r.m.stageId,
    Figure: r.m.kind === 'ceiling' ? 'Ceiling' : 'Allocation', Prog_By_Vote_ID: r.m.progByVoteId,
    progByVote: {
      Prog_By_Vote_ID: r.m.progByVoteId, Programme_ID: r.programmeId, Programme_Code: r.programmeCode, Programme_Name: r.programmeName,
      Vote_ID: r.voteId, Vote_Code: r.voteCode, Vote_Name: r.voteName,
    },
    ...Object.fromEntries(MTEF_CELLS.map((c) => [c.header, (r.m as unknown as Record<string, number>)[c.column]])),
  }));
}

/** Stage row id of a numbered stage of the CG area in a year. */
export const cgStageId = (db: Executor, yearId: number, stage: number) => stageByNumber(db, yearId, 'CG', stage);

/** The stored allocation and ceiling rows of these lines (programme × vote) in a stage. */
export const storedLines = (db: Executor, yearId: number, stageId: number, progByVoteIds: number[]) =>
  progByVoteIds.length ? db.select({ m: cgMtefs }).from(cgMtefs)
    .where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId), inArray(cgMtefs.progByVoteId, progByVoteIds)))
    : Promise.resolve([]);

/** A stage's MTEF lines, or one programme's lines of one vote in it. */
export const mtefWhere = (yearId: number, stageId: number, only?: { programmeId: number; voteId: number }) => and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId),
  only ? eq(programmeVotes.programmeId, only.programmeId) : undefined, only ? eq(programmeVotes.voteId, only.voteId) : undefined);

/** Every allocation and ceiling row of a stage, as stored (what a stage copy carries into the next). */
export const stageLines = (db: Executor, yearId: number, stageId: number) =>
  db.select().from(cgMtefs).where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId)));

/** Vote and programme codes of lines (programme × vote) by id, to name them in messages. */
export const lineCodes = (db: Executor, ids: number[]) =>
  ids.length ? db.select({ id: programmeVotes.id, voteCode: votes.code, programmeCode: programmes.code }).from(programmeVotes)
    .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId)).innerJoin(votes, eq(votes.id, programmeVotes.voteId))
    .where(inArray(programmeVotes.id, ids)) : Promise.resolve([]);

/** Lines (programme × vote) by id, with the vote's AIA flag that decides which amounts they may hold. */
export const progByVotes = (db: Executor, ids: number[]) => {
  const read = () => db.select({ id: programmeVotes.id, voteId: programmeVotes.voteId, programmeId: programmeVotes.programmeId, isAia: votes.isAia })
    .from(programmeVotes).innerJoin(votes, eq(votes.id, programmeVotes.voteId)).where(inArray(programmeVotes.id, ids));
  return cachedByIds(db, ['programme_votes', 'votes'], 'lines', [ids], read);
};

/** One line's allocation or ceiling row in a stage (version 1), if it has one, locked for the caller's update. */
export async function lineOf(db: Executor, yearId: number, stageId: number, progByVoteId: number, kind: string) {
  const [row] = await db.select().from(cgMtefs).where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId),
    eq(cgMtefs.progByVoteId, progByVoteId), eq(cgMtefs.kind, kind), eq(cgMtefs.mtefVersion, 1))).for('update');
  return row ?? null;
}

/** Budget-year (Y1) allocations by vote, programme and category in a stage (cur0…) and another (prev0…). */
export async function stageComparisonRows(db: Executor, yearId: number, stageId: number, previousId: number | null, voteId: number | null) {
  const sums = (id: number, prefix: string) => BUDGET_CATEGORIES.map((c, i) =>
    sql`coalesce(sum(${sql.raw(`m.${mtefColumn('Y1', c)}`)}) filter (where m.stage_id = ${id}), 0)::float8 as ${sql.raw(`${prefix}${i}`)}`);
  const rows = await db.execute(sql`select v.code vote_code, v.name vote_name, p.code programme_code, p.name programme_name,
      ${sql.join(sums(stageId, 'cur'), sql`, `)}, ${sql.join(sums(previousId ?? -1, 'prev'), sql`, `)}
    from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      join ${programmes} p on p.id = pv.programme_id join ${votes} v on v.id = pv.vote_id
    where m.year_id = ${yearId} and m.kind = 'allocation' and m.stage_id in (${stageId}, ${previousId ?? -1})
      ${voteId != null ? sql`and v.id = ${voteId}` : sql``}
    group by v.code, v.name, p.code, p.name order by v.code, p.code limit 5000`);
  return (rows as { rows: Record<string, unknown>[] }).rows;
}

/** How many MTEF lines (allocations and ceilings) a stage holds in a year. */
export async function stageLineCount(db: Executor, yearId: number, stageId: number): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(cgMtefs).where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId)));
  return Number(r?.n ?? 0);
}

/** Holds a stage's lines of a year until commit, so a copy and its confirmation count see the same lines. */
export async function lockStage(tx: Tx, stageId: number) {
  await tx.select({ id: budgetStages.id }).from(budgetStages).where(eq(budgetStages.id, stageId)).for('update');
}

/** Deletes a stage's lines of a year, returning them whole so that what was replaced can be kept and restored. */
export const deleteStageLines = (tx: Tx, yearId: number, stageId: number) =>
  tx.delete(cgMtefs).where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId))).returning();

/** The budget-year allocations of these votes' lines in a stage: vote, programme and the Y1 cells by column. */
export async function stageAllocations(db: Executor, yearId: number, stageId: number, voteIds: number[]) {
  if (!voteIds.length) return [];
  const rows = await db.select({ voteId: programmeVotes.voteId, programmeId: programmeVotes.programmeId, m: cgMtefs }).from(cgMtefs)
    .innerJoin(programmeVotes, eq(programmeVotes.id, cgMtefs.progByVoteId))
    .where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId), eq(cgMtefs.kind, 'allocation'), inArray(programmeVotes.voteId, voteIds)));
  return rows.map((r) => ({ voteId: r.voteId, programmeId: r.programmeId,
    cells: Object.fromEntries(BUDGET_CATEGORIES.map((c) => [mtefColumn('Y1', c), Number((r.m as unknown as Record<string, number>)[mtefColumn('Y1', c)])])) }));
}

/** Copies one stage's lines of a year into another, in one statement; returns how many were copied. */
export async function copyStageLines(tx: Tx, yearId: number, fromStageId: number, toStageId: number, actorId: number): Promise<number> {
  const cols = sql.raw(['year_id', 'prog_by_vote_id', 'mtef_version', 'kind', ...MTEF_CELLS.map((c) => c.column)].join(', '));
  const copied = await tx.execute(sql`insert into cg_mtefs (stage_id, created_by, ${cols})
    select ${toStageId}, ${actorId}, ${cols} from cg_mtefs where year_id = ${yearId} and stage_id = ${fromStageId} returning id`);
  return (copied as { rows: unknown[] }).rows.length;
}

/**
 * The dashboard's Budget MTEF aggregate: Y0 and Y1 allocations by category for the actor's scope in the active
 * year and CG stage, plus Y1_Budget (the budget-year total), in one prepared query. Read from totals kept by
 * triggers: a vote's own row (migration 0011), or for the ministry at most 16 shard rows (migration 0013).
 */
const mtefAggregate = perDatabase((db: Executor) => {
  const build = (table: typeof cgMtefTotals | typeof cgMtefShardTotals, own?: SQL) => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a table's figure column, named by year and category, is read as a column
    const sumOf = (y: string, c: (typeof BUDGET_CATEGORIES)[number]) => sql<number>`coalesce(sum(${table[mtefColumn(y, c) as keyof typeof table] as SQLWrapper}), 0)::float8`;
    const fields = Object.fromEntries(['Y0', 'Y1'].flatMap((y) => BUDGET_CATEGORIES.map((c) => [`${y}_${c}`, sumOf(y, c)])));
    return db.select(fields).from(table).where(and(inActiveStage(table.yearId, table.stageId, 'CG'), eq(table.kind, 'allocation'), own));
  };
  return {
    ministry: build(cgMtefShardTotals).prepare('pbs_budget_mtef_all'),
    vote: build(cgMtefTotals, eq(cgMtefTotals.voteId, sql.placeholder('vote'))).prepare('pbs_budget_mtef_vote'),
  };
});

export async function budgetMtefAggregate(db: Executor, actor: Actor) {
  const q = mtefAggregate(db);
  const vote = actor.isMinistry ? 'all' : actor.voteId ?? -1;
  const [row] = await sharedRead(db, `budget mtef ${vote}`, () => (actor.isMinistry ? q.ministry : q.vote).execute({ vote: actor.voteId ?? -1 }));
  // A sum over no rows is null, which Number() reads as 0.
  const out: Record<string, number> = Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  out.Y1_Budget = BUDGET_CATEGORIES.reduce((s, c) => s + (out[`Y1_${c}`] ?? 0), 0);
  return out;
}

/** Removes, audited one by one, the MTEF lines a batch wrote and nobody has changed since (an edit clears batch_id). */
export async function removeFiguresOfBatch(tx: Tx, batchId: number, actorId: number): Promise<number> {
  const rows = await tx.select({ id: cgMtefs.id }).from(cgMtefs).where(eq(cgMtefs.batchId, batchId)).for('update');
  for (const r of rows) await removeAudited(tx, cgMtefs, r.id, actorId);
  return rows.length;
}
