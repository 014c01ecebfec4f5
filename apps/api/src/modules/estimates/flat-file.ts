import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { LOAD_LIMITS } from '@pbs/domain';
import { badInput } from '../../lib/errors.js';
import { readZip } from '../../lib/zip.js';
import { plain, worksheetReader, type Raw } from '../uploads/read-sheet.js';

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
 * Reads a national flat file, XLSX (its first sheet) or CSV (comma, semicolon or tab; UTF-8 with or without a byte
 * order mark), as a stream: only the picked columns of each row are kept, so a file of 250,000 rows costs a few
 * tens of megabytes. Entirely blank rows are skipped and counted; past LOAD_LIMITS.rows the file is refused.
 */
export async function readFlatFile(body: Buffer, pick: PickColumns): Promise<FlatTable> {
  const table: FlatTable = { headers: [], rows: [], blankRows: 0 };
  // Set by the row callback below; typed by assertion so the check after reading is not narrowed to the start value.
  let chosen = null as number[] | null;
  const take = (row: number, cells: Raw[]) => {
    if (!chosen) {
      table.headers = cells.map((c) => String(c ?? '').trim());
      chosen = pick(table.headers);
      return;
    }
    if (cells.every(isBlank)) { table.blankRows++; return; }
    if (table.rows.length >= LOAD_LIMITS.rows) throw badInput({ key: 'SERVER.LOAD_TOO_MANY_ROWS', params: { max: LOAD_LIMITS.rows } });
    table.rows.push({ row, cells: chosen.map((i) => cells[i]) });
  };
  if (isZip(body)) await readXlsx(body, take);
  else await readCsv(body, take);
  if (!chosen) throw badInput({ key: 'SERVER.LOAD_EMPTY' });
  return table;
}

async function readXlsx(body: Buffer, take: (row: number, cells: Raw[]) => void) {
  const entries = await readZip(body, UNPACKED_LIMIT).catch(() => { throw badInput({ key: 'SERVER.LOAD_UNREADABLE' }); });
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw badInput({ key: 'SERVER.LOAD_UNREADABLE' });
  try {
    for await (const ws of worksheetReader(entries, '')) {
      for await (const r of ws as AsyncIterable<ExcelJS.Row>) {
        const values = Array.isArray(r.values) ? r.values.slice(1) : [];
        take(r.number, values.map((v) => plain(v)));
      }
      break;
    }
  } catch (err) {
    if (err instanceof Error && 'extensions' in err) throw err;
    throw badInput({ key: 'SERVER.LOAD_UNREADABLE' });
  }
}

async function readCsv(body: Buffer, take: (row: number, cells: Raw[]) => void) {
  if (body.includes(0)) throw badInput({ key: 'SERVER.LOAD_UNREADABLE' });
  const parser = parse(body, { bom: true, delimiter: [',', ';', '\t'], relax_column_count: true, skip_empty_lines: false, info: true, max_record_size: 64 * 1024 });
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) take(info.lines, record);
  } catch (err) {
    if (err instanceof Error && 'extensions' in err) throw err;
    throw badInput({ key: 'SERVER.LOAD_UNREADABLE' });
  }
}
