import { describe, expect, it } from 'vitest';
import { openAs, useApp } from '../support/fixtures.js';

const app = useApp();

describe('revenue and financing estimates', () => {
  it('the ministry types where the open stage\'s money comes from; the balance with its spending follows; a vote\'s officer reads them', async () => {
    const page = await openAs(app, 'budget.officer', '/budget#revenue');
    const table = page.getByTestId('revenue-table');
    const vat = table.getByLabel('114 Taxes on goods and services');
    await vat.waitFor();
    const totals = page.getByTestId('revenue-totals');
    const figure = async (label: string) => Number((await totals.locator('div').filter({ hasText: new RegExp(`^${label}`) }).locator('dd').textContent())!.replace(/,/g, ''));
    await expect.poll(() => figure('Spending')).toBeGreaterThan(0);
    const spending = await figure('Spending');
    await vat.fill('5,250,000,000,000');
    await table.getByLabel('331 Domestic borrowing (net)').fill('-1,000,000');
    await page.getByTestId('revenue-save').click();
    await page.getByText('2 sources saved').waitFor();
    await expect.poll(() => figure('Taxes')).toBe(5_250_000_000_000);
    expect(await figure('Net borrowing')).toBe(-1_000_000);
    // Worked out here from what was typed and the stage's spending shown.
    expect(await figure('Balance')).toBe(5_250_000_000_000 - spending);
    expect(await figure('Left unfinanced')).toBe(spending - 5_250_000_000_000 + 1_000_000);
    await page.close();

    const officer = await openAs(app, 'cg.initiator', '/budget#revenue');
    const read = officer.getByTestId('revenue-table');
    await read.getByRole('cell', { name: '5,250,000,000,000' }).waitFor();
    expect(await read.locator('input').count()).toBe(0);
    // On a phone the table scrolls in its box; the page does not slide sideways.
    await officer.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => officer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await officer.close();
  });
});
