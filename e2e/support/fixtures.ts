import { afterAll, beforeAll } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { startServer, type RunningServer } from './server.js';
import { DEMO_PASSWORD, latestCode, PHONES } from './api-sign-in.js';

export { apiSignIn, DEMO_PASSWORD, latestCode } from './api-sign-in.js';


/** One server and one browser per test file. */
export function useApp() {
  const ctx = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    ctx.server = await startServer();
    ctx.browser = await launchBrowser();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });
  return ctx;
}

export async function newPage(browser: Browser, lang = 'en'): Promise<Page> {
  // A context of its own (axe-core needs one), closed with the page. Reduced motion turns the screens' animations
  // off (AntShell), so a click on a list's option never lands while the list is still opening.
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.once('close', () => { context.close().catch(() => { /* the browser closed first */ }); });
  await page.addInitScript((l) => { if (!localStorage.getItem('pbs-language')) localStorage.setItem('pbs-language', l); }, lang);
  return page;
}

export async function signIn(page: Page, url: string, user: string, password = DEMO_PASSWORD) {
  await page.goto(`${url}/auth/login`);
  await page.locator('input#username').fill(user);
  await page.locator('input#password').fill(password);
  await page.locator('button[type=submit]').click();
}

/** The newest one-time code sent to a phone, read from the outbox as an administrator would. */
/** Signs a user in (through the code step if the role asks for one) and opens a path. */
export async function openAs(app: { server: RunningServer; browser: Browser }, user: string, path: string, lang = 'en'): Promise<Page> {
  const page = await newPage(app.browser, lang);
  await signIn(page, app.server.url, user);
  if (PHONES[user]) {
    await page.getByTestId('otp-input').waitFor();
    await page.getByTestId('otp-input').fill(await latestCode(app.server.url, PHONES[user]));
    await page.locator('button[type=submit]').click();
  }
  await page.waitForURL('**/dashboard');
  await page.goto(`${app.server.url}${path}`);
  return page;
}

/**
 * Chooses the option a select's search has made active, with Enter: a click can land during the list's opening
 * animation and miss, and the options may still be loading when the search is typed.
 */
export async function pickActive(page: Page, option: string | RegExp) {
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active').filter({ hasText: option }).waitFor();
  await page.keyboard.press('Enter');
}

/**
 * Opens a select, optionally types a search, clicks an option and waits until the select shows it, clicking again
 * while it does not: on a busy machine a click during the list's opening animation, or before a search has
 * filtered the list, lands on nothing.
 */
export async function choose(page: Page, select: Locator, option: string | RegExp, search?: string) {
  await select.click();
  if (search) await page.keyboard.type(search);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const item = typeof option === 'string' ? dropdown.getByTitle(option, { exact: true }) : dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
  // The select shows the chosen option's label in place of its placeholder.
  const chosen = select.filter({ hasText: option });
  for (let attempt = 1; ; attempt++) {
    await item.click();
    try {
      await chosen.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      // The click missed and the list may have closed: open it again.
      if (!(await dropdown.isVisible())) await select.click();
    }
  }
}
