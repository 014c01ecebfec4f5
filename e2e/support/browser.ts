import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's full Chromium: what the LCP benchmark measures pages in. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell (package chromium-headless-shell), the same Blink without the browser's own layers, as
 * Playwright runs headless tests: a fifth less processor time on the suite's screens (docs/PERFORMANCE.md, CI).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Chromium, headless, with the flags this network-less machine needs: CHROMIUM_PATH, else the shell, else the full browser. */
export function launchBrowser(executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM)): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}
