import { describe, expect, it } from 'vitest';
import { openAs, useApp } from '../support/fixtures.js';

const app = useApp();

describe('budget credibility', () => {
  it('shows the ministry each ended year\'s budget and outturn and every PEFA indicator, scored or said why not; a phone scrolls the tables in their boxes', async () => {
    const page = await openAs(app, 'budget.officer', '/budget#credibility');
    const scores = page.getByTestId('credibility-scores');
    await scores.getByRole('row').nth(6).waitFor();
    // The demo holds two ended years: revenue is not scored on fewer than three.
    expect(await scores.getByRole('row').filter({ hasText: 'PI-3.1 Aggregate revenue outturn' }).textContent()).toContain('Not scored: fewer than three ended years are held');
    expect(await scores.getByRole('row').filter({ hasText: 'PI-2.3' }).textContent()).toContain('Not scored: the chart names no contingency vote');
    // The demo's ended years hold no four quarters of spending for every vote, nor twelve months of execution: each says
    // how many it holds, and PI-1 is not scored.
    const years = page.getByTestId('credibility-years').locator('tbody tr');
    expect(await years.count()).toBeGreaterThan(0);
    for (const row of await years.all()) expect(await row.textContent()).toMatch(/Complete|of \d+ votes’ four quarters held|\d+ of 12 months held/);
    expect(await scores.getByRole('row').filter({ hasText: 'PI-1 Aggregate' }).textContent()).toMatch(/Not scored: (a year’s outturn is partial|fewer than three)/);
    // What the last ended year collected, typed from its accounts, stands beside the revenue first budgeted for it.
    const last = years.last();
    await page.getByTestId('outturn-table').getByLabel('114 Taxes on goods and services').fill('5,000,000,000,000');
    await page.getByTestId('outturn-save').click();
    await page.getByText('1 source saved').waitFor();
    await expect.poll(() => last.textContent()).toContain('5,000,000,000,000');
    // Revenue budgeted: the tenth column (after the year, budget, outturn, its share and the four variances).
    expect(await last.locator('td').nth(9).textContent()).toMatch(/^\d{1,3}(,\d{3})+$/);
    // The tables behind the scores, as a workbook.
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('credibility-download').click()]);
    expect(file.suggestedFilename()).toBe('Budget_credibility.xlsx');
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
