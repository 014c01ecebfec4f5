import { BUDGET_CATEGORIES, type Said } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { available, lineKey, voteLines } from './balances.js';
import { mtefColumn } from './columns.js';

/** A budget-year allocation as a change will leave it: the vote, programme and the five Y1 amounts by column. */
export interface AllocationAfter { voteId: number; programmeId: number; cells: Record<string, number> }
export interface Overdraft { voteId: number; programmeId: number; programme: string; category: string; allocation: number; available: number }

/**
 * The balance rule of virements (checkAvailableVirementBalanceReportBalance) on every path that changes an
 * allocation: a line's budget-year allocation may not be lowered below what virements have already moved out
 * of it (net of supplementaries and virements in). A line not lowered is never refused.
 */
export async function overdrafts(db: Executor, yearId: number, stageId: number, changes: AllocationAfter[]): Promise<Overdraft[]> {
  const out: Overdraft[] = [];
  for (const voteId of new Set(changes.map((c) => c.voteId))) {
    // Only a line virements moved money out of can be overdrawn.
    const lines = await voteLines(db, voteId, yearId, stageId, { virementsOnly: true });
    for (const change of changes.filter((c) => c.voteId === voteId)) {
      for (const category of BUDGET_CATEGORIES) {
        const l = lines.get(lineKey(change.programmeId, category));
        if (!l || !(l.virementOut > 0)) continue;
        const after = change.cells[mtefColumn('Y1', category)] ?? 0;
        const left = available({ ...l, approved: after });
        if (after < l.approved - 0.005 && left < -0.005) out.push({ voteId, programmeId: change.programmeId, programme: l.programmeCode, category, allocation: after, available: left });
      }
    }
  }
  return out;
}

/** 'Programme 02, Y1_Wage: 5,000 leaves -1,000 available after the virements out of it', in any language (serverText). */
export const overdraftSaid = (o: Overdraft): Said => ({
  key: 'SERVER.OVERDRAFT', params: { programme: o.programme, category: o.category, allocation: o.allocation, available: o.available },
});
