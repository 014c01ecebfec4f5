import { and, eq } from 'drizzle-orm';
import { VIREMENT_LIMIT_SHARE } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import { canSeeVote } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { votes } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { available, voteLines, type Line } from './balances.js';
import { activeStageId } from '../masters/periods.repo.js';
import { cgStageId } from './mtef.repo.js';

export type BalanceLine = {
  Programme_Code: string; Category: string; Ceiling: number; Allocation: number; Supplementary: number;
  Virement_In: number; Virement_Out: number; Available: number; Difference: number; Is_Balanced: boolean;
};
export type BalanceCheck = { Is_Balanced: boolean; Message: string; Vote_Code: string; Lines: BalanceLine[] };

const cents = (n: number) => Math.round(n * 100) / 100;

function toLine(l: Line, difference: number, ok: boolean): BalanceLine {
  return {
    Programme_Code: l.programmeCode, Category: l.category, Ceiling: l.ceiling, Allocation: l.approved, Supplementary: l.supplementary,
    Virement_In: l.virementIn, Virement_Out: l.virementOut, Available: cents(available(l)), Difference: cents(difference), Is_Balanced: ok,
  };
}

async function cgVote(db: Executor, actor: Actor, where: ReturnType<typeof eq>) {
  const [v] = await db.select().from(votes).where(and(where, eq(votes.kind, 'CG')));
  if (!v || !canSeeVote(actor, v.id)) throw notFound();
  return v;
}

/**
 * A vote's budget is consistent when no line's budget-year allocation exceeds the ministry's ceiling for it
 * (checked before budget estimates are initiated). Lines are programme × category.
 */
export async function checkConsistency(db: Executor, actor: Actor, voteId: number, yearId: number, stage: number): Promise<BalanceCheck> {
  const vote = await cgVote(db, actor, eq(votes.id, voteId));
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  const lines = [...(await voteLines(db, vote.id, yearId, st.id)).values()].filter((l) => l.approved || l.ceiling);
  const out = lines.map((l) => toLine(l, l.ceiling - l.approved, l.approved <= l.ceiling + 0.005));
  const over = out.filter((l) => !l.Is_Balanced).length;
  return {
    Is_Balanced: over === 0, Vote_Code: vote.code, Lines: out,
    Message: over === 0 ? 'Allocations are within the ceilings' : `${over} line(s) exceed their ceiling`,
  };
}

/**
 * Available balances after supplementaries and virements: every line must stay at or above zero and, for a
 * vote with Is_Virement_Limited, no line may have moved out more than 10 % of its allocation.
 */
export async function checkVirementBalance(db: Executor, actor: Actor, yearId: number, voteCode: string): Promise<BalanceCheck> {
  const vote = await cgVote(db, actor, eq(votes.code, voteCode));
  const lines = [...(await voteLines(db, vote.id, yearId, await activeStageId(db, yearId, 'CG'))).values()]
    .filter((l) => l.approved || l.supplementary || l.virementIn || l.virementOut);
  const out = lines.map((l) => {
    const limit = vote.isVirementLimited ? l.approved * VIREMENT_LIMIT_SHARE : Infinity;
    return toLine(l, available(l), available(l) >= -0.005 && l.virementOut <= limit + 0.005);
  });
  const bad = out.filter((l) => !l.Is_Balanced).length;
  return {
    Is_Balanced: bad === 0, Vote_Code: vote.code, Lines: out,
    Message: bad === 0 ? 'Every line has a non-negative available balance' : `${bad} line(s) are overdrawn or over the virement limit`,
  };
}
