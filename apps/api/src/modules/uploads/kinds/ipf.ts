import { and, eq, inArray } from 'drizzle-orm';
import { UploadError, type RowError } from '@pbs/domain';
import { lgGrantIpfs } from '../../../db/schema/index.js';
import { revenueTakesIpf, subGrantFitsRevenue } from '../../budget/ipf-rules.js';
import { duplicates, idIn } from '../validate-rows.js';
import { type KindHandler } from './handler.js';
import { deleteKeeping, insertChunked } from '../../batches/kept-rows.js';
import { present } from '../../../lib/present.js';

/** LG grant IPFs: the file replaces the stage's IPF rows of every LG it names. */
export const ipfHandler: KindHandler = {
  table: lgGrantIpfs,
  envelope: true,
  replaces: { scope: ['Vote_Code'], key: ['Vote_Code', 'SubSubProgramme_Code', 'Revenue_Code', 'SubGrant_Code'] },
  check(_db, rows, { lookups }) {
    const errors: RowError[] = duplicates(rows,
      (r) => `${r.id.Vote_Code}:${r.id.SubSubProgramme_Code}:${r.id.Revenue_Code}:${r.id.SubGrant_Code ?? 0}`, 'Revenue_Code');
    for (const r of rows) {
      if (!subGrantFitsRevenue(r.id.SubGrant_Code ?? null, idIn(r, 'Revenue_Code'), (id) => lookups.subGrantRevenue.get(id))) {
        errors.push({ row: r.row, column: 'SubGrant_Code', code: UploadError.SUBGRANT_REVENUE, params: { subGrant: String(r.v.SubGrant_Code), revenue: String(r.v.Revenue_Code) } });
      }
      if (r.id.Revenue_Code != null && !revenueTakesIpf(lookups.revenueClass.get(r.id.Revenue_Code))) {
        errors.push({ row: r.row, column: 'Revenue_Code', code: UploadError.LOCAL_REVENUE_IPF, params: { revenue: String(r.v.Revenue_Code) } });
      }
    }
    return errors;
  },
  async apply(tx, rows, { yearId, stageId, actor, batchId }) {
    const voteIds = [...new Set(rows.map((r) => idIn(r, 'Vote_Code')))];
    const replaced = await deleteKeeping(tx, lgGrantIpfs, and(eq(lgGrantIpfs.yearId, yearId), eq(lgGrantIpfs.stageId, present(stageId, 'the stage')), inArray(lgGrantIpfs.voteId, voteIds)), batchId);
    const n = (r: (typeof rows)[number], h: string) => Number(r.v[h]);
    await insertChunked(rows, 500, (slice) => tx.insert(lgGrantIpfs).values(slice.map((r) => ({
      yearId, stageId: present(stageId, 'the stage'), voteId: idIn(r, 'Vote_Code'), subSubProgrammeId: idIn(r, 'SubSubProgramme_Code'), revenueId: idIn(r, 'Revenue_Code'),
      subGrantId: r.id.SubGrant_Code ?? null, projectCode: (r.v.Project_Code as string | null) ?? null,
      transferKind: String(r.v.Transfer).toLowerCase(), createdBy: actor.id, batchId,
      planY0: n(r, 'Plan_Y0'), projectionY1: n(r, 'Projection_Y1'), projectionY2: n(r, 'Projection_Y2'), projectionY3: n(r, 'Projection_Y3'),
      projectionY4: n(r, 'Projection_Y4'), projectionY5: n(r, 'Projection_Y5'),
      actualY1Q1: n(r, 'Actual_Y1Q1'), actualY1Q2: n(r, 'Actual_Y1Q2'), actualY1Q3: n(r, 'Actual_Y1Q3'), actualY1Q4: n(r, 'Actual_Y1Q4'),
    }))));
    return replaced;
  },
};
