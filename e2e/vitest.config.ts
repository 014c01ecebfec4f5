import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/sequencer.js';

export default defineConfig({
  // Two files at a time, each with its own server and database: most of a browser test waits for a screen, so two
  // overlap well on a two-core machine and the run takes about half as long. Every choice in a select goes through
  // `choose` or `pickActive` (support/fixtures.ts), which wait for the choice to show: on a busy machine a click can
  // land during a list's opening animation or before a search has filtered it.
  test: { globalSetup: ['support/global-setup.ts'], include: ['tests/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 180_000, fileParallelism: true, maxWorkers: 2, pool: 'forks',
    sequence: { sequencer: LongestFirst } },
});
