import { UploadError, VIREMENT_LIMIT_SHARE, type BudgetCategory, type RowError } from '@pbs/domain';
import { budgetAdjustments } from '../../../db/schema/index.js';
import { available, lineKey, voteLines, type Line } from '../../budget/balances.js';
import { activeStageId } from '../../masters/periods.repo.js';
import { duplicates, notMapped, type ParsedRow } from '../validate-rows.js';
import { insertChunked, type KindHandler } from './handler.js';

const money = (n: number) => Math.round(n * 100) / 100;
/** A row repeated cell for cell is a mistake of the file (the same request twice), not a second request. */
const repeated = (rows: ParsedRow[]) => duplicates(rows, (r) => JSON.stringify(Object.entries(r.v).map(([k, v]) => [k, String(v ?? '').trim().toUpperCase()])), 'Amount');

/** Supplementary allocations: added to a line the vote delivers; recorded, never replaced. */
export const supplementaryHandler: KindHandler = {
  replaces: null,
  check(_db, rows, { lookups }) {
    return [...repeated(rows), ...rows.flatMap((r) => notMapped(r, lookups, 'Programme_Code'))];
  },
  async apply(tx, rows, { yearId, batchId, actor }) {
    await insertChunked(rows, 500, (slice) => tx.insert(budgetAdjustments).values(slice.map((r) => ({
      batchId, kind: 'supplementary', yearId, voteId: r.id.Vote_Code!, toProgrammeId: r.id.Programme_Code!,
      toCategory: String(r.v.Category), amount: Number(r.v.Amount), reason: String(r.v.Reason), createdBy: actor.id,
    }))));
  },
};

/**
 * Virements: each row moves an amount from one line (programme × category) to another of the same vote.
 * Rows are checked in order against the line's available balance — approved budget-year allocation plus
 * supplementaries and virements in, less virements out, including earlier rows of the same file — and, for a
 * vote with Is_Virement_Limited, against 10 % of the line's approved allocation moved out in the year.
 */
export const virementHandler: KindHandler = {
  replaces: null,
  async check(db, rows, { yearId, lookups }) {
    const errors: RowError[] = repeated(rows);
    const stageId = await activeStageId(db, yearId, 'CG');
    const byVote = new Map<number, ParsedRow[]>();
    for (const r of rows) {
      const e = [...notMapped(r, lookups, 'From_Programme_Code'), ...notMapped(r, lookups, 'To_Programme_Code')];
      if (r.id.From_Programme_Code === r.id.To_Programme_Code && r.v.From_Category === r.v.To_Category) e.push({ row: r.row, column: 'To_Category', code: UploadError.SAME_LINE });
      if (!(Number(r.v.Amount) > 0)) e.push({ row: r.row, column: 'Amount', code: UploadError.REQUIRED });
      errors.push(...e);
      if (!e.length) byVote.set(r.id.Vote_Code!, [...(byVote.get(r.id.Vote_Code!) ?? []), r]);
    }
    for (const [voteId, vrows] of byVote) {
      const lines = await voteLines(db, voteId, yearId, stageId);
      const limited = lookups.votesById.get(voteId)?.isVirementLimited ?? false;
      const get = (programmeId: number, code: string, category: BudgetCategory): Line => {
        const k = lineKey(programmeId, category);
        if (!lines.has(k)) lines.set(k, { programmeId, programmeCode: code, category, approved: 0, ceiling: 0, supplementary: 0, virementIn: 0, virementOut: 0 });
        return lines.get(k)!;
      };
      for (const r of vrows) {
        const amount = Number(r.v.Amount);
        const from = get(r.id.From_Programme_Code!, String(r.v.From_Programme_Code), r.v.From_Category as BudgetCategory);
        if (amount > available(from) + 0.001) {
          errors.push({ row: r.row, column: 'Amount', code: UploadError.OVER_BALANCE, params: { available: money(available(from)), amount } });
          continue;
        }
        if (limited && from.virementOut + amount > from.approved * VIREMENT_LIMIT_SHARE + 0.001) {
          errors.push({ row: r.row, column: 'Amount', code: UploadError.OVER_VIREMENT_LIMIT, params: { limit: money(from.approved * VIREMENT_LIMIT_SHARE - from.virementOut), amount } });
          continue;
        }
        from.virementOut += amount;
        get(r.id.To_Programme_Code!, String(r.v.To_Programme_Code), r.v.To_Category as BudgetCategory).virementIn += amount;
      }
    }
    return errors;
  },
  async apply(tx, rows, { yearId, batchId, actor }) {
    await insertChunked(rows, 500, (slice) => tx.insert(budgetAdjustments).values(slice.map((r) => ({
      batchId, kind: 'virement', yearId, voteId: r.id.Vote_Code!,
      fromProgrammeId: r.id.From_Programme_Code!, fromCategory: String(r.v.From_Category),
      toProgrammeId: r.id.To_Programme_Code!, toCategory: String(r.v.To_Category),
      amount: Number(r.v.Amount), reason: String(r.v.Reason), createdBy: actor.id,
    }))));
  },
};
