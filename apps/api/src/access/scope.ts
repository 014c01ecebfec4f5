import { entityKindOf, isVoteKind } from '@pbs/domain';
import { and, eq, inArray, or, type Column, type SQL } from 'drizzle-orm';
import type { Actor } from '../auth/actor.js';
import type { Executor } from '../db/client.js';
import { parastatals, programmes, programmeVotes, reports, submissions, votes } from '../db/schema/index.js';
import { CATEGORIES, entityColumn, type Category, type Who } from './categories.js';

/**
 * What each user may see, as SQL every repository applies (DESIGN.md "Organisation"): ministry users see
 * everything; a vote's users see their vote, the programmes it delivers and its parastatals; a parastatal's
 * users see their parastatal. Nothing is filtered after a query: a limit then would drop rows they may see.
 */

/** Rows of one vote column: none for a user without a vote. Undefined (no condition) for the ministry. */
export function voteScope(actor: Who, column: Column): SQL | undefined {
  return actor.isMinistry ? undefined : eq(column, actor.voteId ?? -1);
}

/** Rows of one parastatal column: a parastatal's users see their own; a vote's users those of its parastatals. */
export function parastatalScope(db: Executor, actor: Who, column: Column): SQL | undefined {
  if (actor.isMinistry) return undefined;
  return actor.sepcId ? eq(column, actor.sepcId) : inArray(column, db.select({ id: parastatals.id }).from(parastatals).where(voteScope(actor, parastatals.voteId)));
}

/** Where the entities of a category live and which of them the actor may see. */
export function entityScope(db: Executor, actor: Who, category: Category) {
  const kind = entityKindOf(category);
  if (isVoteKind(kind)) {
    return { table: votes, where: and(eq(votes.kind, kind === 'cgVote' ? 'CG' : 'LG'), eq(votes.status, true), voteScope(actor, votes.id)) };
  }
  if (kind === 'programme') {
    const own = actor.isMinistry ? undefined
      : inArray(programmes.id, db.select({ id: programmeVotes.programmeId }).from(programmeVotes).where(voteScope(actor, programmeVotes.voteId)));
    return { table: programmes, where: and(eq(programmes.status, true), own) };
  }
  const own = actor.isMinistry ? undefined
    : actor.sepcId ? eq(parastatals.id, actor.sepcId) : voteScope(actor, parastatals.voteId);
  return { table: parastatals, where: and(eq(parastatals.status, true), own) };
}

/** The ids of those entities, as a subquery. */
export function entityIdsInScope(db: Executor, actor: Who, category: Category) {
  const { table, where } = entityScope(db, actor, category);
  return db.select({ id: table.id }).from(table).where(where);
}

/** Submissions (and what hangs on them, e.g. archives) whose entity the actor may see; the query joins `reports`. */
export function submissionScope(db: Executor, actor: Who): SQL | undefined {
  if (actor.isMinistry) return undefined;
  return or(...CATEGORIES.map((c) => and(eq(reports.category, c), inArray(submissions[entityColumn(c)], entityIdsInScope(db, actor, c)))));
}

/** One vote, for checks a service makes before acting on it. */
export function canSeeVote(actor: Actor, voteId: number | null | undefined): boolean {
  return actor.isMinistry || (voteId != null && actor.voteId === voteId);
}
