import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { budgetLines, budgetStages, coaFunds, coaItems, coaOutputs, coaSectors, executionLines, fiscalYears, reports, subProgrammes, submissions } from '../src/db/schema/index.js';
import { composeDocument, renderDocument } from '../src/modules/documents/documents.service.js';
import { setupApp } from './helpers.js';
import { refreshToDate } from '../src/modules/execution/execution.repo.js';
import { factories } from './factories.js';

// Budget credibility read at the chart's grain (ADR 0026): PI-2 by function and by economic type, hand-computed.
const t = await setupApp();
const make = factories(t);
const ministry = (await t.login('budget.officer')).token;
const [health, works] = [await make.vote({ programmes: 1 }), await make.vote({ programmes: 1 })];
const [healthSub] = await t.db.insert(subProgrammes).values({ programmeId: health.lines[0].programmeId, code: '01', name: 'Primary care' }).returning();
const [worksSub] = await t.db.insert(subProgrammes).values({ programmeId: works.lines[0].programmeId, code: '01', name: 'Roads' }).returning();
const M = 1_000_000;
const fiscalYearOf = async (id: number) => (await t.db.select().from(fiscalYears).where(eq(fiscalYears.id, id)))[0].fiscalYear;

async function fiscalYear(start: number) {
  const [y] = await t.db.insert(fiscalYears).values({ fiscalYear: `${start}-${start + 1}`, startDate: `${start}-07-01`, endDate: `${start + 1}-06-30` }).returning();
  return y.id;
}

/**
 * A year's approved estimates on its own chart: Health's wage 400 (item 211101) and non-wage 200 (221001), in a health
 * sector (COFOG 07); Works' non-wage 300 (221001) and interest 100 (241001), in an education sector (09). Answers each
 * line's ids, to spend against.
 */
async function estimates(yearId: number) {
  const [st] = await t.db.insert(budgetStages).values({ yearId, processArea: 'CG', stage: 3, stageName: 'Approved Estimates', isActive: false }).returning();
  const [s07, s09] = await t.db.insert(coaSectors).values([{ yearId, code: '08', name: 'Health', cofog: '07' }, { yearId, code: '07', name: 'Education', cofog: '09' }]).returning();
  const [wage, nonWage, interest] = await t.db.insert(coaItems).values([{ yearId, code: '211101', name: 'Salaries', classCode: '211' },
    { yearId, code: '221001', name: 'Advertising', classCode: '221' }, { yearId, code: '241001', name: 'Interest', classCode: '241' }]).returning();
  const [fWage, fNwr] = await t.db.insert(coaFunds).values([{ yearId, code: 'WAGE', name: 'Wage', mtefCategory: 'Wage' }, { yearId, code: 'NWR', name: 'Non wage', mtefCategory: 'NonWage' }]).returning();
  const [o1, o2] = await t.db.insert(coaOutputs).values([{ yearId, subProgrammeId: healthSub.id, voteId: health.id, code: '01', name: 'Clinics run' },
    { yearId, subProgrammeId: worksSub.id, voteId: works.id, code: '01', name: 'Roads kept' }]).returning();
  const h = { voteId: health.id, programmeId: health.lines[0].programmeId, subProgrammeId: healthSub.id, outputId: o1.id, sectorId: s07.id };
  const w = { voteId: works.id, programmeId: works.lines[0].programmeId, subProgrammeId: worksSub.id, outputId: o2.id, sectorId: s09.id };
  const lines = {
    healthWage: { ...h, itemId: wage.id, fundId: fWage.id }, healthNonWage: { ...h, itemId: nonWage.id, fundId: fNwr.id },
    worksNonWage: { ...w, itemId: nonWage.id, fundId: fNwr.id }, worksInterest: { ...w, itemId: interest.id, fundId: fNwr.id },
  };
  const budget = { healthWage: 400, healthNonWage: 200, worksNonWage: 300, worksInterest: 100 };
  await t.db.insert(budgetLines).values(Object.entries(lines).map(([k, l]) => ({ yearId, stageId: st.id, ...l, amount: budget[k as keyof typeof budget] * M })));
  return lines;
}

/** Twelve months of a year spending `spent` (millions) on each line, the remainder of a twelfth in month 12, under `budgetYearId`'s estimates. */
async function execution(yearId: number, budgetYearId: number, lines: Awaited<ReturnType<typeof estimates>>, spent: Record<keyof typeof lines, number>) {
  const rows = Object.entries(lines).flatMap(([k, l]) => {
    const total = spent[k as keyof typeof lines] * M;
    const twelfth = Math.floor(total / 12);
    return Array.from({ length: 12 }, (_, i) => {
      const amount = i === 11 ? total - twelfth * 11 : twelfth;
      const { sectorId: _sector, ...ids } = l;
      return { yearId, month: i + 1, ...ids, warranted: amount, released: amount, spent: amount };
    });
  });
  await t.db.insert(executionLines).values(rows);
  // As every load of a month does, the year's lines to date are rebuilt.
  await t.db.transaction((tx) => refreshToDate(tx, yearId, budgetYearId));
}

const ASK = 'query($y:[Int!]){ budgetCredibility(Year_IDs:$y){ Years { Fiscal_Year Complete Source Months_Held Budget Actual Outturn Function_Variance Economic_Variance } Indicators { Indicator Basis Score Not_Scored } } }';
const score = (a: { Indicators: { Indicator: string; Basis: string; Score: string | null; Not_Scored: string | null }[] }, id: string) => a.Indicators.find((i) => i.Indicator === id);
const floor6 = (x: number) => Math.floor(x * 1e6) / 1e6;

describe('budget credibility at the chart\'s grain: PI-2 by function and by economic type', () => {
  // Each year carried out under the estimates of the year before (1,000: function 07 600, 09 300 and interest 100).
  // Year one spends 95 % (A's edge): interest 50, Health 622.5, Works 277.5 — by function (interest left out) 900 against
  // 900, deviations 22.5 + 22.5 = 5 % exactly (not below 5: B's band); by economic type 400 / 500 / 50 against 380 / 475 /
  // 95, deviations 20 + 25 + 45 = 90 of 950. Year two spends 105 % in the budget's proportions: 0 and 0. Year three spends
  // 110 %: interest 200, Health 667.5, Works 232.5 — by function deviations 67.5 + 67.5 = 15 % (D); by economic type
  // 400 / 500 / 200 against 440 / 550 / 110: 180 of 1,100.
  const made = (async () => {
    const ids = [await fiscalYear(1980), await fiscalYear(1981), await fiscalYear(1982), await fiscalYear(1983)];
    const charts = [await estimates(ids[0]), await estimates(ids[1]), await estimates(ids[2])];
    await execution(ids[1], ids[0], charts[0], { healthWage: 400, healthNonWage: 222.5, worksNonWage: 277.5, worksInterest: 50 });
    await execution(ids[2], ids[1], charts[1], { healthWage: 420, healthNonWage: 210, worksNonWage: 315, worksInterest: 105 });
    await execution(ids[3], ids[2], charts[2], { healthWage: 400, healthNonWage: 267.5, worksNonWage: 232.5, worksInterest: 200 });
    return ids.slice(1);
  })();

  it('scores PI-1, PI-2.1 by function and PI-2.2 by economic type as the hand computation does', async () => {
    const ids = await made;
    const r = await t.gql(ASK, { y: ids }, ministry);
    expect(r.errors).toBeUndefined();
    const a = r.data.budgetCredibility;
    expect(a.Years.map((y: { Source: string; Months_Held: number; Complete: boolean; Budget: number; Actual: number }) => [y.Source, y.Months_Held, y.Complete, y.Budget, y.Actual]))
      .toEqual([['lines', 12, true, 1000 * M, 950 * M], ['lines', 12, true, 1000 * M, 1050 * M], ['lines', 12, true, 1000 * M, 1100 * M]]);
    expect(a.Years.map((y: { Function_Variance: number }) => y.Function_Variance)).toEqual([0.05, 0, 0.15]);
    expect(a.Years.map((y: { Economic_Variance: number }) => y.Economic_Variance)).toEqual([floor6(90 / 950), 0, floor6(180 / 1100)]);
    // PI-1: 95 and 105 % in A's band. PI-2.1: 5, 0, 15 % — one below 5, two below 10: B. PI-2.2: 9.47, 0, 16.4 %: B.
    expect(score(a, 'PI-1')?.Score).toBe('A');
    expect(score(a, 'PI-2.1')).toMatchObject({ Basis: 'function', Score: 'B' });
    expect(score(a, 'PI-2.2')).toMatchObject({ Basis: 'economic', Score: 'B' });
  });

  it('the signed document prints the same scores, years and tables behind each variance as the hand computation', async () => {
    const ids = await made;
    const [report] = await t.db.select().from(reports).where(eq(reports.layout, 'credibility'));
    // As of the third year: the three years ended by then.
    const d = await composeDocument(t.db, report, { yearId: ids[2], voteId: health.id, programmeId: null, sepcId: null }, { trail: [], draft: true });
    const [scores, years, ...behind] = d.tables;
    expect(scores.rows.map((r) => r.cells.slice(0, 3))).toEqual(expect.arrayContaining([
      ['PI-1', 'Aggregate expenditure outturn', 'A'], ['PI-2.1', 'Composition by function (COFOG, interest left out)', 'B'], ['PI-2.2', 'Composition by economic type (GFS)', 'B']]));
    expect(years.rows.map((r) => r.cells.slice(2, 7))).toEqual([[1000 * M, 950 * M, 95, 5, 9.47], [1000 * M, 1050 * M, 105, 0, 0], [1000 * M, 1100 * M, 110, 15, 16.36]]);
    // Year one by function, interest left out: 900 budgeted and 900 spent, so each function's budget is its scaled budget.
    const first = await fiscalYearOf(ids[0]);
    const fn = behind.find((x) => x.title.startsWith('PI-2.1') && x.title.endsWith(`${first} (UGX)`))!;
    expect(fn.rows.map((r) => r.cells)).toEqual([['07 Health', 600 * M, 622.5 * M, 600 * M, 22.5 * M], ['09 Education', 300 * M, 277.5 * M, 300 * M, 22.5 * M],
      ['Total', 900 * M, 900 * M, 900 * M, 45 * M]]);
    expect(fn.note).toBe('Variance: the deviations over the outturn, 5.00 %.');
    const pdf = await renderDocument(d, 'PDF');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('says a year with a month missing is partial, and scores nothing from it', async () => {
    const ids = await made;
    await t.db.delete(executionLines).where(and(eq(executionLines.yearId, ids[2]), eq(executionLines.month, 12)));
    await t.db.transaction((tx) => refreshToDate(tx, ids[2], ids[1]));
    const a = (await t.gql(ASK, { y: ids }, ministry)).data.budgetCredibility;
    expect(a.Years[2]).toMatchObject({ Source: 'lines', Months_Held: 11, Complete: false, Function_Variance: null, Economic_Variance: null });
    for (const id of ['PI-1', 'PI-2.1', 'PI-2.2']) expect(score(a, id)).toMatchObject({ Score: null, Not_Scored: 'partial' });
  });

  it('is the ministry\'s document: a vote\'s initiator assigned to it can neither list, draft nor initiate it', async () => {
    const ids = await made;
    const [report] = await t.db.select().from(reports).where(eq(reports.layout, 'credibility'));
    const voteInitiator = await make.user('CG Initiator', { voteId: health.id });
    const ministryInitiator = await make.user('Budget Officer');
    await make.assign(report, health.id, [[0, voteInitiator], [0, ministryInitiator], [1, await make.user('Ministry Approver')],
      [2, await make.user('Ministry Approver')], [3, await make.user('Ministry Approver')]]);
    const listed = async (token: string) => (await t.gql('query($v:Int!,$y:Int!){ userAssignedToGenerateReports(Vote_ID:$v, Year_ID:$y){ Report_ID } }',
      { v: health.id, y: ids[2] }, token)).data.userAssignedToGenerateReports.map((r: { Report_ID: number }) => r.Report_ID);
    const draft = (token: string) => t.app.inject({ method: 'GET', url: `/api/reports/generator?Report_ID=${report.id}&Year_ID=${ids[2]}&Entity_ID=${health.id}`,
      headers: { authorization: `Bearer ${token}` } });
    const initiate = (token: string) => t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }',
      { r: report.id, y: ids[2], e: health.id }, token);
    expect(await listed(voteInitiator.token)).not.toContain(report.id);
    expect((await draft(voteInitiator.token)).statusCode).toBe(404);
    expect((await initiate(voteInitiator.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.db.select().from(submissions).where(eq(submissions.reportId, report.id))).toEqual([]);
    // The ministry's own initiator, assigned alike, lists, drafts and initiates it.
    expect(await listed(ministryInitiator.token)).toContain(report.id);
    expect((await draft(ministryInitiator.token)).statusCode).toBe(200);
    expect((await initiate(ministryInitiator.token)).data?.initiateReport.Submission_ID).toBeGreaterThan(0);
  });
});
