import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../lib/session';
import { useBudgetChoices } from './useBudgetChoices';
import { useYearVotes } from './useYearVotes';

/**
 * The year, CG stage and vote a vote-level budget tab shows: the active year and stage to begin with, and the
 * user's own vote (the ministry: the first vote, then any it chooses). With `localGovernments`, the tab serves
 * local governments too (their detailed estimates are held in the CG stages, under their envelopes).
 */
export function useVoteStage(opts: { localGovernments?: boolean } = {}) {
  const s = useSession();
  const c = useBudgetChoices();
  const lg = opts.localGovernments ?? false;
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const [stage, setStage] = useState<number | null>(s.activeStages.find((x) => x.Process_Area === 'CG')?.Stage ?? null);
  const [chosenVote, setVoteId] = useState<number | null>(null);
  const own = c.ownKind === 'CG' || (lg && c.ownKind === 'LG') ? c.ownVote : null;
  const voteId = chosenVote ?? (c.ready ? (c.ministry ? c.cgVotes[0]?.Vote_ID ?? null : own) : null);
  const named = useYearVotes(c, yearId);
  const votes = useMemo(() => (lg ? [...named.cgVotes, ...named.lgVotes] : named.cgVotes), [lg, named]);
  // The same function from one render to the next, so an effect may call it (a figure followed from the MTEF grid).
  const chooseYear = useCallback((id: number) => { setYearId(id); setStage(null); }, []);
  // Whether the vote shown is a district's (its plan uploads as the districts' kind of Form A).
  const isLocal = voteId != null && c.lgVotes.some((x) => x.Vote_ID === voteId);
  return { c, yearId, stage, voteId, isLocal, votes, stages: c.stages('CG', yearId), setStage, setVoteId, setYearId: chooseYear };
}
export type VoteStage = ReturnType<typeof useVoteStage>;
