import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ms, printTable, ratio } from '../lib/stats.js';

interface Result { lines: number; check: number; write: number; bare: number; baselineMiB: number; peakMiB: number; held: number; summaries: Record<string, number> }

function run(engine: string): Result {
  const worker = resolve(import.meta.dirname, '../workers/estimates-op.ts');
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', worker], { encoding: 'utf8', cwd: resolve(import.meta.dirname, '..'), env: { ...process.env, BENCH_ENGINE: engine }, maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').pop()!);
}

/**
 * The national flat-file load of a generated year (24,000 lines, CSV): its check (read, every row checked, the
 * preview against what is held) and its write (codes, MTEF figures, lines, audit), beside csv-parse reading the same
 * file and one bare insert of its lines; RSS growth during the load; then, with seven such years held, each national
 * summary's p95. PGlite and PostgreSQL, each in its own process.
 */
export async function estimatesBench() {
  const results = [['PGlite', run('pglite')], ['PostgreSQL', run('postgres')]] as const;
  printTable(`National load of ${results[0][1].lines.toLocaleString('en')} lines (s) and RSS growth (MiB)`,
    ['engine', 'check s', 'write s', 'load s', 'bare parse + insert s', 'ratio', 'RSS before', 'peak', 'growth'],
    results.map(([label, r]) => [label, r.check.toFixed(2), r.write.toFixed(2), (r.check + r.write).toFixed(2), r.bare.toFixed(2), ratio(r.check + r.write, r.bare),
      r.baselineMiB, r.peakMiB, `+${r.peakMiB - r.baselineMiB}`]));
  const by = Object.keys(results[0][1].summaries);
  printTable(`National summaries with seven years held (${results[0][1].held.toLocaleString('en')} lines): p95 ms`, ['engine', ...by],
    results.map(([label, r]) => [label, ...by.map((k) => ms(r.summaries[k]))]));
}
