import PDFDocument from 'pdfkit';
import { formatNumber } from '@pbs/domain';
import { sheetBuffer } from '../../lib/excel.js';
import type { ReportContent } from './report-data.js';

export interface Signature { level: number; action: string; who: string; when: Date; comment: string | null }

/** A4 landscape PDF: heading, entity, year and stage, the figure tables with totals, and the approval trail. */
export function renderPdf(c: ReportContent, trail: Signature[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: c.reportName, Author: 'PBS' } });
    const chunks: Buffer[] = [];
    doc.on('data', (b: Buffer) => chunks.push(b));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(9).fillColor('#555').text('Ministry of Finance, Planning and Economic Development');
    doc.moveDown(0.3).fontSize(18).fillColor('#1a3c6e').text(c.reportName);
    doc.fontSize(11).fillColor('#000').text(`${c.entityCode} — ${c.entityName}`);
    doc.fontSize(10).text(`Fiscal year ${c.fiscalYear} · Stage ${c.stage} · ${c.category}`);
    for (const table of c.tables) {
      doc.moveDown().fontSize(12).fillColor('#1a3c6e').text(table.title).fillColor('#000').fontSize(7);
      // The name column takes twice the width of a figure column; every cell stays on one line.
      const unit = (doc.page.width - 72) / (table.columns.length + 1);
      const left = (i: number) => 36 + (i === 0 ? 0 : unit * (i + 1));
      const row = (cells: (string | number)[], bold = false) => {
        if (doc.y > doc.page.height - 60) doc.addPage();
        const y = doc.y;
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
        cells.forEach((cell, i) => doc.text(typeof cell === 'number' ? formatNumber(cell) : cell, left(i), y,
          { width: (i === 0 ? 2 * unit : unit) - 4, height: 9, align: typeof cell === 'number' ? 'right' : 'left', ellipsis: true }));
        doc.x = 36;
        doc.y = y + 12;
      };
      row(table.columns, true);
      table.rows.forEach((r) => row(r));
      const totals = table.columns.map((_, i) => (i === 0 ? 'Total' : table.rows.every((r) => typeof r[i] === 'number') ? table.rows.reduce((s, r) => s + Number(r[i]), 0) : ''));
      row(totals, true);
    }
    if (!c.tables.length) doc.moveDown().fontSize(10).text('No budget figures are recorded for this entity, year and stage.');
    doc.moveDown().font('Helvetica-Bold').fontSize(12).fillColor('#1a3c6e').text('Approval trail', 36).fillColor('#000').font('Helvetica').fontSize(9);
    for (const s of trail) {
      doc.text(`${s.when.toISOString().slice(0, 16).replace('T', ' ')}  ${s.level === 0 ? 'Initiator' : `Level ${s.level}`}  ${s.action} by ${s.who}${s.comment ? ` — “${s.comment}”` : ''}`);
    }
    doc.end();
  });
}

export function renderExcel(c: ReportContent, trail: Signature[]): Promise<Buffer> {
  const table = c.tables[0];
  const header = [['Report', c.reportName], ['Entity', `${c.entityCode} ${c.entityName}`], ['Fiscal year', c.fiscalYear], ['Stage', c.stage], []];
  const body = table ? [table.columns, ...table.rows] : [['No budget figures are recorded for this entity, year and stage.']];
  const approvals = [[], ['Approval trail'], ...trail.map((s) => [s.level === 0 ? 'Initiator' : `Level ${s.level}`, s.action, s.who, s.when.toISOString(), s.comment ?? ''])];
  return sheetBuffer(c.reportName, [], [...header, ...body, ...approvals]);
}
