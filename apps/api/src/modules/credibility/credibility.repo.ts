import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { approvedBudget } from '../publications/publications.repo.js';
import { approvedOf } from '../estimates/revised.repo.js';

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
        from quarterly_figures u where u.year_id = ${yearId} and u.kind = 'quarterly-warrants-expenditure' and u.quarter in ('Q1', 'Q2', 'Q3', 'Q4') group by 1, 2, 3)
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
  const rows = await rowsOf<{ vote_id: number }>(db, sql`select vote_id from quarterly_figures
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
 * stage holding lines in the year before, ADR 0026) — beside what its months spent (its lines to date, placed in their
 * budget lines' sectors), by vote, programme, budget category (the fund's), function (the line's COFOG, else its
 * sector's) and GFS economic class (the item's two digits).
 */
export async function lineOutturn(db: Executor, yearId: number, budgetYearId: number): Promise<OutturnLine[]> {
  const rows = await rowsOf<OutturnLine>(db, sql`
    with approved as ${approvedOf(budgetYearId, null)},
      placed as (select vote_id, programme_id, item_id, fund_id, sector_id, cofog, spent[12] actual from execution_to_date where year_id = ${yearId}),
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
