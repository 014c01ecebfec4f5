/**
 * The national budget book of a generated national year (24,000 lines) in one process per engine, so RSS is the
 * book's own: tsx workers/book-op.ts (BENCH_ENGINE=pglite|postgres). The year is loaded as the ministry's load does,
 * then the book is drawn as its job does (PDF parts laid out in the worker thread, the workbook streamed), while
 * another user reads a vote's totals every 50 ms; one vote's detailed estimates PDF is then drawn 10 times alone.
 * Prints one JSON line.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { pglite, postgres } from '../lib/databases.js';
import { ministryActor } from '../lib/national.js';
import { loadYear } from '../lib/national-load.js';
import { percentile } from '../lib/stats.js';
import { databaseFiles as files } from '../../apps/api/src/lib/file-store.js';
import { pdfSigningConfig } from '../../apps/api/src/lib/pdf-signing.js';
import { budgetBooks } from '../../apps/api/src/db/schema/index.js';
import { nationalYear, PUBLISHED_MAPPING, toCsv } from '../../apps/api/src/seed/national-year.js';
import { keepMapping } from '../../apps/api/src/modules/estimates/loads.repo.js';
import { estimateTotals } from '../../apps/api/src/modules/estimates/totals.service.js';
import { drawBook } from '../../apps/api/src/modules/books/book.service.js';
import { bookById } from '../../apps/api/src/modules/books/books.repo.js';
import { PdfRenderer } from '../../apps/api/src/modules/documents/render-pool.js';
import { detailTables } from '../../apps/api/src/modules/documents/layouts/detail.js';
import { fiscalYearById, stageById } from '../../apps/api/src/modules/masters/periods.repo.js';
import { voteDoc } from '../../apps/api/src/modules/books/book-content.js';

const bench = process.env.BENCH_ENGINE === 'postgres' ? await postgres() : await pglite();
if (!bench) throw new Error('PostgreSQL is not reachable');
const { db } = bench.database;
const mib = (b: number) => Math.round(b / 1024 / 1024);
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

await db.transaction((tx) => keepMapping(tx, 'Published layout', PUBLISHED_MAPPING, 1));
const national = nationalYear({ seed: 2026 });
const { yearId, stageId } = await loadYear(db, 0, Buffer.from(toCsv(national.header, national.rows)));
await db.execute(sql`analyze`);
const renderer = new PdfRenderer();
const deps = { db, files, config: { publicUrl: 'http://localhost:3000', pdfSigning: pdfSigningConfig(mkdtempSync(join(tmpdir(), 'pbs-bench-book-'))) }, renderer };

// Another user's reads while the book is drawn: a vote's totals by fund, as the Detailed estimates tab asks.
const [{ vote }] = (await db.execute(sql`select min(vote_id)::int vote from budget_lines where year_id = ${yearId}`) as unknown as { rows: { vote: number }[] }).rows;
const reads: number[] = [];
let drawing = true;
const reader = (async () => {
  while (drawing) {
    const t = process.hrtime.bigint();
    await estimateTotals({ db }, ministryActor, yearId, 2, ['programme', 'fund'], vote);
    reads.push(Number(process.hrtime.bigint() - t) / 1e6);
    await new Promise((r) => setTimeout(r, 50));
  }
})();

global.gc?.();
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
const [book] = await db.insert(budgetBooks).values({ yearId, stageId, requestedBy: 1 }).returning();
const t = process.hrtime.bigint();
await drawBook(deps, book.id);
const drawn = seconds(t);
drawing = false;
clearInterval(sampler);
await reader;
const done = await bookById(db, book.id);
if (done?.state !== 'done') throw new Error(`book ${done?.state}`);
const pdf = await files.read(db, done.pdfPath!);
const xlsx = await files.read(db, done.xlsxPath!);

// One vote's detailed estimates alone, as its estimates document draws them (the largest vote of the year).
const [{ largest }] = (await db.execute(sql`select vote_id::int largest from budget_lines where year_id = ${yearId} group by vote_id order by count(*) desc limit 1`) as unknown as { rows: { largest: number }[] }).rows;
const year = (await fiscalYearById(db, yearId))!;
const stage = (await stageById(db, stageId))!;
const voteTimes: number[] = [];
for (let i = 0; i < 10; i++) {
  const s = process.hrtime.bigint();
  const tables = await detailTables(db, year, stageId, largest);
  const doc = voteDoc({ year, stage, votes: [], funds: [], byVoteFund: [], byClassFund: [], bySectorVoteFund: [], revenue: [] }, { id: largest, code: 'x', name: 'x', sectorCode: null, sectorName: null, lines: 0 }, tables, { identity: 'bench', verification: null });
  await renderer.pdf(doc);
  voteTimes.push(seconds(s));
}
const [{ lines: voteLines }] = (await db.execute(sql`select count(*)::int lines from budget_lines where year_id = ${yearId} and vote_id = ${largest}`) as unknown as { rows: { lines: number }[] }).rows;
await renderer.close();
console.log(JSON.stringify({
  lines: done.lines, votes: done.votes, pages: done.pages, drawn, pdfMiB: +(pdf!.length / 1048576).toFixed(1), xlsxMiB: +(xlsx!.length / 1048576).toFixed(1),
  baselineMiB: mib(before), peakMiB: mib(peak), reads: reads.length, readP50: percentile(reads, 50), readP95: percentile(reads, 95), readMax: Math.max(...reads),
  voteLines, voteP50: percentile(voteTimes, 50), voteP95: percentile(voteTimes, 95),
}));
await bench.dispose();
process.exit(0);
