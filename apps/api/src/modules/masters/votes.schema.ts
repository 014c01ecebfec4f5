import { and, asc, eq, exists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lgGrantIpfs, subProgrammes, subRegions, subSubProgrammes, votes } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { CgVoteRef, LgVoteRef, SubProgrammeRef, SubRegionRef } from './organisation.masters.js';
import { objectType } from '../../graphql/object-type.js';

const cg = (...w: Parameters<typeof and>) => and(eq(votes.kind, 'CG'), ...w);
const lg = (...w: Parameters<typeof and>) => and(eq(votes.kind, 'LG'), ...w);

builder.objectFields(LgVoteRef, (t) => ({
  Sub_Region_ID: t.field({
    type: SubRegionRef, nullable: true,
    resolve: async (vote, _a, { db }) => {
      if (vote.subRegionId == null) return null;
      const [row] = await db.select().from(subRegions).where(eq(subRegions.id, Number(vote.subRegionId)));
      return row ?? null;
    },
  }),
}));

const CgVoteGridRef = objectType('CgVoteGridRow', {
  Vote_ID: ['id', 'Int'], Vote_Code: ['code', 'String'], Vote_Name: ['name', 'String'], Status: ['status', 'Boolean'],
  Is_MPS: ['isMps', 'Boolean'], Is_AIA: ['isAia', 'Boolean'], Is_IFMS: ['isIfms', 'Boolean'],
  IsMPS_Vote_ID: ['mpsId', 'Int', true], IsMPS_Vote_Code: ['mpsCode', 'String', true], IsMPS_Vote_Name: ['mpsName', 'String', true],
});

const mps = alias(votes, 'mps');

/** Any vote, CG or LG, for pickers that span both (user assignment). */
const VoteRef = objectType('Vote', {
  Vote_ID: ['id', 'Int'], Vote_Code: ['code', 'String'], Vote_Name: ['name', 'String'], Kind: ['kind', 'String'], Status: ['status', 'Boolean'],
});

builder.queryFields((t) => ({
  activeVotes: t.field({
    type: [VoteRef], authScopes: { signedIn: true },
    resolve: (_r, _a, { db }) => db.select().from(votes).where(eq(votes.status, true)).orderBy(asc(votes.kind), asc(votes.code)),
  }),
  cgActiveISMPSVotes: t.field({
    type: [CgVoteRef], authScopes: { signedIn: true },
    resolve: (_r, _a, { db }) => db.select().from(votes).where(cg(eq(votes.isMps, true), eq(votes.status, true))).orderBy(asc(votes.code)),
  }),
  cgVotesGridData: t.field({
    type: [CgVoteGridRef], authScopes: { signedIn: true },
    resolve: (_r, _a, { db }) => db.select({
      id: votes.id, code: votes.code, name: votes.name, status: votes.status, isMps: votes.isMps, isAia: votes.isAia,
      isIfms: votes.isIfms, mpsId: mps.id, mpsCode: mps.code, mpsName: mps.name,
    }).from(votes).leftJoin(mps, eq(mps.id, votes.isMpsVoteId)).where(eq(votes.kind, 'CG')).orderBy(asc(votes.code)),
  }),
  cgActiveIsAIAVote: t.field({
    type: CgVoteRef, nullable: true, authScopes: { signedIn: true }, args: { Vote_ID: t.arg.int({ required: true }) },
    resolve: async (_r, { Vote_ID }, { db }) =>
      (await db.select().from(votes).where(cg(eq(votes.id, Vote_ID), eq(votes.status, true), eq(votes.isAia, true))))[0] ?? null,
  }),
  cgActiveIsIfmsVote: t.field({
    type: CgVoteRef, nullable: true, authScopes: { signedIn: true }, args: { Vote_ID: t.arg.int({ required: true }) },
    resolve: async (_r, { Vote_ID }, { db }) =>
      (await db.select().from(votes).where(cg(eq(votes.id, Vote_ID), eq(votes.status, true), eq(votes.isIfms, true))))[0] ?? null,
  }),
  lgVote: t.field({
    type: LgVoteRef, nullable: true, authScopes: { signedIn: true }, args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, { id }, { db }) => (await db.select().from(votes).where(lg(eq(votes.id, id))))[0] ?? null,
  }),
  lgActiveIsIfmsVote: t.field({
    type: LgVoteRef, nullable: true, authScopes: { signedIn: true }, args: { Vote_ID: t.arg.int({ required: true }) },
    resolve: async (_r, { Vote_ID }, { db }) =>
      (await db.select().from(votes).where(lg(eq(votes.id, Vote_ID), eq(votes.status, true), eq(votes.isIfms, true))))[0] ?? null,
  }),
  /** Active LG votes of one sub-region. */
  activeLgSubRegionsByVotes: t.field({
    type: [LgVoteRef], authScopes: { signedIn: true }, args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, { db }) => db.select().from(votes).where(lg(eq(votes.subRegionId, id), eq(votes.status, true))).orderBy(asc(votes.code)),
  }),
  /** LG sub-programmes the vote has grant IPFs under. */
  lgVotesSP: t.field({
    type: [SubProgrammeRef], authScopes: { signedIn: true }, args: { Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Vote_ID }, { db }) => db.select().from(subProgrammes).where(and(
      eq(subProgrammes.isLg, true),
      exists(db.select({ one: lgGrantIpfs.id }).from(lgGrantIpfs)
        .innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId))
        .where(and(eq(lgGrantIpfs.voteId, Vote_ID), eq(subSubProgrammes.subProgrammeId, subProgrammes.id)))),
    )).orderBy(asc(subProgrammes.code)),
  }),
  activeSubProgrammesByProgramme: t.field({
    type: [SubProgrammeRef], authScopes: { signedIn: true }, args: { id: t.arg.int({ required: false }) },
    resolve: (_r, { id }, { db }) => db.select().from(subProgrammes)
      .where(and(eq(subProgrammes.status, true), id == null ? undefined : eq(subProgrammes.programmeId, id))).orderBy(asc(subProgrammes.code)),
  }),
  lgSubProgrammes: t.field({
    type: [SubProgrammeRef], authScopes: { signedIn: true },
    resolve: (_r, _a, { db }) => db.select().from(subProgrammes).where(eq(subProgrammes.isLg, true)).orderBy(asc(subProgrammes.code)),
  }),
}));

