import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { newPage, signIn, useApp, pickActive } from '../support/fixtures.js';

const app = useApp();

const dir = mkdtempSync(join(tmpdir(), 'pbs-e2e-upload-'));

async function mtefTotal(page: Page): Promise<number> {
  await page.goto(`${app.server.url}/dashboard`);
  await page.getByRole('tab', { name: 'Budget Statistics' }).click();
  const total = page.getByTestId('mtef-total').locator('.l-statistic-figure');
  await page.waitForFunction(() => !/^0( T)?$/.test(document.querySelector('[data-testid="mtef-total"] .l-statistic-figure')?.textContent?.trim() ?? '0'));
  return Number((await total.textContent())!.replace(/[^0-9]/g, ''));
}

describe('budget spreadsheet round trip', () => {
  it('downloads the MTEF template, fills it, is stopped at the ceiling, uploads a lower figure and sees the dashboard total change; a bad file changes nothing', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'cg.initiator');
    await page.waitForURL('**/dashboard');
    const before = await mtefTotal(page);
    expect(before).toBeGreaterThan(0);

    await page.goto(`${app.server.url}/budget#uploads`);
    await page.getByTestId('upload-kind').click();
    await page.keyboard.type('CG MTEF (allocations and ceilings)');
    await pickActive(page, /^CG MTEF \(allocations and ceilings\)$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('upload-template').click()]);
    const templatePath = join(dir, 'template.xlsx');
    await download.saveAs(templatePath);

    // Raised 1,000,000,000 above the budget: this year's ceilings Stop it, saying which line and by how much.
    const filled = async (change: number, name: string) => {
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.readFile(templatePath);
      const ws = wb.worksheets[0];
      const col = (ws.getRow(1).values as string[]).indexOf('Y1_Wage');
      ws.getRow(2).getCell(col).value = Number(ws.getRow(2).getCell(col).value) + change;
      await wb.xlsx.writeFile(join(dir, name));
      return join(dir, name);
    };
    await page.locator('#uploads input[type=file]').setInputFiles(await filled(1_000_000_000, 'over.xlsx'));
    await expect.poll(() => page.getByTestId('upload-errors').textContent(), { timeout: 30_000 }).toMatch(/Y1_Wage [\d,]+ is [\d,]+ over its ceiling of [\d,]+/);
    // The refused rows come back as a spreadsheet with the problem beside each, and the file is in the history.
    const [rejected] = await Promise.all([page.waitForEvent('download'), page.getByTestId('upload-rejected-rows').click()]);
    expect(rejected.suggestedFilename()).toBe('over-rejected-rows.xlsx');
    const back = new ExcelJS.Workbook();
    await back.xlsx.readFile(await rejected.path());
    expect(String(back.worksheets[0].getRow(2).getCell(back.worksheets[0].getRow(1).cellCount).value)).toMatch(/over its ceiling/);
    await page.getByTestId('upload-rejections').getByText('over.xlsx').waitFor();
    // A lower figure: the preview says what will change, from and to; Commit writes it.
    // Lowered by a twentieth, to the million: within the room the demo's detailed estimates leave under the figure.
    const template = new ExcelJS.Workbook();
    await template.xlsx.readFile(templatePath);
    const wageAt = (template.worksheets[0].getRow(1).values as string[]).indexOf('Y1_Wage');
    const lowered = Math.floor(Number(template.worksheets[0].getRow(2).getCell(wageAt).value) / 20 / 1e6) * 1e6;
    expect(lowered).toBeGreaterThan(0);
    await page.locator('#uploads input[type=file]').setInputFiles(await filled(-lowered, 'lower.xlsx'));
    const preview = page.getByTestId('upload-preview');
    await preview.getByText('1 changed').waitFor({ timeout: 30_000 });
    await preview.getByRole('cell', { name: 'Y1_Wage' }).waitFor();
    await preview.getByTestId('upload-commit').click();
    await expect.poll(() => page.getByTestId('upload-done').textContent(), { timeout: 30_000 }).toMatch(/rows imported/);

    const bad = join(dir, 'notes.xlsx');
    writeFileSync(bad, 'Vote_Code,Programme_Code\n014,01\n');
    await page.locator('#uploads input[type=file]').setInputFiles(bad);
    await expect.poll(() => page.getByTestId('upload-failed').textContent()).toContain('not an Excel workbook');

    // What was taken off the budget year shows in thousands; the refused file changed nothing.
    expect(await mtefTotal(page)).toBe(before - lowered / 1000);

    // The history shows the file as current; Revert (confirmed) puts the line back as it was.
    await page.goto(`${app.server.url}/budget#uploads`);
    await page.getByTestId('upload-kind').click();
    await page.keyboard.type('CG MTEF (allocations and ceilings)');
    await pickActive(page, /^CG MTEF \(allocations and ceilings\)$/);
    const history = page.getByTestId('upload-history');
    const row = history.getByRole('row', { name: /lower\.xlsx/ });
    await row.getByText('Current').waitFor();
    await row.getByRole('button', { name: 'Revert' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Revert' }).click();
    await page.getByText(/^Reverted: \d+ row\(s\) removed, \d+ row\(s\) put back$/).waitFor();
    await row.getByText('Reverted', { exact: true }).waitFor();
    expect(await mtefTotal(page)).toBe(before);
    await page.close();
  });

  it('a vote\'s performance plan: from the Outputs tab to its template, filled from the Outputs sheet, previewed, committed and shown', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'cg.initiator');
    await page.waitForURL('**/dashboard');
    await page.goto(`${app.server.url}/budget#performance`);
    await page.getByTestId('outputs-upload').click();
    await page.waitForURL('**/budget#uploads');
    await expect.poll(() => page.getByTestId('upload-kind').textContent()).toContain('Performance plan');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('upload-template').click()]);
    const templatePath = join(dir, 'plan-template.xlsx');
    await download.saveAs(templatePath);

    // The first output the Outputs sheet offers, with one indicator, as an officer fills it in.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(templatePath);
    const choices = wb.getWorksheet('Outputs')!;
    const [vote, programme, subProgramme, output, name] = (choices.getRow(2).values as string[]).slice(1);
    expect(vote).toBe('014');
    const sheet = wb.worksheets[0];
    sheet.addRow([vote, programme, subProgramme, output, `Delivered: ${name}`, 'Support supervision', 'Facilities inspected', 'Number', null, 40, 200, 50, 50, 50, 50]);
    await wb.xlsx.writeFile(join(dir, 'plan.xlsx'));
    await page.locator('#uploads input[type=file]').setInputFiles(join(dir, 'plan.xlsx'));
    const preview = page.getByTestId('upload-preview');
    await preview.getByText('1 added').waitFor({ timeout: 30_000 });
    await preview.getByTestId('upload-commit').click();
    await expect.poll(() => page.getByTestId('upload-done').textContent(), { timeout: 30_000 }).toMatch(/rows imported/);

    await page.goto(`${app.server.url}/budget#performance`);
    const grid = page.getByTestId('outputs-grid');
    await grid.getByText(`Delivered: ${name}`).waitFor();
    await grid.getByText('Facilities inspected').waitFor();
    await page.close();
  });
});
