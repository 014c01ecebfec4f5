import { expect, it } from 'vitest';
import { openAs, useApp } from '../support/fixtures.js';

const app = useApp();

it('the ministry draws the national budget book of the open stage, sees its progress, and downloads it signed', async () => {
  const page = await openAs(app, 'admin', '/archives');
  // The active year and its open stage are chosen already.
  await page.getByTestId('book-draw').click();
  await page.getByText('The book is being drawn; you may leave this page and come back').waitFor();
  await page.getByText('Ready').first().waitFor({ timeout: 240_000 });
  const size = await page.locator('.books-panel').getByText(/\d+ votes · [\d,]+ lines · [\d,]+ pages/).textContent();
  expect(size).toMatch(/^[1-9]/);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('book-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/^National_Budget_Book_Draft_Estimates_FY\d{4}-\d{2}\.pdf$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.close();
}, 300_000);
