import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { parastatals, programmes, programmeVotes, votes } from '../../db/schema/index.js';

/** What a report of each category is submitted for. */
export const CATEGORIES = ['VOTE', 'PROGRAMME', 'Parastatal', 'Vote'] as const;
export type Category = (typeof CATEGORIES)[number];
export type EntityColumn = 'voteId' | 'programmeId' | 'sepcId';

export const entityColumn = (c: Category): EntityColumn => (c === 'PROGRAMME' ? 'programmeId' : c === 'Parastatal' ? 'sepcId' : 'voteId');

export interface Entity { id: number; code: string; name: string }

/**
 * The entities of a category the actor may see: all of them for ministry users, otherwise those of the
 * actor's vote (its programmes and parastatals) or the actor's own parastatal.
 */
export async function entitiesInScope(db: Executor, actor: Actor, category: Category): Promise<Entity[]> {
  if (category === 'VOTE' || category === 'Vote') {
    const kind = category === 'VOTE' ? 'CG' : 'LG';
    const scope: SQL | undefined = actor.isMinistry ? undefined : eq(votes.id, actor.voteId ?? -1);
    return db.select({ id: votes.id, code: votes.code, name: votes.name }).from(votes)
      .where(and(eq(votes.kind, kind), eq(votes.status, true), scope)).orderBy(asc(votes.code));
  }
  if (category === 'PROGRAMME') {
    const scope = actor.isMinistry ? undefined : inArray(programmes.id,
      db.select({ id: programmeVotes.programmeId }).from(programmeVotes).where(eq(programmeVotes.voteId, actor.voteId ?? -1)));
    return db.select({ id: programmes.id, code: programmes.code, name: programmes.name }).from(programmes)
      .where(and(eq(programmes.status, true), scope)).orderBy(asc(programmes.code));
  }
  const scope = actor.isMinistry ? undefined
    : actor.sepcId ? eq(parastatals.id, actor.sepcId) : eq(parastatals.voteId, actor.voteId ?? -1);
  return db.select({ id: parastatals.id, code: parastatals.code, name: parastatals.name }).from(parastatals)
    .where(and(eq(parastatals.status, true), scope)).orderBy(asc(parastatals.code));
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


/** How many active entities of a category there are (a ministry user's scope), without loading them. */
export async function countEntities(db: Executor, category: Category): Promise<number> {
  const [r] = category === 'VOTE' || category === 'Vote'
    ? await db.select({ n: count() }).from(votes).where(and(eq(votes.kind, category === 'VOTE' ? 'CG' : 'LG'), eq(votes.status, true)))
    : category === 'PROGRAMME'
      ? await db.select({ n: count() }).from(programmes).where(eq(programmes.status, true))
      : await db.select({ n: count() }).from(parastatals).where(eq(parastatals.status, true));
  return Number(r.n);
}
