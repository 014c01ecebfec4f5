import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { RowError, UploadColumn } from '@pbs/domain';
import { uploadRows } from '../../../db/schema/index.js';
import { duplicates, notMapped } from '../validate-rows.js';
import { deleteKeeping, insertRows, type KindHandler } from './handler.js';

/** The key of a quarterly execution figure: a vote's programme × category in a quarter. */
export const QUARTER_LINE = ['Vote_Code', 'Programme_Code', 'Quarter', 'Category'];

/**
 * List-like uploads (pension, staff, students, LRR, warrants and releases, external finance, limits, quarterly
 * figures): the file replaces the kind's rows for every vote it names — and, for quarterly kinds, only the
 * quarters it contains. `amount` is the column the budget totals add up; `key` finds repeated rows.
 */
export function listHandler(kind: string, columns: readonly UploadColumn[], amount: string, key: string[]): KindHandler {
  const has = (h: string) => columns.some((c) => c.header === h);
  return {
    table: uploadRows,
    amountColumn: amount,
    replaces: { scope: ['Vote_Code', ...['Quarter', 'Limit_Type'].filter(has)], key },
    check(_db, rows, { lookups }) {
      const errors: RowError[] = duplicates(rows, (r) => key.map((k) => String(r.v[k] ?? '').toUpperCase()).join('|'), key[key.length - 1]);
      if (has('Programme_Code')) for (const r of rows) errors.push(...notMapped(r, lookups, 'Programme_Code'));
      return errors;
    },
    async apply(tx, rows, { yearId, batchId }) {
      const voteIds = [...new Set(rows.map((r) => r.id.Vote_Code!))];
      const scope: SQL[] = [eq(uploadRows.kind, kind), eq(uploadRows.yearId, yearId), inArray(uploadRows.voteId, voteIds)];
      if (has('Quarter')) scope.push(inArray(uploadRows.quarter, [...new Set(rows.map((r) => String(r.v.Quarter)))]));
      if (has('Limit_Type')) {
        // Expenditure limits are replaced per limit type: a GoU file leaves the LRR limits alone.
        const types = [...new Set(rows.map((r) => String(r.v.Limit_Type)))];
        scope.push(inArray(uploadRows.category, types.flatMap((t) => ['Wage', 'NonWage', 'GoUDevt', 'AIA', 'Donor'].map((c) => `${t}:${c}`))));
      }
      const replaced = await deleteKeeping(tx, uploadRows, and(...scope), batchId);
      await insertRows(tx, uploadRows, rows.map((r) => ({
        batchId, kind, yearId, voteId: r.id.Vote_Code!, programmeId: r.id.Programme_Code ?? null,
        quarter: (r.v.Quarter as string | undefined) ?? null,
        category: has('Limit_Type') ? `${r.v.Limit_Type}:${r.v.Category}` : ((r.v.Category as string | undefined) ?? null),
        amount: Number(r.v[amount] ?? 0), data: r.v,
      })));
      return replaced;
    },
  };
}
