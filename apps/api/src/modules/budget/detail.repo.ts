import { sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { cachedByIds } from '../../db/master-cache.js';

/** `vote|programme|category` (Wage, NonWage, GoUDevt, AIA, Donor). */
export const detailKey = (voteId: number, programmeId: number, category: string) => `${voteId}|${programmeId}|${category}`;

/**
 * The detailed estimates of some votes summed by vote, programme and MTEF category in a stage: what each
 * budget-year MTEF figure stands over (a local government's stand over its envelope as a whole vote: detail-rule.ts).
 */
export async function detailSums(db: Executor, yearId: number, stageId: number, voteIds: number[]): Promise<Map<string, number>> {
  if (!voteIds.length) return new Map();
  return sumsOf(db, sql`l.vote_id = any(${sql.param(voteIds)}::int[])`, yearId, stageId);
}

async function sumsOf(db: Executor, votes: SQL, yearId: number, stageId: number) {
  const result = await db.execute(sql`select l.vote_id, l.programme_id, f.mtef_category, sum(l.amount)::float8 total
    from budget_lines l join coa_funds f on f.id = l.fund_id
    where l.year_id = ${yearId} and l.stage_id = ${stageId} and ${votes}
    group by l.vote_id, l.programme_id, f.mtef_category`);
  const rows = (result as { rows: { vote_id: number; programme_id: number; mtef_category: string; total: number }[] }).rows;
  return new Map(rows.map((r) => [detailKey(r.vote_id, r.programme_id, r.mtef_category), Number(r.total)]));
}

/** Vote codes and kinds, and programme codes, by id: to name them in messages. */
export async function segmentCodes(db: Executor, voteIds: number[], programmeIds: number[]) {
  const rows = await cachedByIds(db, ['votes', 'programmes'], 'codes', [voteIds, programmeIds], async () => {
    const result = await db.execute(sql`select 'v' k, id, code, kind from votes where id = any(${sql.param(voteIds)}::int[])
      union all select 'p', id, code, null from programmes where id = any(${sql.param(programmeIds)}::int[])`);
    return (result as { rows: { k: string; id: number; code: string; kind: string | null }[] }).rows;
  });
  const votes = rows.filter((r) => r.k === 'v');
  return {
    vote: new Map(votes.map((r) => [r.id, r.code])), kind: new Map(votes.map((r) => [r.id, r.kind])),
    programme: new Map(rows.filter((r) => r.k === 'p').map((r) => [r.id, r.code])),
  };
}

/** The votes with detailed estimates in a stage. */
export async function votesWithDetail(db: Executor, yearId: number, stageId: number): Promise<number[]> {
  const result = await db.execute(sql`select distinct vote_id from budget_lines where year_id = ${yearId} and stage_id = ${stageId}`);
  return (result as { rows: { vote_id: number }[] }).rows.map((r) => Number(r.vote_id));
}

/** Central votes' lines: a stage copy carries them with the MTEF; a district's follow its own IPFs (ADR 0014). */
const CENTRAL = sql`vote_id in (select id from votes where kind = 'CG')`;

/** A stage's detailed lines of central votes, counted: what a stage copy carries or replaces. */
export async function stageDetailCount(db: Executor, yearId: number, stageId: number): Promise<number> {
  const result = await db.execute(sql`select count(*)::int n from budget_lines where year_id = ${yearId} and stage_id = ${stageId} and ${CENTRAL}`);
  return Number((result as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Deletes a stage's detailed lines of central votes, answering each as [vote, output, item, fund, amount]: what the audit entry keeps. */
export async function deleteStageDetail(tx: Tx, yearId: number, stageId: number): Promise<number[][]> {
  const result = await tx.execute(sql`delete from budget_lines where year_id = ${yearId} and stage_id = ${stageId} and ${CENTRAL}
    returning vote_id, output_id, item_id, fund_id, amount`);
  return (result as { rows: Record<string, number | string>[] }).rows.map((r) => [r.vote_id, r.output_id, r.item_id, r.fund_id, r.amount].map(Number));
}

/** Copies a stage's detailed lines of central votes into another stage of the same year (the chart is the year's, so every id holds). */
export async function copyStageDetail(tx: Tx, yearId: number, fromStageId: number, toStageId: number, actorId: number): Promise<number> {
  const copied = await tx.execute(sql`with copied as (
      insert into budget_lines (year_id, stage_id, vote_id, programme_id, sub_programme_id, output_id, item_id, fund_id, sector_id, cofog, amount, created_by)
      select year_id, ${toStageId}, vote_id, programme_id, sub_programme_id, output_id, item_id, fund_id, sector_id, cofog, amount, ${actorId}
      from budget_lines where year_id = ${yearId} and stage_id = ${fromStageId} and ${CENTRAL} returning 1)
    select count(*)::int n from copied`);
  return Number((copied as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
