import { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { UploadError, UPLOAD_LIMITS, type UploadColumn, type UploadKind } from '@pbs/domain';
import { UploadRefused } from './upload-refused.js';
import { localRecord, streamEnd, type ZipEntry } from './zip.js';

/** The template's data sheet is named for its kind; an upload is read from the sheet of that name when it has one. */
export const sheetNameOf = (kind: UploadKind) => kind.slice(0, 31);

export type Raw = string | number | boolean | null;
/** A data row's cells in template order; `noResult`: the columns holding a formula whose result was never saved. */
export interface SheetRow { row: number; cells: Raw[]; noResult?: number[] }

/** A cell as the person typed it: formulas by their result, rich text and links by their text. */
export function plain(v: ExcelJS.CellValue): Raw {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('result' in v) return plain(v.result);
  if ('error' in v) return String(v.error);
  return null;
}

/** A formula saved without its result (a file written by a program, never opened and saved by a spreadsheet). */
const unsavedFormula = (v: ExcelJS.CellValue) => typeof v === 'object' && v !== null && !(v instanceof Date)
  && ('formula' in v || 'sharedFormula' in v) && ((v as { result?: unknown }).result ?? null) === null;

const blank = (r: Raw) => r === null || (typeof r === 'string' && r.trim() === '');

/**
 * The data rows of the kind's sheet (the sheet named `sheetName`, else the first in the workbook's own order),
 * after checking that row 1 holds exactly the template's headers and that
 * there are no more rows than the limit. Entirely empty rows (a template's prepared rows) are skipped. The
 * sheet is read as a stream and reading stops at the first row past the limit, so a workbook of a million
 * rows costs no more than one of ten thousand.
 */
export async function readSheet(entries: ZipEntry[], columns: readonly UploadColumn[], sheetName: string): Promise<SheetRow[]> {
  const expected = columns.map((c) => c.header);
  const reader = worksheetReader(entries, sheetName);
  const rows: SheetRow[] = [];
  let headerSeen = false;
  let sheetSeen = false;
  try {
    for await (const ws of reader) {
      sheetSeen = true;
      for await (const r of ws as AsyncIterable<ExcelJS.Row>) {
        const values = expected.map((_, i) => r.getCell(i + 1).value);
        const cells = values.map(plain);
        if (r.number === 1) {
          headerSeen = true;
          checkHeaders(expected, cells, plain(r.getCell(expected.length + 1).value));
          continue;
        }
        if (!headerSeen) checkHeaders(expected, expected.map(() => null), null);
        if (cells.every(blank)) continue;
        if (rows.length >= UPLOAD_LIMITS.dataRows) throw new UploadRefused(413, UploadError.TOO_MANY_ROWS, { limit: UPLOAD_LIMITS.dataRows });
        const noResult = values.flatMap((v, i) => (unsavedFormula(v) ? [i] : []));
        rows.push(noResult.length ? { row: r.number, cells, noResult } : { row: r.number, cells });
      }
      break; // readingOrder hands over one worksheet
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

/** A streaming reader of one worksheet (the one named, else the first): its rows come one at a time. */
export const worksheetReader = (entries: ZipEntry[], sheetName: string) => new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(readingOrder(entries, sheetName)), {
  sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'ignore',
});

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
const unescapeXml = (s: string) => s.replace(/&(lt|gt|quot|apos|amp);/g, (whole, e: string) => XML_ENTITIES[e] ?? whole);

/**
 * The worksheet part to read: the sheet named `sheetName`, else the first sheet in the order xl/workbook.xml
 * lists them. Zip entry order says nothing (LibreOffice writes the Codes sheet's part first).
 */
export function sheetPart(entries: ZipEntry[], sheetName: string): string | null {
  const text = (name: string) => { const e = entries.find((x) => x.name === name); return e ? inflate(e).toString('utf8') : ''; };
  const sheets = [...text('xl/workbook.xml').matchAll(/<(?:\w+:)?sheet\s[^>]*>/g)]
    .map((m) => ({ name: unescapeXml(attr(m[0], 'name') ?? ''), rel: attr(m[0], '[\\w]+:id') }));
  const targets = new Map([...text('xl/_rels/workbook.xml.rels').matchAll(/<(?:\w+:)?Relationship\s[^>]*>/g)]
    .map((m) => [attr(m[0], 'Id'), attr(m[0], 'Target')] as const));
  const chosen = sheets.find((s) => s.name.toLowerCase() === sheetName.toLowerCase()) ?? sheets[0];
  const target = chosen && targets.get(chosen.rel);
  if (!target) return null;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/');
}

const inflate = (e: ZipEntry) => (e.method === 8 ? inflateRawSync(e.data) : e.data);

/**
 * The entries for exceljs's streaming reader, which reads them in the order they come: relations, workbook and
 * shared strings first (a worksheet met before them would be copied whole to a temporary file), then only the
 * chosen worksheet, under the part name exceljs recognises. Each entry is re-written with its sizes in its
 * header (lib/zip.ts `localRecord`), and the run closed by an end record.
 */
function readingOrder(entries: ZipEntry[], sheetName: string): Buffer[] {
  const part = sheetPart(entries, sheetName);
  const sheet = entries.find((e) => e.name === part);
  if (!sheet) throw new UploadRefused(422, UploadError.EMPTY);
  const before = ['_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml']
    .flatMap((name) => entries.filter((e) => e.name === name));
  return [...[...before, { ...sheet, name: 'xl/worksheets/sheet1.xml' }].map(localRecord), streamEnd()];
}

function checkHeaders(expected: string[], cells: Raw[], extraCell: Raw) {
  const found = cells.map((c) => String(c ?? '').trim());
  const extra = String(extraCell ?? '').trim();
  if (found.some((h, i) => h.toLowerCase() !== (expected[i] ?? '').toLowerCase()) || extra) {
    throw new UploadRefused(422, UploadError.WRONG_COLUMNS, { expected: expected.join(', '), found: [...found, extra].filter(Boolean).join(', ') });
  }
}
