import type { Page } from 'playwright-core';

/** What the app shows while it starts or waits for data: the splash, the page spinner, a spinning Spin. */
const BUSY = '#splash:not(.splash-hidden), .page-spinner, .ant-spin-spinning';

/**
 * Watches a page's requests and answers when it has loaded, shows nothing busy and has made no request for
 * `quietMs`: the screen then shows its data. Faster than Playwright's networkidle (half a second of quiet)
 * where a test checks many screens.
 */
export function watchRequests(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  page.on('request', () => { inFlight += 1; lastChange = Date.now(); });
  const ended = () => { inFlight = Math.max(0, inFlight - 1); lastChange = Date.now(); };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async (quietMs = 400) => {
    const since = Date.now();
    await page.waitForLoadState('load');
    // From the call at the earliest: a change of the address's hash loads nothing but renders anew.
    while (inFlight > 0 || Date.now() - Math.max(lastChange, since) < quietMs || await page.locator(BUSY).count() > 0) {
      await page.waitForTimeout(40);
    }
  };
}

/** Opens a screen within the app, as its menu does (the router hears the address change): no reload of the whole app. */
export const visit = (page: Page, path: string) =>
  page.evaluate((p) => { window.history.pushState({}, '', p); window.dispatchEvent(new PopStateEvent('popstate')); }, path);
