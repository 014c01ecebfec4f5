import { afterAll, afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadEnglish } from '../src/i18n';

// The files of a worker share one window (vitest.config.ts, isolate: false): each starts from none of the last one's
// storage (the chosen language, a session), unmounts what each test rendered, puts back the globals it stubbed and
// forgets the app's modules it loaded.
localStorage.clear();
sessionStorage.clear();
afterEach(() => { cleanup(); });
// A file's vi.mock must not reach the next file through a module both import: the app's modules load anew per file
// (React, antd and the other packages stay loaded, which is most of the saving).
afterAll(() => { vi.unstubAllGlobals(); vi.resetModules(); });

// The whole English dictionary, as the app has it by the time any screen past the sign-in form shows.
await loadEnglish();
// antd reads matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {},
    addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }),
});

// antd's selects and modals observe their size, which jsdom does not lay out.
Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: class { observe() {} unobserve() {} disconnect() {} } });

// After a file's last test, work is still queued: React's passive effects on the scheduler's immediates, Ant Design's
// motion and toast timers. Close the toasts (they would close themselves five seconds later) and let the rest run
// while the window exists, or it reaches for a window that is gone. A fixed 50 or 300 ms was too little beside the
// API suites on two cores; this suite runs beside them, off the critical path, so two seconds cost nothing.
afterAll(async () => {
  (await import('antd')).notification.destroy();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}, 60_000); // on a loaded machine its import and waits once passed the default ten seconds (seen in CI)
