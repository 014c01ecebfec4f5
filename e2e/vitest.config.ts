import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Two files at a time: each starts its own server on its own port and database, and most of a browser test is
  // waiting for a screen, so two overlap well even on a two-core machine.
  test: { globalSetup: ['support/global-setup.ts'], include: ['tests/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: true, maxWorkers: 2, pool: 'forks' },
});
