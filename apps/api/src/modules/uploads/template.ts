import ExcelJS from 'exceljs';
import { UPLOAD_KINDS, UPLOAD_LIMITS, type UploadColumn, type UploadKind } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { safeCell } from '../../lib/excel.js';
import { loadLookups } from './lookups.js';
import { currentRows } from './current-rows.js';

const LAST = UPLOAD_LIMITS.templateLastRow;

function validation(col: UploadColumn, codesRange: string | null): ExcelJS.DataValidation | null {
  const common = { allowBlank: !col.required, showErrorMessage: true, errorTitle: col.header };
  switch (col.type) {
    case 'amount': return { ...common, type: 'decimal', operator: 'between', formulae: [0, UPLOAD_LIMITS.maxAmount], error: 'A number, zero or more' };
    case 'int': return { ...common, type: 'whole', operator: 'between', formulae: [1, col.max ?? 1e9], error: `A whole number from 1 to ${col.max}` };
    case 'choice': return { ...common, type: 'list', formulae: [`"${(col.choices ?? []).join(',')}"`], error: `One of ${(col.choices ?? []).join(', ')}` };
    case 'text': return { ...common, type: 'textLength', operator: 'lessThanOrEqual', formulae: [col.max ?? UPLOAD_LIMITS.textLength], error: `At most ${col.max} characters` };
    case 'code': return codesRange ? { ...common, type: 'list', formulae: [codesRange], error: 'A code from the Codes sheet' } : null;
  }
}

/**
 * The kind's template: the header row, data validation prepared for rows 2 to 10000, a Codes sheet listing the
 * codes the person may use (their own vote only, for vote users), and — for MTEF and IPF — the stage's current
 * figures, so downloading, editing and uploading is a round trip.
 */
export async function templateBuffer(db: Db, actor: Actor, kind: UploadKind, yearId: number, stageId: number | null): Promise<Buffer> {
  const def = UPLOAD_KINDS[kind];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PBS';
  const ws = wb.addWorksheet(kind.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  const codes = wb.addWorksheet('Codes');
  const lookups = await loadLookups(db);
  ws.columns = def.columns.map((c) => ({ header: c.header, width: 20 }));
  ws.getRow(1).font = { bold: true };
  const refs = [...new Set(def.columns.flatMap((c) => (c.ref ? [c.ref] : [])))];
  refs.forEach((ref, i) => {
    let list = [...lookups.codes[ref].entries()];
    if ((ref === 'cgVote' || ref === 'lgVote') && !actor.isMinistry) list = list.filter(([, id]) => id === actor.voteId);
    const column = codes.getColumn(i + 1);
    column.width = 20;
    codes.getCell(1, i + 1).value = ref;
    list.sort(([a], [b]) => a.localeCompare(b)).forEach(([code], k) => { codes.getCell(k + 2, i + 1).value = code; });
  });
  def.columns.forEach((col, i) => {
    const letter = ws.getColumn(i + 1).letter;
    const refIndex = col.ref ? refs.indexOf(col.ref) : -1;
    const n = col.ref ? Math.max(2, lookups.codes[col.ref].size + 1) : 0;
    const range = refIndex >= 0 ? `Codes!$${codes.getColumn(refIndex + 1).letter}$2:$${codes.getColumn(refIndex + 1).letter}$${n}` : null;
    const v = validation(col, range);
    // exceljs writes a range address as one sqref; its typings omit the sheet-level collection.
    if (v) (ws as unknown as { dataValidations: { add(a: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(`${letter}2:${letter}${LAST}`, v);
    if (col.type === 'amount') ws.getColumn(i + 1).numFmt = '#,##0.00';
  });
  for (const row of await currentRows(db, actor, kind, yearId, stageId)) ws.addRow(row.map(safeCell));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
