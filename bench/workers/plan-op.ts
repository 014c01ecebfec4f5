/**
 * The ministry's national performance plan (Form A) in one file, in its own process: every central government
 * vote's outputs (up to ten each, three indicators apiece) previewed, imported, previewed again unchanged, imported
 * again, then its history reverted; beside exceljs reading the same file. Prints one JSON line.
 *   BENCH_ENGINE=pglite|postgres tsx workers/plan-op.ts
 */
import ExcelJS from 'exceljs';
import { UPLOAD_KINDS } from '@pbs/domain';
import { pglite, postgres } from '../lib/databases.js';
import { databaseFiles as files } from '../../apps/api/src/lib/file-store.js';
import { importUpload, previewUpload } from '../../apps/api/src/modules/uploads/upload.service.js';
import { revertUpload } from '../../apps/api/src/modules/uploads/history.service.js';
import { UploadParser } from '../../apps/api/src/modules/uploads/parse-pool.js';
import { outputChoices } from '../../apps/api/src/modules/performance/performance.repo.js';
import { activeYears, ministryActor } from '../lib/national.js';

const OUTPUTS_PER_VOTE = 10;
const INDICATORS = ['Beneficiaries reached', 'Facilities completed', 'Share of plan delivered'];

const bench = process.env.BENCH_ENGINE === 'postgres' ? await postgres() : await pglite();
if (!bench) throw new Error('PostgreSQL is not reachable');
const { db } = bench.database;
const parser = new UploadParser();
const ctx = { db, files, parser };
const actor = ministryActor;
const { active } = await activeYears(db);

// What a ministry's planning unit assembles: each vote's first outputs of the chart, codes as a person types them.
const perVote = new Map<string, (string | number)[][]>();
for (const [vote, programme, sp, output, name] of await outputChoices(db, actor, active, 'CG')) {
  const mine = perVote.get(String(vote)) ?? [];
  if (mine.length < OUTPUTS_PER_VOTE) mine.push([String(vote), String(programme), String(sp), String(output), String(name)]);
  perVote.set(String(vote), mine);
}
const rows = [...perVote.values()].flat().flatMap(([vote, programme, sp, output, name]) => INDICATORS.map((indicator, k) => {
  const target = 100 * (k + 1);
  return [Number(vote), programme, Number(sp) || sp, Number(output) || output, `${name}: delivered as planned`, 'Procurement; works; supervision', indicator,
    k === 2 ? '%' : 'Number', 'Quarterly returns', target / 2, target, target / 4, target / 4, target / 4, target / 4];
}));
const wb = new ExcelJS.Workbook();
const ws = wb.addWorksheet('performance');
ws.addRow(UPLOAD_KINDS.performance.columns.map((c) => c.header));
for (const r of rows) ws.addRow(r);
const body = Buffer.from(await wb.xlsx.writeBuffer());
const input = { kind: 'performance' as const, fileName: 'national-form-a.xlsx', body };

const timed = async <T>(run: () => Promise<T>) => {
  const t = process.hrtime.bigint();
  const value = await run();
  return { value, seconds: Number(process.hrtime.bigint() - t) / 1e9 };
};
const bare = await timed(() => new ExcelJS.Workbook().xlsx.load(body as unknown as ArrayBuffer));
let peak = process.memoryUsage().rss;
const before = peak;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
const preview = await timed(() => previewUpload(ctx, actor, input));
const load = await timed(() => importUpload(ctx, actor, input));
const again = await timed(() => previewUpload(ctx, actor, input));
const reload = await timed(() => importUpload(ctx, actor, input));
const revert = await timed(() => revertUpload(ctx, actor, reload.value.batchId));
clearInterval(sampler);
const mib = (b: number) => Math.round(b / 1024 / 1024);
console.log(JSON.stringify({
  votes: perVote.size, rows: rows.length, kib: Math.round(body.length / 1024), bare: bare.seconds,
  preview: preview.seconds, load: load.seconds, again: again.seconds, reload: reload.seconds, revert: revert.seconds,
  added: preview.value.preview.diff.added, unchanged: again.value.preview.diff.unchanged, baselineMiB: mib(before), peakMiB: mib(peak),
}));
await parser.close();
await bench.dispose();
process.exit(0);
