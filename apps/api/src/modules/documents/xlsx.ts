import ExcelJS from 'exceljs';
import { safeCell } from '../../lib/excel.js';
import { subjectLine, type Doc } from './model.js';

/**
 * The same document as a workbook: the title block, then each table with a bold header row and its totals as
 * values (no formulas), figures as numbers with thousands separators, columns 20 wide (SPEC.md section 9).
 */
export async function renderXlsx(d: Doc): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PBS';
  writeDoc(wb.addWorksheet(sheetName(d.reportName)), d);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A worksheet's name from a title: at most 31 characters, none of those Excel refuses. */
export const sheetName = (title: string) => title.replace(/[*?:\\/[\]]/g, ' ').slice(0, 31);

/** Writes a document into a worksheet, of a workbook in memory or of one streamed (the budget book's). */
export function writeDoc(ws: Pick<ExcelJS.Worksheet, 'columns' | 'addRow'>, d: Doc) {
  ws.columns = Array.from({ length: Math.max(6, ...d.tables.map((t) => t.columns.length)) }, () => ({ width: 20 }));
  const line = (cells: unknown[], bold = false) => { const r = ws.addRow(cells.map(safeCell)); if (bold) r.font = { bold: true }; return r; };
  line([d.reportName], true).font = { bold: true, size: 14 };
  line([subjectLine(d.subject)], true);
  line([`FY ${d.fiscalYear}${d.stage ? ` · Stage: ${d.stage}` : ''}${d.draft ? ' · DRAFT, not approved' : ''}`]);
  for (const [k, v] of d.facts) { const r = line([k, v]); if (typeof v === 'number') r.getCell(2).numFmt = '#,##0'; }
  for (const t of d.tables) {
    line([]);
    line([t.title], true);
    if (t.note) line([t.note]);
    line(t.columns.map((c) => c.label), true);
    for (const r of t.rows) {
      const added = line(r.cells.map((c, i) => (t.columns[i]?.kind === 'percent' && typeof c === 'number' ? Math.round(c * 10) / 10 : c)), r.style !== undefined);
      // A billions column keeps the shillings and shows them in billions (each trailing comma divides by a thousand).
      t.columns.forEach((c, i) => { if (c.kind === 'amount' || c.kind === 'count') added.getCell(i + 1).numFmt = '#,##0'; else if (c.kind === 'billions') added.getCell(i + 1).numFmt = '#,##0.00,,,'; });
      if (r.indent) added.getCell(1).alignment = { indent: r.indent };
    }
  }
  if (d.trail.length) {
    line([]);
    line(['Approvals'], true);
    line(['Level', 'Action', 'Name', 'Title', 'Acting for', 'Date (UTC)', 'Comment'], true);
    for (const s of d.trail) line([s.level === 0 ? 'Initiator' : `Level ${s.level}`, s.action, s.name, s.title ?? '', s.actingFor ?? '', s.when.toISOString().slice(0, 16).replace('T', ' '), s.comment ?? '']);
  }
  line([]);
  line([d.identity]);
  if (d.verification) line([`Verification code ${d.verification.code}`, d.verification.url]);
}
