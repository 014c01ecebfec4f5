import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { UploadError, UPLOAD_LIMITS, type UploadColumn } from '@pbs/domain';
import { UploadRefused } from './upload-refused.js';
import type { ZipEntry } from './zip-guard.js';

export type Raw = string | number | boolean | null;
export interface SheetRow { row: number; cells: Raw[] }

/** A cell as the person typed it: formulas by their result, rich text and links by their text. */
function plain(v: ExcelJS.CellValue): Raw {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('result' in v) return plain(v.result as ExcelJS.CellValue);
  if ('error' in v) return String(v.error);
  return null;
}

const blank = (r: Raw) => r === null || (typeof r === 'string' && r.trim() === '');

/**
 * The first worksheet's data rows, after checking that row 1 holds exactly the template's headers and that
 * there are no more rows than the limit. Entirely empty rows (a template's prepared rows) are skipped. The
 * sheet is read as a stream and reading stops at the first row past the limit, so a workbook of a million
 * rows costs no more than one of ten thousand.
 */
export async function readSheet(entries: ZipEntry[], columns: readonly UploadColumn[]): Promise<SheetRow[]> {
  const expected = columns.map((c) => c.header);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(readingOrder(entries)), {
    sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  let headerSeen = false;
  let sheetSeen = false;
  try {
    for await (const ws of reader) {
      sheetSeen = true;
      for await (const r of ws as AsyncIterable<ExcelJS.Row>) {
        const cells = expected.map((_, i) => plain(r.getCell(i + 1).value));
        if (r.number === 1) {
          headerSeen = true;
          checkHeaders(expected, cells, plain(r.getCell(expected.length + 1).value));
          continue;
        }
        if (!headerSeen) checkHeaders(expected, expected.map(() => null), null);
        if (cells.every(blank)) continue;
        if (rows.length >= UPLOAD_LIMITS.dataRows) throw new UploadRefused(413, UploadError.TOO_MANY_ROWS, { limit: UPLOAD_LIMITS.dataRows });
        rows.push({ row: r.number, cells });
      }
      break; // the first worksheet only
    }
  } catch (err) {
    if (err instanceof UploadRefused) throw err;
    throw new UploadRefused(415, UploadError.NOT_XLSX);
  }
  if (!sheetSeen) throw new UploadRefused(422, UploadError.EMPTY);
  if (!headerSeen) checkHeaders(expected, expected.map(() => null), null);
  if (!rows.length) throw new UploadRefused(422, UploadError.EMPTY);
  return rows;
}

/**
 * The entries re-ordered for exceljs's streaming reader, which reads them in the order they come: a
 * worksheet met before the workbook's relations and shared strings (as Excel itself writes them) would be
 * copied whole to a temporary file first. Relations, workbook and shared strings first, worksheets last.
 */
function readingOrder(entries: ZipEntry[]): Buffer[] {
  const rank = (name: string) => (name.endsWith('.rels') ? 0 : name === 'xl/workbook.xml' ? 1 : name === 'xl/sharedStrings.xml' ? 2
    : name.startsWith('xl/worksheets/') ? 4 : 3);
  return [...entries].sort((a, b) => rank(a.name) - rank(b.name)).map((e) => e.raw);
}

function checkHeaders(expected: string[], cells: Raw[], extraCell: Raw) {
  const found = cells.map((c) => String(c ?? '').trim());
  const extra = String(extraCell ?? '').trim();
  if (found.some((h, i) => h.toLowerCase() !== expected[i].toLowerCase()) || extra) {
    throw new UploadRefused(422, UploadError.WRONG_COLUMNS, { expected: expected.join(', '), found: [...found, extra].filter(Boolean).join(', ') });
  }
}
