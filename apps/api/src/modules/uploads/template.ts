import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { UPLOAD_KINDS, UPLOAD_LIMITS, type UploadColumn, type UploadKind } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { safeCell } from '../../lib/excel.js';
import { loadLookups } from './lookups.js';
import { currentRows } from './current-rows.js';
import { sheetNameOf } from '../../lib/read-sheet.js';
import { HANDLERS } from './kinds/index.js';

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
 * The kind's template, streamed: the header row, data validation prepared for rows 2 to 10000, the current rows
 * (MTEF and IPF figures of the stage, or the list last uploaded) so downloading, editing and uploading is a round
 * trip, a Codes sheet listing the codes the person may use (their own vote only, for vote users), and for some
 * kinds a sheet of what their rows may name (the performance plan's outputs).
 * Everything is read from the database before the first byte is written.
 */
export async function templateStream(db: Db, actor: Actor, kind: UploadKind, yearId: number, stageId: number | null): Promise<Readable> {
  const def = UPLOAD_KINDS[kind];
  const lookups = await loadLookups(db);
  const rows = await currentRows(db, actor, kind, yearId, stageId);
  const choices = await HANDLERS[kind].choices?.(db, actor, yearId);
  const refs = [...new Set(def.columns.flatMap((c) => (c.ref ? [c.ref] : [])))];
  const codeLists = refs.map((ref) => {
    let list = [...lookups.codes[ref].spelt].map(([id, code]) => [code, id] as const);
    if ((ref === 'cgVote' || ref === 'lgVote') && !actor.isMinistry) list = list.filter(([, id]) => id === actor.voteId);
    return list.map(([code]) => code).sort((a, b) => a.localeCompare(b));
  });

  const out = new PassThrough();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'PBS';
  const ws = wb.addWorksheet(sheetNameOf(kind), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = def.columns.map((c) => ({ header: c.header, width: 20, style: c.type === 'amount' ? { numFmt: '#,##0.00' } : {} }));
  def.columns.forEach((col, i) => {
    const letter = ws.getColumn(i + 1).letter;
    const k = col.ref ? refs.indexOf(col.ref) : -1;
    const codeLetter = k >= 0 ? String.fromCharCode(65 + k) : '';
    const list = codeLists[k];
    const range = list ? `Codes!$${codeLetter}$2:$${codeLetter}$${Math.max(2, list.length + 1)}` : null;
    const v = validation(col, range);
    // exceljs writes a range address as one sqref; its typings omit the sheet-level collection.
    if (v) (ws as unknown as { dataValidations: { add(a: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(`${letter}2:${letter}${LAST}`, v);
  });
  void (async () => {
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    for (const row of rows) ws.addRow(row.map(safeCell)).commit();
    ws.commit();
    const codes = wb.addWorksheet('Codes');
    codes.columns = refs.map((ref) => ({ header: ref, width: 20 }));
    const longest = Math.max(0, ...codeLists.map((l) => l.length));
    for (let r = 0; r < longest; r++) codes.addRow(codeLists.map((l) => l[r] ?? null)).commit();
    codes.commit();
    if (choices) {
      const sheet = wb.addWorksheet(choices.name, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = choices.headers.map((header, i) => ({ header, width: i === choices.headers.length - 1 ? 60 : 20 }));
      sheet.getRow(1).font = { bold: true };
      for (const row of choices.rows) sheet.addRow(row.map(safeCell)).commit();
      sheet.commit();
    }
    await wb.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
