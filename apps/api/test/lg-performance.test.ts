import type ExcelJS from 'exceljs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { serverText, shiftFiscalYear, shortFiscalYear, UploadError, type UploadHistory } from '@pbs/domain';
import { fiscalYears, reports, users, votes } from '../src/db/schema/index.js';
import { composeDocument, missingData } from '../src/modules/documents/documents.service.js';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';
import { getFile, postUpload, readWorkbook, savedByLibreOffice, workbook } from './upload-helpers.js';

// Agago (lg.initiator's district) plans outputs by department for the budget year and reports them each quarter.
const t = await setupApp();
const db = t.db;
const rows = rowsIn(db);
const [year] = await db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [next] = await db.select().from(fiscalYears).where(eq(fiscalYears.fiscalYear, shiftFiscalYear(year.fiscalYear, 1)));
const [agago] = await db.select().from(votes).where(and(eq(votes.kind, 'LG'), eq(votes.code, '501')));
const [neighbour] = await db.select().from(votes).where(and(eq(votes.kind, 'LG'), eq(votes.code, '502')));
const officer = (await t.login('lg.initiator')).token;
const make = factories(t);
const stranger = await make.user('LG Initiator', { voteId: neighbour.id });
const [{ stage }] = await rows<{ stage: number }>(sql`select stage from budget_stages where year_id = ${year.id} and process_area = 'CG' and is_active`);

const READ = `query($y:Int!,$s:Int!,$v:Int!){ votePerformance(Year_ID:$y, Stage:$s, Vote_ID:$v){ Reported_Year_ID Chart_Outputs { Output_ID }
  Outputs { Output_ID Indicators { Indicator_ID Name } } } }`;
const SAVE = 'mutation($y:Int!,$s:Int!,$v:Int!,$o:PerformanceOutputInput!){ savePerformanceOutput(Year_ID:$y, Stage:$s, Vote_ID:$v, Output:$o) }';
const ACTUALS = 'mutation($y:Int!,$v:Int!,$q:Int!,$a:[IndicatorActualInput!]!){ saveIndicatorActuals(Year_ID:$y, Vote_ID:$v, Quarter:$q, Actuals:$a) }';
const read = (vote = agago.id, token = officer) => t.gql(READ, { y: year.id, s: stage, v: vote }, token);
const quarterly = async (q: number) => (await db.select().from(reports).where(eq(reports.internalName, `lg_quarterly_performance_report_q${q}`)))[0];
const forAgago = { yearId: year.id, voteId: agago.id, programmeId: null, sepcId: null };
const budgetYear = shortFiscalYear(shiftFiscalYear(year.fiscalYear, 1));
const dir = mkdtempSync(join(tmpdir(), 'pbs-lg-plan-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** A file as LibreOffice Calc saves it again. */
const viaLibreOffice = (body: Buffer) => {
  const file = join(dir, 'plan.xlsx');
  writeFileSync(file, body);
  return savedByLibreOffice(dir, [file]).get(file)!;
};

describe('a district\'s outputs by department and its quarterly physical performance', () => {
  it('plans outputs of the departments it has grant IPFs under, and not of another district\'s scope', async () => {
    const r = await read();
    expect(r.errors).toBeUndefined();
    expect(r.data.votePerformance.Reported_Year_ID).toBe(next.id);
    const departments = await rows<{ id: number }>(sql`select distinct ss.sub_programme_id id from lg_grant_ipfs i join sub_sub_programmes ss on ss.id = i.sub_sub_programme_id
      where i.vote_id = ${agago.id} and i.year_id = ${year.id}`);
    const offered = r.data.votePerformance.Chart_Outputs as { Output_ID: number }[];
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from coa_outputs where year_id = ${year.id} and status
      and sub_programme_id = any(${sql.param(departments.map((d) => d.id))}::int[])`);
    expect(offered).toHaveLength(n);
    expect(n).toBeGreaterThan(0);
    const output = offered[0].Output_ID;
    const saved = await t.gql(SAVE, { y: year.id, s: stage, v: agago.id, o: { Output_ID: output, Description: 'Health centres III staffed and stocked', Indicators: [
      { Name: 'Deliveries at health centres', Unit: 'Number', Target: 4_000, Quarter_Targets: [1_000, 1_000, 1_000, 1_000] },
      { Name: 'Boreholes rehabilitated', Unit: 'Number', Target: 40, Quarter_Targets: [10, 10, 10, 10] },
    ] } }, officer);
    expect(saved.errors).toBeUndefined();
    // Another district's officer neither reads nor writes Agago's plan.
    expect((await read(agago.id, stranger.token)).errors?.[0].message).toMatch(/not found/i);
    expect((await t.gql(SAVE, { y: year.id, s: stage, v: agago.id, o: { Output_ID: output, Description: 'x', Indicators: [] } }, stranger.token)).errors?.[0].message).toMatch(/not found/i);
  });

  it('takes the district\'s Form A from its own template: its departments\' outputs, codes typed without zeros; another\'s output or district refused, nothing written', async () => {
    const template = await readWorkbook((await getFile(t.app, '/api/uploads/lg-performance/template.xlsx', officer)).body);
    const values = (r: ExcelJS.Row) => (r.values as unknown[]).slice(1).map((v) => (v == null ? null : v));
    const held = template.worksheets[0].getRows(2, template.worksheets[0].rowCount - 1)!.map(values);
    // The plan typed on the screen comes back; the Outputs sheet lists the district's departments' outputs, its own only.
    expect(held.map((r) => [r[0], r[6]])).toEqual([['501', 'Deliveries at health centres'], ['501', 'Boreholes rehabilitated']]);
    const sheet = template.getWorksheet('Outputs')!;
    const listed = sheet.getRows(2, sheet.rowCount - 1)!.map(values) as string[][];
    expect(new Set(listed.map((r) => r[0]))).toEqual(new Set(['501']));
    expect(listed).toHaveLength((await read()).data.votePerformance.Chart_Outputs.length);
    const [, vote, programme, sp, output] = ['', ...listed[1]];
    const typed = (code: string) => (/^\d+$/.test(code) ? String(Number(code)) : code);
    const fresh = (indicator: string, target: number) => [vote, programme, typed(sp), typed(output), 'Feeder roads maintained', 'Routine maintenance', indicator, 'Km', null, null, target, target / 4, target / 4, target / 4, target / 4];
    const plan = async () => rows(sql`select o.output_id, o.description, i.name, i.target::float8 from perf_outputs o join perf_indicators i on i.perf_output_id = o.id
      where o.vote_id = ${agago.id} order by o.output_id, i.id`);
    const before = await plan();

    // Another programme's output (a central government vote's) and another district's rows: each named, nothing written.
    const [foreign] = await rows<{ p: string; sp: string; o: string }>(sql`select p.code p, sp.code sp, co.code o from coa_outputs co join sub_programmes sp on sp.id = co.sub_programme_id
      join programmes p on p.id = sp.programme_id join programme_votes pv on pv.programme_id = p.id join votes v on v.id = pv.vote_id and v.code = '014' and v.kind = 'CG'
      where co.year_id = ${year.id} and co.status order by co.id limit 1`);
    const bad = await postUpload(t.app, 'lg-performance', await workbook('lg-performance', [
      fresh('Km of roads maintained', 120),
      ['501', foreign.p, foreign.sp, foreign.o, 'x', null, 'y', 'Number', null, null, 1, 0, 0, 0, 1],
      ['502', programme, sp, output, 'x', null, 'y', 'Number', null, null, 1, 0, 0, 0, 1],
    ]), officer, '?Preview=1');
    expect(bad.status).toBe(422);
    expect((bad.body.rowErrors as { row: number; column: string; code: string }[]).map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'Output_Code', UploadError.NOT_AN_OUTPUT], [4, 'Vote_Code', UploadError.NOT_YOUR_VOTE]]);
    expect(await plan()).toEqual(before);

    // Filled in and saved by LibreOffice Calc, as a district office without Excel does.
    const file = viaLibreOffice(await workbook('lg-performance', [...held, fresh('Km of roads maintained', 120), fresh('Culverts installed', 40)]));
    const p = await postUpload(t.app, 'lg-performance', file, officer, '?Preview=1');
    expect(p.status).toBe(200);
    expect(p.body.preview.diff).toMatchObject({ added: 2, changed: 0, removed: 0, unchanged: 2 });
    const c = await t.app.inject({ method: 'POST', url: `/api/uploads/previews/${p.body.preview.id}/commit`, headers: { authorization: `Bearer ${officer}` } });
    expect(c.json()).toMatchObject({ ok: true, kind: 'lg-performance', rows: 4 });
    const planned = (await read()).data.votePerformance.Outputs as { Indicators: { Name: string }[] }[];
    expect(planned.map((o) => o.Indicators.map((i) => i.Name))).toEqual([['Deliveries at health centres', 'Boreholes rehabilitated'], ['Km of roads maintained', 'Culverts installed']]);
    // The central government votes' template, as the ministry downloads it, carries no district's plan.
    const ministry = await readWorkbook((await getFile(t.app, '/api/uploads/performance/template.xlsx', (await t.login('budget.officer')).token)).body);
    expect(ministry.worksheets[0].getColumn(1).values.filter((v) => v === '501')).toEqual([]);
    // In the district's upload history, and reverted from it: the plan is as it was typed.
    const history = (await t.app.inject({ method: 'GET', url: `/api/uploads/history?kind=lg-performance&Year_ID=${year.id}`, headers: { authorization: `Bearer ${officer}` } })).json<UploadHistory>();
    expect(history.batches).toHaveLength(1);
    const r = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${history.batches[0].id}/revert`, headers: { authorization: `Bearer ${officer}` } });
    expect(r.statusCode).toBe(200);
    expect(await plan()).toEqual(before);

    // The same file twice at once: written one after the other under the plan's lock (at once, both would add the
    // new output and one would fail on the unique index), the output held once; both reverted, the plan as typed.
    const burst = await Promise.all([postUpload(t.app, 'lg-performance', file, officer), postUpload(t.app, 'lg-performance', file, officer)]);
    expect(burst.map((b) => b.status)).toEqual([200, 200]);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from perf_outputs o join coa_outputs co on co.id = o.output_id
      where o.vote_id = ${agago.id} and co.code = ${output} and o.description = 'Feeder roads maintained'`);
    expect(n).toBe(1);
    const both = ((await t.app.inject({ method: 'GET', url: `/api/uploads/history?kind=lg-performance&Year_ID=${year.id}`, headers: { authorization: `Bearer ${officer}` } })).json<UploadHistory>())
      .batches.filter((b) => !b.revertedAt);
    expect(both).toHaveLength(2);
    for (const b of both) expect((await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${b.id}/revert`, headers: { authorization: `Bearer ${officer}` } })).statusCode).toBe(200);
    expect(await plan()).toEqual(before);
  });

  it('prints the quarter\'s indicators against their targets in the district\'s quarterly report, once every shortfall is explained', async () => {
    const plan = (await read()).data.votePerformance.Outputs[0].Indicators as { Indicator_ID: number; Name: string }[];
    const id = (name: string) => plan.find((i) => i.Name === name)!.Indicator_ID;
    // Q2 reported for deliveries only: the boreholes, not yet reported, hold the report back.
    expect((await t.gql(ACTUALS, { y: next.id, v: agago.id, q: 2, a: [{ Indicator_ID: id('Deliveries at health centres'), Actual: 1_050 }] }, officer)).errors).toBeUndefined();
    const needs = (await missingData(db, await quarterly(2), forAgago)).map((s) => serverText('en', s));
    expect(needs.join(' ')).toMatch(/Boreholes rehabilitated/);
    const short = await t.gql(ACTUALS, { y: next.id, v: agago.id, q: 2, a: [{ Indicator_ID: id('Boreholes rehabilitated'), Actual: 6 }] }, officer);
    expect(short.errors?.[0].message).toMatch(/Q2 actual 6 is short of its target 10: say why/);
    expect((await t.gql(ACTUALS, { y: next.id, v: agago.id, q: 2, a: [{ Indicator_ID: id('Boreholes rehabilitated'), Actual: 6, Explanation: 'Contractor mobilised late' }] }, officer)).errors).toBeUndefined();
    expect(await missingData(db, await quarterly(2), forAgago)).toEqual([]);
    const doc = await composeDocument(db, await quarterly(2), forAgago, { trail: [], draft: true });
    expect(doc.tables[0].title).toBe(`Grants received ${budgetYear}, Q1 to Q2 (cumulative, UGX thousands)`);
    // The first quarter, on target, is its own total: 'Q1', not 'Q1 to Q1'.
    expect((await t.gql(ACTUALS, { y: next.id, v: agago.id, q: 1, a: plan.map((i) => ({ Indicator_ID: i.Indicator_ID, Actual: i.Name === 'Boreholes rehabilitated' ? 10 : 1_000 })) }, officer)).errors).toBeUndefined();
    const first = await composeDocument(db, await quarterly(1), forAgago, { trail: [], draft: true });
    expect(first.tables.map((x) => x.title)).toEqual([`Grants received ${budgetYear}, Q1 (UGX thousands)`,
      `Physical performance Q1 ${budgetYear}: indicators against targets`, `Indicators by programme Q1 ${budgetYear}: on and off track`]);
    const physical = doc.tables.find((x) => x.title === `Physical performance Q2 ${budgetYear}: indicators against targets`)!;
    const line = (name: string) => physical.rows.find((r) => r.cells[0] === name)!.cells;
    expect(line('Deliveries at health centres')).toEqual(['Deliveries at health centres', 'Number', 4_000, 1_000, 1_050, 105, '']);
    expect(line('Boreholes rehabilitated')).toEqual(['Boreholes rehabilitated', 'Number', 40, 10, 6, 60, 'Contractor mobilised late']);
    const counts = doc.tables.find((x) => x.title.startsWith('Indicators by programme Q2'))!;
    expect(counts.rows.at(-1)!.cells.slice(1)).toEqual([2, 1, 1, 0]);
  });

  it('freezes a quarter\'s actuals once the district\'s report of that quarter is approved, and leaves the next quarter open', async () => {
    const [deliveries] = (await read()).data.votePerformance.Outputs[0].Indicators as { Indicator_ID: number }[];
    // The Q2 report of the year the district planned in, approved (as its workflow would leave it).
    await db.execute(sql`insert into submissions (report_id, year_id, vote_id, state, current_level) values (${(await quarterly(2)).id}, ${year.id}, ${agago.id}, 'Approved', 3)`);
    const before = await rows(sql`select actual::float8 from perf_actuals where indicator_id = ${deliveries.Indicator_ID} order by quarter`);
    const frozen = await t.gql(ACTUALS, { y: next.id, v: agago.id, q: 2, a: [{ Indicator_ID: deliveries.Indicator_ID, Actual: 990, Explanation: 'Recount' }] }, officer);
    expect(frozen.errors?.[0].message).toMatch(/501: LG Quarterly Performance Report Q2/);
    expect(await rows(sql`select actual::float8 from perf_actuals where indicator_id = ${deliveries.Indicator_ID} order by quarter`)).toEqual(before);
    expect((await t.gql(ACTUALS, { y: next.id, v: agago.id, q: 3, a: [{ Indicator_ID: deliveries.Indicator_ID, Actual: 1_000 }] }, officer)).errors).toBeUndefined();
  });

  it('prints the district\'s performance contract (Form B) by department against the database; approved, it freezes the plan on the screen and in its file', async () => {
    // The seeded definition is an LG report drawn from the approved CG stage, where a district's plan is held.
    const [formB] = await db.select().from(reports).where(eq(reports.internalName, 'performance_contract_form_b'));
    expect(formB).toMatchObject({ layout: 'lg-performance-contract', reportType: 'LG', category: 'Vote', stage: 3 });
    // One of the same layout drawn from the open stage, where the plan is typed, with Agago's people on it.
    const contract = await make.report({ layout: 'lg-performance-contract', category: 'Vote', reportType: 'LG', stage: null, levels: 2 });
    const person = async (name: string) => (await db.select().from(users).where(eq(users.userName, name)))[0];
    await make.assign(contract, agago.id, [[0, await person('lg.initiator')], [1, await person('lg.approver')], [2, await person('mof.level2')]]);
    // A district with no plan is told what the contract needs.
    const none = (await missingData(db, contract, { ...forAgago, voteId: neighbour.id })).map((x) => serverText('en', x));
    expect(none.join(' ')).toMatch(/key outputs with indicators and targets .* for this local government/);

    // A second department's output beside the first, and lines under both within Agago's envelope.
    const planned = (await read()).data.votePerformance.Outputs[0].Output_ID as number;
    const [other] = await rows<{ id: number }>(sql`select co.id from coa_outputs co, coa_outputs p where p.id = ${planned} and co.year_id = p.year_id
      and co.sub_programme_id <> p.sub_programme_id and co.id = any(${sql.param((await read()).data.votePerformance.Chart_Outputs.map((o: { Output_ID: number }) => o.Output_ID))}::int[])
      order by co.id limit 1`);
    expect(other).toBeDefined();
    expect((await t.gql(SAVE, { y: year.id, s: stage, v: agago.id, o: { Output_ID: other.id, Description: 'Feeder roads maintained', Activities: 'Routine maintenance',
      Indicators: [{ Name: 'Km of roads maintained', Unit: 'Km', Target: 120, Quarter_Targets: [30, 30, 30, 30] }] } }, officer)).errors).toBeUndefined();
    const [item] = await rows<{ id: number }>(sql`select id from coa_items where year_id = ${year.id} and code = '221002'`);
    const lines = [{ Output_ID: planned, Item_ID: item.id, Fund_Code: 'NWR', Amount: 2_500_000 }, { Output_ID: planned, Item_ID: item.id, Fund_Code: 'GOUDEV', Amount: 1_000_000 },
      { Output_ID: other.id, Item_ID: item.id, Fund_Code: 'NWR', Amount: 700_000 }];
    const saved = await t.gql('mutation($y:Int!,$s:Int!,$v:Int!,$l:[BudgetLineInput!]!){ saveBudgetLines(Year_ID:$y, Stage:$s, Vote_ID:$v, Lines:$l){ Saved } }',
      { y: year.id, s: stage, v: agago.id, l: lines }, officer);
    expect(saved.errors).toBeUndefined();

    const doc = await composeDocument(db, contract, forAgago, { trail: [], draft: true });
    expect(doc.tables.map((x) => x.title)).toEqual([`Budget by department ${budgetYear} (UGX)`, `Key outputs and their cost ${budgetYear} (UGX)`, `Indicators and targets ${budgetYear}`]);
    // Each department's budget is its lines by category, as the database sums them; the total row adds them up.
    const byDepartment = await rows<{ department: string; category: string; total: number }>(sql`select sp.code || ' ' || sp.name department, f.mtef_category category,
      sum(l.amount)::float8 total from budget_lines l join coa_funds f on f.id = l.fund_id join sub_programmes sp on sp.id = l.sub_programme_id
      join budget_stages st on st.id = l.stage_id where l.vote_id = ${agago.id} and l.year_id = ${year.id} and st.stage = ${stage} and st.process_area = 'CG' group by 1, 2`);
    const expected = [...new Set(byDepartment.map((r) => r.department))].sort().map((d) => {
      const f = ['Wage', 'NonWage', 'GoUDevt', 'AIA', 'Donor'].map((c) => byDepartment.find((r) => r.department === d && r.category === c)?.total ?? 0);
      return [d, ...f, f.reduce((a, b) => a + b, 0)];
    });
    expect(expected).toHaveLength(2);
    expect(doc.tables[0].rows.slice(0, -1).map((r) => r.cells)).toEqual(expected);
    expect(doc.tables[0].rows.at(-1)!.cells).toEqual(['Total', 0, 3_200_000, 1_000_000, 0, 0, 4_200_000]);
    // Each output's cost is the lines under it; its indicators follow under a heading naming its department.
    const cost = await rows<{ output: string; cost: number }>(sql`select co.code || ' ' || co.name output, sum(l.amount)::float8 cost from budget_lines l
      join coa_outputs co on co.id = l.output_id join budget_stages st on st.id = l.stage_id
      where l.vote_id = ${agago.id} and l.year_id = ${year.id} and st.stage = ${stage} and st.process_area = 'CG' group by 1 order by 1`);
    expect(doc.tables[1].rows.slice(0, -1).map((r) => [r.cells[1], r.cells[4]]).sort()).toEqual(cost.map((c) => [c.output, c.cost]));
    expect(doc.tables[1].rows.at(-1)!.cells[4]).toBe(4_200_000);
    const indicatorNames = doc.tables[2].rows.filter((r) => r.style !== 'heading').map((r) => r.cells[0]);
    expect(indicatorNames).toEqual(['Deliveries at health centres', 'Boreholes rehabilitated', 'Km of roads maintained']);
    expect(doc.tables[2].rows.filter((r) => r.style === 'heading').map((r) => String(r.cells[0]))).toEqual(
      doc.tables[1].rows.slice(0, -1).map((r) => `${r.cells[0]} — ${r.cells[1]}`));

    // Initiated and approved at both levels: its stage is the CG stage the plan is in, and the plan stands still.
    const approved = await make.approveFully(contract.internalName, year.id, agago.id, officer, 'lg.approver');
    const [{ id: stageId }] = await rows<{ id: number }>(sql`select id from budget_stages where year_id = ${year.id} and process_area = 'CG' and stage = ${stage}`);
    expect(approved).toMatchObject({ state: 'Approved', stageId });
    const plan = async () => rows(sql`select o.output_id, o.description, i.name, i.target::float8 from perf_outputs o join perf_indicators i on i.perf_output_id = o.id
      where o.vote_id = ${agago.id} order by o.output_id, i.id`);
    const before = await plan();
    const typed = await t.gql(SAVE, { y: year.id, s: stage, v: agago.id, o: { Output_ID: other.id, Description: 'Changed', Indicators: [] } }, officer);
    expect(typed.errors?.[0].message).toContain(`501: ${contract.name}`);
    const template = await getFile(t.app, '/api/uploads/lg-performance/template.xlsx', officer);
    const uploaded = await postUpload(t.app, 'lg-performance', template.body, officer);
    expect([uploaded.status, uploaded.body.code]).toEqual([409, UploadError.FROZEN]);
    expect(await plan()).toEqual(before);
  });
});
