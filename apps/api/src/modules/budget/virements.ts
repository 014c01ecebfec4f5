import { UploadError, VIREMENT_LIMIT_SHARE, type BudgetCategory } from '@pbs/domain';
import { available, lineKey, type Line } from './balances.js';
import { entry } from '../../lib/present.js';

/** One move of money between two lines (programme × category) of a vote's budget year. */
export interface Move { fromProgrammeId: number; fromCode: string; fromCategory: BudgetCategory; toProgrammeId: number; toCode: string; toCategory: BudgetCategory; amount: number }
export interface MoveRefusal { index: number; code: typeof UploadError.OVER_BALANCE | typeof UploadError.OVER_VIREMENT_LIMIT; params: { amount: number; available?: number; limit?: number } }

const money = (n: number) => Math.round(n * 100) / 100;

function lineOf(lines: Map<string, Line>, programmeId: number, code: string, category: BudgetCategory): Line {
  const k = lineKey(programmeId, category);
  if (!lines.has(k)) lines.set(k, { programmeId, programmeCode: code, category, approved: 0, ceiling: 0, supplementary: 0, virementIn: 0, virementOut: 0 });
  return entry(lines, k);
}

/**
 * The balance rule of virements (checkAvailableVirementBalanceReportBalance), for a file's rows and a request on
 * the screen alike. Moves are taken in order against their vote's `lines`: each may take no more than its line's
 * available balance — approved budget-year allocation plus supplementaries and virements in, less virements out —
 * and, for a vote with Is_Virement_Limited, no more than 10 % of the line's approved allocation over the year.
 * An accepted move changes `lines`, so later moves see what earlier ones took; a refused move changes nothing.
 */
export function refuseMoves(lines: Map<string, Line>, moves: Move[], limited: boolean): MoveRefusal[] {
  const refusals: MoveRefusal[] = [];
  moves.forEach((m, index) => {
    const from = lineOf(lines, m.fromProgrammeId, m.fromCode, m.fromCategory);
    if (m.amount > available(from) + 0.001) {
      refusals.push({ index, code: UploadError.OVER_BALANCE, params: { available: money(available(from)), amount: m.amount } });
      return;
    }
    if (limited && from.virementOut + m.amount > from.approved * VIREMENT_LIMIT_SHARE + 0.001) {
      refusals.push({ index, code: UploadError.OVER_VIREMENT_LIMIT, params: { limit: money(from.approved * VIREMENT_LIMIT_SHARE - from.virementOut), amount: m.amount } });
      return;
    }
    from.virementOut += m.amount;
    lineOf(lines, m.toProgrammeId, m.toCode, m.toCategory).virementIn += m.amount;
  });
  return refusals;
}

/**
 * The same rule for new moves once the amounts `held` (pending requests, in the order they were asked) are set
 * aside: a new move may not take what a request is already waiting for. Refusals are numbered within `moves`.
 */
export function refuseMovesAfter(lines: Map<string, Line>, held: Move[], moves: Move[], limited: boolean): MoveRefusal[] {
  return refuseMoves(lines, [...held, ...moves], limited).filter((r) => r.index >= held.length).map((r) => ({ ...r, index: r.index - held.length }));
}
