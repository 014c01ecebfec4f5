import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fiscalYears, reports, votes } from '../src/db/schema/index.js';
import { DEFAULT_LIMITS } from '../src/lib/rate-limits.js';
import { shiftFiscalYear, shortFiscalYear } from '@pbs/domain';
import { setupApp, sqlRows } from './helpers.js';

// The real draft limit (30 a minute per user), tighter than the relaxed limits of the other tests.
const t = await setupApp({ rateLimits: { ...DEFAULT_LIMITS, draftPerUser: { max: 4, windowSeconds: 60 } } });
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const vote = async (code: string) => (await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, code))))[0];
const report = async (name: string) => (await t.db.select().from(reports).where(eq(reports.internalName, name)))[0];
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('report generator (draft documents)', () => {
  it('gives a vote\'s own users a DRAFT of its report, refuses other votes, says what is missing, and keeps to the limit', async () => {
    const initiator = await t.login('cg.initiator');
    const [health, finance] = [await vote('014'), await vote('008')];
    const bfp = await report('budget_framework_paper');
    const own = await get(`/api/reports/generator?Report_ID=${bfp.id}&Year_ID=${year.id}&Entity_ID=${health.id}`, initiator.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    // Named for the budget year the framework paper prepares, the year after the active one.
    const budgetYear = shortFiscalYear(shiftFiscalYear(year.fiscalYear, 1)).replace('/', '_');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="DRAFT_Budget_Framework_Paper_014_${budgetYear}.pdf"`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const excel = await get(`/api/reports/generator?Report_ID=${bfp.id}&Year_ID=${year.id}&Entity_ID=${health.id}&Format=Excel`, initiator.token);
    expect(excel.headers['content-disposition']).toMatch(/\.xlsx"$/);

    expect((await get(`/api/reports/generator?Report_ID=${bfp.id}&Year_ID=${year.id}&Entity_ID=${finance.id}`, initiator.token)).statusCode).toBe(404);
    const q3Url = `/api/reports/generator?Report_ID=${(await report('quarterly_performance_report_q3')).id}&Year_ID=${year.id}&Entity_ID=${health.id}`;
    const q3 = await get(q3Url, initiator.token);
    expect(q3.statusCode).toBe(422);
    expect(q3.json().error).toMatch(/needs the Q3 releases/);
    // In the language asked for (the screens send the chosen one), what is missing too, by another user of the vote: the
    // limit is per person.
    const spoken = await t.app.inject({ method: 'GET', url: q3Url, headers: { authorization: `Bearer ${(await t.login('cg.approver')).token}`, 'accept-language': 'es' } });
    expect(spoken.json().error).toMatch(/^Un borrador de .+ necesita las liberaciones o autorizaciones y el gasto del T3 de \d{4}\/\d{2} para esta sección \(cargas trimestrales\)$/);
    expect((await get('/api/reports/generator?Report_ID=abc', initiator.token)).statusCode).toBe(400);
    // Four renders were counted above: a burst of ten more gets exactly none through.
    const burst = await Promise.all(Array.from({ length: 10 }, () => get(`/api/reports/generator?Report_ID=${bfp.id}&Year_ID=${year.id}&Entity_ID=${health.id}`, initiator.token)));
    expect(burst.map((r) => r.statusCode).filter((s) => s !== 429)).toEqual([]);
  });

  it('lets the approver of a task open its draft, with the approvals so far', async () => {
    const initiator = await t.login('cg.initiator');
    const health = await vote('014');
    const draft = await report('draft_estimates_of_revenue_and_expenditure');
    const started = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }',
      { r: draft.id, y: year.id, e: health.id }, initiator.token);
    const id = started.data.initiateReport.Submission_ID;
    const approver = await t.login('cg.approver');
    const answer = await get(`/api/reports/generator?Submission_ID=${id}`, approver.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/DRAFT_Draft_Estimates_of_Revenue_and_Expenditure_014/);
    // A draft is never archived.
    expect((await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from archived_reports`))[0].n).toBe(0);
    const lg = await t.login('lg.initiator');
    expect((await get(`/api/reports/generator?Submission_ID=${id}`, lg.token)).statusCode).toBe(404);
  });
});
