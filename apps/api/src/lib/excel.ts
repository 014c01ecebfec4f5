import ExcelJS from 'exceljs';

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
export function safeCell(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a cell shows any other value as text, dates as String() writes them
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One sheet of a workbook: its tab's title, a bold header row and the rows under it. */
export interface Sheet { title: string; headers: string[]; rows: unknown[][] }

/** A workbook of several sheets, each column 20 wide, every cell made safe for spreadsheet programs. */
export async function workbookBuffer(sheets: Sheet[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'PBS';
  for (const { title, headers, rows } of sheets) {
    const ws = wb.addWorksheet(title.slice(0, 31));
    const width = Math.max(headers.length, ...rows.map((r) => r.length));
    ws.columns = Array.from({ length: width }, (_, i) => (headers.length ? { header: headers[i] ?? '', width: 20 } : { width: 20 }));
    if (headers.length) ws.getRow(1).font = { bold: true };
    for (const r of rows) ws.addRow(r.map(safeCell));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** One-sheet workbook: bold header row, columns 20 wide (SPEC.md section 9). */
export const sheetBuffer = (title: string, headers: string[], rows: unknown[][]): Promise<Buffer> => workbookBuffer([{ title, headers, rows }]);
