import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // Node loads graphql's CommonJS build for Pothos and Yoga; Vite would pick the .mjs build for our
  // files, and two graphql realms cannot share a schema. Point both at the same file.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // 60 s a test: `npm test` runs this suite beside the web suite (and in CI beside its PostgreSQL pass) on two
    // cores, where tests of 15–20 s alone (LibreOffice round trips, the national load) come near 30 s.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their worker's loaded modules: each file builds its own app and database (setupApp), and
    // loading the app anew for every file was two thirds of the suite's time (docs/PERFORMANCE.md, CI).
    isolate: false,
  },
});
