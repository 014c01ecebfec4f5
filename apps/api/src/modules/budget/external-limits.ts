import type { Executor } from '../../db/client.js';
import type { ExecutionLine } from './execution.repo.js';
import { EPSILON, lineKey, limitsStop, storedLimits } from './limits.js';

/** A vote's external finance estimate for the budget year on one programme (all its projects). */
export interface ExternalEstimate { voteId: number; programmeId: number; amount: number }
export interface ExternalBreach { voteId: number; programmeId: number; total: number; limit: number }

/**
 * A programme's external finance estimates for the budget year keep within the External Finance expenditure limits
 * of that vote and programme (summed over categories). `estimates` are everything the vote will hold (an upload
 * replaces a vote's rows); a programme with no External Finance limit is not bounded.
 */
export function externalBreachesIn(limits: ExecutionLine[], estimates: ExternalEstimate[]): ExternalBreach[] {
  const bound = new Map<string, number>();
  for (const l of limits) {
    if (l.kind !== 'expenditure-limits' || l.programmeId == null || !l.category?.startsWith('External Finance:')) continue;
    const k = lineKey(l.voteId, l.programmeId);
    bound.set(k, (bound.get(k) ?? 0) + l.amount);
  }
  const totals = new Map<string, ExternalEstimate>();
  for (const e of estimates) {
    const k = lineKey(e.voteId, e.programmeId);
    totals.set(k, { ...e, amount: (totals.get(k)?.amount ?? 0) + e.amount });
  }
  return [...totals.entries()].flatMap(([k, t]) => {
    const limit = bound.get(k);
    return limit !== undefined && t.amount > limit + EPSILON ? [{ voteId: t.voteId, programmeId: t.programmeId, total: t.amount, limit }] : [];
  });
}

/** The same rule under Stop against the stored limits, for estimates a file or a revert would leave. */
export async function externalFinanceBreaches(db: Executor, yearId: number, estimates: ExternalEstimate[]): Promise<ExternalBreach[]> {
  if (!estimates.length || !await limitsStop(db, yearId)) return [];
  return externalBreachesIn(await storedLimits(db, yearId, [...new Set(estimates.map((e) => e.voteId))]), estimates);
}
