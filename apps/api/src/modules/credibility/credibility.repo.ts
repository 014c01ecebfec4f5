import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { approvedBudget } from '../publications/publications.repo.js';

/** Fiscal years (all, or those asked for) in their order, and whether each has ended. */
export const yearsInOrder = (db: Executor, ids: number[] | null) => rowsOf<{ id: number; fiscal_year: string; ended: boolean }>(db,
  sql`select id, fiscal_year, end_date < current_date ended from fiscal_years
    where ${ids ? sql`id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : sql`true`} order by start_date`);

/**
 * One vote's programme and budget category of a year — and, where the year's execution is held at the chart's grain,
 * its function (COFOG division) and GFS economic class — with the budget first approved for it and what was spent.
 */
export interface OutturnLine { vote_id: number; vote_code: string; programme_code: string; category: string; cofog: string | null; econ: string | null; budget: number; actual: number }

/**
 * A year's original budget (Y0 of each vote's last stage holding its figures: the approved estimates it was carried
 * out under) beside its expenditure of the four quarters, by vote, programme and budget category.
 */
export async function outturnLines(db: Executor, yearId: number): Promise<OutturnLine[]> {
  const rows = await rowsOf<OutturnLine>(db, sql`
    with ${approvedBudget(yearId, 'y0')},
      spent as (select u.vote_id, u.programme_id, u.category, sum(coalesce((u.data->>'Expenditure_Amount')::numeric, 0)) actual
        from upload_rows u where u.year_id = ${yearId} and u.kind = 'quarterly-warrants-expenditure' and u.quarter in ('Q1', 'Q2', 'Q3', 'Q4') group by 1, 2, 3)
    select x.vote_id, v.code vote_code, p.code programme_code, x.category, null cofog, null econ, x.budget::float8 budget, x.actual::float8 actual
    from (select coalesce(b.vote_id, s.vote_id) vote_id, coalesce(b.programme_id, s.programme_id) programme_id, coalesce(b.category, s.category) category,
        coalesce(b.approved, 0) budget, coalesce(s.actual, 0) actual
      from budget b full join spent s on s.vote_id = b.vote_id and s.programme_id = b.programme_id and s.category = b.category) x
      join votes v on v.id = x.vote_id join programmes p on p.id = x.programme_id
    where x.budget <> 0 or x.actual <> 0`);
  return rows.map((r) => ({ ...r, vote_id: Number(r.vote_id), budget: Number(r.budget), actual: Number(r.actual) }));
}

/** The votes that hold the contingency reserve. */
export async function contingencyVoteIds(db: Executor): Promise<Set<number>> {
  return new Set((await rowsOf<{ id: number }>(db, sql`select id from votes where is_contingency`)).map((r) => Number(r.id)));
}

/** The votes whose expenditure a year holds for each of its four quarters. */
export async function votesWithFourQuarters(db: Executor, yearId: number): Promise<Set<number>> {
  const rows = await rowsOf<{ vote_id: number }>(db, sql`select vote_id from upload_rows
    where year_id = ${yearId} and kind = 'quarterly-warrants-expenditure' and quarter in ('Q1', 'Q2', 'Q3', 'Q4')
    group by vote_id having count(distinct quarter) = 4`);
  return new Set(rows.map((r) => Number(r.vote_id)));
}

/** Whether a year holds its execution at the chart's grain for each of its twelve months. */
export async function twelveMonthsHeld(db: Executor, yearId: number): Promise<{ months: number }> {
  const [row] = await rowsOf<{ months: number }>(db, sql`select count(distinct month)::int months from execution_lines where year_id = ${yearId}`);
  return { months: Number(row?.months ?? 0) };
}

/**
 * A year's original budget at the chart's grain — the approved estimates it was carried out under (each vote's last
 * stage holding lines in the year before, ADR 0026) — beside what its months spent, by vote, programme, budget category
 * (the fund's), function (the line's COFOG, else its sector's) and GFS economic class (the item's two digits). A
 * month's line is placed in its budget line's sector (by output, or the line's first output where it has none), else
 * its vote's sector of the budget year.
 */
export async function lineOutturn(db: Executor, yearId: number, budgetYearId: number): Promise<OutturnLine[]> {
  const rows = await rowsOf<OutturnLine>(db, sql`
    with st as (select l.vote_id, max(s.stage) stage from budget_lines l join budget_stages s on s.id = l.stage_id where l.year_id = ${budgetYearId} group by 1),
      approved as (select l.* from budget_lines l join budget_stages s on s.id = l.stage_id join st on st.vote_id = l.vote_id and st.stage = s.stage where l.year_id = ${budgetYearId}),
      firsts as (select distinct on (vote_id, sub_programme_id, item_id, fund_id) vote_id, sub_programme_id, item_id, fund_id, sector_id, cofog
        from approved order by vote_id, sub_programme_id, item_id, fund_id, output_id),
      spent as (select e.vote_id, e.programme_id, e.sub_programme_id, e.output_id, e.item_id, e.fund_id, sum(e.spent) actual
        from execution_lines e where e.year_id = ${yearId} group by 1, 2, 3, 4, 5, 6),
      placed as (select s.vote_id, s.programme_id, s.item_id, s.fund_id, coalesce(a.sector_id, f.sector_id, vs.sector_id) sector_id, coalesce(a.cofog, f.cofog) cofog, s.actual
        from spent s left join approved a on a.vote_id = s.vote_id and a.output_id = s.output_id and a.item_id = s.item_id and a.fund_id = s.fund_id
          left join firsts f on s.output_id is null and f.vote_id = s.vote_id and f.sub_programme_id = s.sub_programme_id and f.item_id = s.item_id and f.fund_id = s.fund_id
          left join coa_vote_sectors vs on vs.year_id = ${budgetYearId} and vs.vote_id = s.vote_id),
      both_sides as (select vote_id, programme_id, item_id, fund_id, sector_id, cofog, amount budget, 0 actual from approved
        union all select vote_id, programme_id, item_id, fund_id, sector_id, cofog, 0, actual from placed)
    select x.vote_id, v.code vote_code, p.code programme_code, f.mtef_category category, left(coalesce(x.cofog, sc.cofog), 2) cofog, left(i.class_code, 2) econ,
      sum(x.budget)::float8 budget, sum(x.actual)::float8 actual
    from both_sides x join votes v on v.id = x.vote_id join programmes p on p.id = x.programme_id join coa_funds f on f.id = x.fund_id
      join coa_items i on i.id = x.item_id left join coa_sectors sc on sc.id = x.sector_id
    group by x.vote_id, v.code, p.code, f.mtef_category, left(coalesce(x.cofog, sc.cofog), 2), left(i.class_code, 2)
    having sum(x.budget) <> 0 or sum(x.actual) <> 0`);
  return rows.map((r) => ({ ...r, vote_id: Number(r.vote_id), budget: Number(r.budget), actual: Number(r.actual) }));
}
