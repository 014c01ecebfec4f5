import { defineConfig } from 'vitest/config';

/** kill -9 tests: slow by nature, run by `npm run test:reliability -w e2e` (RELIABILITY_ITERATIONS, default 20). */
export default defineConfig({
  test: { globalSetup: ['support/global-setup.ts'], include: ['reliability/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 180_000, fileParallelism: false, pool: 'forks' },
});
