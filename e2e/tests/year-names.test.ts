import { describe, expect, it } from 'vitest';
import { openAs, useApp } from '../support/fixtures.js';

const app = useApp();

describe("a year's names", () => {
  it('the ministry corrects the name a year prints for a vote, and the budget screens offer the vote by it', async () => {
    const page = await openAs(app, 'budget.officer', '/budget#names');
    const table = page.getByTestId('names-table');
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '014', exact: true }) });
    await row.waitFor();
    // The demo's years hold no names of their own: every vote prints its standing name, and says so.
    await expect.poll(() => row.textContent()).toContain('Printed as the standing name');
    await row.getByTestId('names-correct').click();
    const input = table.getByTestId('names-input');
    await input.fill('  Ministry of Health and   Sanitation ');
    await input.press('Enter');
    await page.getByText(/014 is now printed as “Ministry of Health and Sanitation” in \d{4}-\d{4}/).waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Ministry of Health and Sanitation.*Corrected by budget\.officer/);

    // The detailed estimates of that year offer the vote by the year's name.
    await page.getByRole('tab', { name: 'Detailed estimates' }).click();
    const chooser = page.locator('#detail').getByLabel('Vote', { exact: true });
    await expect.poll(() => chooser.locator('option').allTextContents()).toContain('014 — Ministry of Health and Sanitation');
    await page.close();
  });
});
