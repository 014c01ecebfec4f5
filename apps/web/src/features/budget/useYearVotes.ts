import { useMemo } from 'react';
import { useQuery } from 'urql';
import { YEAR_NAMES } from './documents';
import type { useBudgetChoices } from './useBudgetChoices';

type Vote = { Vote_ID: number; Vote_Code: string; Vote_Name: string };

/**
 * The votes a budget screen offers, coded and named as the chosen year prints them (ADR 0024: a vote renamed in a
 * later year, or a code given to another institution, reads as that year had it); the standing names until the
 * year's arrive, and for votes the year does not name.
 */
export function useYearVotes(c: ReturnType<typeof useBudgetChoices>, yearId: number | null) {
  const [{ data }] = useQuery({ query: YEAR_NAMES, variables: { Year_ID: yearId ?? 0, Segment: 'vote' }, pause: !yearId || !c.ready });
  return useMemo(() => {
    const named = new Map((data?.yearNames.Rows ?? []).flatMap((r) => (r.Year_Name ? [[r.Ref_ID, { code: r.Year_Code ?? r.Standing_Code, name: r.Year_Name }] as const] : [])));
    const asYear = (votes: readonly Vote[]) => votes.map((v) => {
      const n = named.get(v.Vote_ID);
      return n ? { ...v, Vote_Code: n.code, Vote_Name: n.name } : v;
    });
    return { cgVotes: asYear(c.cgVotes), lgVotes: asYear(c.lgVotes) };
  }, [data, c.cgVotes, c.lgVotes]);
}

/** How a chooser labels a vote. */
export const voteOption = (v: Vote) => ({ value: v.Vote_ID, label: `${v.Vote_Code} — ${v.Vote_Name}` });
