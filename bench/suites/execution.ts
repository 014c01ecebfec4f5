import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ms, printTable } from '../lib/stats.js';

interface Result { monthRows: number; months: number; held: number; monthMedian: number; monthMax: number; checkMedian: number; writeMedian: number; totals: Record<string, number>; credibility: number }

function run(engine: string): Result {
  const worker = resolve(import.meta.dirname, '../workers/execution-op.ts');
  const out = execFileSync(process.execPath, ['--import', 'tsx', worker], { encoding: 'utf8', cwd: resolve(import.meta.dirname, '..'), env: { ...process.env, BENCH_ENGINE: engine }, maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Result;
}

/**
 * A year's execution at the chart's grain (ADR 0026): months of about 21,000 lines loaded through both steps of their
 * job (aim ≤ 10 s a month), beside seven years of estimates; the budget against actual by segment (aim ≤ 100 ms p95)
 * and the credibility tables of three years (aim ≤ 2 s). PGlite and PostgreSQL, each in its own process.
 */
export async function executionBench() {
  const results = [['PGlite', run('pglite')], ['PostgreSQL', run('postgres')]] as const;
  const [first] = results;
  printTable(`A month of ${first[1].monthRows.toLocaleString('en')} rows loaded (${first[1].months} months, s)`, ['engine', 'check (median)', 'write (median)', 'month (median)', 'month (slowest)'],
    results.map(([label, r]) => [label, r.checkMedian.toFixed(2), r.writeMedian.toFixed(2), r.monthMedian.toFixed(2), r.monthMax.toFixed(2)]));
  const by = Object.keys(first[1].totals);
  printTable(`Budget against actual, twelve months of ${first[1].held.toLocaleString('en')} month-lines held beside seven years of estimates: p95 ms`, ['engine', ...by],
    results.map(([label, r]) => [label, ...by.map((k) => ms(r.totals[k] ?? 0))]));
  printTable('Budget credibility of three years held at the chart\'s grain: p95 ms', ['engine', 'budgetCredibility'], results.map(([label, r]) => [label, ms(r.credibility)]));
}
