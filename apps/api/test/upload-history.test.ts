import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UploadError, type UploadHistory } from '@pbs/domain';
import { fiscalYears, votes } from '../src/db/schema/index.js';
import { rowsIn, setupApp, withoutDetail } from './helpers.js';
import { verifyAuditChain } from '../src/lib/audit.js';
import type { Tx } from '../src/db/client.js';
import { REJECTIONS_KEPT } from '../src/modules/uploads/rejections.js';
import { dropOldRejections, insertRejection } from '../src/modules/batches/batches.repo.js';
import { getFile, postUpload, readWorkbook, workbook } from './upload-helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
const rows = rowsIn(t.db);
const lg = (await t.login('lg.initiator')).token;
const cg = (await t.login('cg.initiator')).token;
await withoutDetail(t, '014');
const ministry = (await t.login('budget.officer')).token;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

const agago = () => rows<Record<string, unknown>>(sql`select i.* from lg_grant_ipfs i join votes v on v.id = i.vote_id
  join budget_stages s on s.id = i.stage_id and s.is_active where v.code = '501' order by i.id`);
const healthLines = () => rows<Record<string, unknown>>(sql`select m.* from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
  join budget_stages s on s.id = m.stage_id and s.is_active where pv.vote_id = ${health.id} order by m.id`);
const history = async (kind: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/uploads/history?kind=${kind}&Year_ID=${year.id}`, headers: auth(token) });
  expect(res.statusCode).toBe(200);
  return res.json<UploadHistory>();
};
const revert = (id: number, token: string) => t.app.inject({ method: 'POST', url: `/api/uploads/batches/${id}/revert`, headers: auth(token) });
const auditsOf = (id: number) => rows<{ type: string }>(sql`select audit_type as type from audits where table_name = 'upload_batches' and record_id = ${String(id)} order by id`);

/** The kind's template as the user downloads it, with only the first `keep` rows and an edit to the first. */
async function template(kind: string, token: string, keep: number, edit?: (row: unknown[], header: string[]) => void) {
  const wb = await readWorkbook((await getFile(t.app, `/api/uploads/${kind}/template.xlsx`, token)).body);
  const sheet = wb.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const data = Array.from({ length: keep }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
  edit?.(data[0], header);
  return workbook(kind as never, data, header);
}

describe('upload history and revert', () => {
  it('keeps what an IPF file replaced, shows it, and a revert puts every row back as it was; a burst reverts once', async () => {
    const before = await agago();
    expect(before.length).toBeGreaterThan(5);
    const body = await template('ipf', lg, 1);
    const up = await postUpload(t.app, 'ipf', body, lg, '', 'agago-ipf.xlsx');
    expect(up.status).toBe(200);
    expect((await agago()).length).toBe(1);
    // What the file replaced is in the hash chain with the batch: every old row, value for value.
    const [created] = await rows<{ old: { table: string; replacedRows: Record<string, unknown>[] } }>(sql`select old_values as old from audits
      where table_name = 'upload_batches' and record_id = ${String(up.body.batchId)}`);
    expect(created.old.table).toBe('lg_grant_ipfs');
    const audited = created.old.replacedRows.map((r) => [r.id, r.vote_id, Number(r.plan_y0)]);
    expect(audited).toEqual(before.map((r) => [r.id, r.vote_id, Number(r.plan_y0)]));
    expect(await verifyAuditChain(t.db)).toMatchObject({ ok: true });

    const [entry] = (await history('ipf', lg)).batches;
    expect(entry).toMatchObject({ id: up.body.batchId, fileName: 'agago-ipf.xlsx', rows: 1, replaced: before.length, state: 'current', createdBy: 'lg.initiator', hasFile: true });
    expect(entry.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    const file = await getFile(t.app, `/api/uploads/batches/${entry.id}/file.xlsx`, lg);
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body, body)).toBe(0);
    // Another vote's user neither sees the batch nor gets its file nor reverts it.
    expect((await history('ipf', cg)).batches.map((b) => b.id)).not.toContain(entry.id);
    expect((await getFile(t.app, `/api/uploads/batches/${entry.id}/file.xlsx`, cg)).status).toBe(404);
    expect((await revert(entry.id, cg)).statusCode).toBe(404);

    // Five reverts at once: one restores the rows, the others are told it is already reverted.
    const burst = await Promise.all(Array.from({ length: 5 }, () => revert(entry.id, lg)));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(burst.find((r) => r.statusCode === 409)!.json().code).toBe(UploadError.BATCH_REVERTED);
    expect(burst.find((r) => r.statusCode === 200)!.json()).toMatchObject({ removed: 1, restored: before.length });
    expect(await agago()).toEqual(before);
    expect((await history('ipf', lg)).batches[0]).toMatchObject({ id: entry.id, state: 'reverted', revertedBy: 'lg.initiator' });
    expect((await auditsOf(entry.id)).map((a) => a.type)).toEqual(['create', 'update']);
  });

  it('reverts MTEF uploads newest first; an edit on the screen makes a batch changed, and its revert is refused with nothing changed', async () => {
    const original = await healthLines();
    const wage = (delta: number) => (row: unknown[], header: string[]) => { row[header.indexOf('Y1_Wage')] = Number(row[header.indexOf('Y1_Wage')]) - delta; };
    const first = await postUpload(t.app, 'mtef', await template('mtef', cg, 1, wage(1_000)), cg);
    const afterFirst = await healthLines();
    const second = await postUpload(t.app, 'mtef', await template('mtef', cg, 1, wage(2_000)), cg);
    expect([first.status, second.status]).toEqual([200, 200]);
    let h = await history('mtef', cg);
    expect(h.batches.slice(0, 2).map((b) => [b.id, b.state])).toEqual([[second.body.batchId, 'current'], [first.body.batchId, 'changed']]);

    // The first file's line was replaced by the second: it cannot be reverted under it.
    const refused = await revert(first.body.batchId, cg);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(UploadError.BATCH_CHANGED);
    expect((await revert(second.body.batchId, cg)).statusCode).toBe(200);
    expect(await healthLines()).toEqual(afterFirst);
    h = await history('mtef', cg);
    expect(h.batches.find((b) => b.id === first.body.batchId)?.state).toBe('current');
    expect((await revert(first.body.batchId, cg)).statusCode).toBe(200);
    expect(await healthLines()).toEqual(original);

    // A third file, then the same line typed over on the screen: the file is no longer what is stored.
    const third = await postUpload(t.app, 'mtef', await template('mtef', cg, 1, wage(3_000)), cg);
    const [line] = await rows<Record<string, number>>(sql`select * from cg_mtefs where batch_id = ${third.body.batchId}`);
    const stage = (await rows<{ stage: number }>(sql`select stage from budget_stages where id = ${line.stage_id}`))[0].stage;
    const amounts = Object.keys(line).filter((k) => /^y\d_/.test(k)).map((k) => Number(line[k]));
    const saved = await t.gql('mutation($y:Int!,$s:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:$s, lines:$l) }',
      { y: year.id, s: stage, l: [{ Prog_By_Vote_ID: line.prog_by_vote_id, Figure: 'Allocation', Amounts: amounts }] }, cg);
    expect(saved.data?.saveMtefLines).toBe(1);
    const typed = await healthLines();
    expect((await history('mtef', cg)).batches[0]).toMatchObject({ id: third.body.batchId, state: 'changed' });
    expect((await revert(third.body.batchId, cg)).json().code).toBe(UploadError.BATCH_CHANGED);
    expect(await healthLines()).toEqual(typed);
  });

  it('refuses to revert a virement whose money has since been moved on, and changes nothing', async () => {
    const lines = await rows<{ code: string; wage: number; nonwage: number }>(sql`select p.code, m.y1_wage::float8 wage, m.y1_non_wage::float8 nonwage
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id
      join budget_stages s on s.id = m.stage_id and s.is_active where pv.vote_id = ${health.id} and m.kind = 'allocation' and m.y1_wage > 1000000 order by p.code limit 1`);
    const { code } = lines[0];
    await t.db.update(votes).set({ isVirementLimited: false }).where(eq(votes.id, health.id));
    const moveIn = await postUpload(t.app, 'virement', await workbook('virement', [['014', code, 'Wage', code, 'GoUDevt', 1_000_000, 'Works']]), cg);
    expect(moveIn.status).toBe(200);
    // Everything the GoU development line now holds moves on to non-wage.
    const [{ available }] = await rows<{ available: number }>(sql`select (m.y1_gou_devt + coalesce((select sum(a.amount) from budget_adjustments a
        where a.vote_id = ${health.id} and a.to_programme_id = pv.programme_id and a.to_category = 'GoUDevt'), 0)
        - coalesce((select sum(a.amount) from budget_adjustments a where a.vote_id = ${health.id} and a.from_programme_id = pv.programme_id and a.from_category = 'GoUDevt'), 0))::float8 available
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join programmes p on p.id = pv.programme_id
      join budget_stages s on s.id = m.stage_id and s.is_active where pv.vote_id = ${health.id} and p.code = ${code} and m.kind = 'allocation'`);
    const moveOn = await postUpload(t.app, 'virement', await workbook('virement', [['014', code, 'GoUDevt', code, 'NonWage', available, 'Supplies']]), cg);
    expect(moveOn.status).toBe(200);
    const snapshot = await rows(sql`select count(*)::int n, sum(amount)::float8 s from budget_adjustments`);
    const refused = await revert(moveIn.body.batchId, cg);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: UploadError.REVERT_REFUSED });
    expect(refused.json().params.detail).toContain(`Programme ${code}, Y1_GoUDevt`);
    expect(await rows(sql`select count(*)::int n, sum(amount)::float8 s from budget_adjustments`)).toEqual(snapshot);
    // Newest first works: the second virement, then the first.
    expect((await revert(moveOn.body.batchId, cg)).statusCode).toBe(200);
    expect((await revert(moveIn.body.batchId, cg)).statusCode).toBe(200);
  });

  it('keeps a refused file and gives its rejected rows back with every problem in the user\'s language, to the uploader only', async () => {
    const [p] = await rows<{ code: string }>(sql`select p.code from programme_votes pv join programmes p on p.id = pv.programme_id where pv.vote_id = ${health.id} order by p.code limit 1`);
    const good = ['014', p.code, 'Allocation', ...Array.from({ length: 30 }, () => 0)];
    const bad = ['014', 'NOPE', 'Allocation', ...Array.from({ length: 30 }, () => 0)];
    const negative = ['014', p.code, 'Allocation', -5, ...Array.from({ length: 29 }, () => 0)];
    const before = await healthLines();
    const refused = await postUpload(t.app, 'mtef', await workbook('mtef', [good, bad, negative]), cg, '?Preview=1', 'health.xlsx');
    expect(refused.status).toBe(422);
    const id = refused.body.params.rejection as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await healthLines()).toEqual(before);

    const [rejection] = (await history('mtef', cg)).rejections;
    expect(rejection).toMatchObject({ id, fileName: 'health.xlsx', errors: refused.body.errorCount, createdBy: 'cg.initiator' });
    expect((await history('mtef', ministry)).rejections.map((r) => r.id)).not.toContain(id);

    const sheet = await getFile(t.app, `/api/uploads/rejections/${id}/rows.xlsx?lang=fr`, cg);
    expect(sheet.status).toBe(200);
    const ws = (await readWorkbook(sheet.body)).worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Ligne');
    expect(header.at(-1)).toBe('Problème');
    expect(ws.rowCount).toBe(3);
    expect((ws.getRow(2).values as unknown[]).slice(1, 4)).toEqual([3, '014', 'NOPE']);
    expect(ws.getRow(2).getCell(header.length).text).toBe('Programme_Code: Le code « NOPE » est inconnu');
    expect(ws.getRow(3).getCell(1).value).toBe(4);
    expect(ws.getRow(3).getCell(header.length).text).toBe('Y0_Wage: Les montants ne peuvent pas être négatifs');
    expect((await getFile(t.app, `/api/uploads/rejections/${id}/rows.xlsx`, ministry)).status).toBe(404);
    expect((await getFile(t.app, '/api/uploads/rejections/not-an-id/rows.xlsx', cg)).status).toBe(404);

    // Read in the upload workers: a burst gets the same rows each time, or the queue's 429 with the wait — never an error.
    const burst = await Promise.all(Array.from({ length: 30 }, () => t.app.inject({ method: 'GET', url: `/api/uploads/rejections/${id}/rows.xlsx?lang=fr`, headers: { authorization: `Bearer ${cg}` } })));
    const served = burst.filter((r) => r.statusCode === 200);
    expect(served.length).toBeGreaterThan(0);
    for (const r of served) expect((await readWorkbook(r.rawPayload)).worksheets[0].rowCount).toBe(3);
    for (const r of burst.filter((x) => x.statusCode !== 200)) expect([r.statusCode, r.headers['retry-after']]).toEqual([429, '30']);
  });

  it('keeps a user\'s newest refused files only, also when they arrive in a burst, and removes the files of the others', async () => {
    const bad = await workbook('mtef', [['014', 'NOPE', 'Allocation', ...Array.from({ length: 30 }, () => 0)]]);
    // The user's refusals, and the stored refused files: the other users' too, so a file left behind would show.
    const kept = async () => (await rows<{ n: number; files: number }>(sql`select
      (select count(*)::int from upload_rejections r join users u on u.id = r.created_by where u.user_name = 'cg.initiator') n,
      (select count(*)::int from stored_files where name like 'uploads/rejected/%') - (select count(*)::int from upload_rejections r
        join users u on u.id = r.created_by where u.user_name <> 'cg.initiator') files`))[0];
    // Two bursts of 12 (the parse queue takes 16 at a time): 24 refusals, of which the newest 20 stay.
    const wave = (from: number) => Promise.all(Array.from({ length: 12 }, (_, i) => postUpload(t.app, 'mtef', bad, cg, '?Preview=1', `bad-${from + i}.xlsx`)));
    const burst = [...await wave(0), ...await wave(12)];
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 422));
    expect(await kept()).toEqual({ n: REJECTIONS_KEPT, files: REJECTIONS_KEPT });
    const listed = (await history('mtef', cg)).rejections.map((r) => r.id);
    expect(listed).toHaveLength(REJECTIONS_KEPT);
    // The second wave is newer than the first: all of it is kept.
    const second = burst.slice(12).map((r) => r.body.params.rejection as string);
    expect(second.filter((id) => listed.includes(id))).toHaveLength(12);
  });

  it.runIf(t.database.kind === 'postgres')('trims to the newest refusals when many transactions record one at the same moment', async () => {
    const [u] = await rows<{ id: number }>(sql`select id from users where user_name = 'lg.initiator'`);
    const record = (tx: Tx, i: number) => insertRejection(tx, { kind: 'mtef', yearId: year.id, fileName: `race-${i}.xlsx`, filePath: `race/${i}`, sha256: '0', errorCount: 1, errors: [], createdBy: u.id });
    for (let i = 0; i < 15; i++) await t.db.transaction((tx) => record(tx, i));
    // Ten transactions have each written their refusal before any trims (fewer than the pool's connections):
    // without the per-user lock each would see 16 rows, trim nothing, and leave 25.
    const n = 10;
    let written = 0;
    let release!: () => void;
    const allWritten = new Promise<void>((r) => { release = r; });
    await Promise.all(Array.from({ length: n }, (_, i) => t.db.transaction(async (tx) => {
      await record(tx, 15 + i);
      if (++written === n) release();
      await allWritten;
      await dropOldRejections(tx, u.id, REJECTIONS_KEPT);
    })));
    expect(await rows(sql`select id from upload_rejections where created_by = ${u.id}`)).toHaveLength(REJECTIONS_KEPT);
  });

  it('answers a clear 400 for a history asked without a kind, and 404 for a batch that does not exist', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/uploads/history?kind=nope&Year_ID=1', headers: auth(cg) });
    expect(bad.statusCode).toBe(400);
    expect((await revert(999_999, ministry)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/api/uploads/batches/abc/revert', headers: auth(ministry) })).statusCode).toBe(404);
  });
});
