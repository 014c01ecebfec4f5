// Builds the API to JavaScript for `npm start`: one bundle per entry point at the top of dist/ (see src/paths.ts),
// with the workspace's domain package bundled in and every npm dependency left to node_modules.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const { dependencies } = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
rmSync(`${root}dist`, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: [
    { in: 'src/main.ts', out: 'main' },
    { in: 'src/modules/uploads/parse-worker.ts', out: 'parse-worker' },
    { in: 'src/modules/documents/render-worker.ts', out: 'render-worker' },
    { in: 'src/cli/seed.ts', out: 'seed' },
    { in: 'src/cli/audit-verify.ts', out: 'audit-verify' },
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: Object.keys(dependencies),
  logLevel: 'warning',
});
