import type { Actor } from '../../auth/actor.js';
import { badInput, notFound } from '../../lib/errors.js';

/**
 * The vote a budget request is about: a vote's user their own (another vote is not found, so its existence is not
 * told), the ministry the one it names.
 */
export function voteOf(actor: Actor, voteId: number | null | undefined): number {
  if (!actor.isMinistry && voteId != null && voteId !== actor.voteId) throw notFound();
  const id = actor.isMinistry ? voteId : actor.voteId;
  if (id == null) throw badInput({ key: 'FIELD.REQUIRED', params: { field: 'Vote_ID' } });
  return id;
}
