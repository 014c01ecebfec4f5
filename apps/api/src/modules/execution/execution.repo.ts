import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import type { Db } from '../../db/types.js';
import { upkeepAfterCommit } from '../../db/after-commit.js';
import { rowsOf } from '../../db/rows.js';
import { executionLines } from '../../db/schema/index.js';
import { deleteKeeping, insertRows } from '../batches/kept-rows.js';
import { approvedOf, revisedOf } from '../estimates/revised.repo.js';

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
 * The revised budget of each line of a year's detailed estimates (ADR 0027): the approved estimates with the
 * supplementaries and virements that name the line. Adjustments by programme × category name no line and raise none.
 */
export const revisedLines = (db: Executor, budgetYearId: number) => rowsOf<{ vote_id: number; sub_programme_id: number; output_id: number; item_id: number; fund_id: number; amount: number }>(db, sql`
  select r.vote_id, r.sub_programme_id, r.output_id, r.item_id, r.fund_id, sum(r.revised)::float8 amount from ${revisedOf(budgetYearId, null)} r
  where r.item_id is not null group by 1, 2, 3, 4, 5`);

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

/** Twelve sums of a measure over a year's months, each to the end of its month (`[1]` the first month … `[12]` the year). */
const toEachMonth = (measure: string) => sql.raw(`array[${Array.from({ length: 12 }, (_, i) => `coalesce(sum(${measure}) filter (where month <= ${i + 1}), 0)`).join(', ')}]::bigint[]`);

/**
 * What a year's refresh left dead, made room again once it has committed. PGlite runs no autovacuum: each month's
 * load rewrote the year's rows and the table grew by the year every time (475 MB for three years of 24,000 lines after
 * 36 loads, where 42 MB hold them), and every read of the year stepped over the dead rows.
 */
const vacuumToDate = (db: Db) => db.execute(sql`vacuum execution_to_date`);

/**
 * Rebuilds a year's lines to date from its months (execution_to_date): one row a line with its figures to the end of each
 * month, placed in its budget line's sector and function (by output, or the line's first output where it has none),
 * else its vote's sector of the budget year. Run by every load and revert of a month, inside its transaction; the rows it
 * replaced are vacuumed once it has committed, so the next refresh of the year writes where they were.
 */
export async function refreshToDate(tx: Tx, yearId: number, budgetYearId: number) {
  upkeepAfterCommit(tx, vacuumToDate);
  await tx.execute(sql`delete from execution_to_date where year_id = ${yearId}`);
  await tx.execute(sql`insert into execution_to_date (year_id, vote_id, programme_id, sub_programme_id, output_id, item_id, fund_id, sector_id, cofog, warranted, released, spent, committed)
    with approved as ${approvedOf(budgetYearId, null)},
      firsts as (select distinct on (vote_id, sub_programme_id, item_id, fund_id) vote_id, sub_programme_id, item_id, fund_id, sector_id, cofog
        from approved order by vote_id, sub_programme_id, item_id, fund_id, output_id),
      ex as (select vote_id, programme_id, sub_programme_id, output_id, item_id, fund_id, ${toEachMonth('warranted')} w, ${toEachMonth('released')} r,
          ${toEachMonth('spent')} s, ${toEachMonth('coalesce(committed, 0)')} c
        from execution_lines where year_id = ${yearId} group by 1, 2, 3, 4, 5, 6)
    select ${yearId}::int, ex.vote_id, ex.programme_id, ex.sub_programme_id, ex.output_id, ex.item_id, ex.fund_id,
      coalesce(a.sector_id, f.sector_id, vs.sector_id), coalesce(a.cofog, f.cofog), ex.w, ex.r, ex.s, ex.c
    from ex left join approved a on a.vote_id = ex.vote_id and a.output_id = ex.output_id and a.item_id = ex.item_id and a.fund_id = ex.fund_id
      left join firsts f on ex.output_id is null and f.vote_id = ex.vote_id and f.sub_programme_id = ex.sub_programme_id and f.item_id = ex.item_id and f.fund_id = ex.fund_id
      left join coa_vote_sectors vs on vs.year_id = ${budgetYearId} and vs.vote_id = ex.vote_id`);
}

/**
 * The lines of a year's budget against its execution to the end of `toMonth`, as one source of rows with a budget
 * line's segment columns and the measures approved, revised, warranted, released, spent, committed: the budget year's
 * estimates as approved and revised, and the year's lines to date.
 */
export function budgetAgainstActual(yearId: number, budgetYearId: number, toMonth: number, voteId: number | null): SQL {
  const m = sql.raw(String(Math.trunc(toMonth)));
  return sql`(
    select b.vote_id, b.programme_id, b.sub_programme_id, b.output_id, b.item_id, b.fund_id, b.sector_id, b.cofog,
      b.approved, b.revised, 0::bigint warranted, 0::bigint released, 0::bigint spent, 0::bigint committed
    from ${revisedOf(budgetYearId, voteId)} b
    union all
    select e.vote_id, e.programme_id, e.sub_programme_id, e.output_id, e.item_id, e.fund_id, e.sector_id, e.cofog,
      0::bigint, 0::bigint, e.warranted[${m}], e.released[${m}], e.spent[${m}], e.committed[${m}]
    from execution_to_date e where e.year_id = ${yearId} ${voteId !== null ? sql`and e.vote_id = ${voteId}` : sql``})`;
}

/** The months a year holds, each with its lines and totals. */
export const monthsHeld = (db: Executor, yearId: number) => rowsOf<{ month: number; lines: number; warranted: number; released: number; spent: number }>(db, sql`
  select month, count(*)::int lines, sum(warranted)::float8 warranted, sum(released)::float8 released, sum(spent)::float8 spent
  from execution_lines where year_id = ${yearId} group by month order by month`);

/** The cash limits of a year's quarter by vote, programme and budget category (the quarterly cash limits upload). */
export const cashLimitsOf = (db: Executor, yearId: number, quarter: number) => rowsOf<{ vote_id: number; programme_id: number; category: string; amount: number }>(db, sql`
  select vote_id, programme_id, category, sum(amount)::float8 amount from upload_rows
  where year_id = ${yearId} and kind = 'quarterly-cash-limits' and quarter = ${`Q${quarter}`} group by 1, 2, 3`);

/** What the other months of a month's quarter warranted, by vote, programme and budget category (the fund's). */
export const quarterWarrantsBesides = (db: Executor, yearId: number, month: number) => rowsOf<{ vote_id: number; programme_id: number; category: string; warranted: number }>(db, sql`
  select e.vote_id, e.programme_id, f.mtef_category category, sum(e.warranted)::float8 warranted from execution_lines e join coa_funds f on f.id = e.fund_id
  where e.year_id = ${yearId} and e.month between ${3 * Math.ceil(month / 3) - 2} and ${3 * Math.ceil(month / 3)} and e.month <> ${month} group by 1, 2, 3`);

/** How many months of a year hold lines of a vote. */
export const monthsHeldOfVote = async (db: Executor, yearId: number, voteId: number) => Number((await rowsOf<{ n: number }>(db, sql`
  select count(distinct month)::int n from execution_lines where year_id = ${yearId} and vote_id = ${voteId}`))[0]?.n ?? 0);
