import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { UploadError, type UploadRowsPage } from '@pbs/domain';
import { fiscalYears, votes } from '../src/db/schema/index.js';
import { setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
const rows = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const ministry = (await t.login('budget.officer')).token;
const cg = (await t.login('cg.initiator')).token;
const [{ code }] = await rows<{ code: string }>(sql`select p.code from programme_votes pv join programmes p on p.id = pv.programme_id
  where pv.vote_id = ${health.id} order by p.code limit 1`);
// The test's own limits and releases only: the demo's execution figures of the vote are cleared first.
await t.db.execute(sql`delete from upload_rows where vote_id = ${health.id} and kind in ('quarterly-releases', 'warrants-releases', 'quarterly-cash-limits', 'expenditure-limits')`);

const upload = async (kind: string, data: unknown[][]) => postUpload(t.app, kind, await workbook(kind as never, data), ministry);
const released = async (kind = 'quarterly-releases') => (await rows<{ n: number; s: number }>(sql`select count(*)::int n, coalesce(sum(amount), 0)::float8 s
  from upload_rows where kind = ${kind} and vote_id = ${health.id}`))[0];
const setControl = (control: 'Stop' | 'Warn') => t.db.update(fiscalYears).set({ ceilingControl: control }).where(eq(fiscalYears.id, year.id));

describe('cash and expenditure limits at release', () => {
  it('refuses a release over its quarter\'s cash limit, naming the row and the limit, also in a burst; nothing is written', async () => {
    expect((await upload('quarterly-cash-limits', [['014', code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    const before = await released();
    const over = await upload('quarterly-releases', [['014', code, 'Q1', 'NonWage', 5_000_000], ['014', code, 'Q1', 'Wage', 1_500_000]]);
    expect(over.status).toBe(422);
    expect(over.body.rowErrors).toEqual([{ row: 3, column: 'Amount', code: UploadError.OVER_CASH_LIMIT, params: { amount: '1,500,000', limit: '1,000,000' } }]);
    expect(await released()).toEqual(before);

    const burst = await Promise.all(Array.from({ length: 4 }, (_, i) => upload('quarterly-releases', [['014', code, 'Q1', 'Wage', 1_000_001 + i]])));
    expect(burst.map((b) => b.status)).toEqual([422, 422, 422, 422]);
    expect(await released()).toEqual(before);
    // The same rule on the releases that come with their warrants.
    const warrant = await upload('warrants-releases', [['014', code, 'Q1', 'Wage', 2_000_000, 1_200_000]]);
    expect(warrant.body.rowErrors[0]).toMatchObject({ column: 'Release_Amount', code: UploadError.OVER_CASH_LIMIT });
    expect(await released('warrants-releases')).toEqual({ n: 0, s: 0 });

    expect((await upload('quarterly-releases', [['014', code, 'Q1', 'Wage', 900_000]])).status).toBe(200);
    expect(await released()).toEqual({ n: 1, s: 900_000 });
  });

  it('keeps the year\'s releases of a line within its GoU expenditure limit, counting the quarters a file does not replace', async () => {
    expect((await upload('expenditure-limits', [['GoU', '014', code, 'Wage', 2_000_000], ['LRR', '014', code, 'Wage', 10]])).status).toBe(200);
    // Q1 holds 900,000: a Q2 of 1,200,000 brings the year to 2,100,000.
    const over = await upload('quarterly-releases', [['014', code, 'Q2', 'Wage', 1_200_000]]);
    expect(over.status).toBe(422);
    expect(over.body.rowErrors[0]).toMatchObject({ code: UploadError.OVER_EXPENDITURE_LIMIT, params: { amount: '2,100,000', limit: '2,000,000' } });
    expect((await upload('quarterly-releases', [['014', code, 'Q2', 'Wage', 1_000_000]])).status).toBe(200);
    // A new Q1 file replaces Q1 rather than adding to it: 1,000,000 + 1,000,000 is exactly the limit.
    expect((await upload('quarterly-releases', [['014', code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    expect(await released()).toEqual({ n: 2, s: 2_000_000 });
  });

  it('refuses to revert a release file when the rows it would bring back are over a cash limit set since, changing nothing', async () => {
    const lower = await upload('quarterly-releases', [['014', code, 'Q1', 'Wage', 400_000]]);
    expect(lower.status).toBe(200);
    expect((await upload('quarterly-cash-limits', [['014', code, 'Q1', 'Wage', 500_000]])).status).toBe(200);
    const before = await released();
    const revert = () => t.app.inject({ method: 'POST', url: `/api/uploads/batches/${lower.body.batchId}/revert`, headers: { authorization: `Bearer ${ministry}` } });
    const refused = await revert();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: UploadError.REVERT_REFUSED });
    expect(JSON.stringify(refused.json())).toContain(`Vote 014, programme ${code}, Q1 Wage: 1,000,000 is over the quarter's cash limit of 500,000`);
    expect(await released()).toEqual(before);
    // With the limit back where it was, the same revert goes through and Q1 holds its earlier release again.
    expect((await upload('quarterly-cash-limits', [['014', code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    expect((await revert()).statusCode).toBe(200);
    expect(await released()).toEqual({ n: 2, s: 2_000_000 });
  });

  it('accepts releases over the limits when the year\'s control is Warn', async () => {
    await setControl('Warn');
    try {
      expect((await upload('quarterly-releases', [['014', code, 'Q1', 'Wage', 1_500_000]])).status).toBe(200);
    } finally {
      await setControl('Stop');
    }
  });

  it('shows a vote what a list kind holds, a page at a time with its count and total, and only its own rows', async () => {
    const other = await rows<{ code: string; p: string }>(sql`select v.code, p.code p from programme_votes pv join votes v on v.id = pv.vote_id
      join programmes p on p.id = pv.programme_id where v.kind = 'CG' and v.id <> ${health.id} order by v.code limit 1`);
    expect((await upload('quarterly-cash-limits', [['014', code, 'Q3', 'Wage', 7], [other[0].code, other[0].p, 'Q3', 'Wage', 11]])).status).toBe(200);
    const get = async (token: string, query: string) => t.app.inject({ method: 'GET', url: `/api/uploads/rows?${query}`, headers: { authorization: `Bearer ${token}` } });
    const own = (await get(cg, `kind=quarterly-cash-limits&Year_ID=${year.id}&limit=1`)).json() as UploadRowsPage;
    expect(own).toMatchObject({ amountColumn: 'Amount', columns: ['Vote_Code', 'Programme_Code', 'Quarter', 'Category', 'Amount'] });
    const [{ n, s }] = await rows<{ n: number; s: number }>(sql`select count(*)::int n, sum(amount)::float8 s from upload_rows where kind = 'quarterly-cash-limits' and vote_id = ${health.id} and year_id = ${year.id}`);
    expect({ count: own.count, sum: own.sum, shown: own.rows.length }).toEqual({ count: n, sum: s, shown: 1 });
    expect(own.rows.every((r) => r[0] === '014')).toBe(true);
    const all = (await get(ministry, `kind=quarterly-cash-limits&Year_ID=${year.id}&limit=200`)).json() as UploadRowsPage;
    expect(all.count).toBeGreaterThan(own.count);
    expect((await get(cg, `kind=mtef&Year_ID=${year.id}`)).statusCode).toBe(400);
    expect((await get(cg, `kind=staff&Year_ID=${year.id}&limit=1000`)).statusCode).toBe(400);
  });

  it('keeps a programme\'s external finance estimates within its External Finance limit, on upload and on revert; under Warn they go through', async () => {
    await t.db.execute(sql`delete from upload_rows where vote_id = ${health.id} and kind = 'external-finance'`);
    const estimates = async () => (await rows<{ n: number; s: number }>(sql`select count(*)::int n, coalesce(sum(amount), 0)::float8 s
      from upload_rows where kind = 'external-finance' and vote_id = ${health.id}`))[0];
    expect((await upload('expenditure-limits', [['External Finance', '014', code, 'Donor', 1_000_000]])).status).toBe(200);
    const file = async (a: number, b: number) => postUpload(t.app, 'external-finance', await workbook('external-finance', [
      ['014', code, 'PRJ-1', 'World Bank', a, a, a, a, a], ['014', code, 'PRJ-2', 'AfDB', b, b, b, b, b]]), cg);

    const within = await file(600_000, 400_000);
    expect(within.status).toBe(200);
    const over = await file(700_000, 400_000);
    expect(over.status).toBe(422);
    expect(over.body.rowErrors).toEqual([{ row: 2, column: 'Estimate_Y1', code: UploadError.OVER_EXTERNAL_LIMIT, params: { amount: '1,100,000', limit: '1,000,000' } }]);
    expect(await estimates()).toEqual({ n: 2, s: 1_000_000 });

    // The limit is lowered since: reverting a later file would bring the earlier estimates back over it.
    const later = await file(300_000, 300_000);
    expect(later.status).toBe(200);
    expect((await upload('expenditure-limits', [['External Finance', '014', code, 'Donor', 800_000]])).status).toBe(200);
    const revert = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${later.body.batchId}/revert`, headers: { authorization: `Bearer ${cg}` } });
    expect(revert.statusCode).toBe(409);
    expect(JSON.stringify(revert.json())).toContain(`Vote 014, programme ${code}: external finance estimates of 1,000,000 are over the limit of 800,000`);
    expect(await estimates()).toEqual({ n: 2, s: 600_000 });

    await setControl('Warn');
    try { expect((await file(700_000, 400_000)).status).toBe(200); } finally { await setControl('Stop'); }
  });
});


describe('limits set below what is already entered', () => {
  const clear = () => t.db.execute(sql`delete from upload_rows where vote_id = ${health.id}
    and kind in ('quarterly-releases', 'warrants-releases', 'quarterly-cash-limits', 'expenditure-limits', 'external-finance')`);
  const limits = async () => rows<{ kind: string; category: string; quarter: string | null; amount: number }>(sql`select kind, category, quarter, amount::float8 amount
    from upload_rows where vote_id = ${health.id} and kind in ('quarterly-cash-limits', 'expenditure-limits') order by kind, category, quarter`);

  it('refuses a cash or GoU limit below the releases already entered, and a revert that would bring one back; nothing changes', async () => {
    await clear();
    expect((await upload('expenditure-limits', [['GoU', '014', code, 'Wage', 500_000]])).status).toBe(200);
    const higher = await upload('expenditure-limits', [['GoU', '014', code, 'Wage', 2_000_000]]);
    expect(higher.status).toBe(200);
    expect((await upload('quarterly-cash-limits', [['014', code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    expect((await upload('quarterly-releases', [['014', code, 'Q1', 'Wage', 800_000]])).status).toBe(200);
    expect((await upload('warrants-releases', [['014', code, 'Q1', 'Wage', 900_000, 700_000]])).status).toBe(200);
    const before = await limits();

    const cash = await upload('quarterly-cash-limits', [['014', code, 'Q1', 'NonWage', 5], ['014', code, 'Q1', 'Wage', 750_000]]);
    expect(cash.status).toBe(422);
    expect(cash.body.rowErrors).toEqual([{ row: 3, column: 'Amount', code: UploadError.LIMIT_BELOW_RELEASES, params: { amount: '800,000', limit: '750,000' } }]);
    const annual = await upload('expenditure-limits', [['GoU', '014', code, 'Wage', 790_000], ['LRR', '014', code, 'Wage', 1]]);
    expect(annual.body.rowErrors).toEqual([{ row: 2, column: 'Amount', code: UploadError.LIMIT_BELOW_RELEASES, params: { amount: '800,000', limit: '790,000' } }]);

    const revert = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${higher.body.batchId}/revert`, headers: { authorization: `Bearer ${ministry}` } });
    expect(revert.statusCode).toBe(409);
    expect(JSON.stringify(revert.json())).toContain(`Vote 014, programme ${code}, GoU Wage: releases of 800,000 already entered are over the limit of 500,000 it would bring back`);
    // The same refusal in the language the screen asks for, figures written as it writes them.
    const inGerman = await t.app.inject({ method: 'POST', url: `/api/uploads/batches/${higher.body.batchId}/revert`, headers: { authorization: `Bearer ${ministry}`, 'accept-language': 'de' } });
    expect(inGerman.json().params.detail).toBe(`Kapitel 014, Programm ${code}, GoU Wage: Bereits erfasste Freigaben von 800.000 lägen über dem Limit von 500.000, das zurückkäme`);
    expect(await limits()).toEqual(before);

    // A limit at what is entered, or any limit under Warn, goes through.
    expect((await upload('quarterly-cash-limits', [['014', code, 'Q1', 'Wage', 800_000]])).status).toBe(200);
    await setControl('Warn');
    try { expect((await upload('quarterly-cash-limits', [['014', code, 'Q1', 'Wage', 750_000]])).status).toBe(200); } finally { await setControl('Stop'); }
  });

  it('refuses an External Finance limit below the programme\'s estimates already entered, and leaves it alone for a GoU file', async () => {
    await clear();
    expect((await upload('expenditure-limits', [['External Finance', '014', code, 'Donor', 1_000_000]])).status).toBe(200);
    expect((await postUpload(t.app, 'external-finance', await workbook('external-finance', [
      ['014', code, 'PRJ-1', 'World Bank', 600_000, 0, 0, 0, 0], ['014', code, 'PRJ-2', 'AfDB', 300_000, 0, 0, 0, 0]]), cg)).status).toBe(200);
    const before = await limits();
    const lower = await upload('expenditure-limits', [['External Finance', '014', code, 'Donor', 500_000], ['External Finance', '014', code, 'AIA', 300_000]]);
    expect(lower.status).toBe(422);
    expect(lower.body.rowErrors).toEqual([{ row: 2, column: 'Amount', code: UploadError.LIMIT_BELOW_EXTERNAL, params: { amount: '900,000', limit: '800,000' } }]);
    expect(await limits()).toEqual(before);
    expect((await upload('expenditure-limits', [['GoU', '014', code, 'Wage', 10]])).status).toBe(200);
    expect((await upload('expenditure-limits', [['External Finance', '014', code, 'Donor', 600_000], ['External Finance', '014', code, 'AIA', 300_000]])).status).toBe(200);
  });

  it('never lets a release and a lower limit entered at the same moment both land, in a burst of pairs', async () => {
    await clear();
    const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
    expect((await upload('quarterly-cash-limits', quarters.map((q) => ['014', code, q, 'Wage', 1_000_000]))).status).toBe(200);
    // Each alone keeps the rules: a release of 900,000 under 1,000,000, or a limit of 800,000 over no release.
    const answers = await Promise.all(quarters.map((q) => Promise.all([
      upload('quarterly-releases', [['014', code, q, 'Wage', 900_000]]),
      upload('quarterly-cash-limits', [['014', code, q, 'Wage', 800_000]]),
    ])));
    expect(answers.map((pair) => pair.map((a) => a.status).sort())).toEqual(quarters.map(() => [200, 422]));
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from upload_rows r join upload_rows l on l.vote_id = r.vote_id
      and l.programme_id = r.programme_id and l.quarter = r.quarter and l.category = r.category
      where r.kind = 'quarterly-releases' and l.kind = 'quarterly-cash-limits' and r.vote_id = ${health.id} and r.amount > l.amount`);
    expect(n).toBe(0);
  });
});
