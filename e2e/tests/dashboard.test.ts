import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import ExcelJS from 'exceljs';
import { newPage, signIn, useApp } from '../support/fixtures.js';

const app = useApp();

/** The operation a GraphQL request carries: urql sends queries as GET (in the URL) and mutations as POST. */
function operationName(r: Request): string | undefined {
  if (r.method() === 'GET') return new URL(r.url()).searchParams.get('operationName') ?? undefined;
  return r.postDataJSON()?.operationName;
}

/** Answers the named GraphQL operations with an error, as a failing server would; the rest go through. */
async function failing(page: Page, operations: string[]) {
  await page.route(/\/graphql(\?|$)/, async (route) => {
    const op = operationName(route.request());
    if (!op || !operations.includes(op)) return route.fallback();
    return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: `Service unavailable for ${op}`, path: [op] }] }) });
  });
}

/** Every GraphQL operation the page sends, by name, in order. */
function recordOperations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => { if (/\/graphql(\?|$)/.test(r.url())) seen.push(operationName(r) ?? ''); });
  return seen;
}

const toast = (page: Page, title: string) => page.locator('.ant-notification-topRight .ant-notification-notice').filter({ hasText: title });

async function dashboard(page: Page) {
  await signIn(page, app.server.url, 'admin');
  await page.waitForURL('**/dashboard');
}

describe('dashboard', () => {
  // The first view is light; on a link that asks to save data, Ant Design waits for the first panel that uses it.
  const antd = (page: Page) => page.evaluate(() => ({
    scope: performance.getEntriesByType('resource').filter((e) => /\/AntScope-[\w-]+\.js$/.test(e.name)).map((e) => e.startTime),
    styles: document.querySelectorAll('style[data-css-hash], style[data-rc-order]').length,
    countsAt: (window as { countsAt?: number }).countsAt,
  }));

  it('draws its first view without Ant Design and, saving data, loads it only when a panel that uses it opens', async () => {
    const page = await newPage(app.browser);
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await dashboard(page);
    await page.locator('[data-testid^="count-NotInitiated-"]').first().waitFor();
    await page.getByRole('tab', { name: 'CG Programme', exact: true }).click();
    await page.locator('[data-testid^="count-NotInitiated-"]').first().waitFor();
    await page.waitForTimeout(500);
    expect(await antd(page)).toMatchObject({ scope: [], styles: 0 });
    // The user's menu and the breadcrumbs are the shell's own; a count's details dialog brings Ant Design.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'My Profile' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await antd(page)).toMatchObject({ scope: [], styles: 0 });
    await page.locator('[data-testid^="count-NotInitiated-"]').first().click();
    await page.locator('.ant-modal').getByTestId('details-grid').waitFor();
    const after = await antd(page);
    expect(after.scope).toHaveLength(1);
    expect(after.styles).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the dialog\'s mask and a spinner while the dialog and Ant Design load over a slow link', async () => {
    const page = await newPage(app.browser);
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    await page.route(/\/AntScope-[\w-]+\.js$/, async (route) => { await new Promise((r) => setTimeout(r, 1_500)); await route.fallback(); });
    await dashboard(page);
    await page.locator('[data-testid^="count-NotInitiated-"]').first().click();
    const waiting = page.getByRole('status', { name: 'Loading the page' });
    await waiting.waitFor();
    await page.locator('.ant-modal').getByTestId('details-grid').waitFor();
    expect(await waiting.count()).toBe(0);
    await page.close();
  });

  it('fetches Ant Design and the details dialog once the counts are drawn, so the first count opens without waiting for them', async () => {
    const page = await newPage(app.browser);
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-testid^="count-NotInitiated-"]')) return;
        (window as { countsAt?: number }).countsAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await dashboard(page);
    await page.locator('[data-testid^="count-NotInitiated-"]').first().waitFor();
    await expect.poll(async () => (await antd(page)).scope.length).toBe(1);
    const warmed = await antd(page);
    expect(warmed.scope[0]).toBeGreaterThanOrEqual(warmed.countsAt ?? Infinity);
    expect(warmed.styles).toBe(0);
    const scripts: string[] = [];
    page.on('request', (r) => { if (r.resourceType() === 'script') scripts.push(r.url()); });
    await page.locator('[data-testid^="count-NotInitiated-"]').first().click();
    await page.locator('.ant-modal').getByTestId('details-grid').waitFor();
    expect(scripts).toEqual([]);
    await page.close();
  });

  it('shows each failed load as its own toast, top right, with the server message, once, for 5 seconds', async () => {
    const page = await newPage(app.browser);
    await failing(page, ['GridVote', 'GridProgramme', 'GridSepc', 'GridLgVote', 'PreviousFiscalYear']);
    await dashboard(page);
    await toast(page, 'Failed to fetch CG Vote report data').getByText('Service unavailable for GridVote').waitFor();
    await toast(page, 'Failed to fetch previous year').waitFor();
    for (const [tab, title, op] of [['CG Programme', 'Failed to fetch CG Programme report data', 'GridProgramme'],
      ['SEPC', 'Failed to fetch SEPC report data', 'GridSepc'], ['LG Vote', 'Failed to fetch LG Vote report data', 'GridLgVote']]) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await toast(page, title).getByText(`Service unavailable for ${op}`).waitFor();
    }
    const shownAt = Date.now();
    // The same failure again while its toast is up: still one toast.
    await page.getByRole('tab', { name: 'CG Vote', exact: true }).click();
    await page.waitForTimeout(500);
    expect(await toast(page, 'Failed to fetch CG Vote report data').count()).toBe(1);
    await toast(page, 'Failed to fetch LG Vote report data').waitFor({ state: 'detached', timeout: 7_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_500);
    await page.close();
  });

  it('opens Report Details from a count, downloads it with 20-wide columns, and disables the download when empty', async () => {
    const page = await newPage(app.browser);
    await dashboard(page);
    const cell = page.locator('[data-testid^="count-NotInitiated-"]').first();
    await cell.click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByText('Budget Framework Paper').or(dialog.locator('.ant-descriptions')).first().waitFor();
    await dialog.getByTestId('details-grid').locator('tbody tr.ant-table-row').first().waitFor();
    const download = page.waitForEvent('download');
    await dialog.getByTestId('download-details').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^admin_VOTE_CG_Report_Submission_Details_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await file.path());
    const sheet = book.worksheets[0];
    expect(sheet.columns.every((c) => c.width === 20)).toBe(true);
    expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Task Status', 'Initiator Status']));
    expect(sheet.rowCount).toBeGreaterThan(100);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Nothing is rejected in the demo data: that dialog has no rows and nothing to download.
    await page.locator('[data-testid^="count-Rejected-"]').first().click();
    await page.locator('.ant-modal .ant-empty').waitFor();
    expect(await page.getByTestId('download-details').isDisabled()).toBe(true);
    await page.close();
  });

  it('loads the MTEF and IPF widgets only when their tab is chosen, drawn without Ant Design, and activity only with both dates set', async () => {
    const page = await newPage(app.browser);
    // Saving data: nothing fetches Ant Design ahead, so any that loads was asked for by the statistics.
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const ops = recordOperations(page);
    await dashboard(page);
    await page.locator('[data-testid^="count-NotInitiated-"]').first().waitFor();
    expect(ops).not.toContain('BudgetMtef');
    await page.getByRole('tab', { name: 'Budget Statistics' }).click();
    await page.locator('[data-testid="mtef-chart"] canvas').waitFor();
    expect(ops).toContain('BudgetMtef');
    expect(ops).not.toContain('BudgetGrantIpf');
    await page.getByRole('tab', { name: 'Budget Grant IPF' }).click();
    await page.locator('[data-testid="ipf-total"]').waitFor();
    expect(ops).toContain('BudgetGrantIpf');
    await page.locator('[data-testid="logs-chart"] canvas').waitFor();
    expect(await antd(page)).toMatchObject({ scope: [], styles: 0 });

    await page.waitForTimeout(300);
    const before = ops.filter((o) => o === 'ActivityGraphs').length;
    expect(before).toBeGreaterThan(0);
    // Without dates nothing loads, whatever the Top selector says.
    await page.getByTestId('activity-range').getByLabel('From').fill('');
    await page.getByTestId('activity-top').selectOption({ label: 'Top 5,000' });
    await page.waitForTimeout(500);
    expect(ops.filter((o) => o === 'ActivityGraphs').length).toBe(before);
    await page.close();
  });
});
