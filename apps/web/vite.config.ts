import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const parser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser');

/**
 * react-intl gets its messages already parsed (src/i18n/compile.ts), so its parser stays out of the first page;
 * the parser itself loads with each whole dictionary under a name of its own. Shared with vitest.config.ts.
 */
export const resolve = {
  alias: [
    { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    { find: /^icu-messageformat-parser-full$/, replacement: parser },
  ],
};

export default defineConfig({
  plugins: [react()],
  resolve,
  server: { port: 5173, proxy: { '/graphql': 'http://127.0.0.1:3000', '/api': 'http://127.0.0.1:3000' } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 500,
    manifest: true,
    rolldownOptions: {
      // The staff app, and the citizens' portal (/open): its own small page that shares nothing heavy with the app.
      input: { main: 'index.html', portal: 'portal.html' },
      output: {
        // The chart engine is large and used only by dashboard widgets: its own cacheable chunks,
        // the renderer (zrender) apart from the charts.
        advancedChunks: {
          groups: [
            { name: 'zrender', test: /node_modules[\\/]zrender/ },
            { name: 'echarts', test: /node_modules[\\/]echarts/ },
          ],
        },
      },
    },
  },
});
