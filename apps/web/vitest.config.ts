import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // 30 s a test: in CI this suite runs beside both API passes on two cores, where a form test that takes 1 s alone
  // took over 5 s (the default limit), though nothing in it waits on time.
  test: { environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'], testTimeout: 30_000 },
});
