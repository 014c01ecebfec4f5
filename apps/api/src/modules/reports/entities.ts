import { entityKindOf, isVoteKind } from '@pbs/domain';
import { asc, eq } from 'drizzle-orm';
import { entityScope } from '../../access/scope.js';
import type { Category, Who } from '../../access/categories.js';
import type { Executor } from '../../db/client.js';
import { parastatals, programmeVotes } from '../../db/schema/index.js';

export interface Entity { id: number; code: string; name: string }

/** The entities of a category the actor may see, by code. */
export async function entitiesInScope(db: Executor, actor: Who, category: Category): Promise<Entity[]> {
  const { table, where } = entityScope(db, actor, category);
  return db.select({ id: table.id, code: table.code, name: table.name }).from(table).where(where).orderBy(asc(table.code));
}

/** Whether one entity is within the actor's scope (answers like a missing record otherwise). */
export async function entityVisible(db: Executor, actor: Who, category: Category, id: number): Promise<Entity | null> {
  const list = await entitiesInScope(db, actor, category);
  return list.find((e) => e.id === id) ?? null;
}

/** The vote an entity belongs to, for approver assignments limited to a vote. */
export async function voteOfEntity(db: Executor, category: Category, id: number): Promise<number[]> {
  const kind = entityKindOf(category);
  if (isVoteKind(kind)) return [id];
  if (kind === 'programme') {
    return (await db.select({ v: programmeVotes.voteId }).from(programmeVotes).where(eq(programmeVotes.programmeId, id))).map((r) => r.v);
  }
  const [p] = await db.select({ v: parastatals.voteId }).from(parastatals).where(eq(parastatals.id, id));
  return p?.v ? [p.v] : [];
}
