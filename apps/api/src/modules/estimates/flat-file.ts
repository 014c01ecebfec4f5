import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { LOAD_LIMITS } from '@pbs/domain';
import { badInput } from '../../lib/errors.js';
import { readZip } from '../../lib/zip.js';
import { plain, worksheetReader, type Raw } from '../../lib/read-sheet.js';

/**
 * A data row of a flat file: its row number as a spreadsheet shows it (the header is row 1) and the cells kept; a
 * short row has undefined past its end, which the checks tell from a blank cell.
 */
export interface FlatRow { row: number; cells: (Raw | undefined)[] }
/** The header as written, and the data rows with only the columns `pick` chose (in its order). */
export interface FlatTable { headers: string[]; rows: FlatRow[]; blankRows: number }

/** Chooses, from the header, which columns to keep (their positions); throws to refuse the file. */
export type PickColumns = (headers: string[]) => number[];

/** A national file unpacks to at most this much: a year of 250,000 lines is about 120 MB of worksheet XML. */
const UNPACKED_LIMIT = 600 * 1024 * 1024;

const isBlank = (r: Raw) => r === null || (typeof r === 'string' && r.trim() === '');
const isZip = (b: Buffer) => b.length > 4 && b.readUInt32LE(0) === 0x04034b50;

/**
 * Reads a national flat file, XLSX (its first sheet, each mapped column read by position) or CSV (RFC 4180; comma,
 * semicolon or tab, sniffed from the header; UTF-8 with or without a byte order mark), as a stream: only the picked columns of each row are kept, so a file of 250,000 rows costs a few
 * tens of megabytes. Entirely blank rows are skipped and counted; past LOAD_LIMITS.rows the file is refused.
 */
export async function readFlatFile(body: Buffer, pick: PickColumns): Promise<FlatTable> {
  const table: FlatTable = { headers: [], rows: [], blankRows: 0 };
  // Set by the row callback below; typed by assertion so the check after reading is not narrowed to the start value.
  let chosen = null as number[] | null;
  // `dense`: a spreadsheet row has no end of its own, so a column past its last cell is blank (null); a CSV record
  // that stops early is short (undefined), which the checks name.
  const take = (row: number, cells: Raw[], dense: boolean) => {
    if (!chosen) {
      table.headers = cells.map((c) => String(c ?? '').trim());
      chosen = pick(table.headers);
      return;
    }
    if (cells.every(isBlank)) { table.blankRows++; return; }
    if (table.rows.length >= LOAD_LIMITS.rows) throw badInput({ key: 'SERVER.LOAD_TOO_MANY_ROWS', params: { max: LOAD_LIMITS.rows } });
    table.rows.push({ row, cells: chosen.map((i) => (dense ? cells[i] ?? null : cells[i])) });
  };
  if (isZip(body)) await readXlsx(body, take);
  else await readCsv(body, take);
  if (!chosen) throw badInput({ key: 'SERVER.LOAD_EMPTY' });
  return table;
}

async function readXlsx(body: Buffer, take: (row: number, cells: Raw[], dense: boolean) => void) {
  const entries = await readZip(body, UNPACKED_LIMIT).catch(() => { throw badInput({ key: 'SERVER.LOAD_UNREADABLE' }); });
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw badInput({ key: 'SERVER.LOAD_UNREADABLE' });
  try {
    for await (const ws of worksheetReader(entries, '')) {
      for await (const r of ws as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(r.values) ? r.values.slice(1) : [];
        // exceljs leaves an empty cell out (a hole in the array): read by position, each hole a blank value.
        take(r.number, Array.from(values, (v) => (v === undefined ? null : plain(v))), true);
      }
      break;
    }
  } catch (err) {
    if (err instanceof Error && 'extensions' in err) throw err;
    throw badInput({ key: 'SERVER.LOAD_UNREADABLE' });
  }
}

/** The delimiters a CSV may use, in the order a tie is settled. */
const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The file's delimiter, from its header record: the one of comma, semicolon and tab found most often outside quotes
 * (text such as "Key Result Area 3B; 4A" in a comma-separated file is one cell, quoted or not).
 */
export function sniffDelimiter(text: string): (typeof DELIMITERS)[number] {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return DELIMITERS.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best), DELIMITERS[0]);
}

/**
 * A CSV as Excel, LibreOffice and Python write it (RFC 4180, by csv-parse): one delimiter for the whole file, quoted
 * cells may hold delimiters, doubled quotes and line breaks; a byte order mark is dropped. Rows are numbered by
 * record, as a spreadsheet opening the file numbers them (a quoted line break does not add a row).
 */
async function readCsv(body: Buffer, take: (row: number, cells: Raw[], dense: boolean) => void) {
  if (body.includes(0)) throw badInput({ key: 'SERVER.LOAD_UNREADABLE' });
  const delimiter = sniffDelimiter(body.subarray(0, 64 * 1024).toString('utf8').replace(/^\uFEFF/, ''));
  const parser = parse(body, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false, info: true, max_record_size: 64 * 1024 });
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { records: number } }>) take(info.records, record, false);
  } catch (err) {
    if (err instanceof Error && 'extensions' in err) throw err;
    throw badInput({ key: 'SERVER.LOAD_UNREADABLE' });
  }
}
