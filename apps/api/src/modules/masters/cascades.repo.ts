import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { roles, subProgrammes, subSubProgrammes } from '../../db/schema/index.js';

/** Another role with this title, letters' case ignored. */
export async function roleTitled(db: Executor, title: string, exceptId?: number) {
  const [row] = await db.select({ id: roles.id }).from(roles)
    .where(and(sql`lower(${roles.title}) = lower(${title.trim()})`, exceptId != null ? ne(roles.id, exceptId) : undefined));
  return row ?? null;
}

/** The active sub-programmes of a programme, and the active sub-sub-programmes beneath them. */
export async function activeChildrenOfProgramme(db: Executor, programmeId: number) {
  const subs = await db.select({ id: subProgrammes.id }).from(subProgrammes).where(and(eq(subProgrammes.programmeId, programmeId), eq(subProgrammes.status, true)));
  const all = await db.select({ id: subProgrammes.id }).from(subProgrammes).where(eq(subProgrammes.programmeId, programmeId));
  const subSubs = all.length ? await db.select({ id: subSubProgrammes.id }).from(subSubProgrammes)
    .where(and(inArray(subSubProgrammes.subProgrammeId, all.map((s) => s.id)), eq(subSubProgrammes.status, true))) : [];
  return { subs: subs.map((s) => s.id), subSubs: subSubs.map((s) => s.id) };
}
