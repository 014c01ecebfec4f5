import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Which votes a read covers: one, several, or (null) every vote. */
export type Votes = number | readonly number[] | null;
const ofVote = (column: string, votes: Votes) => (votes === null ? sql``
  : typeof votes === 'number' ? sql`and ${sql.raw(column)} = ${votes}` : sql`and ${sql.raw(column)} = any(${sql.param([...votes])}::int[])`);

/** The approved estimates of a budget year: each vote's lines of its last stage holding lines in the year. */
export const approvedOf = (budgetYearId: number, voteId: Votes) => sql`(select b.* from budget_lines b join budget_stages s on s.id = b.stage_id
    join (select l.vote_id, max(s2.stage) stage from budget_lines l join budget_stages s2 on s2.id = l.stage_id
      where l.year_id = ${budgetYearId} ${ofVote('l.vote_id', voteId)} group by l.vote_id) st on st.vote_id = b.vote_id and st.stage = s.stage
    where b.year_id = ${budgetYearId} ${ofVote('b.vote_id', voteId)})`;

/**
 * The supplementaries and virements of a budget year as signed changes to lines (ADR 0027): a supplementary and a
 * virement's arrival add to the line they name, a virement's departure takes from its line. A change recorded by
 * programme × category names no line (its sub-programme, output, item and fund are none); its programme still holds it.
 */
export const adjustmentsOf = (budgetYearId: number, voteId: Votes) => sql`(
    select vote_id, to_programme_id programme_id, to_sub_programme_id sub_programme_id, to_output_id output_id, to_item_id item_id, to_fund_id fund_id,
      to_category category, kind, amount change
    from budget_adjustments where year_id = ${budgetYearId} ${ofVote('vote_id', voteId)}
    union all
    select vote_id, from_programme_id, from_sub_programme_id, from_output_id, from_item_id, from_fund_id, from_category, kind, -amount
    from budget_adjustments where year_id = ${budgetYearId} and kind = 'virement' ${ofVote('vote_id', voteId)})`;

/**
 * The budget of a year as approved and as revised, line by line, with a budget line's segment columns: the approved
 * estimates (approved and revised alike), then each adjustment (revised only), placed in the sector and function of
 * its line's output where the estimates hold it, else of the vote.
 */
export const revisedOf = (budgetYearId: number, voteId: number | null): SQL => sql`(
    select b.vote_id, b.programme_id, b.sub_programme_id, b.output_id, b.item_id, b.fund_id, b.sector_id, b.cofog, b.amount approved, b.amount revised
    from ${approvedOf(budgetYearId, voteId)} b
    union all
    select a.vote_id, a.programme_id, a.sub_programme_id, a.output_id, a.item_id, a.fund_id, coalesce(o.sector_id, vs.sector_id), o.cofog, 0::bigint, a.change::bigint
    from ${adjustmentsOf(budgetYearId, voteId)} a
      left join lateral (select l.sector_id, l.cofog from budget_lines l where l.year_id = ${budgetYearId} and l.output_id = a.output_id and l.vote_id = a.vote_id limit 1) o on true
      left join coa_vote_sectors vs on vs.year_id = ${budgetYearId} and vs.vote_id = a.vote_id)`;

/** A line of the detailed estimates by its codes ('12.01.001 211101 WAGE': programme.sub-programme.output item fund), or null where the ids name none. */
export const lineCodes = (output: AnyColumn, item: AnyColumn, fund: AnyColumn) => sql<string | null>`(select p.code || '.' || sp.code || '.' || o.code || ' ' || i.code || ' ' || f.code
  from coa_outputs o join sub_programmes sp on sp.id = o.sub_programme_id join programmes p on p.id = sp.programme_id, coa_items i, coa_funds f
  where o.id = ${output} and i.id = ${item} and f.id = ${fund})`;

/** A line of the detailed estimates as the balance rule reads it: approved, and the adjustments that name it. */
export interface LineBalance { line: string; vote_id: number; output_id: number; item_id: number; fund_id: number; approved: number; supplementary: number; virement_in: number; virement_out: number }

/** Each line of some votes' budget year named by the estimates or by an adjustment, with what the balance rule adds up. */
export const lineBalances = (db: Executor, budgetYearId: number, voteId: number | readonly number[]) => rowsOf<LineBalance>(db, sql`
  select p.code || '.' || sp.code || '.' || o.code || ' ' || i.code || ' ' || f.code line, x.vote_id, x.output_id, x.item_id, x.fund_id,
    sum(approved)::float8 approved, sum(supplementary)::float8 supplementary, sum(virement_in)::float8 virement_in, sum(virement_out)::float8 virement_out
  from (select vote_id, output_id, item_id, fund_id, amount approved, 0 supplementary, 0 virement_in, 0 virement_out from ${approvedOf(budgetYearId, voteId)} b
    union all
    select vote_id, output_id, item_id, fund_id, 0, case when kind = 'supplementary' then change else 0 end,
      case when kind = 'virement' and change > 0 then change else 0 end, case when kind = 'virement' and change < 0 then -change else 0 end
    from ${adjustmentsOf(budgetYearId, voteId)} a where item_id is not null) x
    join coa_outputs o on o.id = x.output_id join sub_programmes sp on sp.id = o.sub_programme_id join programmes p on p.id = sp.programme_id
    join coa_items i on i.id = x.item_id join coa_funds f on f.id = x.fund_id
  group by 1, 2, 3, 4, 5`);

/** The fiscal year a budget year's estimates are carried out in: the next one (ADR 0026), or none yet. */
export const executedYearOf = async (db: Executor, budgetYearId: number) => (await rowsOf<{ id: number }>(db, sql`
  select n.id from fiscal_years n join fiscal_years b on b.id = ${budgetYearId} where n.start_date > b.start_date order by n.start_date limit 1`))[0]?.id ?? null;

/** What some votes' lines have been warranted in every month held of a year, by output, item and fund (a month's lines without an output aside). */
export const warrantedOf = (db: Executor, yearId: number, voteId: number | readonly number[]) =>
  rowsOf<{ vote_id: number; output_id: number; item_id: number; fund_id: number; warranted: number }>(db, sql`
  select vote_id, output_id, item_id, fund_id, sum(warranted)::float8 warranted from execution_lines
  where year_id = ${yearId} ${ofVote('vote_id', voteId)} and output_id is not null group by 1, 2, 3, 4`);
