import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { png } from '../../apps/api/test/png.js';
import { gql } from '../support/server.js';
import { openAs, useApp, pickActive } from '../support/fixtures.js';

const app = useApp();
const dir = mkdtempSync(join(tmpdir(), 'pbs-e2e-staff-'));
const STAFF = [['014', 'MOH-0001', 'Dr. Jane Nakato', 'Director General Health Services', 'U1SE', 9_500_000],
  ['014', 'MOH-0002', 'Okello Denis', 'Senior Medical Officer', 'U2', 4_200_000], ['014', 'MOH-0003', 'Namutebi Ruth', 'Nursing Officer', 'U5', 1_350_000]];
const NOTE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('a staff list from upload to a verified archive', () => {
  it('uploads the list, drafts the document, attaches a note and initiates; the approver opens the note, signs and approves; the archive verifies', async () => {
    const initiator = await openAs(app, 'cg.initiator', '/budget#uploads');
    await initiator.getByTestId('upload-kind').click();
    await initiator.keyboard.type('Staff list');
    await pickActive(initiator, /^Staff list$/);
    const [template] = await Promise.all([initiator.waitForEvent('download'), initiator.getByTestId('upload-template').click()]);
    // The template carries the vote's current list; the new list replaces it, under the template's headers.
    const tpl = new ExcelJS.Workbook();
    await tpl.xlsx.load(await readFile(await template.path()) as unknown as ArrayBuffer);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Staff');
    ws.addRow((tpl.worksheets[0].getRow(1).values as string[]).slice(1));
    for (const r of STAFF) ws.addRow(r);
    const filled = join(dir, 'staff.xlsx');
    await wb.xlsx.writeFile(filled);
    await initiator.locator('#uploads input[type=file]').setInputFiles(filled);
    // The preview says the new list replaces the demo's: 3 added, the 24 listed before removed.
    await initiator.getByTestId('upload-removes').getByText('24 stored rows are not in this file and will be removed').waitFor({ timeout: 30_000 });
    await initiator.getByTestId('upload-commit').click();
    await expect.poll(() => initiator.getByTestId('upload-done').textContent(), { timeout: 30_000 }).toMatch(/3 rows imported/);

    await initiator.goto(`${app.server.url}/reports/cg/submissions`);
    await initiator.getByTestId('report-select').click();
    await initiator.keyboard.type('Staff List (CG)');
    await pickActive(initiator, /^Staff List \(CG\)$/);
    const [draft] = await Promise.all([initiator.waitForEvent('download'), initiator.getByRole('button', { name: 'Draft', exact: true }).click()]);
    expect(draft.suggestedFilename()).toBe('DRAFT_Staff_List_014_2025_26.pdf');
    expect((await readFile(await draft.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await initiator.getByRole('button', { name: 'Files', exact: true }).click();
    const drawer = initiator.getByRole('dialog');
    // The staff list is generated: only supporting files are offered, no report document.
    expect(await drawer.getByTestId('attach-document').count()).toBe(0);
    await drawer.locator('input[type=file]').setInputFiles({ name: 'Establishment note.pdf', mimeType: 'application/pdf', buffer: NOTE });
    await drawer.getByRole('button', { name: 'Establishment note.pdf' }).waitFor();
    await initiator.keyboard.press('Escape');
    await initiator.getByRole('button', { name: 'Initiate' }).click();
    await initiator.getByText('Level 1 of 1').waitFor();
    await initiator.close();

    const approver = await openAs(app, 'cg.approver', '/user-profile');
    await approver.locator('input[type=file]').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: png(300, 80) });
    await approver.getByTestId('signature-image').waitFor();
    await approver.goto(`${app.server.url}/reports/cg/approvals`);
    await approver.getByText('Staff List').first().waitFor();
    await approver.getByRole('button', { name: 'Files', exact: true }).first().click();
    const files = approver.getByRole('dialog');
    // Approvers read the files; they do not change them.
    expect(await files.getByTestId('attach-supporting').count()).toBe(0);
    const [note] = await Promise.all([approver.waitForEvent('download'), files.getByRole('button', { name: 'Establishment note.pdf' }).click()]);
    expect(note.suggestedFilename()).toBe('Establishment note.pdf');
    expect((await readFile(await note.path())).equals(NOTE)).toBe(true);
    await approver.keyboard.press('Escape');
    await approver.getByRole('button', { name: 'Approve', exact: true }).first().click();
    await approver.locator('.ant-modal-footer').getByRole('button', { name: 'Approve', exact: true }).click();
    await approver.getByText('Approved at the last level; the report is archived').waitFor();
    await approver.close();

    const { login } = await gql(app.server.url, 'mutation { login(User_Name:"admin", Password1:"Demo@2026!") { access_token } }');
    const { getArchivedReports } = await gql(app.server.url, '{ getArchivedReports { Report_Name File_Format File_Name Verification_Code } }', {}, login.access_token);
    const archived = getArchivedReports.filter((r: { Report_Name: string }) => r.Report_Name === 'Staff List');
    // The attached note keeps its name; the staff list's own files are named for the report, vote and year.
    expect(archived.map((r: { File_Name: string | null; File_Format: string }) => r.File_Name ?? r.File_Format).sort())
      .toEqual(['Establishment note.pdf', 'Staff_List_014_FY2025-26.pdf', 'Staff_List_014_FY2025-26.xlsx']);
    const verify = await openAs(app, 'lg.initiator', `/archives?verify=${archived[0].Verification_Code}`);
    await verify.getByTestId('verify-result').getByText('014 — Ministry of Health').waitFor();
    await verify.close();
  });
});
