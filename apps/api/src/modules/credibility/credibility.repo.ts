import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { approvedBudget } from '../publications/publications.repo.js';

/** Fiscal years (all, or those asked for) in their order, and whether each has ended. */
export const yearsInOrder = (db: Executor, ids: number[] | null) => rowsOf<{ id: number; fiscal_year: string; ended: boolean }>(db,
  sql`select id, fiscal_year, end_date < current_date ended from fiscal_years
    where ${ids ? sql`id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})` : sql`true`} order by start_date`);

/** One vote's programme and budget category of a year: the budget first approved for it and what was spent. */
export interface OutturnLine { vote_id: number; vote_code: string; programme_code: string; category: string; budget: number; actual: number }

/**
 * A year's original budget (Y0 of each vote's last stage holding its figures: the approved estimates it was carried
 * out under) beside its expenditure of the four quarters, by vote, programme and budget category.
 */
export async function outturnLines(db: Executor, yearId: number): Promise<OutturnLine[]> {
  const rows = await rowsOf<OutturnLine>(db, sql`
    with ${approvedBudget(yearId, 'y0')},
      spent as (select u.vote_id, u.programme_id, u.category, sum(coalesce((u.data->>'Expenditure_Amount')::numeric, 0)) actual
        from upload_rows u where u.year_id = ${yearId} and u.kind = 'quarterly-warrants-expenditure' and u.quarter in ('Q1', 'Q2', 'Q3', 'Q4') group by 1, 2, 3)
    select x.vote_id, v.code vote_code, p.code programme_code, x.category, x.budget::float8 budget, x.actual::float8 actual
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
