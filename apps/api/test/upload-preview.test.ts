import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UploadError } from '@pbs/domain';
import { rowsIn, setupApp, withoutDetail } from './helpers.js';
import { getFile, postUpload, progressLines, readWorkbook, workbook } from './upload-helpers.js';

const t = await setupApp();
const rows = rowsIn(t.db);
const lg = (await t.login('lg.initiator')).token;
const cg = (await t.login('cg.initiator')).token;
await withoutDetail(t, '014');
const agagoIpfs = async () => (await rows<{ n: number }>(sql`select count(*)::int n from lg_grant_ipfs i join votes v on v.id = i.vote_id
  join budget_stages s on s.id = i.stage_id and s.is_active where v.code = '501'`))[0].n;
const batches = async () => (await rows<{ n: number }>(sql`select count(*)::int n from upload_batches`))[0].n;
const commit = (id: string, token: string) => t.app.inject({ method: 'POST', url: `/api/uploads/previews/${id}/commit`, headers: { authorization: `Bearer ${token}` } });

/** The template of a kind with only its first `keep` data rows, as a person trimming it would upload it. */
async function trimmedTemplate(kind: string, token: string, keep: number, edit?: (row: unknown[], header: string[]) => void) {
  const wb = await readWorkbook((await getFile(t.app, `/api/uploads/${kind}/template.xlsx`, token)).body);
  const sheet = wb.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const data = Array.from({ length: keep }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
  if (edit) edit(data[0], header);
  return { header, body: await workbook(kind as never, data, header) };
}

describe('upload preview', () => {
  it('warns of a formula whose result was never saved, read as empty, and of none in a file with results', async () => {
    const { body } = await trimmedTemplate('mtef', cg, 2, (row, header) => {
      row[header.indexOf('Y1_Wage')] = { formula: 'D2*2' };
      row[header.indexOf('Y2_Wage')] = { formula: 'D2*3', result: 3000 };
    });
    const preview = await postUpload(t.app, 'mtef', body, cg, '?Preview=1');
    expect(preview.status).toBe(200);
    expect(preview.body.preview.warningCount).toBe(1);
    expect(preview.body.preview.warnings).toEqual([{ row: 2, column: 'Y1_Wage', code: UploadError.FORMULA_NO_RESULT }]);
    const plain = await trimmedTemplate('mtef', cg, 2);
    const clean = await postUpload(t.app, 'mtef', plain.body, cg, '?Preview=1');
    expect(clean.body.preview).toMatchObject({ warnings: [], warningCount: 0 });
    // The person reads the warnings and cancels both.
    for (const p of [preview, clean]) {
      expect((await t.app.inject({ method: 'DELETE', url: `/api/uploads/previews/${p.body.preview.id}`, headers: { authorization: `Bearer ${cg}` } })).statusCode).toBe(204);
    }
  });

  it('shows that a trimmed IPF file removes the district\'s other rows, writes nothing until committed, and commits once', async () => {
    const before = await agagoIpfs();
    expect(before).toBeGreaterThan(5);
    const { body } = await trimmedTemplate('ipf', lg, 1);
    const preview = await postUpload(t.app, 'ipf', body, lg, '?Preview=1');
    expect(preview.status).toBe(200);
    expect(preview.body.preview.diff).toMatchObject({ added: 0, changed: 0, unchanged: 1, removed: before - 1 });
    expect(preview.body.preview.diff.removedRows[0][0]).toBe('501');
    expect(await agagoIpfs()).toBe(before);

    // A burst of commits of one preview writes it once; the others are told it is used.
    const batchesBefore = await batches();
    const burst = await Promise.all(Array.from({ length: 5 }, () => commit(preview.body.preview.id, lg)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 410, 410, 410, 410]);
    expect(burst.find((r) => r.statusCode === 410)?.json().code).toBe(UploadError.PREVIEW_GONE);
    expect(await agagoIpfs()).toBe(1);
    expect(await batches()).toBe(batchesBefore + 1);
  });

  it('lists the figures a file changes, from and to; another user, an expired or a cancelled preview cannot be committed', async () => {
    let newWage = 0;
    const { body } = await trimmedTemplate('mtef', cg, 2, (row, header) => {
      const i = header.indexOf('Y1_Wage');
      newWage = Number(row[i]) - 1_000;
      row[i] = newWage;
    });
    const preview = await postUpload(t.app, 'mtef', body, cg, '?Preview=1');
    const diff = preview.body.preview.diff;
    expect(diff).toMatchObject({ added: 0, changed: 1, unchanged: 1, removed: 0 });
    expect(diff.changedRows[0].changes).toEqual([{ column: 'Y1_Wage', from: newWage + 1_000, to: newWage }]);

    const other = await t.login('admin');
    expect((await commit(preview.body.preview.id, other.token)).statusCode).toBe(410);
    await t.db.execute(sql`update upload_previews set expires_at = now() - interval '1 minute' where id = ${preview.body.preview.id}`);
    expect((await commit(preview.body.preview.id, cg)).statusCode).toBe(410);

    const again = await postUpload(t.app, 'mtef', body, cg, '?Preview=1');
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/uploads/previews/${again.body.preview.id}`, headers: { authorization: `Bearer ${cg}` } });
    expect(cancelled.statusCode).toBe(204);
    expect((await commit(again.body.preview.id, cg)).statusCode).toBe(410);
    // The expired preview was cleared when the next one was made; the cancelled one is gone too.
    expect((await rows<{ n: number }>(sql`select count(*)::int n from upload_previews where committed_at is null`))[0].n).toBe(0);
    expect((await commit('not-a-uuid', cg)).statusCode).toBe(410);
  });

  it('refuses identical repeated rows in virement and supplementary files, like the other kinds', async () => {
    const [line] = await rows<{ code: string }>(sql`select p.code from programme_votes pv join programmes p on p.id = pv.programme_id
      join votes v on v.id = pv.vote_id where v.code = '014' and v.kind = 'CG' order by p.code limit 1`);
    const row = ['014', line.code, 'Wage', line.code, 'NonWage', 1000, 'Move to operations'];
    const refused = await postUpload(t.app, 'virement', await workbook('virement', [row, row]), cg, '?Preview=1');
    expect(refused.status).toBe(422);
    expect(refused.body.rowErrors).toContainEqual({ row: 3, column: 'Amount', code: UploadError.DUPLICATE, params: { first: 2 } });
    const admin = (await t.login('admin')).token;
    const supp = ['014', line.code, 'Wage', 5000, 'Arrears'];
    const s = await postUpload(t.app, 'supplementary', await workbook('supplementary', [supp, supp]), admin);
    expect(s.status).toBe(422);
    expect(s.body.rowErrors).toContainEqual({ row: 3, column: 'Amount', code: UploadError.DUPLICATE, params: { first: 2 } });
  });

  it('streams each step as it begins with Progress=1, then the answer the plain call gives, for a refusal too', async () => {
    const before = await agagoIpfs();
    // The district holds what the earlier tests left: the template lists it, and the file keeps its first row.
    const { body } = await trimmedTemplate('ipf', lg, 1);
    const previewed = await postUpload(t.app, 'ipf', body, lg, '?Preview=1&Progress=1');
    expect(previewed.status).toBe(200);
    const preview = progressLines(previewed.body as string);
    expect(preview.phases).toEqual(['parse', 'check', 'compare']);
    expect(preview.end).toMatchObject({ status: 200, body: { ok: true, preview: { rows: 1, diff: { removed: before - 1 } } } });
    const committed = await t.app.inject({ method: 'POST', url: `/api/uploads/previews/${preview.end.body.preview.id}/commit?Progress=1`, headers: { authorization: `Bearer ${lg}` } });
    expect(committed.headers['content-type']).toContain('application/x-ndjson');
    const commitLines = progressLines(committed.body);
    expect(commitLines.phases).toEqual(['parse', 'check', 'write']);
    expect(commitLines.end).toMatchObject({ status: 200, body: { ok: true, rows: 1 } });
    expect(await agagoIpfs()).toBe(1);

    const bad = progressLines((await postUpload(t.app, 'mtef', await workbook('mtef', [['014', 'NOPE', 'Allocation', ...Array.from({ length: 30 }, () => 0)]]), cg, '?Preview=1&Progress=1')).body as string);
    expect(bad.phases).toEqual(['parse', 'check']);
    expect(bad.end).toMatchObject({ status: 422, body: { ok: false, code: UploadError.ROWS_INVALID, errorCount: 1 } });
    const unreadable = progressLines((await postUpload(t.app, 'mtef', Buffer.from('not a workbook'), cg, '?Progress=1')).body as string);
    expect(unreadable.phases).toEqual(['parse']);
    expect(unreadable.end.status).toBeGreaterThanOrEqual(400);
    expect(unreadable.end.body.ok).toBe(false);
  });
});
