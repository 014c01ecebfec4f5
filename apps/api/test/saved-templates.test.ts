import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_KINDS, UploadError, type UploadKind } from '@pbs/domain';
import { setupApp } from './helpers.js';
import { getFile, postUpload, readWorkbook, savedByLibreOffice } from './upload-helpers.js';

/**
 * Every kind's template, downloaded, then uploaded as it came, as exceljs saves it and as LibreOffice Calc
 * saves it (the offices that use LibreOffice): each is read from its own data sheet whatever order the file's
 * parts come in, and answers what the unchanged template answers.
 */
// At the top level, not in beforeAll: setupApp registers its own afterAll, which vitest ignores inside a hook.
const t = await setupApp();
const tokens: Record<string, string> = {};
const dir = mkdtempSync(join(tmpdir(), 'pbs-saved-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const kinds = Object.keys(UPLOAD_KINDS) as UploadKind[];
const userFor = (kind: UploadKind) => {
  const def = UPLOAD_KINDS[kind];
  if (def.ministryOnly) return 'budget.officer';
  return def.area === 'LG' ? 'lg.initiator' : def.area === 'SEPC' ? 'sepc.officer' : 'cg.initiator';
};

const answer = async (kind: UploadKind, body: Buffer) => {
  const res = await postUpload(t.app, kind, body, tokens[userFor(kind)], '?Preview=1');
  return res.body.ok ? { status: res.status, rows: res.body.preview.rows as number } : { status: res.status, code: res.body.code as string };
};

const downloaded = new Map<UploadKind, Buffer>();
let libre: Map<string, Buffer>;

beforeAll(async () => {
  for (const u of new Set(kinds.map(userFor))) tokens[u] = (await t.login(u)).token;
  const files: string[] = [];
  for (const kind of kinds) {
    const res = await getFile(t.app, `/api/uploads/${kind}/template.xlsx`, tokens[userFor(kind)]);
    expect(res.status).toBe(200);
    downloaded.set(kind, res.body);
    const file = join(dir, `${kind}.xlsx`);
    writeFileSync(file, res.body);
    files.push(file);
  }
  libre = savedByLibreOffice(dir, files);
}, 240_000);

describe.each(kinds)('the %s template', (kind) => {
  it('is accepted as downloaded, and the same after exceljs and LibreOffice save it', async () => {
    const asDownloaded = await answer(kind, downloaded.get(kind)!);
    // A template is never refused for its form: it has rows to preview, or it says it has none.
    if (!('rows' in asDownloaded)) expect(asDownloaded).toEqual({ status: 422, code: UploadError.EMPTY });
    const wb = await readWorkbook(downloaded.get(kind)!);
    expect(await answer(kind, Buffer.from(await wb.xlsx.writeBuffer()))).toEqual(asDownloaded);
    const saved = libre.get(join(dir, `${kind}.xlsx`))!;
    expect(saved.subarray(0, 2).toString()).toBe('PK');
    expect(await answer(kind, saved)).toEqual(asDownloaded);
  });
});

describe('a LibreOffice file whose Codes sheet part comes first', () => {
  it('reads the data sheet, with its rows', async () => {
    // The MTEF template of vote 014 has the vote's programmes as rows; LibreOffice keeps them.
    expect(await answer('mtef', libre.get(join(dir, 'mtef.xlsx'))!)).toMatchObject({ status: 200, rows: expect.any(Number) });
  });
});
