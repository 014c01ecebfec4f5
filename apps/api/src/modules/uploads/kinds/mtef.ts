import { and, eq, inArray } from 'drizzle-orm';
import { UploadError, type RowError } from '@pbs/domain';
import { cgMtefs } from '../../../db/schema/index.js';
import { MTEF_CELLS } from '../../budget/columns.js';
import { duplicates, notMapped } from '../validate-rows.js';
import { insertChunked, type KindHandler } from './handler.js';

const kindOf = (figure: unknown) => (figure === 'Ceiling' ? 'ceiling' : 'allocation');

/**
 * CG MTEF: one row per vote × programme × figure (allocation, or a ministry's ceiling), Y0..Y5 × categories.
 * The file replaces those rows of the stage.
 */
export const mtefHandler: KindHandler = {
  check(_db, rows, { actor, lookups }) {
    const errors: RowError[] = duplicates(rows, (r) => `${r.id.Vote_Code}:${r.id.Programme_Code}:${r.v.Figure}`, 'Programme_Code');
    for (const r of rows) {
      errors.push(...notMapped(r, lookups, 'Programme_Code'));
      if (r.v.Figure === 'Ceiling' && !actor.isMinistry) errors.push({ row: r.row, column: 'Figure', code: UploadError.CEILING_MINISTRY });
      const vote = lookups.votesById.get(r.id.Vote_Code!);
      const aia = MTEF_CELLS.filter((c) => c.category === 'AIA' && Number(r.v[c.header]) > 0);
      if (vote && !vote.isAia && aia.length) errors.push({ row: r.row, column: aia[0].header, code: UploadError.AIA_NOT_ALLOWED, params: { vote: vote.code } });
    }
    return errors;
  },
  async apply(tx, rows, { yearId, stageId, actor, lookups }) {
    const values = rows.map((r) => ({
      yearId, stageId: stageId!, kind: kindOf(r.v.Figure), mtefVersion: 1, createdBy: actor.id,
      progByVoteId: lookups.progByVote.get(`${r.id.Vote_Code}:${r.id.Programme_Code}`)!,
      ...Object.fromEntries(MTEF_CELLS.map((c) => [c.column, Number(r.v[c.header])])),
    }));
    for (const kind of ['ceiling', 'allocation']) {
      const ids = values.filter((v) => v.kind === kind).map((v) => v.progByVoteId);
      if (ids.length) {
        await tx.delete(cgMtefs).where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId!), eq(cgMtefs.kind, kind), inArray(cgMtefs.progByVoteId, ids)));
      }
    }
    await insertChunked(values, 500, (slice) => tx.insert(cgMtefs).values(slice as (typeof cgMtefs.$inferInsert)[]));
  },
};
