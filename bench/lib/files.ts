import ExcelJS from 'exceljs';
import { UPLOAD_KINDS } from '@pbs/domain';

/** 10,000 pension rows of one vote: the largest upload a person may send. */
export function pensionRows(n = 10_000): (string | number)[][] {
  return Array.from({ length: n }, (_, i) => ['014', `PN${String(i).padStart(6, '0')}`, `Pensioner number ${i}`, i % 4 ? 'Pension' : 'Gratuity', 350_000 + (i % 97) * 1000, (350_000 + (i % 97) * 1000) * 12]);
}

export async function writePensionFile(path: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('pension');
  ws.addRow(UPLOAD_KINDS.pension.columns.map((c) => c.header));
  for (const r of pensionRows()) ws.addRow(r);
  await wb.xlsx.writeFile(path);
}
