import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { approvedOf } from '../estimates/revised.repo.js';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Each indicator planned in `planYearId` (each vote's last stage holding outputs) with its programme and its latest
 * reported quarter's actual and target — for one vote, or every central vote.
 */
export async function latestIndicators(db: Executor, planYearId: number, voteId: number | null) {
  return rowsOf<{ programmeCode: string; programmeName: string; quarter: number | null; actual: number | null; target: number | null }>(await db.execute(sql`
    with st as (select o.vote_id, max(s.stage) stage from perf_outputs o join budget_stages s on s.id = o.stage_id
      where o.year_id = ${planYearId} and (${voteId}::int is null or o.vote_id = ${voteId}::int) group by o.vote_id)
    select p.code "programmeCode", p.name "programmeName", latest.quarter, latest.actual::float8 actual,
      (array[i.q1_target, i.q2_target, i.q3_target, i.q4_target])[latest.quarter]::float8 target
    from perf_outputs o join budget_stages s on s.id = o.stage_id join st on st.vote_id = o.vote_id and st.stage = s.stage
      join coa_outputs co on co.id = o.output_id join sub_programmes sp on sp.id = co.sub_programme_id join programmes p on p.id = sp.programme_id
      join perf_indicators i on i.perf_output_id = o.id
      left join lateral (select a.quarter, a.actual from perf_actuals a where a.indicator_id = i.id order by a.quarter desc limit 1) latest on true
    where o.year_id = ${planYearId}
    order by p.code`));
}

/**
 * The approved budget of a year, for one vote or every central vote: each vote's approved detailed estimates the year
 * is carried out under (its budget year's lines, ADR 0026) where they are held, else Y0 of its MTEF's last stage
 * holding figures.
 */
export async function approvedBudgetTotal(db: Executor, yearId: number, budgetYearId: number | null, voteId: number | null) {
  const lines = budgetYearId === null ? sql`(select null::int vote_id, null::numeric amount where false)`
    : sql`(select b.vote_id, sum(b.amount) amount from ${approvedOf(budgetYearId, voteId)} b join votes v on v.id = b.vote_id where v.kind = 'CG' group by b.vote_id)`;
  const [row] = rowsOf<{ budget: number }>(await db.execute(sql`
    with st as (select pv.vote_id, max(s.stage) stage from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      join budget_stages s on s.id = m.stage_id
      where m.year_id = ${yearId} and m.kind = 'allocation' and (${voteId}::int is null or pv.vote_id = ${voteId}::int) group by pv.vote_id),
    mtef as (select pv.vote_id, sum(m.y0_wage + m.y0_non_wage + m.y0_gou_devt + m.y0_aia + m.y0_donor) amount
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
        join st on st.vote_id = pv.vote_id and st.stage = s.stage
      where m.year_id = ${yearId} and m.kind = 'allocation' group by pv.vote_id)
    select coalesce(sum(coalesce(l.amount, m.amount)), 0)::float8 budget from ${lines} l full join mtef m on m.vote_id = l.vote_id`));
  return row?.budget ?? 0;
}

/**
 * Releases and expenditure of each quarter of a year — from the months held at the chart's grain where a vote's quarter
 * has them, else the quarterly uploads (quarterly_figures) — for one vote or every central vote.
 */
export async function quarterMoney(db: Executor, yearId: number, voteId: number | null) {
  return rowsOf<{ quarter: string; released: number; spent: number }>(await db.execute(sql`
    select u.quarter, sum(case when u.kind = 'quarterly-releases' then u.amount else 0 end)::float8 released,
      sum(case when u.kind = 'quarterly-warrants-expenditure' then coalesce((u.data->>'Expenditure_Amount')::numeric, 0) else 0 end)::float8 spent
    from quarterly_figures u
    where u.year_id = ${yearId} and u.kind in ('quarterly-releases', 'quarterly-warrants-expenditure') and u.quarter in ('Q1', 'Q2', 'Q3', 'Q4')
      and (${voteId}::int is null or u.vote_id = ${voteId}::int)
    group by u.quarter order by u.quarter`));
}
