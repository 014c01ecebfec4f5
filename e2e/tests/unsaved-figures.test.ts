import { describe, expect, it } from 'vitest';
import { openAs, useApp } from '../support/fixtures.js';

const app = useApp();

describe('the Budget screen', () => {
  it('draws its first view — the MTEF grid, the detailed estimates — without Ant Design; a tab drawn with it brings it', async () => {
    const page = await openAs(app, 'cg.initiator', '/budget/#mtef');
    const antd = () => page.evaluate(() => ({
      scope: performance.getEntriesByType('resource').filter((e) => /\/AntScope-[\w-]+\.js$/.test(e.name)).length,
      styles: document.querySelectorAll('style[data-css-hash], style[data-rc-order]').length,
    }));
    await page.locator('input[id^="mtef-"]').first().waitFor();
    await page.getByRole('tab', { name: 'Detailed estimates' }).click();
    await page.getByTestId('detail-grid').locator('.l-figure').first().waitFor();
    // Every row that fits its 560 px box is drawn (14 of 40 px, and the six below them), though the box was empty
    // while the lines loaded.
    const rows = Number(await page.getByTestId('detail-grid').getByRole('table').getAttribute('aria-rowcount')) - 1;
    expect(await page.getByTestId('detail-grid').locator('.l-grid-body [role=row]').count()).toBe(Math.min(rows, 20));
    await page.getByRole('tab', { name: 'LG grant IPFs' }).click();
    await page.getByTestId('conditional-grid').waitFor();
    await page.waitForTimeout(300);
    expect(await antd()).toEqual({ scope: 0, styles: 0 });
    await page.getByRole('tab', { name: 'Uploads' }).click();
    await page.locator('#uploads .ant-select').first().waitFor();
    expect(await antd()).toMatchObject({ scope: 1 });
    await page.close();
  });
});

describe('unsaved MTEF figures', () => {
  it('survive a look at another tab, and leaving the screen asks first', async () => {
    const page = await openAs(app, 'cg.initiator', '/budget/#mtef');
    // The first figure the vote may edit (its allocations; the ceilings are the ministry's).
    await page.locator('input[id^="mtef-"]').first().waitFor();
    // At 1280 px the grid's Total column is in view without scrolling it sideways.
    await page.setViewportSize({ width: 1280, height: 800 });
    const totalHeader = await page.locator('#mtef').getByRole('columnheader', { name: 'Total', exact: true }).first().boundingBox();
    const visible = await page.locator('#mtef .l-grid-scroll').boundingBox();
    expect(totalHeader!.x + totalHeader!.width).toBeLessThanOrEqual(visible!.x + visible!.width + 1);
    const id = await page.locator('input[id^="mtef-"]').first().getAttribute('id');
    const cell = page.locator(`#${id}`);
    await cell.fill('123456789');
    await cell.press('Tab');
    expect(await cell.inputValue()).toBe('123,456,789');
    // Enter moves down the column to the next line the vote may type in, past the ministry's ceiling rows.
    const [, row, col] = /^mtef-(\d+)-(\d+)$/.exec(id!)!;
    await cell.focus();
    await cell.press('Enter');
    const moved = await page.evaluate(() => document.activeElement?.id ?? '');
    expect(moved).toMatch(new RegExp(`^mtef-\\d+-${col}$`));
    expect(Number(moved.split('-')[1])).toBeGreaterThan(Number(row));

    // Another tab and back: the figure is still there.
    await page.getByRole('tab', { name: 'Uploads' }).click();
    await page.getByRole('tab', { name: 'CG MTEF' }).click();
    expect(await cell.inputValue()).toBe('123,456,789');

    // Another screen: held until the user chooses; Stay keeps the figure.
    await page.locator('nav[aria-label="main"]').getByRole('link', { name: 'Archives' }).click();
    const confirm = page.getByRole('dialog', { name: 'Leave without saving?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Stay' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/budget/');
    expect(await cell.inputValue()).toBe('123,456,789');

    // Sign Out is held too; Leave goes on.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL('**/auth/login');
    await page.close();
  });
});

describe('a vote\'s detailed estimates', () => {
  it('are typed in the grid, checked against the MTEF as they are typed, and saved', async () => {
    const page = await openAs(app, 'cg.initiator', '/budget/#detail');
    const grid = page.getByTestId('detail-grid');
    await page.getByTestId('detail-consistency').waitFor();
    expect(await page.getByTestId('detail-consistency').textContent()).toContain('within their MTEF figures');
    const total = Number((await page.getByTestId('detail-total').textContent())!.replace(/,/g, ''));
    // The search keeps one item and its headings; its first figure raised by a trillion shillings.
    // Figures are drawn as text and turn into an input when they take the focus, as a spreadsheet's cells do.
    await grid.locator('.l-figure').first().waitFor();
    const label = await grid.evaluate((g) => [...g.querySelectorAll<HTMLElement>('.l-figure')].find((b) => b.textContent !== '')?.dataset.figure ?? '');
    await page.getByTestId('detail-search').locator('input').fill(label.split(' ')[0]);
    await page.getByTestId('detail-search').locator('input').press('Enter');
    const figure = grid.locator(`[data-figure="${label}"]`).first();
    const before = Number((await figure.textContent())!.replace(/,/g, ''));
    await figure.click();
    const cell = grid.locator(`input[aria-label="${label}"]`);
    await cell.fill(String(before + 1e12));
    await cell.press('Tab');
    // Over its MTEF figure: said before Save, and refused at Save under Stop.
    await page.getByText(/MTEF figure\(s\) are below the detailed estimates/).waitFor();
    await page.getByTestId('detail-save').click();
    await page.getByText(/cannot stand above the figures they sit under/).waitFor();
    // Brought back under it and saved: the total moves by the change.
    await figure.click();
    await cell.fill(String(before - 1000));
    await cell.press('Tab');
    await page.getByText('The detailed estimates stand within their MTEF figures').waitFor();
    await page.getByTestId('detail-save').click();
    await page.getByText('1 line(s) saved').waitFor();
    await page.getByTestId('detail-search').locator('input').fill('');
    await page.getByTestId('detail-search').locator('input').press('Enter');
    await expect.poll(async () => Number((await page.getByTestId('detail-total').textContent())!.replace(/,/g, ''))).toBe(total - 1000);
    await page.close();
  });

  it('are opened from a figure of the MTEF grid on its programme alone, and all of them again at a click', async () => {
    const page = await openAs(app, 'cg.initiator', '/budget/#mtef');
    const link = page.getByTestId('mtef-detail').last();
    await link.waitFor();
    const programme = (await link.getAttribute('aria-label'))!.split(' ').at(-1)!;
    await link.click();
    await page.getByTestId('detail-programme').waitFor();
    expect(page.url()).toContain('#detail');
    const headings = page.getByTestId('detail-grid').locator('.detail-level-0');
    await headings.first().waitFor();
    // Only the programme's heading: the grid holds its detail alone.
    expect(await headings.allTextContents()).toEqual([expect.stringMatching(new RegExp(`^${programme} — `))]);
    // Every programme again (the grid draws only the rows in view: the first heading is the vote's first programme).
    await page.getByRole('button', { name: 'Show every programme' }).click();
    await page.getByTestId('detail-programme').waitFor({ state: 'detached' });
    expect(page.url()).not.toContain('programme=');
    await expect.poll(async () => (await headings.first().textContent())?.startsWith(`${programme} — `)).toBe(false);
    await page.close();
  });
});

describe('on a 390 px phone', () => {
  it('the budget screens never slide sideways: the page is no wider than the screen', async () => {
    const page = await openAs(app, 'cg.initiator', '/budget/#detail');
    await page.setViewportSize({ width: 390, height: 844 });
    for (const hash of ['#mtef', '#detail', '#uploads']) {
      await page.goto(`${app.server.url}/budget/${hash}`);
      await page.getByRole('tab', { selected: true }).waitFor();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), hash).toBeLessThanOrEqual(390);
    }
    await page.close();
  });
});
