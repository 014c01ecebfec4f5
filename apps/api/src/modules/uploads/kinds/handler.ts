import type { RowError, Said } from '@pbs/domain';
import type { Actor } from '../../../auth/actor.js';
import type { Executor, Tx } from '../../../db/client.js';
import type { BatchTable, StoredRow } from '../../batches/batches.repo.js';
import type { Lookups } from '../lookups.js';
import type { ParsedRow } from '../validate-rows.js';

export type { StoredRow };

export interface CheckContext {
  actor: Actor; yearId: number; stageId: number | null; lookups: Lookups;
  /** Breaches the year's control lets through (Warn): the file is written, and the preview and the answer list them. */
  warn?: (rows: RowError[]) => void;
}
export interface ApplyContext extends CheckContext { batchId: number }

/**
 * How a kind's file replaces what is stored: stored rows sharing the `scope` columns' values with a file row
 * are replaced by the file; `key` matches a stored row to the file row that takes its place. Null: the file
 * adds rows (virements, supplementaries) and replaces nothing.
 */
export interface Replaces { scope: string[]; key: string[] }


/** What one upload kind adds to the generic checks: its business rules, what it replaces, and how it writes its rows. */
export interface KindHandler {
  /** Where the kind's rows live; each names the batch that wrote it (batch_id), which is how a batch is reverted. */
  table: BatchTable;
  replaces: Replaces | null;
  /** For list kinds: the column whose amounts the stored rows add up (upload_rows.amount). */
  amountColumn?: string;
  check(db: Executor, rows: ParsedRow[], ctx: CheckContext): Promise<RowError[]> | RowError[];
  /** Writes the file's rows, keeping the stored rows they replace whole (deleteKeeping); answers how many. */
  apply(tx: Tx, rows: ParsedRow[], ctx: ApplyContext): Promise<number>;
  /**
   * The kind's rules on a revert, which removes `current` (the batch's rows) and puts `restored` back: what it
   * would break, each a message the refusal says in the user's language (none: the revert may go ahead).
   */
  revertCheck?(db: Executor, restored: StoredRow[], current: StoredRow[], ctx: CheckContext): Promise<Said[]>;
  /**
   * Puts back what the batch replaced, after its rows were removed, for a kind whose file rewrites more than its
   * table's rows (the performance plan's outputs) or whose rows others are read from (execution's lines to date); by
   * default the replaced rows go back into `table` whole.
   */
  revert?(tx: Tx, batchId: number, ctx: CheckContext): Promise<unknown>;
  /**
   * A local government's detailed estimates stand under the kind's rows (grant IPFs, local revenue): a write or
   * revert may not lower them below those lines (budget/detail-rule.ts envelopeHold).
   */
  envelope?: true;
  /** A sheet the template adds beside Codes, listing what the kind's rows may name (the performance plan's outputs). */
  choices?(db: Executor, actor: Actor, yearId: number): Promise<{ name: string; headers: string[]; rows: (string | number | null)[][] }>;
}
