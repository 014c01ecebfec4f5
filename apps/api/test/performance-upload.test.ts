import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UploadError, type UploadHistory } from '@pbs/domain';
import { fiscalYears, votes } from '../src/db/schema/index.js';
import { verifyAuditChain } from '../src/lib/audit.js';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { tell } from '../src/db/changes.js';
import { getFile, postUpload, readWorkbook, savedByLibreOffice, workbook } from './upload-helpers.js';

/**
 * The performance plan (Form A) uploaded from its template: rows written as a budget officer fills them (codes
 * without their leading zeros, a blank baseline), saved again by LibreOffice Calc, previewed, committed, read back
 * on the Performance screen's query, uploaded a second time, reverted; a damaged file writes nothing.
 */
const t = await setupApp();
const db = t.db;
const rows = rowsIn(db);
const [year] = await db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
const [{ stage, stageId }] = await rows<{ stage: number; stageId: number }>(sql`select stage, id "stageId" from budget_stages where year_id = ${year.id} and process_area = 'CG' and is_active`);
const initiator = (await t.login('cg.initiator')).token;
const [a, b] = await rows<{ id: number; code: string; sp: string; p: string }>(sql`select co.id, co.code, sp.code sp, p.code p from coa_outputs co
  join sub_programmes sp on sp.id = co.sub_programme_id join programmes p on p.id = sp.programme_id
  join programme_votes pv on pv.programme_id = p.id and pv.vote_id = ${health.id} where co.year_id = ${year.id} and co.status order by co.id limit 2`);
const [foreignVote] = await rows<{ code: string }>(sql`select code from votes where kind = 'CG' and id <> ${health.id} and status order by code limit 1`);
const dir = mkdtempSync(join(tmpdir(), 'pbs-perf-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Codes as a person types them: numbers lose their leading zeros.
const typed = (code: string) => (/^\d+$/.test(code) ? String(Number(code)) : code);
const line = (o: typeof a, indicator: string, figures: (number | null)[], description = `Delivered: ${o.code}`) =>
  ['014', o.p, typed(o.sp), typed(o.code), description, 'Outreach; supplies', indicator, '%', 'Facility returns', ...figures];
const FILE = [
  line(a, 'Children fully immunised', [88, 95, 95, 95, 95, 95]),
  line(a, 'Deliveries in health facilities', [null, 1_600_000, 400_000, 400_000, 400_000, 400_000]),
  line(b, 'Health workers trained', [120.5, 480, 120, 120, 120, 120]),
];

const plan = () => rows<Record<string, unknown>>(sql`select o.output_id, o.description, o.activities, i.name, i.unit, i.measure, i.baseline::float8, i.target::float8,
  i.q1_target::float8 q1, i.q2_target::float8 q2, i.q3_target::float8 q3, i.q4_target::float8 q4
  from perf_outputs o left join perf_indicators i on i.perf_output_id = o.id where o.vote_id = ${health.id} and o.stage_id = ${stageId} order by o.output_id, i.name`);
const snapshot = async () => JSON.stringify(await rows(sql`select (select count(*) from perf_outputs) o, (select count(*) from perf_indicators) i,
  (select string_agg(description, '|' order by id) from perf_outputs) d, (select count(*) from upload_batches) b`));
const preview = (body: Buffer, token = initiator) => postUpload(t.app, 'performance', body, token, '?Preview=1');
const commit = (id: string, token = initiator) => t.app.inject({ method: 'POST', url: `/api/uploads/previews/${id}/commit`, headers: { authorization: `Bearer ${token}` } });
const revert = (id: number) => t.app.inject({ method: 'POST', url: `/api/uploads/batches/${id}/revert`, headers: { authorization: `Bearer ${initiator}` } });
const history = async () => (await t.app.inject({ method: 'GET', url: `/api/uploads/history?kind=performance&Year_ID=${year.id}`, headers: { authorization: `Bearer ${initiator}` } })).json<UploadHistory>();
const READ = `query($y:Int!,$s:Int!,$v:Int!){ votePerformance(Year_ID:$y, Stage:$s, Vote_ID:$v){ Outputs { Output_ID Description
  Indicators { Indicator_ID Name Baseline Target Q1_Target Q4_Target } } } }`;

/** A file as LibreOffice Calc saves it after the person filled it in. */
function viaLibreOffice(name: string, body: Buffer) {
  const file = join(dir, `${name}.xlsx`);
  writeFileSync(file, body);
  return savedByLibreOffice(dir, [file]).get(file)!;
}

describe('the performance plan upload', () => {
  it('loads a Form A saved by LibreOffice: codes without leading zeros, a blank baseline, decimals; the screen reads what the file says', async () => {
    const before = await plan();
    const body = viaLibreOffice('plan', await workbook('performance', FILE));
    const p = await preview(body);
    expect(p.status).toBe(200);
    expect(p.body.preview.diff).toMatchObject({ added: 3, changed: 0, removed: 0 });
    const c = await commit(p.body.preview.id);
    expect(c.statusCode).toBe(200);
    expect(c.json()).toMatchObject({ ok: true, kind: 'performance', rows: 3 });
    const { data } = await t.gql(READ, { y: year.id, s: stage, v: health.id }, initiator);
    const outputs = data.votePerformance.Outputs as { Output_ID: number; Description: string; Indicators: { Name: string; Baseline: number | null; Target: number; Q1_Target: number }[] }[];
    const first = outputs.find((o) => o.Output_ID === a.id)!;
    expect(first.Description).toBe(`Delivered: ${a.code}`);
    expect(first.Indicators.map((i) => [i.Name, i.Baseline, i.Target, i.Q1_Target])).toEqual([
      ['Children fully immunised', 88, 95, 95], ['Deliveries in health facilities', null, 1_600_000, 400_000]]);
    expect(outputs.find((o) => o.Output_ID === b.id)!.Indicators[0]).toMatchObject({ Name: 'Health workers trained', Baseline: 120.5, Target: 480 });
    expect((await plan()).length).toBe(before.length + 3);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('the template gives the plan back: uploaded as downloaded (and after LibreOffice) it changes nothing', async () => {
    const held = await plan();
    const template = (await getFile(t.app, '/api/uploads/performance/template.xlsx', initiator)).body;
    const sheet = (await readWorkbook(template)).worksheets[0];
    expect((sheet.getRow(2).values as unknown[]).slice(1, 5)).toEqual(['014', a.p, a.sp, a.code]);
    for (const body of [template, viaLibreOffice('template', template)]) {
      const p = await preview(body);
      expect(p.body.preview.diff).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 3 });
    }
    // The same file again, codes typed without their zeros: it changes nothing, and committed the plan holds the same figures.
    const again = await preview(await workbook('performance', FILE));
    expect(again.body.preview.diff).toMatchObject({ added: 0, changed: 0, removed: 0, unchanged: 3 });
    expect((await commit(again.body.preview.id)).statusCode).toBe(200);
    expect(await plan()).toEqual(held);
  });

  it('a damaged file names every bad row and writes nothing', async () => {
    const before = await snapshot();
    const bad = [
      line(a, 'Children fully immunised', [88, 95, 95, 95, 95, 95]),
      line(a, 'Children fully immunised', [88, 95, 95, 95, 95, 95]), // row 3: the same indicator again
      line(a, 'Antenatal visits', [1, 2, 1, 1, 1, 1], 'Another description'), // row 4: its output described differently
      ['014', a.p, typed(a.sp), '999', 'x', null, 'y', '%', null, null, 1, 0, 0, 0, 1], // row 5: no such output
      ['014', a.p, typed(a.sp), typed(a.code), `Delivered: ${a.code}`, 'Outreach; supplies', 'Coverage', '%', null, null, '#N/A', 1, 1, 1, 1], // row 6
      [foreignVote.code, a.p, typed(a.sp), typed(a.code), 'x', null, 'y', '%', null, null, 1, 1, 1, 1, 1], // row 7: another vote
      ['014', a.p, typed(a.sp), typed(a.code), `Delivered: ${a.code}`, 'Outreach; supplies', 'Huge', '%', null, null, 2e12, 1, 1, 1, 1], // row 8
    ];
    const p = await preview(viaLibreOffice('bad', await workbook('performance', bad)));
    expect(p.status).toBe(422);
    expect(p.body.code).toBe(UploadError.ROWS_INVALID);
    const found = (p.body.rowErrors as { row: number; column: string; code: string }[]).map((e) => [e.row, e.column, e.code]);
    expect(found).toEqual(expect.arrayContaining([
      [3, 'Indicator', UploadError.DUPLICATE], [4, 'Output_Description', UploadError.OUTPUT_DIFFERS], [5, 'Output_Code', UploadError.NOT_AN_OUTPUT],
      [6, 'Target', UploadError.NOT_A_NUMBER], [7, 'Vote_Code', UploadError.NOT_YOUR_VOTE], [8, 'Target', UploadError.OVER_FIGURE],
    ]));
    expect(await snapshot()).toBe(before);
    // The renamed or short header is refused whole.
    const renamed = await preview(await workbook('performance', FILE, ['Vote', 'Programme_Code']));
    expect(renamed.body.code).toBe(UploadError.WRONG_COLUMNS);
    expect(await snapshot()).toBe(before);
  });

  it('an indicator with actuals recorded is not replaced by a file, nor removed by a revert', async () => {
    const [ind] = await rows<{ id: number }>(sql`select i.id from perf_indicators i join perf_outputs o on o.id = i.perf_output_id
      where o.vote_id = ${health.id} and o.output_id = ${a.id} and o.stage_id = ${stageId} order by i.id limit 1`);
    await db.execute(sql`insert into perf_actuals (indicator_id, quarter, actual) values (${ind.id}, 1, 90)`);
    const p = await preview(await workbook('performance', FILE));
    expect(p.status).toBe(422);
    expect(p.body.rowErrors[0]).toMatchObject({ row: 2, code: UploadError.HAS_ACTUALS });
    const latest = (await history()).batches[0];
    const r = await revert(latest.id);
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe(UploadError.REVERT_REFUSED);
    await db.execute(sql`delete from perf_actuals where indicator_id = ${ind.id}`);
  });

  it('reverts: the second upload back to the first, the first back to no plan; after a screen edit the upload stays', async () => {
    const start = await snapshot();
    const [second, first] = (await history()).batches;
    expect([first.state, second.state]).toEqual(['changed', 'current']);
    const afterFirst = await plan();
    expect((await revert(second.id)).statusCode).toBe(200);
    expect(await plan()).toEqual(afterFirst);
    expect((await revert(first.id)).statusCode).toBe(200);
    expect((await plan()).filter((r) => r.output_id === a.id || r.output_id === b.id)).toEqual([]);
    expect(await snapshot()).not.toBe(start);
    // Uploaded again, then one output typed on the screen: the upload is no longer what is held, and is not reverted.
    const p = await preview(await workbook('performance', FILE));
    expect((await commit(p.body.preview.id)).statusCode).toBe(200);
    const SAVE = 'mutation($y:Int!,$s:Int!,$v:Int!,$o:PerformanceOutputInput!){ savePerformanceOutput(Year_ID:$y, Stage:$s, Vote_ID:$v, Output:$o) }';
    const saved = await t.gql(SAVE, { y: year.id, s: stage, v: health.id, o: { Output_ID: b.id, Description: 'Typed', Indicators: [] } }, initiator);
    expect(saved.errors).toBeUndefined();
    const latest = (await history()).batches[0];
    expect(latest.state).toBe('changed');
    expect((await revert(latest.id)).json().code).toBe(UploadError.BATCH_CHANGED);
    expect((await verifyAuditChain(db)).ok).toBe(true);
  });

  it('four files of the same outputs at once: each lands whole, one after the other, and the plan is exactly one of them', async () => {
    const files = await Promise.all([1, 2, 3, 4].map((k) => workbook('performance', FILE.map((r) => r.map((v, i) => (i === 10 ? Number(v) + k : v))))));
    const answers = await Promise.all(files.map((f) => postUpload(t.app, 'performance', f, initiator)));
    expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    const held = await plan();
    const mine = held.filter((r) => r.output_id === a.id || r.output_id === b.id);
    expect(mine).toHaveLength(3);
    const k = Number(mine.find((r) => r.name === 'Health workers trained')!.target) - 480;
    expect([1, 2, 3, 4]).toContain(k);
    expect(mine.map((r) => r.target).sort()).toEqual([95 + k, 480 + k, 1_600_000 + k].sort());
  });

  it('another vote\'s user neither sees nor reverts this vote\'s uploads, nor gets its plan in the template', async () => {
    const [otherVote] = await db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, foreignVote.code)));
    const other = await factories(t).user('CG Initiator', { voteId: otherVote.id });
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/history?kind=performance&Year_ID=${year.id}`, headers: { authorization: `Bearer ${other.token}` } });
    expect(res.json<UploadHistory>().batches).toEqual([]);
    const latest = (await history()).batches[0];
    const r = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${latest.id}/revert`, headers: { authorization: `Bearer ${other.token}` } });
    expect(r.statusCode).toBe(404);
    const template = await readWorkbook((await getFile(t.app, '/api/uploads/performance/template.xlsx', other.token)).body);
    expect(template.worksheets[0].rowCount).toBe(1);
  });

  it('two files at once cannot pass the outputs-per-vote limit between them: the count is checked again under the vote\'s lock', async () => {
    // Health holds 48 planned outputs (extra outputs added to its chart where it has fewer); two files of two new outputs each.
    const [sp] = await rows<{ id: number; code: string; p: string }>(sql`select sp.id, sp.code, p.code p from sub_programmes sp join programmes p on p.id = sp.programme_id
      join programme_votes pv on pv.programme_id = p.id and pv.vote_id = ${health.id} order by sp.id limit 1`);
    await db.execute(sql`insert into coa_outputs (year_id, sub_programme_id, code, name)
      select ${year.id}, ${sp.id}, 'L' || g, 'Limit output ' || g from generate_series(1, 60) g on conflict do nothing`);
    tell({ table: 'coa_outputs' }); // as the chart's masters and loads do
    const held = await rows<{ n: number }>(sql`select count(*)::int n from perf_outputs where vote_id = ${health.id} and stage_id = ${stageId}`);
    await db.execute(sql`insert into perf_outputs (year_id, stage_id, vote_id, output_id, description)
      select ${year.id}, ${stageId}, ${health.id}, co.id, 'Held' from coa_outputs co where co.sub_programme_id = ${sp.id} and co.year_id = ${year.id}
        and co.code like 'L%' order by co.code limit ${48 - held[0].n}`);
    const fresh = await rows<{ code: string }>(sql`select co.code from coa_outputs co where co.sub_programme_id = ${sp.id} and co.year_id = ${year.id}
      and co.id not in (select output_id from perf_outputs where vote_id = ${health.id} and stage_id = ${stageId}) order by co.code limit 4`);
    const file = (codes: string[]) => workbook('performance', codes.map((c) => ['014', sp.p, sp.code, c, `New ${c}`, null, 'Reached', 'Number', null, null, 1, 0, 0, 0, 1]));
    const answers = await Promise.all([file(fresh.slice(0, 2).map((f) => f.code)), file(fresh.slice(2, 4).map((f) => f.code))].map(async (f) => postUpload(t.app, 'performance', await f, initiator)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 422)!.body.rowErrors[0]).toMatchObject({ code: UploadError.TOO_MANY_OUTPUTS });
    const [after] = await rows<{ n: number }>(sql`select count(*)::int n from perf_outputs where vote_id = ${health.id} and stage_id = ${stageId}`);
    expect(after.n).toBe(50);
  });
});
