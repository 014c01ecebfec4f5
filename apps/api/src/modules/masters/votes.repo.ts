import { and, asc, eq, exists, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { lgGrantIpfs, subProgrammes, subRegions, subSubProgrammes, votes } from '../../db/schema/index.js';

const cg = (...w: Parameters<typeof and>) => and(eq(votes.kind, 'CG'), ...w);
const lg = (...w: Parameters<typeof and>) => and(eq(votes.kind, 'LG'), ...w);
const first = <T>(rows: T[]) => rows[0] ?? null;
const mps = alias(votes, 'mps');

export const activeVotes = (db: Executor) => db.select().from(votes).where(eq(votes.status, true)).orderBy(asc(votes.kind), asc(votes.code));
export const cgMpsVotes = (db: Executor) => db.select().from(votes).where(cg(eq(votes.isMps, true), eq(votes.status, true))).orderBy(asc(votes.code));

/** CG votes with the MPS vote each reports under. */
export const cgVotesGrid = (db: Executor) => db.select({
  id: votes.id, code: votes.code, name: votes.name, status: votes.status, isMps: votes.isMps, isAia: votes.isAia,
  isIfms: votes.isIfms, mpsId: mps.id, mpsCode: mps.code, mpsName: mps.name,
}).from(votes).leftJoin(mps, eq(mps.id, votes.isMpsVoteId)).where(eq(votes.kind, 'CG')).orderBy(asc(votes.code));

export const activeCgVoteWith = async (db: Executor, id: number, flag: 'isAia' | 'isIfms') =>
  first(await db.select().from(votes).where(cg(eq(votes.id, id), eq(votes.status, true), eq(votes[flag], true))));

export const lgVote = async (db: Executor, id: number) => first(await db.select().from(votes).where(lg(eq(votes.id, id))));
export const activeIfmsLgVote = async (db: Executor, id: number) =>
  first(await db.select().from(votes).where(lg(eq(votes.id, id), eq(votes.status, true), eq(votes.isIfms, true))));
export const activeLgVotesOfSubRegion = (db: Executor, subRegionId: number) =>
  db.select().from(votes).where(lg(eq(votes.subRegionId, subRegionId), eq(votes.status, true))).orderBy(asc(votes.code));

export const subRegionsByIds = (db: Executor, ids: readonly number[]) => db.select().from(subRegions).where(inArray(subRegions.id, [...ids]));

/** LG sub-programmes the vote has grant IPFs under. */
export const lgSubProgrammesOfVote = (db: Executor, voteId: number) => db.select().from(subProgrammes).where(and(
  eq(subProgrammes.isLg, true),
  exists(db.select({ one: lgGrantIpfs.id }).from(lgGrantIpfs)
    .innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId))
    .where(and(eq(lgGrantIpfs.voteId, voteId), eq(subSubProgrammes.subProgrammeId, subProgrammes.id)))),
)).orderBy(asc(subProgrammes.code));

export const activeSubProgrammes = (db: Executor, programmeId?: number | null) => db.select().from(subProgrammes)
  .where(and(eq(subProgrammes.status, true), programmeId == null ? undefined : eq(subProgrammes.programmeId, programmeId))).orderBy(asc(subProgrammes.code));
export const lgSubProgrammes = (db: Executor) => db.select().from(subProgrammes).where(eq(subProgrammes.isLg, true)).orderBy(asc(subProgrammes.code));
