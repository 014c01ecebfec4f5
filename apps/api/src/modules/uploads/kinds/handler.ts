import type { RowError } from '@pbs/domain';
import type { Actor } from '../../../auth/actor.js';
import type { Executor, Tx } from '../../../db/client.js';
import type { Lookups } from '../lookups.js';
import type { ParsedRow } from '../validate-rows.js';

export interface CheckContext { actor: Actor; yearId: number; stageId: number | null; lookups: Lookups }
export interface ApplyContext extends CheckContext { batchId: number }

/** What one upload kind adds to the generic checks: its business rules, and how it writes its rows. */
export interface KindHandler {
  check(db: Executor, rows: ParsedRow[], ctx: CheckContext): Promise<RowError[]> | RowError[];
  apply(tx: Tx, rows: ParsedRow[], ctx: ApplyContext): Promise<void>;
}

/** Inserts in slices so no statement exceeds PostgreSQL's 65,535 parameters. */
export async function insertChunked<T>(rows: T[], size: number, insert: (slice: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
