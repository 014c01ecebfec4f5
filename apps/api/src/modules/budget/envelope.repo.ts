import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/** `stage|vote|category`: the CG stage a local government's lines are held in, the vote and the MTEF category. */
export const envelopeKey = (stageId: number, voteId: number, category: string) => `${stageId}|${voteId}|${category}`;

type Row = { stage_id: number; vote_id: number; category: string; total: number };
const keyed = (rows: Row[]) => {
  const out = new Map<string, number>();
  for (const r of rows) out.set(envelopeKey(r.stage_id, r.vote_id, r.category), (out.get(envelopeKey(r.stage_id, r.vote_id, r.category)) ?? 0) + Number(r.total));
  return out;
};

/**
 * What local governments' detailed estimates stand under, by stage, vote and MTEF category: the budget-year
 * projections of their grant IPFs (in the LG stage of the same number), each under its sub-grant's category or
 * else its revenue source's, and their locally raised revenue estimates (not staged: in every stage) under their
 * source's. One stage, or every CG stage of the year (null).
 */
export async function lgEnvelopes(db: Executor, yearId: number, stageId: number | null, voteIds: number[]): Promise<Map<string, number>> {
  if (!voteIds.length) return new Map();
  const result = await db.execute(sql`with st as (
      select cg.id cg_id, lg.id lg_id from budget_stages cg
      join budget_stages lg on lg.year_id = cg.year_id and lg.stage = cg.stage and lg.process_area = 'LG'
      where cg.year_id = ${yearId} and cg.process_area = 'CG' and (${stageId}::int is null or cg.id = ${stageId}::int))
    select st.cg_id stage_id, i.vote_id, coalesce(g.mtef_category, r.mtef_category) category, sum(i.projection_y1)::float8 total
      from lg_grant_ipfs i join st on st.lg_id = i.stage_id join revenues r on r.id = i.revenue_id
      left join sub_grants g on g.id = i.sub_grant_id
      where i.year_id = ${yearId} and i.vote_id = any(${sql.param(voteIds)}::int[])
      group by 1, 2, 3
    union all
    select st.cg_id, u.vote_id, r.mtef_category, sum(u.amount)::float8
      from upload_rows u cross join st join revenues r on upper(r.code) = upper(trim(u.data->>'Revenue_Code'))
      where u.kind = 'lrr' and u.year_id = ${yearId} and u.vote_id = any(${sql.param(voteIds)}::int[])
      group by 1, 2, 3`);
  return keyed((result as { rows: Row[] }).rows);
}

/** Local governments' detailed estimates summed by stage, vote and MTEF category: what their envelopes stand over. */
export async function lgDetailTotals(db: Executor, yearId: number, voteIds: number[]): Promise<Map<string, number>> {
  if (!voteIds.length) return new Map();
  const result = await db.execute(sql`select l.stage_id, l.vote_id, f.mtef_category category, sum(l.amount)::float8 total
    from budget_lines l join coa_funds f on f.id = l.fund_id join votes v on v.id = l.vote_id and v.kind = 'LG'
    where l.year_id = ${yearId} and l.vote_id = any(${sql.param(voteIds)}::int[])
    group by 1, 2, 3`);
  return keyed((result as { rows: Row[] }).rows);
}
