import { useMemo } from 'react';
import { useQuery } from 'urql';
import { BUDGET_SCOPE } from '../../lib/budget-scope';
import { BUDGET_CHOICES } from './documents';

/** Years, stages per area and votes for the budget screens, plus whether the user sees every vote. */
export function useBudgetChoices() {
  const [{ data }] = useQuery({ query: BUDGET_CHOICES });
  const [{ data: scope }] = useQuery({ query: BUDGET_SCOPE });
  return useMemo(() => ({
    ready: !!data && !!scope,
    ministry: scope?.myBudgetScope.Is_Ministry ?? false,
    ownVote: scope?.myBudgetScope.Vote_ID ?? null,
    ownKind: scope?.myBudgetScope.Vote_Kind ?? null,
    years: data?.fiscalYears ?? [],
    stages: (area: string, yearId: number | null) => (data?.budgetStages ?? [])
      .filter((s) => s.Process_Area === area && s.Year_ID === yearId).sort((a, b) => a.Stage - b.Stage),
    cgVotes: data?.activeCgVotes ?? [],
    lgVotes: data?.activeLgVotes ?? [],
  }), [data, scope]);
}
