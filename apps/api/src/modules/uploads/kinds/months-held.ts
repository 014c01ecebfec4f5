import { UploadError, type RowError } from '@pbs/domain';
import { quartersHeldByMonths } from '../months-held.repo.js';
import type { KindHandler } from './handler.js';

/**
 * A quarterly kind whose figures a vote's quarter may hold month by month from the financial system (ADR 0026): there
 * they are the sums of the lines (quarterly_figures), so an upload of that vote and quarter is refused, row by row.
 */
export function monthsHeldFirst(base: KindHandler): KindHandler {
  return {
    ...base,
    async check(db, rows, ctx) {
      const errors = await base.check(db, rows, ctx);
      const votes = [...new Set(rows.flatMap((r) => (r.id.Vote_Code == null ? [] : [r.id.Vote_Code])))];
      const held = await quartersHeldByMonths(db, ctx.yearId, votes);
      if (!held.size) return errors;
      const refused = rows.filter((r) => r.id.Vote_Code != null && held.has(`${r.id.Vote_Code}:${String(r.v.Quarter)}`))
        .map((r): RowError => ({ row: r.row, column: 'Quarter', code: UploadError.HELD_BY_MONTHS, params: { quarter: String(r.v.Quarter) } }));
      return [...errors, ...refused];
    },
  };
}
