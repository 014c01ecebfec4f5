import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { resolve } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve,
  // 30 s a test: in CI this suite runs beside both API passes on two cores, where a form test that takes 1 s alone
  // took over 5 s (the default limit), though nothing in it waits on time.
  test: {
    environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'], testTimeout: 30_000,
    // A worker's files share one window and one load of React, antd and the app (test/setup.ts resets what a file
    // leaves): building them anew for each file was three quarters of the suite's processor time (103 s → 27 s alone).
    isolate: false,
    // React's scheduler may still run a queued render after a file's window is torn down (test/setup.ts waits two
    // seconds for it, which beside the API suites on two cores was once not enough); that render reaching for the
    // gone window says nothing of the tests. Any other unhandled error still fails the run.
    onUnhandledError: (error) => !(error.name === 'ReferenceError' && /^(window|document) is not defined$/.test(error.message)
      && /react-dom|scheduler/.test(error.stack ?? '')),
  },
});
