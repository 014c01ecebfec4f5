import ExcelJS from 'exceljs';
import { UPLOAD_KINDS } from '@pbs/domain';
import { gql } from './server.js';

/** A vote whose pension list the demo leaves empty and no approved report freezes (014's is both seeded and frozen). */
export const PENSION_VOTE = '013';

/** A 10,000-row pension list of vote 013 whose names all start with `marker`. */
export async function pensionFile(marker: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('pension');
  ws.addRow(UPLOAD_KINDS.pension.columns.map((c) => c.header));
  for (let i = 0; i < 10_000; i++) ws.addRow([PENSION_VOTE, `E${i}`, `${marker} ${i}`, 'Pension', 100 + (i % 50), 1200]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Vote 013's pension list as the server now holds it: its rows' markers, read back page by page as the screens read it. */
export async function storedMarkers(url: string, token: string) {
  const { activeFiscalYears } = await gql(url, '{ activeFiscalYears { Year_ID Is_Active } }', {}, token);
  const year = activeFiscalYears.find((y: { Is_Active: boolean }) => y.Is_Active).Year_ID as number;
  const markers = new Map<string, number>();
  for (let offset = 0; ; offset += 200) {
    const res = await fetch(`${url}/api/uploads/rows?kind=pension&Year_ID=${year}&offset=${offset}&limit=200`, { headers: { authorization: `Bearer ${token}` } });
    const page = await res.json() as { rows: (string | number | null)[][] };
    // The ministry sees every vote's list: only the test's vote counts.
    for (const row of page.rows.filter((r) => String(r[0]) === PENSION_VOTE)) {
      const m = String(row[2]).split(' ')[0];
      markers.set(m, (markers.get(m) ?? 0) + 1);
    }
    if (page.rows.length < 200) return markers;
  }
}
