import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { printTable, ratio } from '../lib/stats.js';

interface Result {
  votes: number; rows: number; kib: number; bare: number; preview: number; load: number; again: number; reload: number; revert: number;
  added: number; unchanged: number; baselineMiB: number; peakMiB: number;
}

function run(engine: string): Result {
  const worker = resolve(import.meta.dirname, '../workers/plan-op.ts');
  const out = execFileSync(process.execPath, ['--import', 'tsx', worker], { encoding: 'utf8', cwd: resolve(import.meta.dirname, '..'), env: { ...process.env, BENCH_ENGINE: engine } });
  return JSON.parse(out.trim().split('\n').pop()!) as Result;
}

/**
 * The performance plan of every central government vote in one Form A, as the ministry's planning unit loads it:
 * preview, import, the same file previewed and imported again, and a revert, beside exceljs reading the file.
 * PGlite and PostgreSQL, each in its own process.
 */
export async function plansBench() {
  const results = [['PGlite', run('pglite')], ['PostgreSQL', run('postgres')]] as const;
  const r0 = results[0][1];
  printTable(`National performance plan: ${r0.votes} votes, ${r0.rows.toLocaleString('en')} indicator rows (${r0.kib} KiB); seconds, RSS MiB`,
    ['engine', 'preview', 'import', 'preview again', 'import again', 'revert', 'exceljs read', 'import / read', 'added · unchanged', 'RSS before → peak'],
    results.map(([label, r]) => [label, r.preview.toFixed(2), r.load.toFixed(2), r.again.toFixed(2), r.reload.toFixed(2), r.revert.toFixed(2), r.bare.toFixed(2),
      ratio(r.load, r.bare), `${r.added} · ${r.unchanged}`, `${r.baselineMiB} → ${r.peakMiB}`]));
}
