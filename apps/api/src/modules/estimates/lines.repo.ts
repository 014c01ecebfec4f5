import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { EstimateSegment } from '@pbs/domain';
import type { Executor, Tx } from '../../db/client.js';
import { budgetLines } from '../../db/schema/index.js';
import { deleteKeeping, insertRows } from '../batches/kept-rows.js';

export type HeldLine = Pick<typeof budgetLines.$inferSelect, 'id' | 'voteId' | 'programmeId' | 'subProgrammeId' | 'outputId' | 'itemId' | 'fundId' | 'sectorId' | 'cofog' | 'amount'>;
export type NewLine = typeof budgetLines.$inferInsert;

/** A line's identity in a stage: vote, output, item and fund (programme and sub-programme follow the output). */
export const lineId = (l: { voteId: number; outputId: number; itemId: number; fundId: number }) => `${l.voteId}:${l.outputId}:${l.itemId}:${l.fundId}`;

/** The lines of a stage, of some votes or all. */
export function heldLines(db: Executor, yearId: number, stageId: number, voteIds?: number[]): Promise<HeldLine[]> {
  return db.select({
    id: budgetLines.id, voteId: budgetLines.voteId, programmeId: budgetLines.programmeId, subProgrammeId: budgetLines.subProgrammeId,
    outputId: budgetLines.outputId, itemId: budgetLines.itemId, fundId: budgetLines.fundId, sectorId: budgetLines.sectorId, cofog: budgetLines.cofog, amount: budgetLines.amount,
  }).from(budgetLines).where(and(eq(budgetLines.yearId, yearId), eq(budgetLines.stageId, stageId), voteIds ? inArray(budgetLines.voteId, voteIds) : undefined));
}

/**
 * Replaces lines: those with `goneIds` are deleted and kept whole under the batch (to be restored by a revert),
 * then `added` are inserted, in slices of `slice` rows with `progress` told after each.
 */
export async function replaceLines(tx: Tx, batchId: number, goneIds: number[], added: NewLine[], progress: (done: number) => Promise<void>, slice = 5_000) {
  let replaced = 0;
  for (let i = 0; i < goneIds.length; i += slice) replaced += await deleteKeeping(tx, budgetLines, inArray(budgetLines.id, goneIds.slice(i, i + slice)), batchId);
  for (let i = 0; i < added.length; i += slice) {
    await insertRows(tx, budgetLines, added.slice(i, i + slice));
    await progress(Math.min(i + slice, added.length));
  }
  return replaced;
}

/**
 * SQL of each segment a total can be grouped by: the line's columns it reads (`columns`), its code, what names it
 * (`keys`, read from the line and its joins), the name made from those keys once lines are grouped (`name`, given the
 * year and the grouped keys), and the joins. Naming after grouping calls the year's name functions once a group, not
 * once a line.
 */
interface SegmentSql { columns: string[]; code: SQL; keys: SQL[]; name: (year: SQL, keys: SQL[]) => SQL; join: SQL }
const plain = (column: SQL) => ({ keys: [column], name: (_y: SQL, k: SQL[]) => k[0] ?? sql`null` });
const SEGMENT_SQL: Record<EstimateSegment, SegmentSql> = {
  // The line's own sector and function (ADR 0024): a vote may span many.
  sector: { columns: ['sector_id'], code: sql`s.code`, ...plain(sql`s.name`), join: sql`left join coa_sectors s on s.id = l.sector_id` },
  function: { columns: ['cofog', 'sector_id'], code: sql`left(coalesce(l.cofog, fs.cofog), 2)`, keys: [], name: () => sql`null`, join: sql`left join coa_sectors fs on fs.id = l.sector_id` },
  // Names as the year gives them (the functions of migration 0052), else the standing names.
  vote: { columns: ['vote_id'], code: sql`v.code`, keys: [sql`l.vote_id`], name: (y, [v]) => sql`pbs_vote_name(${y}, ${v})`, join: sql`join votes v on v.id = l.vote_id` },
  programme: { columns: ['programme_id', 'vote_id'], code: sql`p.code`, keys: [sql`l.programme_id`, sql`l.vote_id`], name: (y, [p, v]) => sql`pbs_programme_name(${y}, ${p}, ${v})`, join: sql`join programmes p on p.id = l.programme_id` },
  subProgramme: { columns: ['sub_programme_id', 'vote_id'], code: sql`p2.code || '.' || sp.code`, keys: [sql`l.sub_programme_id`, sql`l.vote_id`], name: (y, [sp, v]) => sql`pbs_sub_programme_name(${y}, ${sp}, ${v})`,
    join: sql`left join sub_programmes sp on sp.id = l.sub_programme_id left join programmes p2 on p2.id = sp.programme_id` },
  // A month of execution may carry no output, an adjustment by programme × category no line: they group under none.
  output: { columns: ['output_id'], code: sql`o.code`, ...plain(sql`o.name`), join: sql`left join coa_outputs o on o.id = l.output_id` },
  economicClass: { columns: ['item_id'], code: sql`left(ci.class_code, 2)`, keys: [], name: () => sql`null`, join: sql`left join coa_items ci on ci.id = l.item_id` },
  item: { columns: ['item_id'], code: sql`i.code`, ...plain(sql`i.name`), join: sql`left join coa_items i on i.id = l.item_id` },
  fund: { columns: ['fund_id'], code: sql`f.code`, ...plain(sql`f.name`), join: sql`left join coa_funds f on f.id = l.fund_id` },
};

export interface TotalRow { codes: (string | null)[]; names: (string | null)[]; amount: number; lines: number }

/**
 * A stage's lines added up by one or two segments (`by`), of one vote or all, at most `limit` rows.
 */
export async function segmentTotals(db: Executor, yearId: number, stageId: number, by: EstimateSegment[], voteId: number | null, limit: number): Promise<TotalRow[]> {
  const source = sql`(select * from budget_lines where year_id = ${yearId} and stage_id = ${stageId} ${voteId != null ? sql`and vote_id = ${voteId}` : sql``})`;
  return (await segmentSums(db, source, yearId, by, ['amount'], limit)).map((r) => ({ codes: r.codes, names: r.names, amount: r.sums[0] ?? 0, lines: r.lines }));
}

/**
 * Lines of `source` (a subquery with a budget line's segment columns — vote_id … fund_id, sector_id, cofog — and each
 * of `measures`) added up by one or two segments, named as the chart of `nameYearId` names them: one SQL statement.
 * The lines are first added up by the columns the segments read (a few thousand rows from tens of thousands, by hash),
 * then joined to the chart and grouped by each segment's code and what names it, then by code and name. Naming after
 * grouping calls the year's name functions once a group, not once a line.
 */
export async function segmentSums(db: Executor, source: SQL, nameYearId: number, by: EstimateSegment[], measures: string[], limit: number) {
  const parts = by.map((s) => SEGMENT_SQL[s]);
  const id = (prefix: string, i: number, k = -1) => sql.identifier(k < 0 ? `${prefix}${i}` : `${prefix}${i}_${k}`);
  const columns = sql.join([...new Set(parts.flatMap((p) => p.columns))].map((c) => sql.identifier(c)), sql`, `);
  const lineSums = sql.join(measures.map((m) => sql`sum(${sql.identifier(m)}) as ${sql.identifier(m)}`), sql`, `);
  const inner = parts.flatMap((p, i) => [sql`${p.code} as ${id('c', i)}`, ...p.keys.map((key, k) => sql`${key} as ${id('k', i, k)}`)]);
  const innerGroups = parts.flatMap((p, i) => [id('c', i), ...p.keys.map((_, k) => id('k', i, k))]);
  const outer = parts.map((p, i) => sql`${id('c', i)}, ${p.name(sql`${nameYearId}::int`, p.keys.map((_, k) => sql`g.${id('k', i, k)}`))} as ${id('n', i)}`);
  const codes = sql.join(parts.map((_, i) => id('c', i)), sql`, `);
  const innerSums = sql.join(measures.map((m, j) => sql`sum(l.${sql.identifier(m)}) as ${id('m', j)}`), sql`, `);
  const outerSums = sql.join(measures.map((_, j) => sql`sum(g.${id('m', j)})::float8 as ${id('m', j)}`), sql`, `);
  const result = await db.execute(sql`select ${sql.join(outer, sql`, `)}, ${outerSums}, sum(g.lines)::int lines
    from (select ${sql.join(inner, sql`, `)}, ${innerSums}, sum(l.lines) lines
      from (select ${columns}, ${lineSums}, count(*) lines from ${source} x group by ${columns}) l ${sql.join(parts.map((p) => p.join), sql` `)}
      group by ${sql.join(innerGroups, sql`, `)}) g
    group by ${codes}, ${sql.join(parts.map((_, i) => id('n', i)), sql`, `)}
    order by ${codes} limit ${limit}`);
  return (result as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    codes: by.map((_, i) => (r[`c${i}`] as string | null) ?? null), names: by.map((_, i) => (r[`n${i}`] as string | null) ?? null),
    sums: measures.map((_, j) => Number(r[`m${j}`])), lines: Number(r.lines),
  }));
}

/** A vote's lines of a stage with every segment's code and name, ordered as the estimates print them. */
export async function voteLinesNamed(db: Executor, yearId: number, stageId: number, voteId: number, limit: number) {
  const result = await db.execute(sql`select l.id, l.amount::float8 amount, l.output_id, l.item_id, l.fund_id,
      p.id programme_id, p.code programme_code, pbs_programme_name(l.year_id, l.programme_id, l.vote_id) programme_name,
      sp.id sub_programme_id, sp.code sub_programme_code, pbs_sub_programme_name(l.year_id, l.sub_programme_id, l.vote_id) sub_programme_name,
      o.code output_code, o.name output_name, i.code item_code, i.name item_name, f.code fund_code
    from budget_lines l join programmes p on p.id = l.programme_id join sub_programmes sp on sp.id = l.sub_programme_id
      join coa_outputs o on o.id = l.output_id join coa_items i on i.id = l.item_id join coa_funds f on f.id = l.fund_id
    where l.year_id = ${yearId} and l.stage_id = ${stageId} and l.vote_id = ${voteId}
    order by p.code, sp.code, o.code, i.code, f.id limit ${limit}`);
  return (result as { rows: Record<string, string | number>[] }).rows;
}

/** The lines of a stage by id, to check an edit's ids belong to the vote and stage it names. */
export const linesByIds = (db: Executor, ids: number[]) =>
  ids.length ? db.select().from(budgetLines).where(inArray(budgetLines.id, ids)) : Promise.resolve([]);
