import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { codeKey, GFS_CLASSES } from '@pbs/domain';
import { setupApp, sqlRows } from './helpers.js';
import { factories } from './factories.js';
import { postFile, postUpload, workbook } from './upload-helpers.js';
import { nationalLoads } from './load-helpers.js';
import { nationalYear, PUBLISHED_MAPPING, toCsv } from '../src/seed/national-year.js';

const t = await setupApp();
const make = factories(t);
const officer = await make.user('Budget Officer');
const vote = await make.user('CG Initiator', { voteId: (await make.vote()).id });
const year = await make.year({ activeStage: 2 });
const national = nationalYear();

const FUND_OF: Record<string, string> = PUBLISHED_MAPPING.funds;
const CELLS = ['y0', 'y1', 'y2', 'y3', 'y4', 'y5'].flatMap((y) => ['wage', 'non_wage', 'gou_devt', 'aia', 'donor'].map((c) => `${y}_${c}`));
const whole = (v: string | number) => Math.round(Number(v));
/** What the file adds up to, by a function of its row, computed from the rows themselves (not by the product). */
function expected(rows: (string | number)[][], keyOf: (r: (string | number)[]) => string) {
  const out = new Map<string, number>();
  for (const r of rows) out.set(keyOf(r), (out.get(keyOf(r)) ?? 0) + whole(r[13]));
  return out;
}

const { keepMapping, check, commit, loadOf } = nationalLoads(t, year.id, 2, officer.token);
const totals = async (by: string[], token = officer.token, voteId?: number) => {
  const r = await t.gql('query($y:Int!,$b:[String!]!,$v:Int){ estimateTotals(Year_ID:$y, Stage:2, By:$b, Vote_ID:$v){ Code_1 Name_1 Code_2 Name_2 Amount Lines } }', { y: year.id, b: by, v: voteId }, token);
  expect(r.errors).toBeUndefined();
  return (r.data.estimateTotals as { Code_1: string; Name_1: string; Code_2: string | null; Name_2: string | null; Amount: number; Lines: number }[]).map((x) => ({ Codes: [x.Code_1, x.Code_2 ?? ''], Names: [x.Name_1, x.Name_2 ?? ''], Amount: x.Amount, Lines: x.Lines }));
};
const held = async () => {
  const r = await t.db.execute(sql`select count(*)::int n, coalesce(sum(amount), 0)::float8 total from budget_lines where year_id = ${year.id}`);
  return (r as { rows: { n: number; total: number }[] }).rows[0];
};
/** The stored lines summed by fund code in SQL. */
const sqlByFund = async () => {
  const r = await t.db.execute(sql`select f.code, sum(l.amount)::float8 total from budget_lines l join coa_funds f on f.id = l.fund_id
    where l.year_id = ${year.id} group by f.code`);
  return new Map((r as { rows: { code: string; total: number }[] }).rows.map((x) => [x.code, x.total]));
};

async function xlsx(header: string[], rows: (string | number | null)[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Estimates');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// A national year's check and write take 10–20 s alone; in CI, beside the PostgreSQL pass and the web suite on two
// cores, past the suite's 30 s a test.
describe('the national flat-file load', { timeout: 240_000 }, () => {
  const csv = Buffer.from(toCsv(national.header, national.rows));
  let firstBatch = 0;

  it('previews a national year of 24,000 lines with the totals the file adds up to, then loads it exactly', async () => {
    expect(national.rows.length).toBeGreaterThan(20_000);
    expect(new Set(national.rows.map((r) => codeKey(r[2]))).size).toBeGreaterThanOrEqual(150);
    await keepMapping('Published layout', PUBLISHED_MAPPING.columns, PUBLISHED_MAPPING.funds);
    const { status, load } = await check(csv, 'estimates-fy.csv', 'Published layout');
    expect(status).toBe(202);
    expect(load.State, JSON.stringify(load.Problems)).toBe('checked');
    const p = load.Preview;
    expect(p).toMatchObject({ Rows: national.rows.length, Lines: national.rows.length, Added: national.rows.length, Changed: 0, Removed: 0, Repeated: 0 });
    const byFund = expected(national.rows, (r) => FUND_OF[r[12]]);
    for (const f of p.Funds) expect(f.File).toBe(byFund.get(f.Code) ?? 0);
    expect(p.File_Total).toBe([...byFund.values()].reduce((a, b) => a + b, 0));
    const byVote = expected(national.rows, (r) => codeKey(r[2]));
    expect(p.Votes).toHaveLength(byVote.size);
    for (const v of p.Votes) expect(v.File).toBe(byVote.get(codeKey(v.Code)));
    // The demo's votes are matched whatever their leading zeros; the others are new.
    const demo = (await sqlRows<{ code: string }>(t.db, sql`select code from votes where kind = 'CG'`)).map((r) => codeKey(r.code));
    const known = [...byVote.keys()].filter((k) => demo.includes(k)).length;
    expect(known).toBeGreaterThan(5);
    expect(p.New_Codes.find((c: { Segment: string }) => c.Segment === 'vote')?.Count).toBe(byVote.size - known);
    expect((await held()).n).toBe(0);

    const loaded = await commit(load.Load_ID);
    expect(loaded.State).toBe('loaded');
    firstBatch = loaded.Batch_ID;
    expect((await held()).n).toBe(national.rows.length);
    const stored = await sqlByFund();
    for (const [fund, total] of byFund) expect(stored.get(fund)).toBe(total);
  });

  it('answers totals by sector, vote, fund and economic class equal to the file and to SQL', async () => {
    const bySector = expected(national.rows, (r) => codeKey(r[0]));
    const sectors = await totals(['sector']);
    expect(sectors).toHaveLength(bySector.size);
    for (const s of sectors) expect(s.Amount).toBe(bySector.get(codeKey(s.Codes[0])));
    const byClass = expected(national.rows, (r) => String(r[10]).slice(0, 2));
    for (const c of await totals(['economicClass'])) {
      expect(c.Amount).toBe(byClass.get(c.Codes[0]));
      expect(c.Names[0]).toBe(GFS_CLASSES[c.Codes[0]]);
    }
    const pairs = expected(national.rows, (r) => `${codeKey(r[2])}|${FUND_OF[r[12]]}`);
    const voteFund = await totals(['vote', 'fund']);
    expect(voteFund).toHaveLength(pairs.size);
    for (const r of voteFund) expect(r.Amount).toBe(pairs.get(`${codeKey(r.Codes[0])}|${r.Codes[1]}`));
    // A vote's own user sees only its vote (none of the national lines); asking for another vote is not found.
    expect(await totals(['fund'], vote.token)).toEqual([]);
    const other = await t.gql('query($y:Int!){ estimateTotals(Year_ID:$y, Stage:2, By:["fund"], Vote_ID:1){ Amount } }', { y: year.id }, vote.token);
    expect(other.errors?.[0].extensions?.code).toBe('RECORD_NOT_FOUND');
  });

  it('made the budget-year MTEF figures of every central vote and programme from the load, audited', async () => {
    const r = await t.db.execute(sql`select count(*)::int n, sum(y1_wage + y1_non_wage + y1_gou_devt + y1_aia + y1_donor)::float8 total
      from cg_mtefs where year_id = ${year.id} and stage_id = ${year.stages[2]} and kind = 'allocation'`);
    const row = (r as { rows: { n: number; total: number }[] }).rows[0];
    const lines = new Set(national.rows.map((x) => `${codeKey(x[2])}|${codeKey(x[4])}`));
    expect(row.n).toBe(lines.size);
    expect(row.total).toBe((await held()).total);
    const audited = await t.db.execute(sql`select count(*)::int n from audits where table_name = 'cg_mtefs' and (new_values->>'yearId')::int = ${year.id}`);
    expect((audited as { rows: { n: number }[] }).rows[0].n).toBe(lines.size);
  });

  it('changes nothing when the same file is loaded again', async () => {
    const before = await held();
    const { load } = await check(csv, 'estimates-fy.csv', 'Published layout');
    expect(load.Preview).toMatchObject({ Added: 0, Changed: 0, Removed: 0, Unchanged: national.rows.length });
    const again = await commit(load.Load_ID);
    expect(again).toMatchObject({ State: 'loaded', Batch_ID: null });
    expect(await held()).toEqual(before);
  });

  it('refuses a damaged file naming each bad row, and writes nothing', async () => {
    const before = await held();
    const rows: (string | number | null)[][] = national.rows.slice(0, 50).map((r) => [...r]);
    rows.splice(3, 0, [null, null, null, null, null, null, null, null, null, null, null, null, null, null]); // blank: skipped
    rows[10] = rows[10].slice(0, 9); // its last five cells empty: in a spreadsheet, blank cells, not a short row
    rows[20][13] = '#N/A';
    rows[30] = [...national.header];
    rows[40][13] = 'twelve million';
    rows[45][12] = 'Grants';
    const { load } = await check(await xlsx(national.header, rows), 'damaged.xlsx', 'Published layout');
    expect(load.State).toBe('refused');
    const byRow = new Map(load.Problems.map((p: { Row: number; Message: string }) => [p.Row, p.Message]));
    // Spreadsheet row numbers: the header is row 1, so rows[i] is row i + 2.
    expect(load.Problems.filter((p: { Row: number }) => p.Row === 12).map((p: { Message: string }) => p.Message))
      .toEqual(['ItemCode is blank', 'Fund is blank', 'Amount is blank']);
    expect(byRow.get(22)).toMatch(/#N\/A/);
    expect(byRow.get(32)).toMatch(/repeats the header/);
    expect(byRow.get(42)).toMatch(/“twelve million” is not an amount/);
    expect(byRow.get(47)).toMatch(/“Grants” is not a fund/);
    expect(load.Problem_Count).toBe(7);
    expect(await held()).toEqual(before);
    const fr = await t.gql('query($id:String!){ estimateLoad(Load_ID:$id){ Problems { Row Message } } }', { id: load.Load_ID }, officer.token, { 'accept-language': 'fr' });
    expect(fr.data.estimateLoad.Problems.find((p: { Row: number }) => p.Row === 42).Message).toMatch(/n’est pas un montant/);
  });

  it('says how many problems a refused file has, shows the first 200 and lists every one in a downloadable sheet, in the reader\'s language', async () => {
    const rows = national.rows.slice(0, 450).map((r, i) => [...r.slice(0, 13), i % 3 === 2 ? 'n/a' : r[13]]);
    const { load } = await check(Buffer.from(toCsv(national.header, rows)), 'many-problems.csv', 'Published layout');
    expect(load.State).toBe('refused');
    expect([load.Problem_Count, load.Problems.length]).toEqual([150, 150]);
    const more = national.rows.slice(0, 900).map((r, i) => [...r.slice(0, 13), i % 3 === 2 ? 'n/a' : r[13]]);
    const { load: big } = await check(Buffer.from(toCsv(national.header, more)), 'more-problems.csv', 'Published layout');
    expect([big.Problem_Count, big.Problems.length]).toEqual([300, 200]);
    const res = await t.app.inject({ url: `/api/estimates/loads/${big.Load_ID}/problems.xlsx`, headers: { authorization: `Bearer ${officer.token}`, 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, 'Ligne', 'Problème']);
    expect(sheet.rowCount).toBe(301);
    expect(sheet.getRow(301).getCell(1).value).toBe(901);
    expect(sheet.getRow(301).getCell(2).text).toMatch(/« n\/a » n’est pas un montant/);
    // Only the ministry, and only a load that exists.
    expect((await t.app.inject({ url: `/api/estimates/loads/${big.Load_ID}/problems.xlsx`, headers: { authorization: `Bearer ${vote.token}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/estimates/loads/00000000-0000-4000-8000-000000000000/problems.xlsx', headers: { authorization: `Bearer ${officer.token}` } })).statusCode).toBe(404);
  });

  it('loads a file with renamed columns through the mapping kept under its name, and reverts it', async () => {
    const renamed = ['Sector Code', 'Sector Name', 'Vote No', 'Vote Name', 'Prog', 'Programme Name', 'SubProg', 'SubProgramme Name', 'Output No',
      'Output Name', 'Economic Item', 'Item Description', 'Source of Funds', 'Approved Budget (UGX)'];
    await keepMapping('Layout B', Object.fromEntries(Object.keys(PUBLISHED_MAPPING.columns).map((field, i) => [field, renamed[i]])),
      { 'WAGE RECURRENT': 'WAGE', 'NON WAGE RECURRENT': 'NWR', 'DEVELOPMENT GOU': 'GOUDEV', 'EXTERNAL FINANCING': 'EXTFIN', 'AIA': 'AIA', 'ARREARS': 'ARREARS',
        'STATUTORY WAGE RECURRENT': 'STATWAGE', 'STATUTORY NON WAGE RECURRENT': 'STATNWR' });
    const longName: Record<string, string> = { 'Wage': 'Wage Recurrent', 'Non Wage': 'Non Wage Recurrent', "GoU Dev't": 'Development GoU', 'Ext Fin.': 'External Financing', 'AIA': 'AIA', 'Arrears': 'Arrears',
      'Statutory Wage': 'Statutory Wage Recurrent', 'Statutory Non Wage': 'Statutory Non Wage Recurrent' };
    // Vote 001's lines, codes without their zeros, ten amounts raised by a thousand and one line left out.
    const mine = national.rows.filter((r) => codeKey(r[2]) === '1');
    const rows = mine.slice(1).map((r, i) => [...r.map((c, j) => (j < 10 && typeof c === 'string' && /^\d+$/.test(c) ? String(Number(c)) : c)).slice(0, 12),
      longName[r[12]], whole(r[13]) + (i < 10 ? 1000 : 0)]);
    // Sent first with the published layout's mapping: refused, naming the columns it lacks and those it has.
    const first = await check(await xlsx(renamed, rows), 'vote-001.xlsx', 'Published layout');
    expect(first.load.State).toBe('refused');
    expect(first.load.Problems[0].Message).toMatch(/The file has no column SectorCode, .*; its columns are: Sector Code, Sector Name/);
    expect(first.load.Headers).toEqual(renamed);
    // Checked again, without sending it again, with the mapping kept for this layout.
    const again = await t.gql('mutation($id:String!){ recheckEstimateLoad(Load_ID:$id, Mapping_Name:"Layout B"){ State } }', { id: first.load.Load_ID }, officer.token);
    expect(again.data.recheckEstimateLoad.State).toBe('checking');
    await t.jobsDone('estimate-loads', 120_000);
    const load = await loadOf(first.load.Load_ID);
    // The file raises ten lines above the MTEF figures the first load made: under Stop the check refuses it, naming each.
    expect(load.State).toBe('refused');
    expect(load.Problems[0].Message).toMatch(/^Vote 001, programme \d+, Y1_\w+: the detailed estimates add up to [\d,]+, above the MTEF figure of/);
    const before = await held();
    await make.ceilingControl(year, 'Warn');
    const warned = await check(await xlsx(renamed, rows), 'vote-001.xlsx', 'Layout B');
    expect(warned.load.State, JSON.stringify(warned.load.Problems)).toBe('checked');
    expect(warned.load.Preview).toMatchObject({ Added: 0, Changed: 10, Removed: 1, Unchanged: mine.length - 11 });
    expect(warned.load.Preview.Warnings.length).toBeGreaterThan(0);
    // Committed twice at once (two tabs, a double click): one job is queued, the other is told the load is not checked.
    const twice = await Promise.all([0, 1].map(() => t.gql('mutation($id:String!){ commitEstimateLoad(Load_ID:$id){ State } }', { id: warned.load.Load_ID }, officer.token)));
    expect(twice.filter((r) => !r.errors)).toHaveLength(1);
    expect(twice.find((r) => r.errors)!.errors![0].message).toMatch(/Only a checked load/);
    await t.jobsDone('estimate-loads', 120_000);
    const done = await loadOf(warned.load.Load_ID);
    expect(done.State).toBe('loaded');
    expect((await held()).total).toBe(before.total + 10 * 1000 - whole(mine[0][13]));
    const revert = await t.gql('mutation($b:Int!){ revertEstimateLoad(Batch_ID:$b){ Removed Restored } }', { b: done.Batch_ID }, officer.token);
    expect(revert.data.revertEstimateLoad).toEqual({ Removed: 10, Restored: 11 });
    expect(await held()).toEqual(before);
    await make.ceilingControl(year, 'Stop');
    expect(firstBatch).toBeGreaterThan(0);
  });

  it('takes back on revert the MTEF figures its load made in an empty stage, so the corrected, higher file then loads', async () => {
    const fresh = await make.year({ activeStage: 2 });
    const loads = nationalLoads(t, fresh.id, 2, officer.token);
    const mine = national.rows.filter((r) => codeKey(r[2]) === '2');
    const figures = async () => Number((await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from cg_mtefs where year_id = ${fresh.id} and stage_id = ${fresh.stages[2]}`))[0]?.n);
    const first = await loads.check(Buffer.from(toCsv(national.header, mine)), 'vote-002.csv', 'Published layout');
    expect(first.load.State, JSON.stringify(first.load.Problems)).toBe('checked');
    const loaded = await loads.commit(first.load.Load_ID);
    expect(loaded.State).toBe('loaded');
    const made = await figures();
    expect(made).toBeGreaterThan(0);
    const revert = await t.gql('mutation($b:Int!){ revertEstimateLoad(Batch_ID:$b){ Removed Restored MTEF_Figures_Removed } }', { b: loaded.Batch_ID }, officer.token);
    expect(revert.data.revertEstimateLoad).toEqual({ Removed: mine.length, Restored: 0, MTEF_Figures_Removed: made });
    expect(await figures()).toBe(0);
    // The corrected file, a thousand higher on every line: no figure of the reverted load stands in its way.
    const corrected = mine.map((r) => [...r.slice(0, 13), whole(r[13]) + 1000]);
    const second = await loads.check(Buffer.from(toCsv(national.header, corrected)), 'vote-002-corrected.csv', 'Published layout');
    expect(second.load.State, JSON.stringify(second.load.Problems)).toBe('checked');
    expect((await loads.commit(second.load.Load_ID)).State).toBe('loaded');
    const [stored] = await sqlRows<{ total: number }>(t.db, sql`select coalesce(sum(amount), 0)::float8 total from budget_lines where year_id = ${fresh.id}`);
    expect(stored?.total).toBe(corrected.reduce((a, r) => a + Number(r[13]), 0));
  });

  it('keeps the MTEF figures above their detail on the MTEF screen', async () => {
    const [line] = (await sqlRows<Record<string, number>>(t.db, sql`select m.prog_by_vote_id, ${sql.raw(CELLS.map((c) => `m.${c}::float8`).join(', '))}
      from cg_mtefs m where m.year_id = ${year.id} and m.stage_id = ${year.stages[2]} and m.y1_non_wage > 0 limit 1`));
    const amounts = Object.entries(line).filter(([k]) => k !== 'prog_by_vote_id').map(([, v]) => Number(v));
    const lowered = [...amounts];
    lowered[6] -= 1; // Y1 non-wage, one shilling below its detail
    const save = (a: number[]) => t.gql('mutation($y:Int!,$l:[MtefLineInput!]!){ saveMtefLines(Year_ID:$y, Stage:2, lines:$l) }',
      { y: year.id, l: [{ Prog_By_Vote_ID: line.prog_by_vote_id, Figure: 'Allocation', Amounts: a }] }, officer.token);
    const refused = await save(lowered);
    expect(refused.errors?.[0].message).toMatch(/cannot stand above the figures they sit under.*above the MTEF figure of/);
    const raised = [...amounts];
    raised[6] += 1;
    expect((await save(raised)).errors).toBeUndefined();
  });

  it('keeps the MTEF figures above their detail in an MTEF upload, its revert and a stage copy', async () => {
    const [line] = (await sqlRows<Record<string, string & number>>(t.db, sql`select v.code vote, p.code programme, m.prog_by_vote_id, ${sql.raw(CELLS.map((c) => `m.${c}::float8`).join(', '))}
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join votes v on v.id = pv.vote_id join programmes p on p.id = pv.programme_id
      where m.year_id = ${year.id} and m.stage_id = ${year.stages[2]} and m.y1_non_wage > 0 order by m.id limit 1`));
    const amounts = CELLS.map((c) => Number(line[c]));
    const lowered = amounts.map((a, i) => (CELLS[i] === 'y1_non_wage' ? a - 1 : a));
    const upload = async (a: number[]) => postUpload(t.app, 'mtef', await workbook('mtef', [[line.vote, line.programme, 'Allocation', ...a]]), officer.token, `?Year_ID=${year.id}`);
    const refused = await upload(lowered);
    expect(refused.status).toBe(422);
    expect(refused.body.rowErrors[0]).toMatchObject({ column: 'Y1_NonWage', code: 'UPLOAD.ROW.BELOW_DETAIL' });
    // Raised by a thousand through an upload, the figure cannot be taken back below its detail once the detail rose.
    const raised = await upload(amounts.map((a, i) => (CELLS[i] === 'y1_non_wage' ? a + 1000 : a)));
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    await t.db.execute(sql`update budget_lines set amount = amount + 1000 where id = (select l.id from budget_lines l join coa_funds f on f.id = l.fund_id
      join programme_votes pv on pv.vote_id = l.vote_id and pv.programme_id = l.programme_id
      where pv.id = ${line.prog_by_vote_id} and l.stage_id = ${year.stages[2]} and f.mtef_category = 'NonWage' limit 1)`);
    const revert = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${raised.body.batchId}/revert`, headers: { authorization: `Bearer ${officer.token}` } });
    expect(revert.statusCode).toBe(409);
    expect(revert.json().params.detail).toMatch(/above the MTEF figure of/);
    // A copy of stage 1's figures (lower than stage 2's detail) over stage 2 is refused the same way.
    await t.db.execute(sql`insert into cg_mtefs (year_id, stage_id, prog_by_vote_id, kind, y1_non_wage) values (${year.id}, ${year.stages[1]}, ${line.prog_by_vote_id}, 'allocation', 1)`);
    const count = (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from cg_mtefs where year_id = ${year.id} and stage_id = ${year.stages[2]}`))[0].n;
    const copy = await t.gql('mutation($y:Int!,$r:Int){ copyMtefStage(Year_ID:$y, From_Stage:1, To_Stage:2, Replace_Count:$r) }', { y: year.id, r: count }, officer.token);
    expect(copy.errors?.[0].message).toMatch(/cannot stand above the figures they sit under/);
  });

  it('reads a file saved again by LibreOffice Calc as it read the file before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pbs-load-lo-'));
    const rows = national.rows.filter((r) => ['2', '3'].includes(codeKey(r[2])));
    writeFileSync(join(dir, 'votes.xlsx'), await xlsx(national.header, rows));
    execFileSync('soffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--calc', '--convert-to', 'xlsx:Calc MS Excel 2007 XML',
      '--outdir', join(dir, 'lo'), join(dir, 'votes.xlsx')], { stdio: 'ignore', timeout: 180_000 });
    const { load } = await check(readFileSync(join(dir, 'lo', 'votes.xlsx')), 'votes-saved-by-calc.xlsx', 'Published layout');
    expect(load.State, JSON.stringify(load.Problems)).toBe('checked');
    // The stage already holds exactly these lines: nothing to add, change or remove, whoever saved the file.
    expect(load.Preview).toMatchObject({ Rows: rows.length, Added: 0, Changed: 0, Removed: 0, Unchanged: rows.length });
    await t.gql('mutation($id:String!){ dropEstimateLoad(Load_ID:$id){ State } }', { id: load.Load_ID }, officer.token);
  });

  it('refuses a load from a vote user and into a closed stage', async () => {
    expect((await check(csv, 'x.csv', 'Published layout', vote.token)).status).toBe(403);
    const closed = await postFile(t.app, `/api/estimates/loads?Year_ID=${year.id}&Stage=3&Mapping_Name=Published%20layout`, csv, officer.token, 'x.csv');
    expect(closed.status).toBe(422);
    expect(closed.body.error).toMatch(/active stage/i);
  });
});
