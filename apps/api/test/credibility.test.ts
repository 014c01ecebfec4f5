import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { budgetStages, cgMtefs, fiscalYears, revenueEstimates, revenueOutturns, uploadBatches, uploadRows } from '../src/db/schema/index.js';
import { rowsIn, setupApp } from './helpers.js';
import { factories } from './factories.js';

const t = await setupApp();
const make = factories(t);
const rows = rowsIn(t.db);
const ministry = (await t.login('budget.officer')).token;
const vote = (await t.login('cg.initiator')).token;
const [health, works] = [await make.vote({ programmes: 1 }), await make.vote({ programmes: 1 })];

/** A year that has ended, its approved estimates' Y0 (what it was carried out under) and its four quarters' spending. */
async function pastYear(start: number, budget: { wage: number; nonWage: number }, spent: { wage: number; nonWage: number }) {
  const [y] = await t.db.insert(fiscalYears).values({ fiscalYear: `${start}-${start + 1}`, startDate: `${start}-07-01`, endDate: `${start + 1}-06-30` }).returning();
  const [st] = await t.db.insert(budgetStages).values({ yearId: y.id, processArea: 'CG', stage: 3, stageName: 'Approved Estimates', isActive: false }).returning();
  await t.db.insert(cgMtefs).values([
    { yearId: y.id, stageId: st.id, progByVoteId: health.lines[0].progByVoteId, kind: 'allocation', y0_wage: budget.wage },
    { yearId: y.id, stageId: st.id, progByVoteId: works.lines[0].progByVoteId, kind: 'allocation', y0_non_wage: budget.nonWage },
  ] as never);
  const [b] = await t.db.insert(uploadBatches).values({ kind: 'quarterly-warrants-expenditure', yearId: y.id, fileName: 'q.xlsx', filePath: 'x', sha256: 'x', rowCount: 8 }).returning();
  // Spending spread over the quarters, the remainder in Q4, so only the year's sum is what was chosen.
  const spread = (total: number) => { const q = [0.2, 0.25, 0.25].map((s) => Math.round(total * s)); return [...q, total - q.reduce((a, x) => a + x, 0)]; };
  await t.db.insert(uploadRows).values([
    ...spread(spent.wage).map((amount, i) => ({ batchId: b.id, kind: 'quarterly-warrants-expenditure', yearId: y.id, voteId: health.id, programmeId: health.lines[0].programmeId,
      quarter: `Q${i + 1}`, category: 'Wage', amount, data: { Expenditure_Amount: amount } })),
    ...spread(spent.nonWage).map((amount, i) => ({ batchId: b.id, kind: 'quarterly-warrants-expenditure', yearId: y.id, voteId: works.id, programmeId: works.lines[0].programmeId,
      quarter: `Q${i + 1}`, category: 'NonWage', amount, data: { Expenditure_Amount: amount } })),
  ]);
  return { id: y.id, stageId: st.id };
}

const ASK = 'query($y:[Int!]){ budgetCredibility(Year_IDs:$y){ Years { Fiscal_Year Complete Votes_Budgeted Votes_Complete Budget Actual Outturn Programme_Variance Category_Variance Contingency_Share Revenue_Budget Revenue_Actual Revenue_Variance } Indicators { Indicator Basis Score Not_Scored } } }';
const score = (answer: { Indicators: { Indicator: string; Score: string | null; Not_Scored: string | null }[] }, id: string) => answer.Indicators.find((i) => i.Indicator === id);

describe('budget credibility (PEFA 2016, ADR 0025)', () => {
  // 600 + 400 budgeted each year. Year one spends 95 % (A's lower edge), year two 105 % (A's upper edge), both in the
  // budget's proportions; year three 110 % (B) with wage 700 against a scaled budget of 660: variance 80 / 1,100.
  const M = 1_000_000;
  const made = (async () => {
    const before = await pastYear(1990, { wage: 0, nonWage: 0 }, { wage: 0, nonWage: 0 });
    const ys = [
      await pastYear(1991, { wage: 600 * M, nonWage: 400 * M }, { wage: 570 * M, nonWage: 380 * M }),
      await pastYear(1992, { wage: 600 * M, nonWage: 400 * M }, { wage: 630 * M, nonWage: 420 * M }),
      await pastYear(1993, { wage: 600 * M, nonWage: 400 * M }, { wage: 700 * M, nonWage: 400 * M }),
    ];
    // Revenue: each year's budget is the approved estimates of the year before (taxes 800, grants 200; borrowing, which
    // is not revenue, 500). Collected: 97 % (A's lower edge), 106 % (its upper edge), 116 % (C's upper edge), all as taxes
    // 80 % and grants 20 % but the last year's, whose taxes came to 1,000 and grants 160: scaled by 1.16 the budget is
    // 928 and 232, deviations 72 and 72 — a variance of 144/1,160 ≈ 12.4 %.
    const collected = [[776, 194], [848, 212], [1000, 160]];
    for (const [i, prior] of [before, ys[0], ys[1]].entries()) {
      await t.db.insert(revenueEstimates).values([{ yearId: prior.id, stageId: prior.stageId, code: '114', amount: 800 * M },
        { yearId: prior.id, stageId: prior.stageId, code: '131', amount: 200 * M }, { yearId: prior.id, stageId: prior.stageId, code: '332', amount: 500 * M }]);
      const [tax, grants] = collected[i];
      await t.db.insert(revenueOutturns).values([{ yearId: ys[i].id, code: '114', amount: tax * M }, { yearId: ys[i].id, code: '131', amount: grants * M },
        { yearId: ys[i].id, code: '332', amount: 900 * M }]);
    }
    return ys;
  })();
  const years = made.then((ys) => ys.map((y) => y.id));

  it('scores PI-1 and PI-2 as a hand computation does, at the bands\' edges, and says what it cannot score', async () => {
    const ids = await years;
    const r = await t.gql(ASK, { y: ids }, ministry);
    expect(r.errors).toBeUndefined();
    const a = r.data.budgetCredibility;
    expect(a.Years.map((y: { Fiscal_Year: string; Complete: boolean; Budget: number; Actual: number }) => [y.Fiscal_Year, y.Complete, y.Budget, y.Actual]))
      .toEqual([['1991-1992', true, 1000 * M, 950 * M], ['1992-1993', true, 1000 * M, 1050 * M], ['1993-1994', true, 1000 * M, 1100 * M]]);
    expect(a.Years.map((y: { Outturn: number }) => y.Outturn)).toEqual([0.95, 1.05, 1.1]);
    expect(a.Years.map((y: { Programme_Variance: number }) => y.Programme_Variance)).toEqual([0, 0, Math.floor((80 / 1100) * 1e6) / 1e6]);
    expect(score(a, 'PI-1')?.Score).toBe('A');
    expect(score(a, 'PI-2.1')?.Score).toBe('A');
    expect(score(a, 'PI-2.2')?.Score).toBe('A');
    expect(score(a, 'PI-2.3')).toMatchObject({ Score: null, Not_Scored: 'no-contingency-vote' });
    // Revenue, computed by hand: 97, 106, 116 % — 97 and 106 are in A's band: A. Composition 0, 0, 12.4 %: two below 5 %, A.
    expect(a.Years.map((y: { Revenue_Budget: number; Revenue_Actual: number }) => [y.Revenue_Budget, y.Revenue_Actual])).toEqual([[1000 * M, 970 * M], [1000 * M, 1060 * M], [1000 * M, 1160 * M]]);
    expect(a.Years[2].Revenue_Variance).toBe(Math.floor((144 / 1160) * 1e6) / 1e6);
    expect(score(a, 'PI-3.1')?.Score).toBe('A');
    expect(score(a, 'PI-3.2')?.Score).toBe('A');

    // The workbook carries the tables behind each score: year three's heads, scaled by 1.1, deviate by 40 + 40.
    const file = await t.app.inject({ method: 'GET', url: `/api/credibility.xlsx?Year_IDs=${ids.join(',')}`, headers: { authorization: `Bearer ${ministry}` } });
    expect(file.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as never);
    expect(wb.getWorksheet('Scores')?.getRow(2).values).toEqual([undefined, 'PI-1', 'aggregate', 'A']);
    const heads = wb.getWorksheet('PI-2.1 programme 1993-1994');
    const total = heads?.getRow(4).values as unknown[];
    expect(total.slice(1)).toEqual(['Total', 1000 * M, 1100 * M, 1100 * M, 80 * M]);
    expect(heads?.getRow(5).getCell(5).value).toBeCloseTo(80 / 1100, 10);
    expect((await t.app.inject({ method: 'GET', url: '/api/credibility.xlsx', headers: { authorization: `Bearer ${vote}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/credibility.xlsx?Year_IDs=0x1', headers: { authorization: `Bearer ${ministry}` } })).statusCode).toBe(400);

    // A shilling over 105 % in year two: only one year in A's band, all three in B's — PI-1 falls to B.
    await t.db.execute(sql`update upload_rows set data = jsonb_build_object('Expenditure_Amount', (data->>'Expenditure_Amount')::numeric + 1)
      where year_id = ${ids[1]} and quarter = 'Q4' and category = 'Wage'`);
    expect(score((await t.gql(ASK, { y: ids }, ministry)).data.budgetCredibility, 'PI-1')?.Score).toBe('B');
    // A shilling short of 97 % in year one: 96.99…, 106, 116 % — one year in A's band, two in B's (94–112 %): B.
    const save = await t.gql('mutation($y:Int!,$l:[RevenueLineInput!]!){ saveRevenueOutturns(Year_ID:$y, Lines:$l){ Held } }', { y: ids[0], l: [{ Code: '114', Amount: 776 * M - 1 }] }, ministry);
    expect(save.errors).toBeUndefined();
    expect(score((await t.gql(ASK, { y: ids }, ministry)).data.budgetCredibility, 'PI-3.1')?.Score).toBe('B');
  });

  it('scores PI-2.3 from what was charged to the contingency vote, and leaves that vote out of PI-2\'s composition', async () => {
    const ys = await made;
    const reserve = await make.vote({ programmes: 1 });
    await t.db.execute(sql`update votes set is_contingency = true where id = ${reserve.id}`);
    const charge = async (i: number, amount: number) => {
      await t.db.execute(sql`delete from upload_rows where vote_id = ${reserve.id} and year_id = ${ys[i].id}`);
      const [b] = await t.db.insert(uploadBatches).values({ kind: 'quarterly-warrants-expenditure', yearId: ys[i].id, fileName: 'c.xlsx', filePath: 'x', sha256: 'x', rowCount: 4 }).returning();
      await t.db.insert(uploadRows).values([0, 0, 0, amount].map((a, q) => ({ batchId: b.id, kind: 'quarterly-warrants-expenditure', yearId: ys[i].id, voteId: reserve.id,
        programmeId: reserve.lines[0].programmeId, quarter: `Q${q + 1}`, category: 'NonWage', amount: a, data: { Expenditure_Amount: a } })));
    };
    for (const [i, y] of ys.entries()) {
      await t.db.insert(cgMtefs).values({ yearId: y.id, stageId: y.stageId, progByVoteId: reserve.lines[0].progByVoteId, kind: 'allocation', y0_non_wage: 50 * M } as never);
      await charge(i, [30, 31.5, 20][i] * M);
    }
    // Each year's original budget is now 1,050: charged 30, 31.5 and 20 — on average 81.5 / 3,150 ≈ 2.59 %, below 3 %: A.
    const ask = async () => (await t.gql(ASK, { y: ys.map((y) => y.id) }, ministry)).data.budgetCredibility;
    let a = await ask();
    expect(a.Years.map((y: { Contingency_Share: number }) => y.Contingency_Share)).toEqual([30 / 1050, 31.5 / 1050, 20 / 1050]);
    expect(score(a, 'PI-2.3')?.Score).toBe('A');
    // The reserve is not a programme's composition: year one's variance by programme is still nought.
    expect(a.Years[0].Programme_Variance).toBe(0);
    // Charged 43 in year one: 94.5 / 3,150 is 3 % exactly, not below it: B.
    await charge(0, 43 * M);
    a = await ask();
    expect(score(a, 'PI-2.3')?.Score).toBe('B');
    // The flag is the CG Votes master's.
    const votes = await t.gql('{ cgVotes { Vote_ID Is_Contingency } }', {}, ministry);
    expect((votes.data.cgVotes as { Vote_ID: number; Is_Contingency: boolean }[]).filter((v) => v.Is_Contingency).map((v) => v.Vote_ID)).toEqual([reserve.id]);
  });

  it('says a year whose outturn is partial, and scores nothing from it', async () => {
    const ids = await years;
    await t.db.execute(sql`delete from upload_rows where year_id = ${ids[2]} and quarter = 'Q4' and vote_id = ${works.id}`);
    const a = (await t.gql(ASK, { y: ids }, ministry)).data.budgetCredibility;
    expect(a.Years[2]).toMatchObject({ Complete: false, Votes_Budgeted: 3, Votes_Complete: 2, Programme_Variance: null });
    for (const id of ['PI-1', 'PI-2.1', 'PI-2.2']) expect(score(a, id)).toMatchObject({ Score: null, Not_Scored: 'partial' });
    // Two years are not three.
    expect(score((await t.gql(ASK, { y: ids.slice(0, 2) }, ministry)).data.budgetCredibility, 'PI-1')).toMatchObject({ Score: null, Not_Scored: 'years' });
  });

  it('is the ministry\'s: a vote\'s user is refused, a year not ended or unknown is refused in words', async () => {
    const ids = await years;
    expect((await t.gql(ASK, { y: ids }, vote)).errors?.[0]?.message).toMatch(/You do not have access/);
    const [future] = await rows<{ id: number; fiscal_year: string }>(sql`select id, fiscal_year from fiscal_years where end_date > current_date order by start_date limit 1`);
    expect((await t.gql(ASK, { y: [...ids, future.id] }, ministry)).errors?.[0]?.message).toBe(`${future.fiscal_year} has not ended: its outturn cannot be scored yet`);
    expect((await t.gql(ASK, { y: [99_999_999] }, ministry)).errors?.[0]?.message).toMatch(/not found/i);
    // Without years: the last three the product holds that have ended (the demo's hold no four quarters: partial or short).
    const demo = (await t.gql(ASK, {}, ministry)).data.budgetCredibility;
    expect(demo.Years.length).toBeLessThanOrEqual(3);
  });
});
