import { formatNumber, UPLOAD_KINDS, UploadError, type RowError } from '@pbs/domain';
import { externalFinanceBreaches } from '../../budget/external-limits.js';
import type { KindHandler } from './handler.js';
import { idIn } from '../validate-rows.js';
import { listHandler } from './lists.js';
import { present } from '../../../lib/present.js';

const AMOUNT = 'Estimate_Y1';

/**
 * External finance estimates: a list kind whose budget-year estimates must also keep within each programme's
 * External Finance expenditure limit (budget/external-limits.ts) — when uploaded, and when a revert brings older
 * estimates back under limits set since. A breach is named on the programme's first row in the file.
 */
export function externalFinanceHandler(): KindHandler {
  const base = listHandler('external-finance', UPLOAD_KINDS['external-finance'].columns, AMOUNT, ['Vote_Code', 'Programme_Code', 'Project_Code']);
  return {
    ...base,
    async check(db, rows, ctx) {
      const errors = await base.check(db, rows, ctx);
      const known = rows.filter((r) => r.id.Vote_Code != null && r.id.Programme_Code != null);
      const breaches = await externalFinanceBreaches(db, ctx.yearId, known.map((r) => ({ voteId: idIn(r, 'Vote_Code'), programmeId: idIn(r, 'Programme_Code'), amount: Number(r.v[AMOUNT] ?? 0) })));
      return [...errors, ...breaches.map((b): RowError => ({
        row: present(known.find((r) => r.id.Vote_Code === b.voteId && r.id.Programme_Code === b.programmeId), 'the row it is about').row, column: AMOUNT,
        code: UploadError.OVER_EXTERNAL_LIMIT, params: { amount: formatNumber(b.total), limit: formatNumber(b.limit) },
      }))];
    },
    async revertCheck(db, restored, _current, { yearId }) {
      const breaches = await externalFinanceBreaches(db, yearId, restored.map((r) => ({ voteId: Number(r.vote_id), programmeId: Number(r.programme_id), amount: Number(r.amount) })));
      return breaches.map((b) => {
        const d = present(restored.find((r) => Number(r.vote_id) === b.voteId && Number(r.programme_id) === b.programmeId), 'the row it is about').data as Record<string, unknown>;
        return { key: 'SERVER.EXTERNAL_OVER_LIMIT', params: { vote: String(d.Vote_Code), programme: String(d.Programme_Code), amount: b.total, limit: b.limit } } as const;
      });
    },
  };
}
