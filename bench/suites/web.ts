import { readFileSync, readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { printTable } from '../lib/stats.js';
import { buildWeb } from '../lib/servers.js';

const web = resolve(import.meta.dirname, '../../apps/web');
const dist = resolve(web, 'dist');
type Manifest = Record<string, { file: string; name?: string; imports?: string[]; isEntry?: boolean }>;

const gz = (file: string) => gzipSync(readFileSync(resolve(dist, file))).length;
const kb = (b: number) => (b / 1024).toFixed(1);

/**
 * JS a route needs: the entry's static imports plus the route module's, each chunk counted once. `@name` is a chunk the
 * build groups modules into (vite.config.ts: the shell, the Budget screen's first view), which has no module's key.
 */
function closure(m: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const keyOf = (k: string) => (k.startsWith('@') ? Object.keys(m).find((x) => x.endsWith('.js') && m[x].name === k.slice(1)) ?? k : k);
  const visit = (key: string) => {
    const k = keyOf(key);
    const e = m[k];
    if (!e) throw new Error(`no chunk ${key} in the build's manifest`);
    if (files.has(e.file)) return;
    files.add(e.file);
    for (const i of e.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return files;
}

/** Route bundles (gzip) from a fresh production build, and the largest chunks. */
export async function webBench() {
  buildWeb();
  const m = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = 'index.html';
  // Every screen past the sign-in form waits for the whole English dictionary (src/i18n/en.ts, loaded at start) and
  // the message parser that reads it; all but the light screens' first views load Ant Design's scope.
  const shell = [entry, 'src/i18n/en.ts', '../../node_modules/@formatjs/icu-messageformat-parser/index.js', '@shell'];
  const ant = [...shell, 'src/app/AntScope.tsx'];
  const routes: [string, string[]][] = [
    ['/auth/login', [entry]],
    ['/dashboard (first view)', [...shell, 'src/features/dashboard/DashboardPage.tsx']],
    // The statistics are light too (their charts: Chart.js, loaded with the tab).
    ['/dashboard (Budget Statistics tab)', [...shell, 'src/features/dashboard/DashboardPage.tsx', 'src/features/dashboard/BudgetStatistics.tsx']],
    // The Budget screen's first view — the MTEF grid, the detailed estimates, a district's IPFs — is light (ADR 0021).
    ['/budget (first view)', [...shell, '@budget']],
    ['/budget#uploads (a tab drawn with Ant Design)', [...ant, '@budget', 'src/features/budget/UploadsPanel.tsx']],
    ['/archives (a budget officer: light)', [...shell, 'src/features/archives/ArchivesPage.tsx']],
    ['/archives (the ministry, with its panels)', [...ant, 'src/features/archives/ArchivesPage.tsx', 'src/features/archives/PublicationsPanel.tsx',
      'src/features/archives/PrioritiesPanel.tsx', 'src/features/archives/QuestionsPanel.tsx', 'src/features/archives/BooksPanel.tsx']],
    ['/audit/trail', [...ant, 'src/features/audit/AuditTrailPage.tsx']],
    ['/cg/votes and the other masters', [...ant, 'src/features/masters/MasterScreen.tsx']],
    ['/open (the citizens\' portal)', ['portal.html']],
  ];
  printTable('Web bundles: JavaScript each route loads (gzip KiB; targets: login ≤ 120, dashboard first view ≤ 300, budget first view ≤ 250, statistics ≤ 350, archives ≤ 250, portal ≤ 100)', ['route', 'chunks', 'gzip KiB'],
    routes.map(([name, keys]) => {
      const files = [...closure(m, keys)].filter((f) => f.endsWith('.js'));
      return [name, files.length, kb(files.reduce((s, f) => s + gz(f), 0))];
    }));
  const chunks = readdirSync(resolve(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => ({ f, raw: statSync(resolve(dist, 'assets', f)).size, gzip: gz(`assets/${f}`) }))
    .sort((a, b) => b.raw - a.raw).slice(0, 6);
  printTable('Largest chunks (target: none over 500 kB raw)', ['chunk', 'raw kB', 'gzip KiB'], chunks.map((c) => [c.f, (c.raw / 1000).toFixed(1), kb(c.gzip)]));
}
