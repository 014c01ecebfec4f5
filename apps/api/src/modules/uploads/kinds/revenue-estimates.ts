import { eq } from 'drizzle-orm';
import { revenueMayBeNegative, revenueSource, UploadError, type RowError } from '@pbs/domain';
import { revenueEstimates, revenueOutturns } from '../../../db/schema/index.js';
import { present } from '../../../lib/present.js';
import { lockStageRevenue, lockYearOutturn } from '../../revenue/revenue.repo.js';
import { duplicates, type ParsedRow } from '../validate-rows.js';
import { type KindHandler } from './handler.js';
import { deleteKeeping, insertRows } from '../../batches/kept-rows.js';

const codeOf = (r: ParsedRow) => String(r.v.Code ?? '').trim();
/** Whole shillings, as the screen keeps them: a spreadsheet's float noise is not a figure. */
const amountOf = (r: ParsedRow) => Math.round(Number(r.v.Amount ?? 0));

/** The rules of Budget › Revenue's screen: each row a GFSM 2014 code of the classification, once; revenue and grants not below zero, net borrowing either way. */
function checkSources(rows: ParsedRow[]): RowError[] {
  const errors: RowError[] = duplicates(rows, codeOf, 'Code');
  for (const r of rows) {
    if (!revenueSource(codeOf(r))) errors.push({ row: r.row, column: 'Code', code: UploadError.UNKNOWN_CODE, params: { value: codeOf(r).slice(0, 20) } });
    else if (amountOf(r) < 0 && !revenueMayBeNegative(codeOf(r))) errors.push({ row: r.row, column: 'Amount', code: UploadError.NEGATIVE, params: { value: amountOf(r) } });
  }
  return errors;
}
const nonZero = (rows: ParsedRow[]) => rows.filter((r) => amountOf(r) !== 0);

/**
 * A stage's revenue and financing estimates uploaded (Budget › Revenue's figures as a file), under the screen's rules. The
 * file replaces the stage's estimates, kept whole under its batch for the revert.
 */
export const revenueEstimatesHandler: KindHandler = {
  table: revenueEstimates,
  replaces: { scope: [], key: ['Code'] },
  check: (_db, rows) => checkSources(rows),
  async apply(tx, rows, { yearId, stageId, batchId, actor }) {
    const stage = present(stageId, "the stage a revenue file is for");
    await lockStageRevenue(tx, stage);
    const replaced = await deleteKeeping(tx, revenueEstimates, eq(revenueEstimates.stageId, stage), batchId);
    await insertRows(tx, revenueEstimates, nonZero(rows).map((r) => ({ yearId, stageId: stage, code: codeOf(r), amount: amountOf(r), batchId, createdBy: actor.id })));
    return replaced;
  },
};

/**
 * A year's revenue outturn uploaded (what it collected and borrowed, from the accounts: PI-3's outturn), under the same
 * rules. The file replaces the year's outturn, kept whole under its batch for the revert.
 */
export const revenueOutturnsHandler: KindHandler = {
  table: revenueOutturns,
  replaces: { scope: [], key: ['Code'] },
  check: (_db, rows) => checkSources(rows),
  async apply(tx, rows, { yearId, batchId, actor }) {
    await lockYearOutturn(tx, yearId);
    const replaced = await deleteKeeping(tx, revenueOutturns, eq(revenueOutturns.yearId, yearId), batchId);
    await insertRows(tx, revenueOutturns, nonZero(rows).map((r) => ({ yearId, code: codeOf(r), amount: amountOf(r), batchId, createdBy: actor.id })));
    return replaced;
  },
};
