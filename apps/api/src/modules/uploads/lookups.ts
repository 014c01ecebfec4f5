import { eq } from 'drizzle-orm';
import { codeKey, type CodeRef } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { parastatals, programmes, programmeVotes, revenues, subGrants, subSubProgrammes, votes } from '../../db/schema/index.js';

export interface VoteInfo { id: number; code: string; isAia: boolean; isVirementLimited: boolean }

/**
 * A master's codes: as written (capitals) and by codeKey, so `14` in a file finds vote `014` (a spreadsheet drops the
 * zeros of a number typed in a General cell); a key two codes share finds neither, only their exact spellings.
 */
export interface CodeList { exact: Map<string, number>; byKey: Map<string, number | null>; spelt: Map<number, string> }

/** The master record a code names (by its exact spelling, else without leading zeros), or undefined. */
export function codeId(list: CodeList, value: string): number | undefined {
  return list.exact.get(value.toUpperCase()) ?? list.byKey.get(codeKey(value)) ?? undefined;
}

function codeList(rows: { id: number; code: string }[]): CodeList {
  const byKey = new Map<string, number | null>();
  for (const r of rows) byKey.set(codeKey(r.code), byKey.has(codeKey(r.code)) ? null : r.id);
  return { exact: new Map(rows.map((r) => [r.code.toUpperCase(), r.id])), byKey, spelt: new Map(rows.map((r) => [r.id, r.code])) };
}

/** Code lists of the masters an upload refers to, plus the programme-by-vote mapping. Active records only. */
export interface Lookups {
  codes: Record<CodeRef, CodeList>;
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
  return {
    codes: {
      cgVote: codeList(vs.filter((v) => v.kind === 'CG')), lgVote: codeList(vs.filter((v) => v.kind === 'LG')), parastatal: codeList(sepcs),
      programme: codeList(ps), subSubProgramme: codeList(ssps), revenue: codeList(rs), subGrant: codeList(sgs),
    },
    votesById: new Map(vs.map((v) => [v.id, v])),
    progByVote: new Map(pvs.map((p) => [`${p.voteId}:${p.programmeId}`, p.id])),
    subGrantRevenue: new Map(sgs.map((s) => [s.id, s.revenueId])),
    revenueClass: new Map(rs.map((r) => [r.id, r.revenueClass])),
    parastatalVote: new Map(sepcs.map((p) => [p.id, p.voteId])),
  };
}
