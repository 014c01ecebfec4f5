import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const parser = createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser');

/**
 * The signed-in shell drawn without Ant Design (ADR 0021) and what every screen past sign-in shares with it: one
 * file rather than a dozen small ones, as over a slow link a browser asks a server for six files at a time and each
 * round costs a round trip. Nothing the sign-in page loads may be here (it would then load this file), nor anything
 * that imports Ant Design (the layout's panels load with it on their own).
 */
const SHELL = [
  /[\\/]src[\\/]app[\\/](SignedInShell|ant-island|screen-prefetch)\.tsx?$/,
  /[\\/]src[\\/]layout[\\/](AppLayout|Header|TopBar|SubHeader|Footer|ProgressBar|BackTop|use\w+)\.tsx?$/,
  /[\\/]src[\\/]components[\\/]light(-form)?[\\/]/,
  /[\\/]src[\\/]lib[\\/](client|layout-config|budget-sections|breadcrumbs|toast|download|useOpened|useKeyedState|useLeaveWarning|useMediaQuery|budget-scope|budget-first)\.ts$/,
  /[\\/]src[\\/]features[\\/]budget[\\/](categories|column-names)\.ts$/,
  /[\\/]packages[\\/]domain[\\/]src[\\/](chart|performance|uploads)\.ts$/,
  /[\\/]src[\\/]i18n[\\/](errors|stage-name)\.ts$/,
  /[\\/]src[\\/]gql[\\/]/,
  /[\\/]node_modules[\\/](urql|@urql[\\/]core|@urql[\\/]exchange-auth|@0no-co[\\/]graphql\.web|wonka)[\\/]/,
  /[\\/]@ant-design[\\/]icons-svg[\\/]es[\\/]asn[\\/](Bell|Close|Copy|Down|Edit|FileText|History|Lock|Menu|Plus|Save|Search|UnorderedList|User|VerticalAlignTop)Outlined\.js$/,
];

/**
 * The Budget screen's light first view (ADR 0021): its frame, the MTEF, detailed-estimate and grant-IPF tabs, and the
 * budget documents and helpers its other tabs share, in one file for the same reason.
 */
const BUDGET = [
  /[\\/]src[\\/]features[\\/]budget[\\/](BudgetPage|MtefPanel|MtefYearTotals|DetailPanel|DetailAddItem|TransfersPanel|VoteStagePicker|KeepVersion|useBudgetChoices|useVoteStage|useYearVotes|loading-state|documents|detail|mtef|ipf)\.tsx?$/,
  /[\\/]src[\\/]components[\\/]LeaveConfirm\.tsx$/,
];

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
        advancedChunks: {
          groups: [
            { name: 'shell', test: (id: string) => SHELL.some((re) => re.test(id)), includeDependenciesRecursively: false },
            { name: 'budget', test: (id: string) => BUDGET.some((re) => re.test(id)), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
