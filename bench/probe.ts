import { FULL_CHROMIUM, launchBrowser } from '../e2e/support/browser.js';
import { buildWeb, login, startServer } from './lib/servers.js';
import { growVoteDetail } from './lib/big-vote.js';

buildWeb();
const server = await startServer();
const detail = await growVoteDetail(server.url, await login(server.url, 'admin'), '014', 2_000);
const browser = await launchBrowser(FULL_CHROMIUM);
const ctx = await browser.newContext({ viewport: { width: 1366, height: 800 } });
const p = await ctx.newPage();
await p.goto(`${server.url}/auth/login`);
await p.locator('input#username').fill('admin');
await p.locator('input#password').fill('Demo@2026!');
await p.keyboard.press('Enter');
await p.waitForURL('**/dashboard');
const state = await ctx.storageState();
for (const run of [1, 2]) {
  const ctx2 = await browser.newContext({ viewport: { width: 1366, height: 800 }, storageState: state });
  const page = await ctx2.newPage();
  const cdp = await ctx2.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 1.44e6 / 8, uploadThroughput: 675e3 / 8 });
  await cdp.send('Performance.enable');
  await page.goto(`${server.url}${detail}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="detail-grid"] input') && /[1-9]/.test(document.querySelector('[data-testid="detail-total"]')?.textContent ?? ''), null, { timeout: 120_000 });
  const done = await page.evaluate(() => performance.now());
  if (run === 1) {
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return [r.name.replace(/^.*\//, '').slice(0, 40), Math.round(r.startTime), Math.round(r.responseEnd), r.transferSize]; }));
    for (const e of entries) console.log(e.join('\t'));
  }
  console.log('drawn at', Math.round(done));
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await metric();
  const r = await page.evaluate(`(async () => {
    const box = document.querySelector('[data-testid="detail-grid"] .l-grid-scroll');
    const frames = []; let last = performance.now(), going = true;
    const tick = (now) => { frames.push(now - last); last = now; if (going) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    for (let i = 0; i < 60; i++) { box.scrollTop += 400; await new Promise((r) => setTimeout(r, 16)); }
    going = false; frames.sort((a, b) => a - b);
    return { n: frames.length, p50: frames[Math.floor(frames.length/2)], p95: frames[Math.floor(frames.length * 0.95)], long: frames.filter((f) => f > 50).length };
  })()`);
  const b = await metric();
  console.log(JSON.stringify(r), ['ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskDuration'].map((k) => `${k} ${Math.round((b[k] - a[k]) * 1000)}ms`).join(' '));
  await ctx2.close();
}
await browser.close();
await server.stop();
process.exit(0);
