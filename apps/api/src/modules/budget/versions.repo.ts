import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { budgetStages, ipfVersions, mtefVersions, users } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

/** Advisory-lock namespace: one version kept at a time per vote, so numbers never collide. */
const VERSION_LOCK = 7400;

/** Where each area keeps its versions, and the rows a version of a vote's stage holds (as JSON, in id order). */
const KEPT = {
  CG: {
    table: mtefVersions,
    rows: (v: Scope): SQL => sql`select jsonb_agg(to_jsonb(m) order by m.id) from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      where m.year_id = ${v.yearId} and m.stage_id = ${v.stageId} and pv.vote_id = ${v.voteId}`,
  },
  LG: {
    table: ipfVersions,
    rows: (v: Scope): SQL => sql`select jsonb_agg(to_jsonb(i) order by i.id) from lg_grant_ipfs i
      where i.year_id = ${v.yearId} and i.stage_id = ${v.stageId} and i.vote_id = ${v.voteId}`,
  },
} as const;
export type VersionArea = keyof typeof KEPT;
interface Scope { yearId: number; stageId: number; voteId: number }

/**
 * Keeps a vote's lines of a stage (MTEF for CG, grant IPFs for LG), whole, as its next version, in one statement
 * (the lines never leave the database); answers the version's number.
 */
export async function keepVersion(tx: Tx, area: VersionArea, v: Scope & { label: string; userId: number }) {
  const { table, rows } = KEPT[area];
  await tx.execute(sql`select pg_advisory_xact_lock(${VERSION_LOCK}, ${v.voteId})`);
  const result = await tx.execute(sql`insert into ${table} (year_id, stage_id, vote_id, version, label, lines, created_by)
    select ${v.yearId}, ${v.stageId}, ${v.voteId},
      coalesce((select max(version) from ${table} where year_id = ${v.yearId} and stage_id = ${v.stageId} and vote_id = ${v.voteId}), 0) + 1,
      ${v.label}, coalesce((${rows(v)}), '[]'::jsonb), ${v.userId}
    returning id, version, jsonb_array_length(lines) lines`);
  return present((result as { rows: { id: number; version: number; lines: number }[] }).rows[0], 'the version kept');
}

/** A vote's kept versions of a year, by stage and number, with who kept them. */
export function versionsOf(db: Executor, area: VersionArea, yearId: number, voteId: number) {
  const { table } = KEPT[area];
  return db.select({ id: table.id, stage: budgetStages.stage, version: table.version, label: table.label,
    lines: sql<number>`jsonb_array_length(${table.lines})::int`, createdAt: table.createdAt, createdBy: users.userName })
    .from(table).innerJoin(budgetStages, eq(budgetStages.id, table.stageId)).leftJoin(users, eq(users.id, table.createdBy))
    .where(and(eq(table.yearId, yearId), eq(table.voteId, voteId))).orderBy(budgetStages.stage, desc(table.version));
}

export async function versionById(db: Executor, area: VersionArea, id: number) {
  const { table } = KEPT[area];
  const [row] = await db.select({ id: table.id, yearId: table.yearId, stageId: table.stageId, voteId: table.voteId, version: table.version })
    .from(table).where(eq(table.id, id));
  return row ?? null;
}

/** The newest kept MTEF version per stage and vote (`stageId:voteId`), for numbering the working figures. */
export async function latestVersions(db: Executor, yearIds: number[], voteIds: number[]): Promise<Map<string, number>> {
  if (!voteIds.length || !yearIds.length) return new Map();
  const rows = await db.select({ stageId: mtefVersions.stageId, voteId: mtefVersions.voteId, version: sql<number>`max(${mtefVersions.version})::int` })
    .from(mtefVersions).where(and(inArray(mtefVersions.yearId, yearIds), inArray(mtefVersions.voteId, voteIds)))
    .groupBy(mtefVersions.stageId, mtefVersions.voteId);
  return new Map(rows.map((r) => [`${r.stageId}:${r.voteId}`, Number(r.version)]));
}
