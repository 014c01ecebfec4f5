import ExcelJS from 'exceljs';
import { UploadError, UPLOAD_LIMITS, type UploadColumn } from '@pbs/domain';
import { UploadRefused } from './upload-refused.js';

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
 * there are no more rows than the limit. Entirely empty rows (a template's prepared rows) are skipped.
 */
export async function readSheet(buf: Buffer, columns: readonly UploadColumn[]): Promise<SheetRow[]> {
  const wb = new ExcelJS.Workbook();
  try { await wb.xlsx.load(buf as unknown as ArrayBuffer); } catch { throw new UploadRefused(415, UploadError.NOT_XLSX); }
  const ws = wb.worksheets[0];
  if (!ws) throw new UploadRefused(422, UploadError.EMPTY);
  const expected = columns.map((c) => c.header);
  const found = expected.map((_, i) => String(plain(ws.getRow(1).getCell(i + 1).value) ?? '').trim());
  const extra = String(plain(ws.getRow(1).getCell(expected.length + 1).value) ?? '').trim();
  if (found.some((h, i) => h.toLowerCase() !== expected[i].toLowerCase()) || extra) {
    throw new UploadRefused(422, UploadError.WRONG_COLUMNS, { expected: expected.join(', '), found: [...found, extra].filter(Boolean).join(', ') });
  }
  const rows: SheetRow[] = [];
  let tooMany = false;
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    if (n === 1 || tooMany) return;
    const cells = expected.map((_, i) => plain(r.getCell(i + 1).value));
    if (cells.every(blank)) return;
    if (rows.length >= UPLOAD_LIMITS.dataRows) { tooMany = true; return; }
    rows.push({ row: n, cells });
  });
  if (tooMany) throw new UploadRefused(413, UploadError.TOO_MANY_ROWS, { limit: UPLOAD_LIMITS.dataRows });
  if (!rows.length) throw new UploadRefused(422, UploadError.EMPTY);
  return rows;
}
