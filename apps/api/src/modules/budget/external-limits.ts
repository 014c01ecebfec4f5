import type { Executor } from '../../db/client.js';
import { ceilingControl } from './ceilings.js';
import { executionLines } from './execution.repo.js';

/** A vote's external finance estimate for the budget year on one programme (all its projects). */
export interface ExternalEstimate { voteId: number; programmeId: number; amount: number }
export interface ExternalBreach { voteId: number; programmeId: number; total: number; limit: number }

const EPSILON = 0.005;
const key = (voteId: number, programmeId: number) => `${voteId}|${programmeId}`;

/**
 * Under Stop (the year's budget control), a programme's external finance estimates for the budget year keep within
 * the External Finance expenditure limits the ministry set for that vote and programme (summed over categories).
 * `estimates` are everything the vote will hold (an upload replaces a vote's rows); a programme with no External
 * Finance limit is not bounded.
 */
export async function externalFinanceBreaches(db: Executor, yearId: number, estimates: ExternalEstimate[]): Promise<ExternalBreach[]> {
  if (!estimates.length || await ceilingControl(db, yearId) === 'Warn') return [];
  const voteIds = [...new Set(estimates.map((e) => e.voteId))];
  const limits = new Map<string, number>();
  for (const l of await executionLines(db, ['expenditure-limits'], yearId, voteIds)) {
    if (l.programmeId != null && l.category?.startsWith('External Finance:')) limits.set(key(l.voteId, l.programmeId), (limits.get(key(l.voteId, l.programmeId)) ?? 0) + l.amount);
  }
  const totals = new Map<string, ExternalEstimate>();
  for (const e of estimates) {
    const k = key(e.voteId, e.programmeId);
    totals.set(k, { ...e, amount: (totals.get(k)?.amount ?? 0) + e.amount });
  }
  return [...totals.entries()].flatMap(([k, t]) => {
    const limit = limits.get(k);
    return limit !== undefined && t.amount > limit + EPSILON ? [{ voteId: t.voteId, programmeId: t.programmeId, total: t.amount, limit }] : [];
  });
}
