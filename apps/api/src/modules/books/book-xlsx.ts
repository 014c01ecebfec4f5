import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { safeCell } from '../../lib/excel.js';
import type { DetailLine } from '../documents/documents.repo.js';
import type { Doc } from '../documents/model.js';
import { writeDoc } from '../documents/xlsx.js';
import type { BookVote } from './books.repo.js';

const LINE_HEADERS = ['Sector code', 'Sector', 'Vote code', 'Vote', 'Programme code', 'Programme', 'Sub-programme code', 'Sub-programme',
  'Output code', 'Output', 'Item code', 'Item', 'GFS class', 'Fund code', 'Fund', 'Amount (UGX)'];

/**
 * The book as a workbook, streamed: a Summary sheet (the national summaries as the PDF prints them), then a Lines
 * sheet with every line of the stage, one row each, written and let go a vote at a time.
 */
export class BookXlsx {
  private readonly chunks: Buffer[] = [];
  private readonly wb: ExcelJS.stream.xlsx.WorkbookWriter;
  private lines: ExcelJS.Worksheet | null = null;

  constructor(private readonly fundNames: Map<string, string>) {
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => this.chunks.push(c));
    this.wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    this.wb.creator = 'PBS';
  }

  summary(doc: Doc) {
    const ws = this.wb.addWorksheet('Summary');
    writeDoc(ws, doc);
    ws.commit();
  }

  vote(v: BookVote, lines: DetailLine[]) {
    if (!this.lines) {
      this.lines = this.wb.addWorksheet('Lines', { views: [{ state: 'frozen', ySplit: 1 }] });
      this.lines.columns = LINE_HEADERS.map((h, i) => ({ header: h, width: i % 2 ? 30 : 12, style: i === 15 ? { numFmt: '#,##0' } : {} }));
      this.lines.getRow(1).font = { bold: true };
    }
    for (const l of lines) {
      this.lines.addRow([l.sector_code ?? '', l.sector_name ?? '', v.code, v.name, l.programme_code, l.programme_name, l.sub_code, l.sub_name,
        l.output_code, l.output_name, l.item_code, l.item_name, l.class_code, l.fund, this.fundNames.get(l.fund) ?? l.fund, l.amount].map(safeCell)).commit();
    }
  }

  async finish(): Promise<Buffer> {
    this.lines?.commit();
    await this.wb.commit();
    return Buffer.concat(this.chunks);
  }
}
