import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { writePensionFile } from '../lib/files.js';
import { printTable, ratio } from '../lib/stats.js';

interface Op { op: string; seconds: number; baselineMiB: number; peakMiB: number }

function runOp(op: string, file: string, engine = 'pglite'): Op {
  const worker = resolve(import.meta.dirname, '../workers/xlsx-op.ts');
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', worker, op, file], { encoding: 'utf8', cwd: resolve(import.meta.dirname, '..'), env: { ...process.env, BENCH_ENGINE: engine } });
  return JSON.parse(out.trim().split('\n').pop()!);
}

function row(label: string, ours: Op, bare: Op) {
  return [label, ours.seconds.toFixed(2), bare.seconds.toFixed(2), ratio(ours.seconds, bare.seconds),
    `${ours.peakMiB} (${ours.baselineMiB})`, `${bare.peakMiB} (${bare.baselineMiB})`, `+${ours.peakMiB - ours.baselineMiB} / +${bare.peakMiB - bare.baselineMiB}`];
}

/**
 * A 10,000-row upload (validate + import all-or-nothing into PGlite), its preview (validate + compare with the
 * stored list, nothing written) and export (streamed template with the rows) on PGlite and PostgreSQL, each beside the bare exceljs read or write of the same file; every operation
 * in its own process.
 */
export async function uploadsBench() {
  const dir = mkdtempSync(join(tmpdir(), 'pbs-bench-xlsx-'));
  const file = join(dir, 'pension-10000.xlsx');
  await writePensionFile(file);
  const read = runOp('read', file);
  const write = runOp('write', join(dir, 'bare-write.xlsx'));
  const rows = ['pglite', 'postgres'].flatMap((engine) => {
    const label = engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
    return [row(`upload (${label}): validate + import vs load`, runOp('import', file, engine), read),
      row(`preview (${label}): validate + compare with the stored list vs load`, runOp('preview', file, engine), read),
      row(`export (${label}): streamed template vs stream write`, runOp('export', file, engine), write)];
  });
  printTable(`10,000-row pension spreadsheet (${Math.round(statSync(file).size / 1024)} KiB); peak RSS MiB (RSS before the operation)`,
    ['operation', 'ours s', 'bare exceljs s', 'ratio', 'ours peak RSS', 'bare peak RSS', 'growth ours / bare'],
    rows);
}
