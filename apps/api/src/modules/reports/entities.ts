import { and, asc, eq, inArray, type Placeholder } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { parastatals, programmes, programmeVotes, votes } from '../../db/schema/index.js';

/** What a report of each category is submitted for. */
export const CATEGORIES = ['VOTE', 'PROGRAMME', 'Parastatal', 'Vote'] as const;
export type Category = (typeof CATEGORIES)[number];
export type EntityColumn = 'voteId' | 'programmeId' | 'sepcId';

export const entityColumn = (c: Category): EntityColumn => (c === 'PROGRAMME' ? 'programmeId' : c === 'Parastatal' ? 'sepcId' : 'voteId');

export interface Entity { id: number; code: string; name: string }

/** Whose entities: an actor, or placeholders standing for the actors of a prepared statement. */
export type Who = Pick<Actor, 'isMinistry'> & { voteId: number | null | Placeholder; sepcId: number | null | Placeholder };

/**
 * Where the entities of a category live and which of them the actor may see: all of them for ministry users,
 * otherwise those of the actor's vote (its programmes and parastatals) or the actor's own parastatal.
 */
export function scopeOf(db: Executor, actor: Who, category: Category) {
  if (category === 'VOTE' || category === 'Vote') {
    const kind = category === 'VOTE' ? 'CG' : 'LG';
    return { table: votes, where: and(eq(votes.kind, kind), eq(votes.status, true), actor.isMinistry ? undefined : eq(votes.id, actor.voteId ?? -1)) };
  }
  if (category === 'PROGRAMME') {
    const own = actor.isMinistry ? undefined : inArray(programmes.id,
      db.select({ id: programmeVotes.programmeId }).from(programmeVotes).where(eq(programmeVotes.voteId, actor.voteId ?? -1)));
    return { table: programmes, where: and(eq(programmes.status, true), own) };
  }
  const own = actor.isMinistry ? undefined
    : actor.sepcId ? eq(parastatals.id, actor.sepcId) : eq(parastatals.voteId, actor.voteId ?? -1);
  return { table: parastatals, where: and(eq(parastatals.status, true), own) };
}

/** The entities of a category the actor may see, by code. */
export async function entitiesInScope(db: Executor, actor: Actor, category: Category): Promise<Entity[]> {
  const { table, where } = scopeOf(db, actor, category);
  return db.select({ id: table.id, code: table.code, name: table.name }).from(table).where(where).orderBy(asc(table.code));
}

/** The same entities as a subquery of their ids, for queries that only filter or count by them. */
export function entityIdsInScope(db: Executor, actor: Who, category: Category) {
  const { table, where } = scopeOf(db, actor, category);
  return db.select({ id: table.id }).from(table).where(where);
}

/** Whether one entity is within the actor's scope (answers like a missing record otherwise). */
export async function entityVisible(db: Executor, actor: Actor, category: Category, id: number): Promise<Entity | null> {
  const list = await entitiesInScope(db, actor, category);
  return list.find((e) => e.id === id) ?? null;
}

/** The vote an entity belongs to, for approver assignments limited to a vote. */
export async function voteOfEntity(db: Executor, category: Category, id: number): Promise<number[]> {
  if (category === 'VOTE' || category === 'Vote') return [id];
  if (category === 'PROGRAMME') {
    return (await db.select({ v: programmeVotes.voteId }).from(programmeVotes).where(eq(programmeVotes.programmeId, id))).map((r) => r.v);
  }
  const [p] = await db.select({ v: parastatals.voteId }).from(parastatals).where(eq(parastatals.id, id));
  return p?.v ? [p.v] : [];
}
