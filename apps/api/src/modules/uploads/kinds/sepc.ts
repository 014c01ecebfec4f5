import { and, eq, inArray } from 'drizzle-orm';
import { UploadError, type RowError } from '@pbs/domain';
import { uploadRows } from '../../../db/schema/index.js';
import { duplicates, idIn } from '../validate-rows.js';
import { type KindHandler } from './handler.js';
import { deleteKeeping, insertRows } from '../../batches/kept-rows.js';
import { entry } from '../../../lib/present.js';

/**
 * A parastatal's revenue and expenditure estimates: the file replaces, for the year, the rows of every
 * parastatal it names. Rows are kept under the parastatal and the vote it reports under.
 */
export const sepcHandler: KindHandler = {
  table: uploadRows,
  amountColumn: 'Estimate_Y1',
  replaces: { scope: ['Parastatal_Code'], key: ['Parastatal_Code', 'Line', 'Item_Code'] },
  check(_db, rows, { lookups }) {
    const errors: RowError[] = duplicates(rows, (r) => [r.v.Parastatal_Code, r.v.Line, r.v.Item_Code].map((v) => String(v ?? '').toUpperCase()).join('|'), 'Item_Code');
    for (const r of rows) {
      // A parastatal must report under a vote: its rows are read in that vote's scope too.
      if (lookups.parastatalVote.get(idIn(r, 'Parastatal_Code')) == null) {
        errors.push({ row: r.row, column: 'Parastatal_Code', code: UploadError.UNKNOWN_CODE, params: { value: String(r.v.Parastatal_Code) } });
      }
    }
    return errors;
  },
  async apply(tx, rows, { yearId, batchId, lookups }) {
    const ids = [...new Set(rows.map((r) => idIn(r, 'Parastatal_Code')))];
    const replaced = await deleteKeeping(tx, uploadRows, and(eq(uploadRows.kind, 'sepc-estimates'), eq(uploadRows.yearId, yearId), inArray(uploadRows.sepcId, ids)), batchId);
    await insertRows(tx, uploadRows, rows.map((r) => ({
      batchId, kind: 'sepc-estimates', yearId, voteId: entry(lookups.parastatalVote, idIn(r, 'Parastatal_Code')), sepcId: idIn(r, 'Parastatal_Code'),
      programmeId: null, quarter: null, category: String(r.v.Line), amount: Number(r.v.Estimate_Y1 ?? 0), data: r.v,
    })));
    return replaced;
  },
};
