import { UploadError, type RowError, type UploadColumn } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import { codeId, type Lookups } from './lookups.js';
import { parseCell, type Parsed } from './parse-cell.js';
import type { SheetRow } from '../../lib/read-sheet.js';
import { entry, present } from '../../lib/present.js';

/** A row whose every cell parsed: values by header, and master ids for the code columns. */
export interface ParsedRow { row: number; v: Record<string, Parsed>; id: Record<string, number | null> }

/** The master id of a code column the row must carry (its column is required, so a parsed row has it). */
export const idIn = (r: ParsedRow, column: string): number => present(r.id[column], `the id of ${column}`);

/**
 * Parses every cell, resolves codes against the masters and keeps a vote (or parastatal) user to their own.
 * Returns all the errors, not just the first, so a person can fix the file in one go, and the warnings: cells
 * read as empty because their formula has no saved result.
 */
export function validateRows(rows: SheetRow[], columns: readonly UploadColumn[], lookups: Lookups, actor: Actor) {
  const errors: RowError[] = [];
  const warnings: RowError[] = [];
  const parsed: ParsedRow[] = [];
  for (const r of rows) {
    for (const i of r.noResult ?? []) warnings.push({ row: r.row, column: columns[i]?.header ?? '', code: UploadError.FORMULA_NO_RESULT });
    const out: ParsedRow = { row: r.row, v: {}, id: {} };
    // Cleared inside the callback below; typed by assertion so the check after it is not narrowed to the start value.
    let ok = true as boolean;
    columns.forEach((col, i) => {
      const { value, error } = parseCell(r.cells[i] ?? null, col, r.row);
      if (error) { errors.push(error); ok = false; return; }
      out.v[col.header] = value;
      if (col.type !== 'code' || !col.ref) return;
      if (value === null) { out.id[col.header] = null; return; }
      const id = codeId(lookups.codes[col.ref], String(value));
      if (id === undefined) { errors.push({ row: r.row, column: col.header, code: UploadError.UNKNOWN_CODE, params: { value: String(value) } }); ok = false; return; }
      if ((col.ref === 'cgVote' || col.ref === 'lgVote') && !actor.isMinistry && id !== actor.voteId) {
        errors.push({ row: r.row, column: col.header, code: UploadError.NOT_YOUR_VOTE, params: { value: String(value) } });
        ok = false;
        return;
      }
      if (col.ref === 'parastatal' && !actor.isMinistry && id !== actor.sepcId) {
        errors.push({ row: r.row, column: col.header, code: UploadError.NOT_YOUR_PARASTATAL, params: { value: String(value) } });
        ok = false;
        return;
      }
      out.id[col.header] = id;
      // The code as the master writes it, so a preview compares `14` in a file with the `014` it holds.
      out.v[col.header] = entry(present(lookups.codes[col.ref], `code list ${col.ref}`).spelt, id);
    });
    if (ok) parsed.push(out);
  }
  return { parsed, errors, warnings };
}

/** Rows repeating a key already seen in the file (the second and later get an error). */
export function duplicates(rows: ParsedRow[], key: (r: ParsedRow) => string, column: string): RowError[] {
  const seen = new Map<string, number>();
  const errors: RowError[] = [];
  for (const r of rows) {
    const k = key(r);
    const first = seen.get(k);
    if (first !== undefined) errors.push({ row: r.row, column, code: UploadError.DUPLICATE, params: { first } });
    else seen.set(k, r.row);
  }
  return errors;
}

/** A programme the vote does not deliver (no Prog_By_Vote mapping). */
export function notMapped(r: ParsedRow, lookups: Lookups, programmeHeader: string): RowError[] {
  const voteId = r.id.Vote_Code;
  const programmeId = r.id[programmeHeader];
  if (voteId == null || programmeId == null || lookups.progByVote.has(`${voteId}:${programmeId}`)) return [];
  return [{ row: r.row, column: programmeHeader, code: UploadError.NOT_MAPPED, params: { programme: String(r.v[programmeHeader]), vote: String(r.v.Vote_Code) } }];
}
