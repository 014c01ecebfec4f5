import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { executionLines } from '../../db/schema/index.js';
import { deleteKeeping, insertRows } from '../uploads/kinds/handler.js';

export type HeldExecution = typeof executionLines.$inferSelect;
export type NewExecution = typeof executionLines.$inferInsert;

/** The ids of an execution line: vote, programme, sub-programme, output (none where the file has none), item, fund. */
export interface ExecutionIds { voteId: number; programmeId: number; subProgrammeId: number; outputId: number | null; itemId: number; fundId: number }
/** A line's identity within a month (the programme follows the sub-programme). */
export const executionKey = (l: Omit<ExecutionIds, 'programmeId'>) => `${l.voteId}:${l.subProgrammeId}:${l.outputId ?? 0}:${l.itemId}:${l.fundId}`;

/**
 * The fiscal year whose detailed estimates a year is carried out under: the year before it, whose budget year it is
 * (its lines are the Y1 of its stages), with whether it holds any lines.
 */
export async function budgetYearOf(db: Executor, yearId: number) {
  const [row] = await rowsOf<{ id: number; fiscal_year: string; executed: string; lines: boolean }>(db, sql`
    select p.id, p.fiscal_year, y.fiscal_year executed, exists (select 1 from budget_lines l where l.year_id = p.id) lines
    from fiscal_years y join fiscal_years p on p.start_date < y.start_date where y.id = ${yearId} order by p.start_date desc limit 1`);
  return row ? { id: Number(row.id), fiscalYear: row.fiscal_year, lines: row.lines } : null;
}

export const fiscalYearText = async (db: Executor, yearId: number) =>
  (await rowsOf<{ fiscal_year: string }>(db, sql`select fiscal_year from fiscal_years where id = ${yearId}`))[0]?.fiscal_year ?? null;

/**
 * The budget of each line of a year's detailed estimates as approved: each vote's lines of its last stage holding
 * lines in the year (the approved estimates, where the year reached them).
 */
export const approvedLines = (db: Executor, budgetYearId: number) => rowsOf<{ vote_id: number; sub_programme_id: number; output_id: number; item_id: number; fund_id: number; amount: number }>(db, sql`
  with st as (select l.vote_id, max(s.stage) stage from budget_lines l join budget_stages s on s.id = l.stage_id where l.year_id = ${budgetYearId} group by l.vote_id)
  select l.vote_id, l.sub_programme_id, l.output_id, l.item_id, l.fund_id, l.amount::float8 amount
  from budget_lines l join budget_stages s on s.id = l.stage_id join st on st.vote_id = l.vote_id and st.stage = s.stage
  where l.year_id = ${budgetYearId}`);

/** The lines a month holds. */
export const heldMonth = (db: Executor, yearId: number, month: number) =>
  db.select().from(executionLines).where(and(eq(executionLines.yearId, yearId), eq(executionLines.month, month)));

/** Each line's figures summed over the months before `month` (to date, before it). */
export const toDateBefore = (db: Executor, yearId: number, month: number) => rowsOf<{ vote_id: number; sub_programme_id: number; output_id: number | null; item_id: number; fund_id: number; warranted: number; released: number; spent: number }>(db, sql`
  select vote_id, sub_programme_id, output_id, item_id, fund_id, sum(warranted)::float8 warranted, sum(released)::float8 released, sum(spent)::float8 spent
  from execution_lines where year_id = ${yearId} and month < ${month} group by 1, 2, 3, 4, 5`);

/** The lines of the months after `month`, in month order: a month loaded again is checked with what follows it. */
export const monthsAfter = (db: Executor, yearId: number, month: number) =>
  rowsOf<{ month: number; vote_id: number; sub_programme_id: number; output_id: number | null; item_id: number; fund_id: number; warranted: number; released: number; spent: number }>(db, sql`
  select month, vote_id, sub_programme_id, output_id, item_id, fund_id, warranted::float8 warranted, released::float8 released, spent::float8 spent
  from execution_lines where year_id = ${yearId} and month > ${month} order by month`);

/** One load of a year's month at a time: the check under it and the write see the same months. */
export const lockMonth = (tx: Tx, yearId: number, month: number) => tx.execute(sql`select pg_advisory_xact_lock(7299, ${yearId * 16 + month})`);

/** Replaces lines of a month: `goneIds` deleted and kept whole under the batch (for its revert), then `added` written. */
export async function replaceMonthLines(tx: Tx, batchId: number, goneIds: number[], added: NewExecution[], slice = 5_000) {
  let replaced = 0;
  for (let i = 0; i < goneIds.length; i += slice) replaced += await deleteKeeping(tx, executionLines, inArray(executionLines.id, goneIds.slice(i, i + slice)), batchId);
  for (let i = 0; i < added.length; i += slice) await insertRows(tx, executionLines, added.slice(i, i + slice));
  return replaced;
}

/**
 * The lines of a year's budget against its execution to the end of `toMonth`, as one source of rows with a budget
 * line's segment columns and the measures approved, warranted, released, spent, committed: the approved estimates of the
 * budget year (each vote's last stage holding lines) and the months held. A month's line takes the sector and function
 * of its budget line (the first of its outputs where it has none), else its vote's sector of the budget year; `placed`
 * false leaves them out, for totals by neither.
 */
export function budgetAgainstActual(yearId: number, budgetYearId: number, toMonth: number, voteId: number | null, placed: boolean): SQL {
  const vote = (alias: string) => (voteId !== null ? sql`and ${sql.raw(alias)}.vote_id = ${voteId}` : sql``);
  const place = placed
    ? sql`left join lateral (select b.sector_id, b.cofog from budget_lines b where b.year_id = ${budgetYearId} and b.vote_id = e.vote_id and b.sub_programme_id = e.sub_programme_id
          and b.item_id = e.item_id and b.fund_id = e.fund_id and (e.output_id is null or b.output_id = e.output_id) limit 1) bl on true
        left join coa_vote_sectors vs on vs.year_id = ${budgetYearId} and vs.vote_id = e.vote_id`
    : sql``;
  return sql`(
    select b.vote_id, b.programme_id, b.sub_programme_id, b.output_id, b.item_id, b.fund_id, b.sector_id, b.cofog,
      b.amount approved, 0::bigint warranted, 0::bigint released, 0::bigint spent, 0::bigint committed
    from budget_lines b join budget_stages s on s.id = b.stage_id
      join (select l.vote_id, max(s2.stage) stage from budget_lines l join budget_stages s2 on s2.id = l.stage_id
        where l.year_id = ${budgetYearId} ${vote('l')} group by l.vote_id) st on st.vote_id = b.vote_id and st.stage = s.stage
    where b.year_id = ${budgetYearId} ${vote('b')}
    union all
    select e.vote_id, e.programme_id, e.sub_programme_id, e.output_id, e.item_id, e.fund_id,
      ${placed ? sql`coalesce(bl.sector_id, vs.sector_id)` : sql`null::int`}, ${placed ? sql`bl.cofog` : sql`null::text`},
      0::bigint, e.warranted, e.released, e.spent, coalesce(e.committed, 0)
    from execution_lines e ${place}
    where e.year_id = ${yearId} and e.month <= ${toMonth} ${vote('e')})`;
}

/** The months a year holds, each with its lines and totals. */
export const monthsHeld = (db: Executor, yearId: number) => rowsOf<{ month: number; lines: number; warranted: number; released: number; spent: number }>(db, sql`
  select month, count(*)::int lines, sum(warranted)::float8 warranted, sum(released)::float8 released, sum(spent)::float8 spent
  from execution_lines where year_id = ${yearId} group by month order by month`);
