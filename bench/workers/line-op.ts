/**
 * The revised budget at the chart's grain (ADR 0027) at national size, in one process per engine:
 *   tsx workers/line-op.ts           (BENCH_ENGINE=pglite|postgres)
 * A generated national year of estimates (about 20,000 lines) loaded through its job; then, as the ministry uploads
 * them, a file of line virements (each between two lines of one programme × category, 5 % of the line giving) and a
 * file of line supplementaries, each of `BENCH_LINE_ROWS` rows (2,000) spread over every vote: preview, then import.
 * Then the Virements tab of the largest vote (its lines of the estimates with what each may give), p95. One JSON line.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { UPLOAD_KINDS, type UploadKind } from '@pbs/domain';
import { pglite, postgres } from '../lib/databases.js';
import { ministryActor } from '../lib/national.js';
import { percentile, timeRuns } from '../lib/stats.js';
import { loadYear } from '../lib/national-load.js';
import { nationalYear, PUBLISHED_MAPPING, toCsv } from '../../apps/api/src/seed/national-year.js';
import { databaseFiles as files } from '../../apps/api/src/lib/file-store.js';
import { keepMapping } from '../../apps/api/src/modules/estimates/loads.repo.js';
import { importUpload, previewUpload } from '../../apps/api/src/modules/uploads/upload.service.js';
import { UploadParser } from '../../apps/api/src/modules/uploads/parse-pool.js';
import { virementBook } from '../../apps/api/src/modules/virements/requests.service.js';

const ROWS = Number(process.env.BENCH_LINE_ROWS ?? 2_000);
const bench = process.env.BENCH_ENGINE === 'postgres' ? await postgres() : await pglite();
if (!bench) throw new Error('PostgreSQL is not reachable');
const { db } = bench.database;
const parser = new UploadParser();

await db.transaction((tx) => keepMapping(tx, 'Published layout', PUBLISHED_MAPPING, 1));
const national = nationalYear({ seed: 41, kind: 'national', label: 'FY lines' });
const { yearId } = await loadYear(db, 0, Buffer.from(toCsv(national.header, national.rows)), 3400);

interface Held { vote_id: number; vote: string; programme: string; sub: string; output: string; item: string; fund: string; category: string; amount: number }
const lines = (await db.execute(sql`select b.vote_id, v.code vote, p.code programme, sp.code sub, o.code output, i.code item, f.code fund, f.mtef_category category,
    sum(b.amount)::float8 amount
  from budget_lines b join votes v on v.id = b.vote_id join programmes p on p.id = b.programme_id join sub_programmes sp on sp.id = b.sub_programme_id
    join coa_outputs o on o.id = b.output_id join coa_items i on i.id = b.item_id join coa_funds f on f.id = b.fund_id
  where b.year_id = ${yearId} group by 1, 2, 3, 4, 5, 6, 7, 8 having sum(b.amount) > 100 order by 2, 3, 4, 5, 6, 7`) as unknown as { rows: Held[] }).rows;

// Pairs of neighbouring lines under one vote, programme and category, taken in turn from every vote until ROWS.
const byVote = new Map<number, Held[]>();
for (const l of lines) byVote.set(l.vote_id, [...(byVote.get(l.vote_id) ?? []), l]);
const pairs: [Held, Held][] = [];
for (let k = 0; pairs.length < ROWS && k < 1_000; k++) {
  for (const held of byVote.values()) {
    const [a, b] = [held[2 * k], held[2 * k + 1]];
    if (a && b && a.programme === b.programme && a.category === b.category && pairs.length < ROWS) pairs.push([a, b]);
  }
}
const side = (l: Held) => [l.programme, l.sub, l.output, l.item, l.fund];
const virements = pairs.map(([a, b]) => [a.vote, ...side(a), ...side(b), Math.floor(a.amount * 0.05), 'Bench virement']);
const supplementaries = lines.filter((_, i) => i % Math.max(1, Math.floor(lines.length / ROWS)) === 0).slice(0, ROWS).map((l) => [l.vote, ...side(l), 1_000_000, 'Bench supplementary']);

async function workbook(kind: UploadKind, rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  ws.addRow(UPLOAD_KINDS[kind].columns.map((c) => c.header));
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const ctx = { db, files, parser };
async function timed(kind: UploadKind, rows: unknown[][]) {
  const body = await workbook(kind, rows);
  const input = { kind, fileName: `${kind}.xlsx`, body, yearId };
  let t = process.hrtime.bigint();
  const preview = await previewUpload(ctx, ministryActor, input);
  const previewSeconds = Number(process.hrtime.bigint() - t) / 1e9;
  if (!preview.ok) throw new Error(`${kind} preview refused: ${JSON.stringify(preview).slice(0, 400)}`);
  t = process.hrtime.bigint();
  const done = await importUpload(ctx, ministryActor, input);
  const importSeconds = Number(process.hrtime.bigint() - t) / 1e9;
  if (!done.ok) throw new Error(`${kind} import refused: ${JSON.stringify(done).slice(0, 400)}`);
  return { rows: rows.length, votes: new Set(rows.map((r) => r[0])).size, preview: previewSeconds, import: importSeconds };
}

const virement = await timed('line-virement', virements);
const supplementary = await timed('line-supplementary', supplementaries);
await db.execute(sql`analyze`);
const [largest] = [...byVote.entries()].sort((a, b) => b[1].length - a[1].length);
const tab = percentile(await timeRuns(() => virementBook({ db }, ministryActor, yearId, largest?.[0]), 20, 3), 95);
console.log(JSON.stringify({ lines: lines.length, largestVoteLines: largest?.[1].length ?? 0, virement, supplementary, tab }));
await parser.close();
await bench.dispose();
process.exit(0);
