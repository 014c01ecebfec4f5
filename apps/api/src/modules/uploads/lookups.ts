import { eq } from 'drizzle-orm';
import type { CodeRef } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { parastatals, programmes, programmeVotes, revenues, subGrants, subSubProgrammes, votes } from '../../db/schema/index.js';

export interface VoteInfo { id: number; code: string; isAia: boolean; isVirementLimited: boolean }

/** Code → id maps of the masters an upload refers to, plus the programme-by-vote mapping. Active records only. */
export interface Lookups {
  codes: Record<CodeRef, Map<string, number>>;
  votesById: Map<number, VoteInfo>;
  /** `${voteId}:${programmeId}` → Prog_By_Vote_ID */
  progByVote: Map<string, number>;
  subGrantRevenue: Map<number, number>;
  /** Revenue id → its class (REVENUE_CLASSES). */
  revenueClass: Map<number, string>;
  /** Parastatal id → the vote it reports under. */
  parastatalVote: Map<number, number | null>;
}

export async function loadLookups(db: Executor): Promise<Lookups> {
  const [vs, ps, ssps, rs, sgs, pvs, sepcs] = await Promise.all([
    db.select({ id: votes.id, code: votes.code, kind: votes.kind, isAia: votes.isAia, isVirementLimited: votes.isVirementLimited })
      .from(votes).where(eq(votes.status, true)),
    db.select({ id: programmes.id, code: programmes.code }).from(programmes).where(eq(programmes.status, true)),
    db.select({ id: subSubProgrammes.id, code: subSubProgrammes.code }).from(subSubProgrammes).where(eq(subSubProgrammes.status, true)),
    db.select({ id: revenues.id, code: revenues.code, revenueClass: revenues.revenueClass }).from(revenues).where(eq(revenues.status, true)),
    db.select({ id: subGrants.id, code: subGrants.code, revenueId: subGrants.revenueId }).from(subGrants).where(eq(subGrants.status, true)),
    db.select({ id: programmeVotes.id, voteId: programmeVotes.voteId, programmeId: programmeVotes.programmeId }).from(programmeVotes).where(eq(programmeVotes.status, true)),
    db.select({ id: parastatals.id, code: parastatals.code, voteId: parastatals.voteId }).from(parastatals).where(eq(parastatals.status, true)),
  ]);
  const map = (rows: { id: number; code: string }[]) => new Map(rows.map((r) => [r.code.toUpperCase(), r.id]));
  return {
    codes: {
      cgVote: map(vs.filter((v) => v.kind === 'CG')), lgVote: map(vs.filter((v) => v.kind === 'LG')), parastatal: map(sepcs),
      programme: map(ps), subSubProgramme: map(ssps), revenue: map(rs), subGrant: map(sgs),
    },
    votesById: new Map(vs.map((v) => [v.id, v])),
    progByVote: new Map(pvs.map((p) => [`${p.voteId}:${p.programmeId}`, p.id])),
    subGrantRevenue: new Map(sgs.map((s) => [s.id, s.revenueId])),
    revenueClass: new Map(rs.map((r) => [r.id, r.revenueClass])),
    parastatalVote: new Map(sepcs.map((p) => [p.id, p.voteId])),
  };
}
