import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { UploadError, type UploadKind, type UploadRowsPage } from '@pbs/domain';
import { rowsIn, setupApp } from './helpers.js';
import { postUpload, workbook } from './upload-helpers.js';
import { factories } from './factories.js';

// Each test sets limits and enters releases for a vote of its own in a fiscal year of its own.
const t = await setupApp();
const make = factories(t);
const ministry = await make.user('Budget Officer');
const rows = rowsIn(t.db);

/** A year of its own and a one-programme vote with its planner: uploads into that year, by the ministry unless told. */
async function world() {
  const y = await make.year();
  const vote = await make.vote({ programmes: 1 });
  const planner = await make.user('CG Initiator', { voteId: vote.id });
  const [{ programmeCode: code }] = vote.lines;
  const sum = async (kind: string) => (await rows<{ n: number; s: number }>(sql`select count(*)::int n, coalesce(sum(amount), 0)::float8 s
    from upload_rows where kind = ${kind} and vote_id = ${vote.id} and year_id = ${y.id}`))[0];
  return {
    y, vote, code, planner,
    upload: async (kind: UploadKind, data: unknown[][], token = ministry.token) => postUpload(t.app, kind, await workbook(kind, data), token, `?Year_ID=${y.id}`),
    revert: (batchId: number, token = ministry.token, language?: string) => t.app.inject({ method: 'POST', url: `/api/uploads/batches/${batchId}/revert`,
      headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) } }),
    released: (kind = 'quarterly-releases') => sum(kind),
    limits: () => rows<{ kind: string; category: string; quarter: string | null; amount: number }>(sql`select kind, category, quarter, amount::float8 amount
      from upload_rows where vote_id = ${vote.id} and year_id = ${y.id} and kind in ('quarterly-cash-limits', 'expenditure-limits') order by kind, category, quarter`),
    control: (control: 'Stop' | 'Warn') => make.ceilingControl(y, control),
  };
}

describe('cash and expenditure limits at release', () => {
  it('refuses a release over its quarter\'s cash limit, naming the row and the limit, also in a burst; nothing is written', async () => {
    const { vote: { code: v }, code, upload, released } = await world();
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    const over = await upload('quarterly-releases', [[v, code, 'Q1', 'NonWage', 5_000_000], [v, code, 'Q1', 'Wage', 1_500_000]]);
    expect(over.status).toBe(422);
    expect(over.body.rowErrors).toEqual([{ row: 3, column: 'Amount', code: UploadError.OVER_CASH_LIMIT, params: { amount: '1,500,000', limit: '1,000,000' } }]);
    expect(await released()).toEqual({ n: 0, s: 0 });

    const burst = await Promise.all(Array.from({ length: 4 }, (_, i) => upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 1_000_001 + i]])));
    expect(burst.map((b) => b.status)).toEqual([422, 422, 422, 422]);
    expect(await released()).toEqual({ n: 0, s: 0 });
    // The same rule on the releases that come with their warrants.
    const warrant = await upload('warrants-releases', [[v, code, 'Q1', 'Wage', 2_000_000, 1_200_000]]);
    expect(warrant.body.rowErrors[0]).toMatchObject({ column: 'Release_Amount', code: UploadError.OVER_CASH_LIMIT });
    expect(await released('warrants-releases')).toEqual({ n: 0, s: 0 });

    expect((await upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 900_000]])).status).toBe(200);
    expect(await released()).toEqual({ n: 1, s: 900_000 });
  });

  it('keeps the year\'s releases of a line within its GoU expenditure limit, counting the quarters a file does not replace', async () => {
    const { vote: { code: v }, code, upload, released } = await world();
    expect((await upload('expenditure-limits', [['GoU', v, code, 'Wage', 2_000_000], ['LRR', v, code, 'Wage', 10]])).status).toBe(200);
    expect((await upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 900_000]])).status).toBe(200);
    // Q1 holds 900,000: a Q2 of 1,200,000 brings the year to 2,100,000.
    const over = await upload('quarterly-releases', [[v, code, 'Q2', 'Wage', 1_200_000]]);
    expect(over.status).toBe(422);
    expect(over.body.rowErrors[0]).toMatchObject({ code: UploadError.OVER_EXPENDITURE_LIMIT, params: { amount: '2,100,000', limit: '2,000,000' } });
    expect((await upload('quarterly-releases', [[v, code, 'Q2', 'Wage', 1_000_000]])).status).toBe(200);
    // A new Q1 file replaces Q1 rather than adding to it: 1,000,000 + 1,000,000 is exactly the limit.
    expect((await upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    expect(await released()).toEqual({ n: 2, s: 2_000_000 });
  });

  it('refuses to revert a release file when the rows it would bring back are over a cash limit set since, changing nothing', async () => {
    const { vote: { code: v }, code, upload, revert, released } = await world();
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    expect((await upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 1_000_000], [v, code, 'Q2', 'Wage', 1_000_000]])).status).toBe(200);
    const lower = await upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 400_000]]);
    expect(lower.status).toBe(200);
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q1', 'Wage', 500_000]])).status).toBe(200);
    const before = await released();
    const refused = await revert(lower.body.batchId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: UploadError.REVERT_REFUSED });
    expect(JSON.stringify(refused.json())).toContain(`Vote ${v}, programme ${code}, Q1 Wage: 1,000,000 is over the quarter's cash limit of 500,000`);
    expect(await released()).toEqual(before);
    // With the limit back where it was, the same revert goes through and Q1 holds its earlier release again.
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    expect((await revert(lower.body.batchId)).statusCode).toBe(200);
    expect(await released()).toEqual({ n: 2, s: 2_000_000 });
  });

  it('accepts releases over the limits when the year\'s control is Warn', async () => {
    const { vote: { code: v }, code, upload, released, control } = await world();
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    expect((await upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 1_500_000]])).status).toBe(422);
    await control('Warn');
    expect((await upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 1_500_000]])).status).toBe(200);
    expect(await released()).toEqual({ n: 1, s: 1_500_000 });
  });

  it('shows a vote what a list kind holds, a page at a time with its count and total, and only its own rows', async () => {
    const { y, vote: { code: v }, code, upload, planner } = await world();
    const other = await make.vote({ programmes: 1 });
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q3', 'Wage', 7], [v, code, 'Q4', 'Wage', 9],
      [other.code, other.lines[0].programmeCode, 'Q3', 'Wage', 11]])).status).toBe(200);
    const get = async (token: string, query: string) => t.app.inject({ method: 'GET', url: `/api/uploads/rows?${query}`, headers: { authorization: `Bearer ${token}` } });
    const own = (await get(planner.token, `kind=quarterly-cash-limits&Year_ID=${y.id}&limit=1`)).json<UploadRowsPage>();
    expect(own).toMatchObject({ amountColumn: 'Amount', columns: ['Vote_Code', 'Programme_Code', 'Quarter', 'Category', 'Amount'] });
    expect({ count: own.count, sum: own.sum, shown: own.rows.length }).toEqual({ count: 2, sum: 16, shown: 1 });
    expect(own.rows[0][0]).toBe(v);
    const all = (await get(ministry.token, `kind=quarterly-cash-limits&Year_ID=${y.id}&limit=200`)).json<UploadRowsPage>();
    expect({ count: all.count, sum: all.sum }).toEqual({ count: 3, sum: 27 });
    expect((await get(planner.token, `kind=mtef&Year_ID=${y.id}`)).statusCode).toBe(400);
    expect((await get(planner.token, `kind=staff&Year_ID=${y.id}&limit=1000`)).statusCode).toBe(400);
  });

  it('keeps a programme\'s external finance estimates within its External Finance limit, on upload and on revert; under Warn they go through', async () => {
    const { vote: { code: v }, code, upload, revert, released, planner, control } = await world();
    expect((await upload('expenditure-limits', [['External Finance', v, code, 'Donor', 1_000_000]])).status).toBe(200);
    const file = (a: number, b: number) => upload('external-finance', [[v, code, 'PRJ-1', 'World Bank', a, a, a, a, a], [v, code, 'PRJ-2', 'AfDB', b, b, b, b, b]], planner.token);

    expect((await file(600_000, 400_000)).status).toBe(200);
    const over = await file(700_000, 400_000);
    expect(over.status).toBe(422);
    expect(over.body.rowErrors).toEqual([{ row: 2, column: 'Estimate_Y1', code: UploadError.OVER_EXTERNAL_LIMIT, params: { amount: '1,100,000', limit: '1,000,000' } }]);
    expect(await released('external-finance')).toEqual({ n: 2, s: 1_000_000 });

    // The limit is lowered since: reverting a later file would bring the earlier estimates back over it.
    const later = await file(300_000, 300_000);
    expect(later.status).toBe(200);
    expect((await upload('expenditure-limits', [['External Finance', v, code, 'Donor', 800_000]])).status).toBe(200);
    const refused = await revert(later.body.batchId, planner.token);
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.json())).toContain(`Vote ${v}, programme ${code}: external finance estimates of 1,000,000 are over the limit of 800,000`);
    expect(await released('external-finance')).toEqual({ n: 2, s: 600_000 });

    await control('Warn');
    expect((await file(700_000, 400_000)).status).toBe(200);
  });
});

describe('limits set below what is already entered', () => {
  it('refuses a cash or GoU limit below the releases already entered, and a revert that would bring one back; nothing changes', async () => {
    const { vote: { code: v }, code, upload, revert, limits, control } = await world();
    expect((await upload('expenditure-limits', [['GoU', v, code, 'Wage', 500_000]])).status).toBe(200);
    const higher = await upload('expenditure-limits', [['GoU', v, code, 'Wage', 2_000_000]]);
    expect(higher.status).toBe(200);
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q1', 'Wage', 1_000_000]])).status).toBe(200);
    expect((await upload('quarterly-releases', [[v, code, 'Q1', 'Wage', 800_000]])).status).toBe(200);
    expect((await upload('warrants-releases', [[v, code, 'Q1', 'Wage', 900_000, 700_000]])).status).toBe(200);
    const before = await limits();

    const cash = await upload('quarterly-cash-limits', [[v, code, 'Q1', 'NonWage', 5], [v, code, 'Q1', 'Wage', 750_000]]);
    expect(cash.status).toBe(422);
    expect(cash.body.rowErrors).toEqual([{ row: 3, column: 'Amount', code: UploadError.LIMIT_BELOW_RELEASES, params: { amount: '800,000', limit: '750,000' } }]);
    const annual = await upload('expenditure-limits', [['GoU', v, code, 'Wage', 790_000], ['LRR', v, code, 'Wage', 1]]);
    expect(annual.body.rowErrors).toEqual([{ row: 2, column: 'Amount', code: UploadError.LIMIT_BELOW_RELEASES, params: { amount: '800,000', limit: '790,000' } }]);

    const refused = await revert(higher.body.batchId);
    expect(refused.statusCode).toBe(409);
    expect(JSON.stringify(refused.json())).toContain(`Vote ${v}, programme ${code}, GoU Wage: releases of 800,000 already entered are over the limit of 500,000 it would bring back`);
    // The same refusal in the language the screen asks for, figures written as it writes them.
    const inGerman = await revert(higher.body.batchId, ministry.token, 'de');
    expect(inGerman.json().params.detail).toBe(`Einzelplan ${v}, Programm ${code}, GoU Wage: Bereits erfasste Freigaben von 800.000 lägen über dem Limit von 500.000, das zurückkäme`);
    expect(await limits()).toEqual(before);

    // A limit at what is entered, or any limit under Warn, goes through.
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q1', 'Wage', 800_000]])).status).toBe(200);
    await control('Warn');
    expect((await upload('quarterly-cash-limits', [[v, code, 'Q1', 'Wage', 750_000]])).status).toBe(200);
  });

  it('refuses an External Finance limit below the programme\'s estimates already entered, and leaves it alone for a GoU file', async () => {
    const { vote: { code: v }, code, upload, limits, planner } = await world();
    expect((await upload('expenditure-limits', [['External Finance', v, code, 'Donor', 1_000_000]])).status).toBe(200);
    expect((await upload('external-finance', [[v, code, 'PRJ-1', 'World Bank', 600_000, 0, 0, 0, 0], [v, code, 'PRJ-2', 'AfDB', 300_000, 0, 0, 0, 0]], planner.token)).status).toBe(200);
    const before = await limits();
    const lower = await upload('expenditure-limits', [['External Finance', v, code, 'Donor', 500_000], ['External Finance', v, code, 'AIA', 300_000]]);
    expect(lower.status).toBe(422);
    expect(lower.body.rowErrors).toEqual([{ row: 2, column: 'Amount', code: UploadError.LIMIT_BELOW_EXTERNAL, params: { amount: '900,000', limit: '800,000' } }]);
    expect(await limits()).toEqual(before);
    expect((await upload('expenditure-limits', [['GoU', v, code, 'Wage', 10]])).status).toBe(200);
    expect((await upload('expenditure-limits', [['External Finance', v, code, 'Donor', 600_000], ['External Finance', v, code, 'AIA', 300_000]])).status).toBe(200);
  });

  it('never lets a release and a lower limit entered at the same moment both land, in a burst of pairs', async () => {
    const { vote, code, upload } = await world();
    const v = vote.code;
    const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
    expect((await upload('quarterly-cash-limits', quarters.map((q) => [v, code, q, 'Wage', 1_000_000]))).status).toBe(200);
    // Each alone keeps the rules: a release of 900,000 under 1,000,000, or a limit of 800,000 over no release.
    const answers = await Promise.all(quarters.map((q) => Promise.all([
      upload('quarterly-releases', [[v, code, q, 'Wage', 900_000]]),
      upload('quarterly-cash-limits', [[v, code, q, 'Wage', 800_000]]),
    ])));
    expect(answers.map((pair) => pair.map((a) => a.status).sort())).toEqual(quarters.map(() => [200, 422]));
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int n from upload_rows r join upload_rows l on l.vote_id = r.vote_id
      and l.programme_id = r.programme_id and l.quarter = r.quarter and l.category = r.category and l.year_id = r.year_id
      where r.kind = 'quarterly-releases' and l.kind = 'quarterly-cash-limits' and r.vote_id = ${vote.id} and r.amount > l.amount`);
    expect(n).toBe(0);
  });
});
