import { and, eq, inArray } from 'drizzle-orm';
import { quarterOfMonth, UploadError, type RowError, type UploadErrorCode } from '@pbs/domain';
import type { Executor } from '../../../db/client.js';
import { together } from '../../../db/together.js';
import { executionLines } from '../../../db/schema/index.js';
import { present } from '../../../lib/present.js';
import { ceilingControl } from '../../budget/ceilings.js';
import type { ExecutionLine } from '../../execution/execution-check.js';
import { budgetsOf, cashLimitBreaches, executionBreaches, type ToDate } from '../../execution/execution-rules.js';
import {
  budgetYearOf, cashLimitsOf, executionKey, fiscalYearText, monthsAfter, quarterWarrantsBesides, refreshToDate, revisedLines, toDateBefore,
} from '../../execution/execution.repo.js';
import { restoreReplaced } from '../../batches/batches.repo.js';
import { UploadRefused } from '../../../lib/upload-refused.js';
import { duplicates, idIn, type ParsedRow } from '../validate-rows.js';
import { type KindHandler } from './handler.js';
import { deleteKeeping, insertRows } from '../../batches/kept-rows.js';
import { namedRows } from './line-codes.js';
import { lineKeyOf, type NamedLine } from '../../virements/line-rule.js';

/** The execution rules' refusals as an upload names them, and the column each points at. */
const ROW_CODE: Record<string, [UploadErrorCode, string]> = {
  'SERVER.EXEC_RELEASED_OVER_WARRANTED': [UploadError.EXEC_RELEASED_OVER_WARRANTED, 'Released'],
  'SERVER.EXEC_SPENT_OVER_RELEASED': [UploadError.EXEC_SPENT_OVER_RELEASED, 'Spent'],
  'SERVER.EXEC_WARRANTED_OVER_BUDGET': [UploadError.EXEC_WARRANTED_OVER_BUDGET, 'Warranted'],
  'SERVER.EXEC_WARRANTED_OVER_CASH_LIMIT': [UploadError.EXEC_WARRANTED_OVER_CASH_LIMIT, 'Warranted'],
};

const monthOf = (r: ParsedRow) => Number(r.v.Month);
const figure = (r: ParsedRow, column: string) => Math.round(Number(r.v[column] ?? 0));

/** The estimates a year is carried out under: a year without them has no chart to name a line in, and is refused. */
async function chartYear(db: Executor, yearId: number) {
  const before = await budgetYearOf(db, yearId);
  if (before?.lines) return before.id;
  throw new UploadRefused(409, UploadError.NO_CHART, { detail: [{ key: 'SERVER.EXEC_NO_BUDGET', params: { year: await fiscalYearText(db, yearId) ?? '—', before: before?.fiscalYear ?? '—' } }] });
}

/** Each named row as a line of the month, as the execution load reads a line of its file. */
function linesOf(named: Map<ParsedRow, NamedLine[]>, voteCode: (r: ParsedRow) => string): ExecutionLine[] {
  return [...named].map(([r, [l]]) => {
    const line = present(l, "a row's line");
    const ids = { voteId: idIn(r, 'Vote_Code'), programmeId: line.programmeId, subProgrammeId: line.subProgrammeId, outputId: line.outputId, itemId: line.itemId, fundId: line.fundId };
    return {
      ...ids, key: executionKey(ids), row: r.row, codes: { vote: voteCode(r), programme: line.programmeCode, line: line.text },
      warranted: figure(r, 'Warranted'), released: figure(r, 'Released'), spent: figure(r, 'Spent'), committed: r.v.Committed == null ? null : figure(r, 'Committed'),
    };
  });
}

/** The execution rules of ADR 0026 on the file's month, to date, against each line's revised budget (ADR 0027). */
async function ruleErrors(db: Executor, yearId: number, budgetYearId: number, month: number, lines: ExecutionLine[], categories: Map<number, string>): Promise<RowError[]> {
  const keyed = (r: { vote_id: number; sub_programme_id: number; output_id: number | null; item_id: number; fund_id: number }) =>
    executionKey({ voteId: Number(r.vote_id), subProgrammeId: Number(r.sub_programme_id), outputId: r.output_id === null ? null : Number(r.output_id), itemId: Number(r.item_id), fundId: Number(r.fund_id) });
  const figures = (r: ToDate) => ({ warranted: Number(r.warranted), released: Number(r.released), spent: Number(r.spent) });
  // Side by side on the pool; one after another on a transaction's one connection.
  const [before, later, budgets, others, limits] = await together(db, [
    () => toDateBefore(db, yearId, month), () => monthsAfter(db, yearId, month), () => revisedLines(db, budgetYearId),
    () => quarterWarrantsBesides(db, yearId, month), () => cashLimitsOf(db, yearId, quarterOfMonth(month)),
  ] as const);
  const problems = [
    ...executionBreaches(lines, new Map(before.map((r) => [keyed(r), figures(r)])),
      later.map((r) => ({ month: Number(r.month), key: keyed(r), figures: figures(r) })), budgetsOf(budgets)),
    ...cashLimitBreaches(lines, (fundId) => categories.get(fundId) ?? '', others, limits, quarterOfMonth(month)),
  ];
  return problems.map((p) => {
    const [code, column] = ROW_CODE[p.said.key] ?? [UploadError.EXEC_WARRANTED_OVER_BUDGET, 'Warranted'];
    return { row: p.row, column, code, params: Object.fromEntries(Object.entries(p.said.params ?? {}).flatMap(([k, v]) => (typeof v === 'number' || typeof v === 'string' ? [[k, v]] : []))) };
  });
}

/**
 * A month of votes' execution at the chart's grain, uploaded by the ministry vote by vote (ADR 0026): each row a line of
 * the chart the year is carried out under; the file's rows replace the month of each vote it names, kept whole under
 * the batch for its revert. The rules of the execution load hold (under the year's Stop), checked again under the lock
 * the month's load takes for its votes.
 */
export const executionLinesHandler: KindHandler = {
  table: executionLines,
  replaces: { scope: ['Vote_Code', 'Month'], key: ['Programme_Code', 'SubProgramme_Code', 'Output_Code', 'Item_Code', 'Fund_Code'] },
  async check(db, rows, { yearId, lookups, warn }) {
    const [first] = rows;
    // Rows that did not parse are already named.
    if (!first) return [];
    const budgetYearId = await chartYear(db, yearId);
    const errors: RowError[] = rows.filter((r) => monthOf(r) !== monthOf(first))
      .map((r) => ({ row: r.row, column: 'Month', code: UploadError.ONE_MONTH, params: { first: first.row, month: monthOf(r) } }));
    const { named, errors: codes } = await namedRows(db, rows, budgetYearId, ['']);
    errors.push(...codes, ...duplicates([...named.keys()], (r) => `${idIn(r, 'Vote_Code')}|${lineKeyOf(idIn(r, 'Vote_Code'), present(named.get(r)?.[0], "a row's line"))}`, 'Item_Code'));
    if (errors.length) return errors;
    const categories = new Map([...named.values()].map(([l]) => [present(l, "a row's line").fundId, present(l, "a row's line").category as string]));
    const code = (r: ParsedRow) => lookups.votesById.get(idIn(r, 'Vote_Code'))?.code ?? String(r.v.Vote_Code);
    const breaches = await ruleErrors(db, yearId, budgetYearId, monthOf(first), linesOf(named, code), categories);
    // Under Warn the month is written and its breaches said, row by row, as the load says them.
    if (await ceilingControl(db, yearId) === 'Warn') { warn?.(breaches); return []; }
    return breaches;
  },
  async apply(tx, rows, { yearId, batchId, actor }) {
    const budgetYearId = await chartYear(tx, yearId);
    const month = monthOf(present(rows[0], "the file's first row"));
    const { named } = await namedRows(tx, rows, budgetYearId, ['']);
    const voteIds = [...new Set(rows.map((r) => idIn(r, 'Vote_Code')))];
    const replaced = await deleteKeeping(tx, executionLines,
      and(eq(executionLines.yearId, yearId), eq(executionLines.month, month), inArray(executionLines.voteId, voteIds)), batchId);
    await insertRows(tx, executionLines, linesOf(named, () => '').map((l) => ({
      yearId, month, voteId: l.voteId, programmeId: l.programmeId, subProgrammeId: l.subProgrammeId, outputId: l.outputId, itemId: l.itemId, fundId: l.fundId,
      warranted: l.warranted, released: l.released, spent: l.spent, committed: l.committed, batchId, createdBy: actor.id,
    })));
    await refreshToDate(tx, yearId, budgetYearId);
    return replaced;
  },
  async revert(tx, batchId, { yearId }) {
    await restoreReplaced(tx, executionLines, batchId);
    await refreshToDate(tx, yearId, await chartYear(tx, yearId));
  },
};
