import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { RowError, UploadColumn } from '@pbs/domain';
import { uploadRows } from '../../../db/schema/index.js';
import type { ExecutionLine } from '../../budget/execution.repo.js';
import { duplicates, notMapped, type ParsedRow, idIn } from '../validate-rows.js';
import { type KindHandler, type StoredRow } from './handler.js';
import { deleteKeeping, insertRows } from '../../batches/kept-rows.js';

/** The key of a quarterly execution figure: a vote's programme × category in a quarter. */
export const QUARTER_LINE = ['Vote_Code', 'Programme_Code', 'Quarter', 'Category'];

const LIMIT_CATEGORIES = ['Wage', 'NonWage', 'GoUDevt', 'AIA', 'Donor'];

/** What a list file replaces of its kind: the rows of the votes it names, within its quarters or limit types where it has them. */
export interface ListScope { voteIds: number[]; quarters: string[] | null; categories: string[] | null }

/** A list file's rows as stored lines (upload_rows): an expenditure limit's category carries its type ('GoU:Wage'). */
export function listLine(kind: string, columns: readonly UploadColumn[], amount: string, r: ParsedRow): ExecutionLine {
  return {
    kind, voteId: idIn(r, 'Vote_Code'), programmeId: r.id.Programme_Code ?? null, quarter: (r.v.Quarter as string | undefined) ?? null,
    category: columns.some((c) => c.header === 'Limit_Type') ? `${String(r.v.Limit_Type)}:${String(r.v.Category)}` : ((r.v.Category as string | undefined) ?? null),
    amount: Number(r.v[amount] ?? 0),
  };
}

/** A stored list row, whole as a batch keeps it, as a line. */
export const storedLine = (r: StoredRow): ExecutionLine => ({
  id: Number(r.id), kind: String(r.kind), voteId: Number(r.vote_id), programmeId: r.programme_id == null ? null : Number(r.programme_id),
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a sheet's cells are text or numbers
  quarter: r.quarter == null ? null : String(r.quarter), category: r.category == null ? null : String(r.category), amount: Number(r.amount),
});

export function listScope(columns: readonly UploadColumn[], rows: ParsedRow[]): ListScope {
  const has = (h: string) => columns.some((c) => c.header === h);
  const distinct = (column: string) => [...new Set(rows.map((r) => String(r.v[column])))];
  return {
    voteIds: [...new Set(rows.map((r) => idIn(r, 'Vote_Code')))],
    quarters: has('Quarter') ? distinct('Quarter') : null,
    // Expenditure limits are replaced per limit type: a GoU file leaves the LRR limits alone.
    categories: has('Limit_Type') ? distinct('Limit_Type').flatMap((t) => LIMIT_CATEGORIES.map((c) => `${t}:${c}`)) : null,
  };
}

export const inListScope = (s: ListScope, l: ExecutionLine) => s.voteIds.includes(l.voteId)
  && (!s.quarters || s.quarters.includes(l.quarter ?? '')) && (!s.categories || s.categories.includes(l.category ?? ''));

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
      const errors: RowError[] = duplicates(rows, (r) => key.map((k) => String(r.v[k] ?? '').toUpperCase()).join('|'), key.at(-1) ?? 'Vote_Code');
      if (has('Programme_Code')) for (const r of rows) errors.push(...notMapped(r, lookups, 'Programme_Code'));
      return errors;
    },
    async apply(tx, rows, { yearId, batchId }) {
      const s = listScope(columns, rows);
      const scope: SQL[] = [eq(uploadRows.kind, kind), eq(uploadRows.yearId, yearId), inArray(uploadRows.voteId, s.voteIds)];
      if (s.quarters) scope.push(inArray(uploadRows.quarter, s.quarters));
      if (s.categories) scope.push(inArray(uploadRows.category, s.categories));
      const replaced = await deleteKeeping(tx, uploadRows, and(...scope), batchId);
      await insertRows(tx, uploadRows, rows.map((r) => ({ ...listLine(kind, columns, amount, r), batchId, yearId, data: r.v })));
      return replaced;
    },
  };
}
