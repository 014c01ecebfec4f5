import type { UploadKind } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { ceilingControl } from './ceilings.js';
import { executionLines, type ExecutionLine } from './execution.repo.js';

/** The kinds that set limits, and the kinds whose stored rows each bounds (one direction of the rule each way). */
export const LIMIT_KINDS = ['quarterly-cash-limits', 'expenditure-limits'] as const satisfies UploadKind[];
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const RELEASE_KINDS = ['quarterly-releases', 'warrants-releases'] as const satisfies UploadKind[];
export const BOUNDED_BY: Record<LimitKind, UploadKind[]> = {
  'expenditure-limits': ['external-finance', ...RELEASE_KINDS],
  'quarterly-cash-limits': [...RELEASE_KINDS],
};

/** Half a cent: amounts are kept to two decimals, so anything above a limit by less is rounding. */
export const EPSILON = 0.005;
export const lineKey = (...parts: (string | number | null)[]) => parts.join('|');

/** Whether limits bind anything this year: under Warn (the year's budget control, as for ceilings) nothing is refused. */
export async function limitsStop(db: Executor, yearId: number): Promise<boolean> {
  return await ceilingControl(db, yearId) === 'Stop';
}

/** The stored limit lines of a year for these votes, with (`also`) the stored rows of other kinds read beside them. */
export function storedLimits(db: Executor, yearId: number, voteIds: number[], also: string[] = []): Promise<ExecutionLine[]> {
  return executionLines(db, [...LIMIT_KINDS, ...also], yearId, voteIds);
}
