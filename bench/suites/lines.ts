import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ms, printTable } from '../lib/stats.js';

interface Upload { rows: number; votes: number; preview: number; import: number }
interface Result { lines: number; largestVoteLines: number; virement: Upload; supplementary: Upload; tab: number }

function run(engine: string): Result {
  const worker = resolve(import.meta.dirname, '../workers/line-op.ts');
  const out = execFileSync(process.execPath, ['--import', 'tsx', worker], { encoding: 'utf8', cwd: resolve(import.meta.dirname, '..'), env: { ...process.env, BENCH_ENGINE: engine }, maxBuffer: 1 << 24 });
  return JSON.parse(out.trim().split('\n').pop() ?? '{}') as Result;
}

/**
 * The revised budget at the chart's grain (ADR 0027) on a national year: a ministry's files of line virements and of
 * line supplementaries over every vote, previewed then imported (s), and the Virements tab of the largest vote with
 * its lines of the estimates (p95 ms). PGlite and PostgreSQL, each in its own process.
 */
export async function linesBench() {
  const results = [['PGlite', run('pglite')], ['PostgreSQL', run('postgres')]] as const;
  const [first] = results;
  const r0 = first[1];
  printTable(`Line adjustments on a national year of ${r0.lines.toLocaleString('en')} lines: ${r0.virement.rows.toLocaleString('en')} virements over ${r0.virement.votes} votes, `
    + `${r0.supplementary.rows.toLocaleString('en')} supplementaries over ${r0.supplementary.votes} (s)`,
  ['engine', 'virements preview', 'virements import', 'supplementaries preview', 'supplementaries import', `Virements tab, ${r0.largestVoteLines} lines (p95 ms)`],
  results.map(([label, r]) => [label, r.virement.preview.toFixed(2), r.virement.import.toFixed(2), r.supplementary.preview.toFixed(2), r.supplementary.import.toFixed(2), ms(r.tab)]));
}
