import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parastatals, programmes, programmeVotes, roles, subProgrammes, subSubProgrammes, votes } from '../../db/schema/index.js';

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

/** Another mapping of this programme to this vote. */
export async function mappingOf(db: Executor, programmeId: number, voteId: number, exceptId?: number) {
  const [row] = await db.select({ id: programmeVotes.id }).from(programmeVotes)
    .where(and(eq(programmeVotes.programmeId, programmeId), eq(programmeVotes.voteId, voteId), exceptId != null ? ne(programmeVotes.id, exceptId) : undefined));
  return row ?? null;
}

export async function voteById(db: Executor, id: number) {
  const [row] = await db.select().from(votes).where(eq(votes.id, id));
  return row ?? null;
}

export const parastatalById = async (db: Executor, id: number) => (await db.select().from(parastatals).where(eq(parastatals.id, id)))[0] ?? null;

export async function programmeById(db: Executor, id: number) {
  const [row] = await db.select().from(programmes).where(eq(programmes.id, id));
  return row ?? null;
}

/**
 * The MTEF category a revenue source or grant has, and whether grant IPFs or local revenue estimates name it
 * (a local government's detailed estimates then stand under it in that category).
 */
export async function revenueCategoryUse(db: Executor, table: 'revenues' | 'sub_grants', id: number): Promise<{ category: string | null; used: boolean }> {
  const result = table === 'sub_grants'
    ? await db.execute(sql`select mtef_category category, exists (select 1 from lg_grant_ipfs where sub_grant_id = ${id}) used from sub_grants where id = ${id}`)
    : await db.execute(sql`select r.mtef_category category, exists (select 1 from lg_grant_ipfs where revenue_id = ${id})
        or exists (select 1 from upload_rows u where u.kind = 'lrr' and upper(trim(u.data->>'Revenue_Code')) = upper(r.code)) used
        from revenues r where r.id = ${id}`);
  const [row] = (result as { rows: { category: string | null; used: boolean }[] }).rows;
  return { category: row?.category ?? null, used: Boolean(row?.used) };
}
