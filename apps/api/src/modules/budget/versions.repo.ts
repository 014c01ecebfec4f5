import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { budgetStages, mtefVersions, users } from '../../db/schema/index.js';

/** Advisory-lock namespace: one version kept at a time per vote, so numbers never collide. */
const VERSION_LOCK = 7400;

/**
 * Keeps a vote's MTEF lines of a stage, whole, as its next version, in one statement (the lines never leave
 * the database); answers the version's number.
 */
export async function keepVersion(tx: Tx, v: { yearId: number; stageId: number; voteId: number; label: string; userId: number }) {
  await tx.execute(sql`select pg_advisory_xact_lock(${VERSION_LOCK}, ${v.voteId})`);
  const result = await tx.execute(sql`insert into ${mtefVersions} (year_id, stage_id, vote_id, version, label, lines, created_by)
    select ${v.yearId}, ${v.stageId}, ${v.voteId},
      coalesce((select max(version) from ${mtefVersions} where year_id = ${v.yearId} and stage_id = ${v.stageId} and vote_id = ${v.voteId}), 0) + 1,
      ${v.label}, coalesce((select jsonb_agg(to_jsonb(m) order by m.id) from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
        where m.year_id = ${v.yearId} and m.stage_id = ${v.stageId} and pv.vote_id = ${v.voteId}), '[]'::jsonb), ${v.userId}
    returning id, version, jsonb_array_length(lines) lines`);
  return (result as unknown as { rows: { id: number; version: number; lines: number }[] }).rows[0];
}

/** A vote's kept versions of a year, by stage and number, with who kept them. */
export const versionsOf = (db: Executor, yearId: number, voteId: number) =>
  db.select({ id: mtefVersions.id, stage: budgetStages.stage, version: mtefVersions.version, label: mtefVersions.label,
    lines: sql<number>`jsonb_array_length(${mtefVersions.lines})::int`, createdAt: mtefVersions.createdAt, createdBy: users.userName })
    .from(mtefVersions).innerJoin(budgetStages, eq(budgetStages.id, mtefVersions.stageId)).leftJoin(users, eq(users.id, mtefVersions.createdBy))
    .where(and(eq(mtefVersions.yearId, yearId), eq(mtefVersions.voteId, voteId))).orderBy(budgetStages.stage, desc(mtefVersions.version));

export async function versionById(db: Executor, id: number) {
  const [row] = await db.select({ id: mtefVersions.id, yearId: mtefVersions.yearId, stageId: mtefVersions.stageId, voteId: mtefVersions.voteId, version: mtefVersions.version })
    .from(mtefVersions).where(eq(mtefVersions.id, id));
  return row ?? null;
}

/** The newest kept version per stage and vote (`stageId:voteId`), for numbering the working figures. */
export async function latestVersions(db: Executor, yearIds: number[], voteIds: number[]): Promise<Map<string, number>> {
  if (!voteIds.length || !yearIds.length) return new Map();
  const rows = await db.select({ stageId: mtefVersions.stageId, voteId: mtefVersions.voteId, version: sql<number>`max(${mtefVersions.version})::int` })
    .from(mtefVersions).where(and(inArray(mtefVersions.yearId, yearIds), inArray(mtefVersions.voteId, voteIds)))
    .groupBy(mtefVersions.stageId, mtefVersions.voteId);
  return new Map(rows.map((r) => [`${r.stageId}:${r.voteId}`, Number(r.version)]));
}
