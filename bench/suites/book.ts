import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ms, printTable } from '../lib/stats.js';

interface Result {
  lines: number; votes: number; pages: number; drawn: number; pdfMiB: number; xlsxMiB: number; baselineMiB: number; peakMiB: number;
  reads: number; readP50: number; readP95: number; readMax: number; voteLines: number; voteP50: number; voteP95: number;
}

function run(engine: string): Result {
  const worker = resolve(import.meta.dirname, '../workers/book-op.ts');
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', worker], { encoding: 'utf8', cwd: resolve(import.meta.dirname, '..'), env: { ...process.env, BENCH_ENGINE: engine }, maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').pop()!);
}

/**
 * The national budget book of a generated year (24,000 lines, about 160 votes) as its job draws it: time, pages,
 * file sizes and the process's RSS (the PDF worker thread included), while another user's totals are read every
 * 50 ms; then the largest vote's detailed estimates PDF alone. PGlite and PostgreSQL, each in its own process.
 */
export async function bookBench() {
  const results = [['PGlite', run('pglite')], ['PostgreSQL', run('postgres')]] as const;
  const r0 = results[0][1];
  printTable(`National budget book of ${r0.lines.toLocaleString('en')} lines, ${r0.votes} votes`,
    ['engine', 'drawn s', 'pages', 'PDF MiB', 'XLSX MiB', 'RSS before', 'peak', 'growth', 'reads meanwhile', 'p50 ms', 'p95 ms', 'max ms'],
    results.map(([label, r]) => [label, r.drawn.toFixed(1), r.pages, r.pdfMiB, r.xlsxMiB, r.baselineMiB, r.peakMiB, `+${r.peakMiB - r.baselineMiB}`, r.reads, ms(r.readP50), ms(r.readP95), ms(r.readMax)]));
  printTable(`The largest vote's detailed estimates PDF alone (${r0.voteLines} lines), 10 runs: s`, ['engine', 'p50', 'p95'],
    results.map(([label, r]) => [label, r.voteP50.toFixed(2), r.voteP95.toFixed(2)]));
}
