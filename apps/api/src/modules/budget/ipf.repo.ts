import { voteScope } from '../../access/scope.js';
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import {
  budgetStages, fiscalYears, lgGrantIpfs, lgIpfShardTotals, lgIpfTotals, programmes, revenues, subGrants, subProgrammes, subSubProgrammes, votes,
} from '../../db/schema/index.js';
import { inActiveStage } from './balances.js';
import { perDatabase } from '../../db/per-database.js';
import { sharedRead } from '../../db/shared-reads.js';
import { cachedRead } from '../../db/master-cache.js';
import { together } from '../../db/together.js';
import { present } from '../../lib/present.js';

/** LG users see their own district's grants; the ministry sees every LG. */
export const ipfScope = (actor: Actor): SQL | undefined => voteScope(actor, lgGrantIpfs.voteId);

const AMOUNTS = {
  Plan_Y0: lgGrantIpfs.planY0, Projection_Y1: lgGrantIpfs.projectionY1, Projection_Y2: lgGrantIpfs.projectionY2,
  Projection_Y3: lgGrantIpfs.projectionY3, Projection_Y4: lgGrantIpfs.projectionY4, Projection_Y5: lgGrantIpfs.projectionY5,
  Actual_Y1Q1: lgGrantIpfs.actualY1Q1, Actual_Y1Q2: lgGrantIpfs.actualY1Q2, Actual_Y1Q3: lgGrantIpfs.actualY1Q3, Actual_Y1Q4: lgGrantIpfs.actualY1Q4,
};

/** Which IPF rows a read asks for: a year, and any of district, stage, kind of transfer, programme, sub-sub-programme, revenue. */
export interface IpfFilter {
  yearId: number; voteId?: number; stageId?: number; transferKind?: 'conditional' | 'discretionary';
  programmeId?: number; subSubProgrammeId?: number; revenueId?: number;
}
export const ipfWhere = (f: IpfFilter) => present(and(eq(lgGrantIpfs.yearId, f.yearId),
  f.voteId != null ? eq(lgGrantIpfs.voteId, f.voteId) : undefined, f.stageId != null ? eq(lgGrantIpfs.stageId, f.stageId) : undefined,
  f.transferKind ? eq(lgGrantIpfs.transferKind, f.transferKind) : undefined, f.programmeId != null ? eq(programmes.id, f.programmeId) : undefined,
  f.subSubProgrammeId != null ? eq(subSubProgrammes.id, f.subSubProgrammeId) : undefined, f.revenueId != null ? eq(revenues.id, f.revenueId) : undefined), 'the condition');

/** LG grant IPF rows shaped as SPEC.md "LG grant IPF", with their programme, vote, revenue, year and sub-sub-programme. */
export async function listIpfs(db: Executor, actor: Actor, filter?: IpfFilter, limit = 5000) {
  const rows = await db.select({
    id: lgGrantIpfs.id, projectCode: lgGrantIpfs.projectCode, transfer: lgGrantIpfs.transferKind, stage: budgetStages.stage, ...AMOUNTS,
    sgId: subGrants.id, sgCode: subGrants.code, sgName: subGrants.name,
    pId: programmes.id, pCode: programmes.code, pName: sql<string>`pbs_programme_name(${lgGrantIpfs.yearId}, ${programmes.id}, ${votes.id})`,
    vId: votes.id, vCode: votes.code, vName: sql<string>`pbs_vote_name(${lgGrantIpfs.yearId}, ${votes.id})`,
    rId: revenues.id, rCode: revenues.code, rName: revenues.name,
    yId: fiscalYears.id, yName: fiscalYears.fiscalYear,
    sspId: subSubProgrammes.id, sspCode: subSubProgrammes.code, sspName: subSubProgrammes.name,
  }).from(lgGrantIpfs)
    .innerJoin(budgetStages, eq(budgetStages.id, lgGrantIpfs.stageId))
    .innerJoin(votes, eq(votes.id, lgGrantIpfs.voteId))
    .innerJoin(revenues, eq(revenues.id, lgGrantIpfs.revenueId))
    .innerJoin(fiscalYears, eq(fiscalYears.id, lgGrantIpfs.yearId))
    .innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId))
    .innerJoin(subProgrammes, eq(subProgrammes.id, subSubProgrammes.subProgrammeId))
    .innerJoin(programmes, eq(programmes.id, subProgrammes.programmeId))
    .leftJoin(subGrants, eq(subGrants.id, lgGrantIpfs.subGrantId))
    .where(and(ipfScope(actor), filter && ipfWhere(filter)))
    .orderBy(asc(votes.code), asc(subSubProgrammes.code), asc(revenues.code), asc(subGrants.code))
    .limit(limit);
  return rows.map((r) => ({
    Grant_IPF_ID: r.id, Project_Code: r.projectCode, Stage: r.stage, Transfer: r.transfer === 'conditional' ? 'Conditional' : 'Discretionary',
    ...Object.fromEntries(Object.keys(AMOUNTS).map((k) => [k, (r as Record<string, unknown>)[k]])),
    SubGrant_ID: r.sgId == null ? null : { SubGrant_ID: r.sgId, SubGrant_Code: r.sgCode, SubGrant_Name: r.sgName },
    Programme: { Programme_ID: r.pId, Programme_Code: r.pCode, Programme_Name: r.pName },
    Vote: { Vote_ID: r.vId, Vote_Code: r.vCode, Vote_Name: r.vName },
    Revenue: { Revenue_ID: r.rId, Revenue_Code: r.rCode, Revenue_Name: r.rName },
    Year: { Year_ID: r.yId, Fiscal_Year: r.yName },
    Sub_SubProgramme: { Sub_SubProgramme_ID: r.sspId, Sub_SubProgramme_Code: r.sspCode, Sub_SubProgramme_Name: r.sspName },
  }));
}

/** Distinct choices for the IPF cascades (sub-sub-programme → revenue → sub-grant) of one LG and year. */
export async function ipfChoices(db: Executor, actor: Actor, level: 'ssp' | 'revenue' | 'subGrant', filter: IpfFilter) {
  const pick = level === 'ssp' ? { id: subSubProgrammes.id, code: subSubProgrammes.code, name: subSubProgrammes.name }
    : level === 'revenue' ? { id: revenues.id, code: revenues.code, name: revenues.name }
      : { id: subGrants.id, code: subGrants.code, name: subGrants.name };
  return db.selectDistinct(pick).from(lgGrantIpfs)
    .innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId))
    .innerJoin(revenues, eq(revenues.id, lgGrantIpfs.revenueId))
    // Rows without a sub-grant still offer their sub-sub-programme and revenue.
    .leftJoin(subGrants, eq(subGrants.id, lgGrantIpfs.subGrantId))
    .where(and(ipfScope(actor), ipfWhere(filter), level === 'subGrant' ? isNotNull(subGrants.id) : undefined)).orderBy(asc(pick.code));
}

/**
 * Conditional or discretionary transfer grid rows of one LG in a stage (SPEC.md "transfer grid row"):
 * projections, quarterly actuals, the revenue's total budget across the LG's rows, and a group name.
 */
export async function transfersGrid(db: Executor, actor: Actor, kind: 'conditional' | 'discretionary', voteId: number, stageId: number, yearId: number) {
  if (!actor.isMinistry && actor.voteId !== voteId) return [];
  const rows = await db.select({
    ID: lgGrantIpfs.id, Year_ID: lgGrantIpfs.yearId, Vote_ID: lgGrantIpfs.voteId, Vote_Code: votes.code, Vote_Name: sql<string>`pbs_vote_name(${lgGrantIpfs.yearId}, ${votes.id})`,
    Sub_SubProgramme_ID: lgGrantIpfs.subSubProgrammeId, Sub_SubProgramme_Code: subSubProgrammes.code, Sub_SubProgramme_Name: subSubProgrammes.name,
    Revenue_ID: lgGrantIpfs.revenueId, Revenue_Code: revenues.code, Revenue_Name: revenues.name,
    SubGrant_ID: subGrants.id, SubGrant_Code: subGrants.code, SubGrant_Name: subGrants.name, Project_Code: lgGrantIpfs.projectCode, Stage: budgetStages.stage,
    Plan_Y0: lgGrantIpfs.planY0, Projection_Y1: lgGrantIpfs.projectionY1, Projection_Y2: lgGrantIpfs.projectionY2,
    Projection_Y3: lgGrantIpfs.projectionY3, Projection_Y4: lgGrantIpfs.projectionY4, Projection_Y5: lgGrantIpfs.projectionY5,
    Projection_Y1Q1: lgGrantIpfs.actualY1Q1, Projection_Y1Q2: lgGrantIpfs.actualY1Q2, Projection_Y1Q3: lgGrantIpfs.actualY1Q3, Projection_Y1Q4: lgGrantIpfs.actualY1Q4,
    Revenue_Budget: sql<number>`(sum(${lgGrantIpfs.projectionY1}) over (partition by ${lgGrantIpfs.revenueId}))::float8`,
    Group_Name: revenues.name,
  }).from(lgGrantIpfs)
    .innerJoin(votes, eq(votes.id, lgGrantIpfs.voteId))
    .innerJoin(budgetStages, eq(budgetStages.id, lgGrantIpfs.stageId))
    .innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId))
    .innerJoin(revenues, eq(revenues.id, lgGrantIpfs.revenueId))
    .leftJoin(subGrants, eq(subGrants.id, lgGrantIpfs.subGrantId))
    .where(and(eq(lgGrantIpfs.voteId, voteId), eq(lgGrantIpfs.stageId, stageId), eq(lgGrantIpfs.yearId, yearId), eq(lgGrantIpfs.transferKind, kind)))
    .orderBy(asc(revenues.code), asc(subSubProgrammes.code), asc(subGrants.code));
  return rows.map((r) => ({ ...r, Revenue_Budget: Number(r.Revenue_Budget) }));
}

/**
 * Budget Grant IPF aggregate: the five yearly projections in the actor's scope, active year and LG stage, in one
 * prepared query. Read from totals kept by triggers: a vote's own row (migration 0009), or for the ministry at most
 * 16 shard rows (migration 0013).
 */
const ipfAggregate = perDatabase((db: Executor) => {
  const build = (table: typeof lgIpfTotals | typeof lgIpfShardTotals, own?: SQL) => {
    const sums = Object.fromEntries(([1, 2, 3, 4, 5] as const).map((y) => [`Projection_Y${y}`, sql<number>`coalesce(sum(${table[`projectionY${y}`]}), 0)::float8`]));
    return db.select(sums).from(table).where(and(inActiveStage(table.yearId, table.stageId, 'LG'), own));
  };
  return {
    ministry: build(lgIpfShardTotals).prepare('pbs_budget_ipf_all'),
    vote: build(lgIpfTotals, eq(lgIpfTotals.voteId, sql.placeholder('vote'))).prepare('pbs_budget_ipf_vote'),
  };
});

export async function budgetGrantIpfAggregate(db: Executor, actor: Actor) {
  const q = ipfAggregate(db);
  const vote = actor.isMinistry ? 'all' : actor.voteId ?? -1;
  const [row] = await sharedRead(db, `budget ipf ${vote}`, () => (actor.isMinistry ? q.ministry : q.vote).execute({ vote: actor.voteId ?? -1 }));
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}

/** The IPF row, locked until the transaction ends, when it is of this year, stage and district. */
export async function ipfLineIn(tx: Executor, id: number, where: { yearId: number; stageId: number; voteId: number }) {
  const [row] = await tx.select().from(lgGrantIpfs).where(and(eq(lgGrantIpfs.id, id), eq(lgGrantIpfs.yearId, where.yearId),
    eq(lgGrantIpfs.stageId, where.stageId), eq(lgGrantIpfs.voteId, where.voteId))).for('update');
  return row ?? null;
}

/** Active masters an IPF line may name: sub-sub-programmes, revenues, and each active sub-grant's revenue. */
export async function ipfMasters(db: Executor, ids: { ssp: number[]; revenue: number[]; subGrant: number[] }) {
  const none = [0];
  const [ssps, revs, sgs] = await together(db, [
    () => db.select({ id: subSubProgrammes.id }).from(subSubProgrammes).where(and(inArray(subSubProgrammes.id, ids.ssp.length ? ids.ssp : none), eq(subSubProgrammes.status, true))),
    () => db.select({ id: revenues.id, code: revenues.code, revenueClass: revenues.revenueClass }).from(revenues).where(and(inArray(revenues.id, ids.revenue.length ? ids.revenue : none), eq(revenues.status, true))),
    () => db.select({ id: subGrants.id, code: subGrants.code, revenueId: subGrants.revenueId }).from(subGrants)
      .where(and(inArray(subGrants.id, ids.subGrant.length ? ids.subGrant : none), eq(subGrants.status, true))),
  ]);
  return { ssp: new Set(ssps.map((r) => r.id)), revenues: new Map(revs.map((r) => [r.id, r.code])), revenueClass: new Map(revs.map((r) => [r.id, r.revenueClass])), subGrants: new Map(sgs.map((r) => [r.id, r])) };
}

/** A vote's kind (CG or LG), or null when there is no such active vote. */
export async function voteKind(db: Executor, id: number): Promise<string | null> {
  const [row] = await cachedRead(db, ['votes'], `vote kind ${id}`, () => db.select({ kind: votes.kind }).from(votes).where(and(eq(votes.id, id), eq(votes.status, true))));
  return row?.kind ?? null;
}
