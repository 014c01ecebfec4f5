import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { UPLOAD_KINDS } from '@pbs/domain';
import { writePensionFile } from '../lib/files.js';
import { login, startServer, type RunningServer } from '../lib/servers.js';
import { scratchDatabase } from '../lib/databases.js';
import { percentile, printTable, ratio } from '../lib/stats.js';

/** The server's resident memory in MiB, read from /proc. */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * A "row bomb": a pension workbook of `rows` data rows that packs to a few MiB and unpacks to just under the
 * 100 MiB limit, so the zip check lets it through and only the row limit can stop it.
 */
async function rowBomb(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('pension');
  ws.addRow(UPLOAD_KINDS.pension.columns.map((c) => c.header));
  const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  // Rows alike but for their numbers: the deflater packs them tightly.
  const row = (n: number) => `<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>14</t></is></c></row>`;
  const body: string[] = [];
  for (let n = 2; n <= rows + 1; n++) body.push(row(n));
  zip.file('xl/worksheets/sheet1.xml', sheet.replace('</sheetData>', `${body.join('')}</sheetData>`));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

async function upload(url: string, token: string, body: Buffer): Promise<{ status: number; ms: number; code?: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(body)]), 'pension.xlsx');
  const t0 = performance.now();
  const res = await fetch(`${url}/api/uploads/pension`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const json = await res.json() as { code?: string };
  return { status: res.status, ms: performance.now() - t0, code: json.code };
}

/** Other users' GraphQL latencies (ms) from `clients` loops until `until` resolves. */
async function othersWhile(url: string, token: string, clients: number, until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => { done = true; });
  const query = JSON.stringify({ query: '{ activeFiscalYears { Year_ID Fiscal_Year } budgetMTEF { Y1_Budget } }' });
  await Promise.all(Array.from({ length: clients }, async () => {
    while (!done) {
      const t0 = performance.now();
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: query });
      await res.text();
      latencies.push(performance.now() - t0);
    }
  }));
  return latencies;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Uploads off the request thread: the 1.37-million-row bomb refused (time, server RSS growth) beside a
 * normal 10,000-row upload; and other users' GraphQL latency alone and while four 10,000-row uploads run.
 */
export async function uploadIsolationBench() {
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const scratch = engine === 'PostgreSQL' ? await scratchDatabase('pbs_bench_iso') : null;
    if (engine === 'PostgreSQL' && !scratch) continue;
    console.log(`\n== ${engine}`);
    const server = await startServer({ databaseUrl: scratch?.url });
    try {
      await isolation(server);
    } finally {
      await server.stop();
      await scratch?.drop();
    }
  }
}

async function isolation(server: RunningServer) {
  {
    const admin = await login(server.url, 'admin');
    const dir = mkdtempSync(join(tmpdir(), 'pbs-bench-iso-'));
    await writePensionFile(join(dir, 'pension.xlsx'));
    const normal = readFileSync(join(dir, 'pension.xlsx'));
    const bomb = await rowBomb(1_370_000);
    // The first upload starts the parse worker: not what is measured.
    await upload(server.url, admin, normal);

    const sampled = async (body: Buffer) => {
      const before = rssOf(server.pid);
      let peak = before;
      const timer = setInterval(() => { peak = Math.max(peak, rssOf(server.pid)); }, 10);
      const r = await upload(server.url, admin, body);
      clearInterval(timer);
      return { ...r, growth: Math.round(Math.max(peak, rssOf(server.pid)) - before) };
    };
    const b = await sampled(bomb);
    const n = await sampled(normal);
    const unpacked = (await JSZip.loadAsync(bomb)).file('xl/worksheets/sheet1.xml')!.async('nodebuffer').then((b) => (b.length / 1048576).toFixed(0));
    printTable(`Row bomb (${(bomb.length / 1048576).toFixed(1)} MiB, ${await unpacked} MiB unpacked, 1,370,000 rows) against a 10,000-row upload (${Math.round(normal.length / 1024)} KiB)`,
      ['upload', 'answer', 'seconds', 'server RSS growth MiB'],
      [['row bomb', `${b.status} ${b.code ?? ''}`, (b.ms / 1000).toFixed(2), b.growth], ['10,000 rows', `${n.status}`, (n.ms / 1000).toFixed(2), n.growth],
        ['bomb / normal', '', ratio(b.ms, n.ms), '']]);

    const alone = await othersWhile(server.url, admin, 8, sleep(5_000));
    const uploads = Promise.all(Array.from({ length: 4 }, () => upload(server.url, admin, normal)));
    const during = await othersWhile(server.url, admin, 8, uploads);
    const results = await uploads;
    const row = (label: string, xs: number[]) => [label, xs.length, percentile(xs, 50).toFixed(1), percentile(xs, 95).toFixed(1), percentile(xs, 99).toFixed(1), Math.max(...xs).toFixed(1)];
    printTable(`Other users' GraphQL (8 clients) alone, and while four 10,000-row uploads run (answers ${results.map((r) => r.status).join(', ')}, ${(Math.max(...results.map((r) => r.ms)) / 1000).toFixed(1)} s)`,
      ['while', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [row('nothing else', alone), row('4 uploads', during), ['p99 ratio', '', '', '', ratio(percentile(during, 99), percentile(alone, 99)), '']]);
  }
}
