import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { readFlatFile, sniffDelimiter } from '../src/modules/estimates/flat-file.js';

const all = (headers: string[]) => headers.map((_, i) => i);
const rows = async (body: Buffer | string) => {
  const t = await readFlatFile(Buffer.isBuffer(body) ? body : Buffer.from(body), all);
  return { headers: t.headers, rows: t.rows.map((r) => [r.row, ...r.cells]) };
};

describe('a national flat file read as it was written', () => {
  it('reads CSV by RFC 4180: quoted delimiters, doubled quotes and line breaks are data; the delimiter comes from the header, not from text', async () => {
    // As Excel writes a comma file: a cell with ; or a tab is not quoted, one with a comma, a quote or a line break is.
    const comma = 'Vote,Output,Amount\r\n014,Key Result Area 3B; 4A; 4B; and 5,1000\r\n014,"Roads, bridges and ""ferries""",2000\r\n014,"Line one\nline two",3000\r\n014,Tab\there,4000\r\n';
    expect(await rows(comma)).toEqual({ headers: ['Vote', 'Output', 'Amount'], rows: [
      [2, '014', 'Key Result Area 3B; 4A; 4B; and 5', '1000'], [3, '014', 'Roads, bridges and "ferries"', '2000'],
      [4, '014', 'Line one\nline two', '3000'], [5, '014', 'Tab\there', '4000'],
    ] });
    // As a European locale writes it: semicolons, commas in text and as the decimal mark.
    const semicolon = '\uFEFFVote;Output;Amount\n014;Welfare, Entertainment;1000,5\n"014";"A ""quoted""; name";2000\n';
    expect((await rows(semicolon)).rows).toEqual([[2, '014', 'Welfare, Entertainment', '1000,5'], [3, '014', 'A "quoted"; name', '2000']]);
    const tab = 'Vote\tOutput\tAmount\n014\tRoads; bridges, ferries\t1000\n';
    expect((await rows(tab)).rows).toEqual([[2, '014', 'Roads; bridges, ferries', '1000']]);
    // A header whose names hold the others' delimiters, quoted.
    expect(sniffDelimiter('"Vote; code","Name, long",Amount\n1;2;3;4;5')).toBe(',');
  });

  it('names a short CSV record as short and counts blank rows, numbering rows by record as a spreadsheet does', async () => {
    const t = await readFlatFile(Buffer.from('A,B,C\n1,"x\ny",3\n\n4,5\n'), all);
    expect(t.rows.map((r) => [r.row, ...r.cells])).toEqual([[2, '1', 'x\ny', '3'], [4, '4', '5', undefined]]);
    expect(t.blankRows).toBe(1);
  });

  it('reads an XLSX row column by column: an empty cell, in the middle or at the end, is a blank value, not a short row', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('estimates');
    ws.addRow(['Vote', 'Output', 'Item', 'Amount']);
    ws.addRow(['014', null, '211101', 1000]);
    ws.addRow(['014', 'Roads', '211101']);
    ws.getCell('D4').value = 5;
    const t = await readFlatFile(Buffer.from(await wb.xlsx.writeBuffer()), all);
    expect(t.rows.map((r) => [r.row, ...r.cells])).toEqual([[2, '014', null, '211101', 1000], [3, '014', 'Roads', '211101', null], [4, null, null, null, 5]]);
  });
});
