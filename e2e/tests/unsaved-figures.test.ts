import { describe, expect, it } from 'vitest';
import { openAs, useApp } from '../support/fixtures.js';

const app = useApp();

describe('unsaved MTEF figures', () => {
  it('survive a look at another tab, and leaving the screen asks first', async () => {
    const page = await openAs(app, 'cg.initiator', '/budget/#mtef');
    // The first figure the vote may edit (its allocations; the ceilings are the ministry's).
    await page.locator('input[id^="mtef-"]').first().waitFor();
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
