import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_KINDS, type UploadKind } from '@pbs/domain';

/** Posts one file as multipart/form-data to an upload kind's route, the way the web client does. */
export const postUpload = (app: FastifyInstance, kind: string, body: Buffer, token: string | null, query = '', fileName = 'upload.xlsx') =>
  postFile(app, `/api/uploads/${kind}${query}`, body, token, fileName);

/** Posts one file as multipart/form-data to a route. */
export async function postFile(app: FastifyInstance, url: string, body: Buffer, token: string | null, fileName: string) {
  const boundary = '----pbs-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n'),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST', url, payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const type = res.headers['content-type']?.toString() ?? '';
  return { status: res.statusCode, body: type.includes('json') && !type.includes('ndjson') ? res.json() : res.body };
}

/** A workbook with the kind's headers (or the given ones) and these rows. */
export async function workbook(kind: UploadKind, rows: unknown[][], headers?: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('data');
  ws.addRow(headers ?? UPLOAD_KINDS[kind].columns.map((c) => c.header));
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function readWorkbook(buf: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return wb;
}

export async function getFile(app: FastifyInstance, url: string, token: string) {
  const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.rawPayload, headers: res.headers };
}

/** The lines of a streamed answer (Progress=1): the steps begun, then the status and body of the plain answer. */
export function progressLines(body: string) {
  const lines = body.trim().split('\n').map((l) => JSON.parse(l) as { phase?: string; status?: number; body?: any });
  return { phases: lines.flatMap((l) => (l.phase ? [l.phase] : [])), end: lines.at(-1)! };
}

/** LibreOffice Calc opens each file and saves it again as .xlsx, in one run with a profile of its own under `dir`. */
export function savedByLibreOffice(dir: string, files: string[]): Map<string, Buffer> {
  const out = join(dir, 'lo');
  execFileSync('soffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--calc', '--convert-to', 'xlsx:Calc MS Excel 2007 XML',
    '--outdir', out, ...files], { stdio: 'ignore', timeout: 180_000 });
  return new Map(files.map((f) => [f, readFileSync(join(out, f.split('/').at(-1)!))]));
}
