/** Takes screenshots of the main screens (npm run screens -w e2e) into .screens/ for a person to look at. */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchBrowser } from './support/browser.js';
import { startServer } from './support/server.js';

const out = resolve(import.meta.dirname, '../.screens');
mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of (process.env.LANGS ?? 'en,fr').split(',')) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await page.addInitScript((l) => localStorage.setItem('pbs-language', l), lang);
    await page.goto(`${server.url}/auth/login`);
    await page.waitForSelector('form');
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/login-${lang}.png` });
    await page.locator('input#username').fill('admin');
    await page.locator('input#password').fill('Demo@2026!');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/dashboard-${lang}.png` });
    await page.getByRole('tab').nth(1).click();
    await page.waitForSelector('[data-testid="mtef-chart"] canvas');
    await page.waitForTimeout(800);
    await page.screenshot({ path: `${out}/dashboard-statistics-${lang}.png`, fullPage: true });
    for (const path of (process.env.PATHS ?? '/cg/votes').split(',')) {
      await page.goto(`${server.url}${path}`);
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${out}/${path.replace(/\//g, '_')}-${lang}.png` });
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`screenshots in ${out}`);
