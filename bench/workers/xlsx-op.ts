/**
 * One measured spreadsheet operation in its own process, so its peak RSS is its own:
 *   tsx workers/xlsx-op.ts <read|write|import|preview|export> <file>
 * Prints one JSON line: seconds, the RSS before the operation and the peak RSS sampled during it (MiB).
 */
import { readFileSync, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import { UPLOAD_KINDS } from '@pbs/domain';
import { pglite, postgres } from '../lib/databases.js';
import { databaseFiles as files } from '../../apps/api/src/lib/file-store.js';
import { importUpload, previewUpload } from '../../apps/api/src/modules/uploads/upload.service.js';
import { UploadParser } from '../../apps/api/src/modules/uploads/parse-pool.js';
import { templateStream } from '../../apps/api/src/modules/uploads/template.js';
import { ministryActor } from '../lib/national.js';
import { pensionRows } from '../lib/files.js';

const [op, file] = process.argv.slice(2);
const mib = (b: number) => Math.round(b / 1024 / 1024);
let run: () => Promise<unknown>;
let dispose = async () => {};

if (op === 'read') {
  const buf = readFileSync(file);
  run = async () => new ExcelJS.Workbook().xlsx.load(buf as unknown as ArrayBuffer);
} else if (op === 'write') {
  run = async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet('pension');
    ws.columns = UPLOAD_KINDS.pension.columns.map((c) => ({ header: c.header, width: 20 }));
    for (const r of pensionRows()) ws.addRow(r).commit();
    ws.commit();
    await wb.commit();
  };
} else {
  const bench = process.env.BENCH_ENGINE === 'postgres' ? await postgres() : await pglite();
  if (!bench) throw new Error('PostgreSQL is not reachable');
  const parser = new UploadParser();
  dispose = async () => { await parser.close(); await bench.dispose(); };
  const { database } = bench;
  const body = readFileSync(file);
  const actor = ministryActor;
  if (op === 'preview') {
    // The list is stored first, so the preview compares 10,000 stored rows with the file's 10,000.
    await importUpload({ db: database.db, files, parser }, actor, { kind: 'pension', fileName: 'bench.xlsx', body });
    run = () => previewUpload({ db: database.db, files, parser }, actor, { kind: 'pension', fileName: 'bench.xlsx', body });
  } else if (op === 'import') {
    // The parse worker starts on a server's first upload and stays: measured warm, as a server runs.
    await importUpload({ db: database.db, files, parser }, actor, { kind: 'pension', fileName: 'bench.xlsx', body });
    run = () => importUpload({ db: database.db, files, parser }, actor, { kind: 'pension', fileName: 'bench.xlsx', body });
  } else {
    await importUpload({ db: database.db, files, parser }, actor, { kind: 'pension', fileName: 'bench.xlsx', body });
    const year = await database.db.execute('select id from fiscal_years where is_active') as unknown as { rows: { id: number }[] };
    run = async () => pipeline(await templateStream(database.db, actor, 'pension', year.rows[0].id, null), createWriteStream(`${file}.export.xlsx`));
  }
}

global.gc?.();
const before = process.memoryUsage().rss;
// Sampled rather than maxRSS, so that setting up the database (seed, the import before an export) is not counted.
let peak = before;
const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 5);
const t = process.hrtime.bigint();
await run!();
const seconds = Number(process.hrtime.bigint() - t) / 1e9;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(JSON.stringify({ op, seconds, baselineMiB: mib(before), peakMiB: mib(peak) }));
await dispose();
process.exit(0);
