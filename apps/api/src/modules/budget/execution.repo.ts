import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uploadRows } from '../../db/schema/index.js';

/** One uploaded execution figure: a vote's programme × category, in a quarter (none for annual limits). */
export interface ExecutionLine { id?: number; kind: string; voteId: number; programmeId: number | null; quarter: string | null; category: string | null; amount: number }

/** The year's uploaded figures of these kinds (releases, cash limits, expenditure limits) for these votes. */
export async function executionLines(db: Executor, kinds: string[], yearId: number, voteIds: number[]): Promise<ExecutionLine[]> {
  if (!voteIds.length) return [];
  const rows = await db.select({
    id: uploadRows.id, kind: uploadRows.kind, voteId: uploadRows.voteId, programmeId: uploadRows.programmeId, quarter: uploadRows.quarter, category: uploadRows.category, amount: uploadRows.amount,
  }).from(uploadRows).where(and(inArray(uploadRows.kind, kinds), eq(uploadRows.yearId, yearId), inArray(uploadRows.voteId, voteIds)));
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}
