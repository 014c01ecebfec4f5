import type { Page } from 'playwright-core';
import { launchBrowser } from '../../e2e/support/browser.js';
import { buildWeb, startServer } from '../lib/servers.js';
import { ms, percentile, printTable } from '../lib/stats.js';

/** Largest Contentful Paint of the page as loaded, from the browser's own performance entries. */
const lcp = (page: Page) => page.evaluate(() => new Promise<number>((done) => {
  new PerformanceObserver((list) => { const e = list.getEntries(); done(e[e.length - 1].startTime); })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => done(NaN), 10_000);
}));

/** LCP of the login page and of the dashboard in headless Chromium with the CPU slowed 4×, a fresh cache each run. */
export async function lcpBench(runs = 5) {
  buildWeb();
  const server = await startServer();
  const browser = await launchBrowser();
  const samples: Record<string, number[]> = { '/auth/login': [], '/dashboard': [] };
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' });
      samples['/auth/login'].push(await lcp(page));
      await page.locator('input#username').fill('admin');
      await page.locator('input#password').fill('Demo@2026!');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/dashboard');
      // A fresh load of the dashboard with the session in storage, as after a reload.
      const again = await context.newPage();
      const cdp2 = await context.newCDPSession(again);
      await cdp2.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await again.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
      samples['/dashboard'].push(await lcp(again));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  // Each load in order too: the first comes right after the server started, its database not yet warm.
  printTable(`LCP, headless Chromium, 4× CPU throttling, ${runs} cold loads (target ≤ 2,500 ms)`, ['page', 'median ms', 'worst ms', 'loads in order'],
    Object.entries(samples).map(([p, s]) => [p, ms(percentile(s, 50)), ms(Math.max(...s)), s.map((v) => Math.round(v)).join(' ')]));
}
