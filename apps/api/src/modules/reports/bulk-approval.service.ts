import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { AppError, badInput } from '../../lib/errors.js';
import type { Submission } from '../../db/schema/index.js';
import { approve } from './workflow.service.js';

/** Most submissions one bulk approval takes: final approvals render and archive documents. */
export const BULK_APPROVAL_LIMIT = 50;

export interface BulkOutcome { id: number; submission: Submission | null; code: string | null; message: string | null }

/**
 * Approves several tasks with one comment. Each is the same separate, audited approval as one at a time, in its
 * own transaction, in the order given: one refused (acted on by someone else, not the actor's level…) is
 * reported and the others go on.
 */
export async function approveMany(ctx: Pick<Context, 'db' | 'files' | 'config' | 'notices'>, actor: Actor,
  items: { Submission_ID: number; Version: number }[], note?: string | null): Promise<BulkOutcome[]> {
  if (!items.length) throw badInput({ key: 'SERVER.CHOOSE_SUBMISSION' });
  if (items.length > BULK_APPROVAL_LIMIT) throw badInput({ key: 'SERVER.BULK_TOO_MANY', params: { n: BULK_APPROVAL_LIMIT } });
  if (new Set(items.map((i) => i.Submission_ID)).size !== items.length) throw badInput({ key: 'SERVER.LISTED_TWICE' });
  const out: BulkOutcome[] = [];
  for (const item of items) {
    try {
      out.push({ id: item.Submission_ID, submission: await approve(ctx, actor, item.Submission_ID, item.Version, note), code: null, message: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.push({ id: item.Submission_ID, submission: null, code: String(err.extensions.code), message: err.message });
    }
  }
  return out;
}
