import { builder } from '../../graphql/builder.js';
import { batch } from '../../graphql/loaders.js';
import { objectType } from '../../graphql/object-type.js';
import { CgVoteRef, LgVoteRef, SubProgrammeRef, SubRegionRef } from './organisation.masters.js';
import * as repo from './votes.repo.js';

// Plain master reads: no rule beyond the scope, so these map straight to the repository.

/** A list of LG votes looks their sub-regions up in one query. */
const subRegionById = batch(async (db, ids: readonly number[]) => {
  const byId = new Map((await repo.subRegionsByIds(db, ids)).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
});

builder.objectFields(LgVoteRef, (t) => ({
  Sub_Region_ID: t.field({
    type: SubRegionRef, nullable: true,
    resolve: (vote, _a, { loaders }) => (vote.subRegionId == null ? null : loaders.of(subRegionById).load(Number(vote.subRegionId))),
  }),
}));

const CgVoteGridRef = objectType('CgVoteGridRow', {
  Vote_ID: ['id', 'Int'], Vote_Code: ['code', 'String'], Vote_Name: ['name', 'String'], Status: ['status', 'Boolean'],
  Is_MPS: ['isMps', 'Boolean'], Is_AIA: ['isAia', 'Boolean'], Is_IFMS: ['isIfms', 'Boolean'],
  IsMPS_Vote_ID: ['mpsId', 'Int', true], IsMPS_Vote_Code: ['mpsCode', 'String', true], IsMPS_Vote_Name: ['mpsName', 'String', true],
});

/** Any vote, CG or LG, for pickers that span both (user assignment). */
const VoteRef = objectType('Vote', {
  Vote_ID: ['id', 'Int'], Vote_Code: ['code', 'String'], Vote_Name: ['name', 'String'], Kind: ['kind', 'String'], Status: ['status', 'Boolean'],
});

const signedIn = { signedIn: true } as const;

builder.queryFields((t) => ({
  activeVotes: t.field({ type: [VoteRef], authScopes: signedIn, resolve: (_r, _a, { db }) => repo.activeVotes(db) }),
  cgActiveISMPSVotes: t.field({ type: [CgVoteRef], authScopes: signedIn, resolve: (_r, _a, { db }) => repo.cgMpsVotes(db) }),
  cgVotesGridData: t.field({ type: [CgVoteGridRef], authScopes: signedIn, resolve: (_r, _a, { db }) => repo.cgVotesGrid(db) }),
  cgActiveIsAIAVote: t.field({
    type: CgVoteRef, nullable: true, authScopes: signedIn, args: { Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Vote_ID }, { db }) => repo.activeCgVoteWith(db, Vote_ID, 'isAia'),
  }),
  cgActiveIsIfmsVote: t.field({
    type: CgVoteRef, nullable: true, authScopes: signedIn, args: { Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Vote_ID }, { db }) => repo.activeCgVoteWith(db, Vote_ID, 'isIfms'),
  }),
  lgVote: t.field({
    type: LgVoteRef, nullable: true, authScopes: signedIn, args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, { db }) => repo.lgVote(db, id),
  }),
  lgActiveIsIfmsVote: t.field({
    type: LgVoteRef, nullable: true, authScopes: signedIn, args: { Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Vote_ID }, { db }) => repo.activeIfmsLgVote(db, Vote_ID),
  }),
  /** Active LG votes of one sub-region. */
  activeLgSubRegionsByVotes: t.field({
    type: [LgVoteRef], authScopes: signedIn, args: { id: t.arg.int({ required: true }) },
    resolve: (_r, { id }, { db }) => repo.activeLgVotesOfSubRegion(db, id),
  }),
  lgVotesSP: t.field({
    type: [SubProgrammeRef], authScopes: signedIn, args: { Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Vote_ID }, { db }) => repo.lgSubProgrammesOfVote(db, Vote_ID),
  }),
  activeSubProgrammesByProgramme: t.field({
    type: [SubProgrammeRef], authScopes: signedIn, args: { id: t.arg.int({ required: false }) },
    resolve: (_r, { id }, { db }) => repo.activeSubProgrammes(db, id),
  }),
  lgSubProgrammes: t.field({ type: [SubProgrammeRef], authScopes: signedIn, resolve: (_r, _a, { db }) => repo.lgSubProgrammes(db) }),
}));
