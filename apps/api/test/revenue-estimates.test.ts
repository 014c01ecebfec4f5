import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { REVENUE_SOURCES, UploadError } from '@pbs/domain';
import { fiscalYears } from '../src/db/schema/index.js';
import { databaseFiles } from '../src/lib/file-store.js';
import { publishLastYear } from '../src/demo-archive.js';
import { rowsIn, setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';

const t = await setupApp();
const rows = rowsIn(t.db);
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [active] = await rows<{ id: number; stage: number }>(sql`select id, stage from budget_stages where year_id = ${year.id} and process_area = 'CG' and is_active`);
const ministry = (await t.login('budget.officer')).token;
const vote = (await t.login('cg.initiator')).token;

const READ = 'query($y:Int!,$s:Int!){ revenueEstimates(Year_ID:$y, Stage:$s){ Stage_Open Held Lines { Code Kind Amount } Totals { Tax Non_Tax Grants Revenue Borrowing Spending Balance Unfinanced } } }';
const SAVE = 'mutation($y:Int!,$s:Int!,$l:[RevenueLineInput!]!){ saveRevenueEstimates(Year_ID:$y, Stage:$s, Lines:$l){ Held Lines { Code Amount } } }';
const held = () => rows<{ code: string; amount: number }>(sql`select code, amount::float8 amount from revenue_estimates where stage_id = ${active.id} order by code`);
const audits = async () => (await rows<{ n: number }>(sql`select count(*)::int n from audits where table_name = 'revenue_estimates'`))[0]?.n ?? 0;

describe('revenue and financing estimates', () => {
  it('are kept per stage by the ministry, every source of the classification answered, the balance with the stage\'s spending computed apart', async () => {
    const typed = { 111: 4_100_000_000_000, 114: 5_250_000_000_000, 115: 1_400_000_000_000, 142: 610_000_000_000, 131: 380_500_000_000, 132: 512_000_000_000, 331: 2_600_000_000_000, 332: -125_000_000_000 };
    const saved = await t.gql(SAVE, { y: year.id, s: active.stage, l: Object.entries(typed).map(([Code, Amount]) => ({ Code, Amount })) }, ministry);
    expect(saved.errors).toBeUndefined();
    const r = await t.gql(READ, { y: year.id, s: active.stage }, vote);
    expect(r.errors).toBeUndefined();
    const answer = r.data.revenueEstimates;
    expect(answer.Stage_Open).toBe(true);
    expect(answer.Lines.map((l: { Code: string }) => l.Code)).toEqual(REVENUE_SOURCES.map((s) => s.code));
    expect(Object.fromEntries(answer.Lines.filter((l: { Amount: number }) => l.Amount !== 0).map((l: { Code: string; Amount: number }) => [l.Code, l.Amount]))).toEqual(typed);
    // Computed here from the typed figures and SQL's sum of the stage's lines, not from the product's totals.
    const [spending] = await rows<{ total: number }>(sql`select coalesce(sum(amount), 0)::float8 total from budget_lines where stage_id = ${active.id}`);
    const tax = typed[111] + typed[114] + typed[115];
    const revenue = tax + typed[142] + typed[131] + typed[132];
    expect(answer.Totals).toEqual({
      Tax: tax, Non_Tax: typed[142], Grants: typed[131] + typed[132], Revenue: revenue, Borrowing: typed[331] + typed[332],
      Spending: spending.total, Balance: revenue - spending.total, Unfinanced: spending.total - revenue - typed[331] - typed[332],
    });
    expect(await held()).toHaveLength(8);
  });

  it('refuses a vote\'s user, unknown and repeated codes, negative revenue, fractions, a closed or unknown stage — each in words, nothing changed', async () => {
    const before = await held();
    const auditsBefore = await audits();
    const [closed] = await rows<{ stage: number }>(sql`select stage from budget_stages where year_id = ${year.id} and process_area = 'CG' and not is_active order by stage limit 1`);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ y: year.id, s: active.stage, l: [{ Code: '111', Amount: 1 }] }, vote, /You do not have access/],
      [{ y: year.id, s: active.stage, l: [{ Code: '119', Amount: 1 }] }, ministry, /Code: one of 111, 112/],
      [{ y: year.id, s: active.stage, l: [{ Code: '114', Amount: 1 }, { Code: '114', Amount: 2 }] }, ministry, /Code 114 is given twice/],
      [{ y: year.id, s: active.stage, l: [{ Code: '114', Amount: -1 }] }, ministry, /114 Taxes on goods and services: 0 to/],
      [{ y: year.id, s: active.stage, l: [{ Code: '142', Amount: 10.5 }] }, ministry, /142 Sales of goods and services \(fees, AIA\): 0 to/],
      [{ y: year.id, s: active.stage, l: [{ Code: '331', Amount: 2e15 }] }, ministry, /331 Domestic borrowing \(net\): -1,000,000,000,000,000 to 1,000,000,000,000,000/],
      [{ y: year.id, s: closed.stage, l: [{ Code: '111', Amount: 1 }] }, ministry, /open stage|active stage/i],
      [{ y: year.id, s: 99, l: [{ Code: '111', Amount: 1 }] }, ministry, /not found/i],
    ];
    for (const [v, token, message] of cases) expect((await t.gql(SAVE, v, token)).errors?.[0]?.message, JSON.stringify(v)).toMatch(message);
    expect(await held()).toEqual(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('keeps one figure per source when eight saves arrive at once, each audited; zero removes a source', async () => {
    const auditsBefore = await audits();
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => t.gql(SAVE, { y: year.id, s: active.stage, l: [{ Code: '113', Amount: (i + 1) * 1e9 }] }, ministry)));
    expect(burst.map((b) => b.errors)).toEqual(Array(8).fill(undefined));
    const property = (await held()).filter((h) => h.code === '113');
    expect(property).toHaveLength(1);
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((i) => i * 1e9)).toContain(property[0]?.amount);
    expect(await audits()).toBe(auditsBefore + 8);
    await t.gql(SAVE, { y: year.id, s: active.stage, l: [{ Code: '113', Amount: 0 }] }, ministry);
    expect((await held()).some((h) => h.code === '113')).toBe(false);
  });

  it('keeps what a year collected by source: the ministry only, checked as the estimates are, one figure per source under a burst', async () => {
    const KEEP = 'mutation($y:Int!,$l:[RevenueLineInput!]!){ saveRevenueOutturns(Year_ID:$y, Lines:$l){ Held Lines { Code Amount } } }';
    const outturns = () => rows<{ code: string; amount: number }>(sql`select code, amount::float8 amount from revenue_outturns where year_id = ${year.id} order by code`);
    for (const [v, token, message] of [
      [{ y: year.id, l: [{ Code: '111', Amount: 1 }] }, vote, /You do not have access/],
      [{ y: year.id, l: [{ Code: '114', Amount: -5 }] }, ministry, /114 Taxes on goods and services: 0 to/],
      [{ y: year.id, l: [{ Code: '999', Amount: 5 }] }, ministry, /Code: one of 111/],
      [{ y: 99_999_999, l: [{ Code: '111', Amount: 5 }] }, ministry, /not found/i],
    ] as [Record<string, unknown>, string, RegExp][]) expect((await t.gql(KEEP, v, token)).errors?.[0]?.message).toMatch(message);
    expect(await outturns()).toEqual([]);
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => t.gql(KEEP, { y: year.id, l: [{ Code: '111', Amount: (i + 1) * 1e9 }, { Code: '332', Amount: -(i + 1) }] }, ministry)));
    expect(burst.map((b) => b.errors)).toEqual(Array(8).fill(undefined));
    const held = await outturns();
    expect(held.map((h) => h.code)).toEqual(['111', '332']);
    expect(held[1]?.amount).toBe(-(held[0].amount / 1e9));
    const read = await t.gql('query($y:Int!){ revenueOutturns(Year_ID:$y){ Held Lines { Code Amount } } }', { y: year.id }, vote);
    expect(read.data.revenueOutturns.Held).toBe(true);
  });

  it('are published with a budget of every vote: where its money comes from, equal to the stage\'s estimates, financed to the shilling', async () => {
    await publishLastYear({ db: t.db, files: databaseFiles }, year);
    const list = (await t.app.inject({ method: 'GET', url: '/api/open/publications' })).json().publications as { document: string; stageId?: number; files: Record<string, { url: string }> }[];
    const enacted = list.find((p) => p.document === 'enacted-budget');
    expect(enacted).toBeDefined();
    const summary = (await t.app.inject({ method: 'GET', url: enacted!.files['summary.json'].url })).json();
    const [stage] = await rows<{ id: number }>(sql`select s.id from budget_stages s join fiscal_years y on y.id = s.year_id
      where y.end_date = ${year.startDate}::date - 1 and s.process_area = 'CG' and s.stage = 3`);
    const estimates = await rows<{ code: string; amount: number }>(sql`select code, amount::float8 amount from revenue_estimates where stage_id = ${stage.id}`);
    expect(estimates.length).toBeGreaterThan(10);
    expect(Object.fromEntries(summary.sources.lines.map((l: { code: string; amount: number }) => [l.code, l.amount]))).toEqual(Object.fromEntries(estimates.map((e) => [e.code, e.amount])));
    const tax = estimates.filter((e) => e.code.startsWith('11')).reduce((s, e) => s + e.amount, 0);
    const borrowing = estimates.filter((e) => e.code.startsWith('33')).reduce((s, e) => s + e.amount, 0);
    const revenue = estimates.filter((e) => !e.code.startsWith('33')).reduce((s, e) => s + e.amount, 0);
    expect(summary.sources.totals).toMatchObject({ tax, borrowing, revenue, spending: summary.total, balance: revenue - summary.total, unfinanced: 0 });
  });

  it('are uploaded as a file by the ministry: it replaces the stage\'s estimates, is checked as the screen checks them, and reverts to what stood', async () => {
    const before = await held();
    const file = (lines: unknown[][]) => workbook('revenue-estimates', lines);
    const send = async (lines: unknown[][], token = ministry) => postUpload(t.app, 'revenue-estimates', await file(lines), token, `?Year_ID=${year.id}&Stage=${active.stage}`);
    // A bad file: a code not of the classification, negative revenue, a code twice — each row named, nothing changed.
    const bad = await send([['999', '', 1], ['114', 'VAT', -5], ['111', '', 1], ['111', '', 2]]);
    expect(bad.status).toBe(422);
    expect(bad.body.rowErrors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([[2, UploadError.UNKNOWN_CODE], [3, UploadError.NEGATIVE], [5, UploadError.DUPLICATE]]);
    expect((await send([['111', '', 1]], vote)).status).toBe(403);
    expect(await held()).toEqual(before);
    // Float noise is whole shillings; net borrowing may be below zero; what the file leaves out is no longer estimated.
    const ok = await send([['111', 'Income taxes', 1_000_000_000.0000001], ['331', 'Domestic borrowing (net)', -500_000_000], ['12', '', 300_000_000]]);
    expect(ok.status).toBe(200);
    expect(await held()).toEqual([{ code: '111', amount: 1e9 }, { code: '12', amount: 3e8 }, { code: '331', amount: -5e8 }]);
    const read = (await t.gql(READ, { y: year.id, s: active.stage }, ministry)).data.revenueEstimates;
    expect(read.Totals).toMatchObject({ Tax: 1e9, Non_Tax: 3e8, Borrowing: -5e8 });
    // Two files and a save on the screen at once: one writer at a time, one figure per source.
    const burst = await Promise.all([send([['113', '', 7e9]]), send([['113', '', 8e9]]), t.gql(SAVE, { y: year.id, s: active.stage, l: [{ Code: '113', Amount: 9e9 }] }, ministry)]);
    expect([burst[0].status, burst[1].status, burst[2].errors]).toEqual([200, 200, undefined]);
    expect((await held()).filter((h) => h.code === '113')).toHaveLength(1);
    // The first file's revert is refused once a later write has replaced what it wrote; the last file's puts back what stood.
    const batches = (await rows<{ id: number }>(sql`select id from upload_batches where kind = 'revenue-estimates' and reverted_at is null order by id desc`));
    const revert = (id: number) => t.app.inject({ method: 'POST', url: `/api/uploads/batches/${id}/revert`, headers: { authorization: `Bearer ${ministry}` } });
    expect((await revert(ok.body.batchId)).statusCode).toBe(409);
    for (const b of batches) await revert(b.id);
    expect((await held()).filter((h) => h.code !== '113')).toEqual(before.filter((h) => h.code !== '113'));
  });

  it('keeps a year\'s outturn uploaded as a file: the ministry\'s, checked as the screen checks it, replacing the year\'s, one writer at a time, reverted to what stood', async () => {
    const outturns = () => rows<{ code: string; amount: number }>(sql`select code, amount::float8 amount from revenue_outturns where year_id = ${year.id} order by code`);
    const send = async (lines: unknown[][], token = ministry) => postUpload(t.app, 'revenue-outturns', await workbook('revenue-outturns', lines), token, `?Year_ID=${year.id}`);
    const before = await outturns();
    const bad = await send([['999', '', 1], ['114', 'VAT', -5], ['111', '', 1], ['111', '', 2]]);
    expect(bad.status).toBe(422);
    expect(bad.body.rowErrors.map((e: { row: number; code: string }) => [e.row, e.code])).toEqual([[2, UploadError.UNKNOWN_CODE], [3, UploadError.NEGATIVE], [5, UploadError.DUPLICATE]]);
    expect((await send([['111', '', 1]], vote)).status).toBe(403);
    expect(await outturns()).toEqual(before);
    // The file is the year's outturn: what it leaves out is no longer held; float noise is whole shillings.
    const ok = await send([['111', 'Income taxes', 2_000_000_000.0000002], ['331', '', -7e8]]);
    expect(ok.status).toBe(200);
    expect(await outturns()).toEqual([{ code: '111', amount: 2e9 }, { code: '331', amount: -7e8 }]);
    const read = await t.gql('query($y:Int!){ revenueOutturns(Year_ID:$y){ Held Lines { Code Amount } } }', { y: year.id }, ministry);
    expect(read.data.revenueOutturns.Lines.filter((l: { Amount: number }) => l.Amount !== 0)).toEqual([{ Code: '111', Amount: 2e9 }, { Code: '331', Amount: -7e8 }]);
    // Two files and a save on the screen at once: one figure per source.
    const KEEP = 'mutation($y:Int!,$l:[RevenueLineInput!]!){ saveRevenueOutturns(Year_ID:$y, Lines:$l){ Held } }';
    const burst = await Promise.all([send([['113', '', 7e9]]), send([['113', '', 8e9]]), t.gql(KEEP, { y: year.id, l: [{ Code: '113', Amount: 9e9 }] }, ministry)]);
    expect([burst[0].status, burst[1].status, burst[2].errors]).toEqual([200, 200, undefined]);
    expect((await outturns()).filter((h) => h.code === '113')).toHaveLength(1);
    // The first file's revert is refused once a later write has replaced what it wrote; reverted newest first, the year's
    // outturn is as it stood before the files.
    const revert = (id: number) => t.app.inject({ method: 'POST', url: `/api/uploads/batches/${id}/revert`, headers: { authorization: `Bearer ${ministry}` } });
    expect((await revert(ok.body.batchId)).statusCode).toBe(409);
    for (const b of await rows<{ id: number }>(sql`select id from upload_batches where kind = 'revenue-outturns' and reverted_at is null order by id desc`)) await revert(b.id);
    expect((await outturns()).filter((h) => h.code !== '113')).toEqual(before.filter((h) => h.code !== '113'));
  });
});
