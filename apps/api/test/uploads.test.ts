import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { UPLOAD_KINDS, UploadError } from '@pbs/domain';
import { setupApp, sqlRows } from './helpers.js';
import { getFile, postUpload, readWorkbook, workbook } from './upload-helpers.js';
import { votes } from '../src/db/schema/index.js';

// At the top level, not in beforeAll: setupApp registers its own afterAll, which vitest ignores inside a hook.
const t = await setupApp();
let voteUser: string;
let ministry: string;
let programmesOf014: string[];

const one = async <T>(q: ReturnType<typeof sql>) => (await sqlRows<T>(t.db, q))[0];

/** Everything an import may touch; a refused upload must leave it exactly as it was. */
const snapshot = async () => JSON.stringify(await one(sql`select
  (select count(*) from cg_mtefs) m, (select coalesce(sum(y1_wage + y1_non_wage), 0) from cg_mtefs) ms,
  (select count(*) from lg_grant_ipfs) i, (select count(*) from upload_batches) b, (select count(*) from upload_rows) r,
  (select count(*) from budget_adjustments) a, (select count(*) from audits) au`));

const mtefRow = (vote: string, programme: string, figure = 'Allocation', fill = 1000) =>
  [vote, programme, figure, ...UPLOAD_KINDS.mtef.columns.slice(3).map((c) => (c.header.endsWith('_AIA') ? 0 : fill))];

beforeAll(async () => {
  voteUser = (await t.login('cg.initiator')).token;
  ministry = (await t.login('budget.officer')).token;
  const rows = (await sqlRows<{ code: string }>(t.db, sql`select p.code from programme_votes pv join programmes p on p.id = pv.programme_id
    join votes v on v.id = pv.vote_id where v.kind = 'CG' and v.code = '014' order by p.code`));
  programmesOf014 = rows.map((r) => r.code);
});

describe('templates', () => {
  it('gives a vote user their MTEF figures with validation prepared to row 10000 and only their vote in the Codes sheet', async () => {
    const res = await getFile(t.app, '/api/uploads/mtef/template.xlsx', voteUser);
    expect(res.status).toBe(200);
    const wb = await readWorkbook(res.body);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, ...UPLOAD_KINDS.mtef.columns.map((c) => c.header)]);
    expect(ws.rowCount - 1).toBe(programmesOf014.length);
    expect(ws.getCell('A2').value).toBe('014');
    expect(ws.getColumn(1).width).toBe(20);
    const codes = wb.getWorksheet('Codes')!;
    expect(codes.getColumn(1).values.filter(Boolean)).toEqual(['cgVote', '014']);
    const prepared = (ws as unknown as { dataValidations: { model: Record<string, { type: string }> } }).dataValidations.model;
    expect(prepared.D10000?.type).toBe('decimal');
    expect(prepared.A10000?.type).toBe('list');
    expect(prepared.D10001).toBeUndefined();
  });

  it('refuses anonymous downloads and unknown kinds', async () => {
    expect((await t.app.inject({ url: '/api/uploads/mtef/template.xlsx' })).statusCode).toBe(401);
    expect((await getFile(t.app, '/api/uploads/nope/template.xlsx', voteUser)).status).toBe(404);
  });
});

describe('MTEF round trip', () => {
  it('imports an edited template all at once, records the batch and its audit entry', async () => {
    const wb = await readWorkbook((await getFile(t.app, '/api/uploads/mtef/template.xlsx', voteUser)).body);
    wb.worksheets[0].getCell('E2').value = 123_456_789; // Y0_NonWage of the first programme
    const res = await postUpload(t.app, 'mtef', Buffer.from(await wb.xlsx.writeBuffer()), voteUser);
    expect(res.body).toMatchObject({ ok: true, kind: 'mtef', rows: programmesOf014.length });
    const row = await one<{ v: number }>(sql`select m.y0_non_wage::float8 v from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      join programmes p on p.id = pv.programme_id join votes v on v.id = pv.vote_id join budget_stages s on s.id = m.stage_id and s.is_active
      where v.code = '014' and v.kind = 'CG' and p.code = ${programmesOf014[0]} and m.kind = 'allocation'`);
    expect(row.v).toBe(123_456_789);
    const audit = await one<{ n: number }>(sql`select count(*)::int n from audits where table_name = 'upload_batches' and record_id = ${String(res.body.batchId)}`);
    expect(audit.n).toBe(1);
  });
});

describe('codes as a spreadsheet keeps them', () => {
  it('reads vote 14 and programme 2 typed as numbers (their zeros lost) as 014 and 02: the template again changes nothing, a figure lands on 014', async () => {
    const wb = await readWorkbook((await getFile(t.app, '/api/uploads/mtef/template.xlsx', voteUser)).body);
    const ws = wb.worksheets[0];
    for (let r = 2; r <= ws.rowCount; r++) {
      for (const c of [1, 2]) ws.getCell(r, c).value = /^\d+$/.test(ws.getCell(r, c).text) ? Number(ws.getCell(r, c).value) : ws.getCell(r, c).value;
    }
    expect(ws.getCell('A2').value).toBe(14);
    const same = await postUpload(t.app, 'mtef', Buffer.from(await wb.xlsx.writeBuffer()), voteUser, '?Preview=1');
    expect(same.body.preview.diff).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: programmesOf014.length });
    ws.getCell('E2').value = 222_333_444;
    const res = await postUpload(t.app, 'mtef', Buffer.from(await wb.xlsx.writeBuffer()), voteUser);
    expect(res.body).toMatchObject({ ok: true, rows: programmesOf014.length });
    const row = await one<{ v: number }>(sql`select m.y0_non_wage::float8 v from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
      join programmes p on p.id = pv.programme_id join votes v on v.id = pv.vote_id join budget_stages s on s.id = m.stage_id and s.is_active
      where v.code = '014' and v.kind = 'CG' and p.code = ${programmesOf014[0]} and m.kind = 'allocation'`);
    expect(row.v).toBe(222_333_444);
  });
});

describe('bad files change nothing', () => {
  const refused = async (kind: string, body: Buffer, status: number, code: string, token = voteUser, query = '') => {
    const before = await snapshot();
    const res = await postUpload(t.app, kind, body, token, query);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ ok: false, code });
    expect(await snapshot()).toBe(before);
    return res.body;
  };

  it('not an xlsx (text, or a zip without a workbook)', async () => {
    await refused('mtef', Buffer.from('Vote_Code,Programme_Code\n014,01\n'), 415, UploadError.NOT_XLSX);
    const zip = new JSZip();
    zip.file('hello.txt', 'hi');
    await refused('mtef', await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }), 415, UploadError.NOT_XLSX);
  });

  it('too big: over 10 MiB', async () => {
    await refused('mtef', Buffer.alloc(10 * 1024 * 1024 + 10, 1), 413, UploadError.TOO_BIG);
  });

  it('zip bomb: small file, entries inflating past 100 MiB', async () => {
    const zip = await JSZip.loadAsync(await workbook('mtef', [mtefRow('014', programmesOf014[0])]));
    zip.file('xl/media/padding.bin', Buffer.alloc(110 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused('mtef', bomb, 413, UploadError.TOO_BIG_UNPACKED);
  });

  it('too many rows: 10,001 data rows', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => ['014', `E${i}`, 'Worker', 'Pension', 10, 120]);
    const body = await refused('pension', await workbook('pension', rows), 413, UploadError.TOO_MANY_ROWS);
    expect(body.params.limit).toBe(10_000);
  });

  it('a workbook of 300,000 rows is refused at row 10,001 without holding up anyone else', async () => {
    // Sheet XML written directly, with the shared strings after the sheet as Excel writes them.
    const zip = await JSZip.loadAsync(await workbook('pension', []));
    const sheetPath = Object.keys(zip.files).find((f) => f.startsWith('xl/worksheets/sheet'))!;
    const sheet = await zip.file(sheetPath)!.async('string');
    const rows: string[] = [];
    for (let n = 2; n <= 300_001; n++) rows.push(`<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>014</t></is></c><c r="B${n}"><v>${n}</v></c></row>`);
    zip.file(sheetPath, sheet.replace(/<sheetData\/>|<\/sheetData>/, (m) => `${m === '<sheetData/>' ? '<sheetData>' : ''}${rows.join('')}</sheetData>`));
    const strings = zip.file('xl/sharedStrings.xml');
    if (strings) { const text = await strings.async('string'); zip.remove('xl/sharedStrings.xml'); zip.file('xl/sharedStrings.xml', text); }
    const body = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const { monitorEventLoopDelay } = await import('node:perf_hooks');
    const before = await snapshot();
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const answer = await postUpload(t.app, 'pension', body, ministry);
    delay.disable();
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: UploadError.TOO_MANY_ROWS, params: { limit: 10_000 } });
    // Read on a worker thread as a stream: this thread was free all along (reading the whole file here took seconds).
    expect(delay.max / 1e6).toBeLessThan(1000);
    expect(await snapshot()).toBe(before);
  });

  it('wrong columns name what was expected', async () => {
    const body = await refused('pension', await workbook('pension', [['014', 'E1']], ['Vote', 'Employee']), 422, UploadError.WRONG_COLUMNS);
    expect(body.params.expected).toContain('Employee_Number');
  });

  it('text in number cells, unknown codes, bad choices: every row error at once', async () => {
    const rows = [
      mtefRow('014', programmesOf014[0]),
      ['014', programmesOf014[0], 'Allocation', 'twelve'],
      ['999', '77', 'Budget', 5],
      ['014', programmesOf014[0], 'Allocation', '12abc'],
    ];
    const body = await refused('mtef', await workbook('mtef', rows), 422, UploadError.ROWS_INVALID);
    const codes = body.rowErrors.map((e: { row: number; column: string; code: string }) => `${e.row}:${e.column}:${e.code}`);
    expect(codes).toContain(`3:Y0_Wage:${UploadError.NOT_A_NUMBER}`);
    expect(codes).toContain(`4:Vote_Code:${UploadError.UNKNOWN_CODE}`);
    expect(codes).toContain(`4:Programme_Code:${UploadError.UNKNOWN_CODE}`);
    expect(codes).toContain(`4:Figure:${UploadError.NOT_ALLOWED}`);
    expect(codes).toContain(`5:Y0_Wage:${UploadError.NOT_A_NUMBER}`);
    expect(body.errorCount).toBe(body.rowErrors.length);
  });

  it('another vote, a ceiling from a vote, AIA for a vote without it, a programme the vote does not deliver, duplicates', async () => {
    await t.db.update(votes).set({ isAia: false }).where(eq(votes.code, '014'));
    const [other] = (await sqlRows<{ code: string }>(t.db, sql`select p.code from programmes p where p.code <> all(${sql.raw(`array['${programmesOf014.join("','")}']`)}) limit 1`));
    const aia = mtefRow('014', programmesOf014[0]);
    aia[UPLOAD_KINDS.mtef.columns.findIndex((c) => c.header === 'Y1_AIA')] = 5;
    const rows = [mtefRow('008', programmesOf014[0]), mtefRow('014', programmesOf014[0], 'Ceiling'), aia, mtefRow('014', other.code), mtefRow('014', programmesOf014[1] ?? programmesOf014[0]), mtefRow('014', programmesOf014[1] ?? programmesOf014[0])];
    const body = await refused('mtef', await workbook('mtef', rows), 422, UploadError.ROWS_INVALID);
    const codes = body.rowErrors.map((e: { row: number; code: string }) => `${e.row}:${e.code}`);
    expect(codes).toContain(`2:${UploadError.NOT_YOUR_VOTE}`);
    expect(codes).toContain(`3:${UploadError.CEILING_MINISTRY}`);
    expect(codes).toContain(`4:${UploadError.AIA_NOT_ALLOWED}`);
    expect(codes).toContain(`5:${UploadError.NOT_MAPPED}`);
    expect(codes).toContain(`7:${UploadError.DUPLICATE}`);
  });

  it('ministry-only kinds, closed stages, no file, anonymous', async () => {
    await refused('quarterly-releases', await workbook('quarterly-releases', [['014', programmesOf014[0], 'Q1', 'Wage', 10]]), 403, UploadError.MINISTRY_ONLY);
    await refused('mtef', await workbook('mtef', [mtefRow('014', programmesOf014[0])]), 409, UploadError.STAGE_CLOSED, voteUser, '?Stage=1');
    const res = await t.app.inject({ method: 'POST', url: '/api/uploads/mtef', headers: { authorization: `Bearer ${voteUser}`, 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect((await postUpload(t.app, 'mtef', await workbook('mtef', []), null)).status).toBe(401);
  });
});
