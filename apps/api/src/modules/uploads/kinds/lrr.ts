import { UPLOAD_KINDS, UploadError, type RowError } from '@pbs/domain';
import { revenueIsLocal } from '../../budget/ipf-rules.js';
import type { KindHandler } from './handler.js';
import { listHandler } from './lists.js';

/** Locally raised revenue estimates: a list kind whose rows name locally raised sources only (ipf-rules.ts). */
export function lrrHandler(): KindHandler {
  const base = listHandler('lrr', UPLOAD_KINDS.lrr.columns, 'Estimate_Y1', ['Vote_Code', 'Revenue_Code']);
  return {
    ...base,
    envelope: true,
    async check(db, rows, ctx) {
      const errors = await base.check(db, rows, ctx);
      return [...errors, ...rows.filter((r) => r.id.Revenue_Code != null && !revenueIsLocal(ctx.lookups.revenueClass.get(r.id.Revenue_Code)))
        .map((r): RowError => ({ row: r.row, column: 'Revenue_Code', code: UploadError.NOT_LOCAL_REVENUE, params: { revenue: String(r.v.Revenue_Code) } }))];
    },
  };
}
