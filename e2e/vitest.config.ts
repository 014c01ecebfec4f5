import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One file at a time: two at once halved the run but, on a two-core machine, left screens slow enough that
  // searches in Ant Design selects raced their lists (two failures in six CI runs).
  test: { globalSetup: ['support/global-setup.ts'], include: ['tests/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: false, pool: 'forks' },
});
