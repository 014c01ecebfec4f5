import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { statutoryDueDate } from '@pbs/domain';
import { audits, fiscalYears, reportDeadlines, reports, submissionEvents, submissions, votes } from '../src/db/schema/index.js';
import { dayIn } from '../src/lib/dates.js';
import { codeOf, setupApp } from './helpers.js';

const t = await setupApp();
// The ministry's time zone: DEADLINE_TZ's default.
const TZ = 'Africa/Kampala';
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
const tokens: Record<string, string> = {};
for (const u of ['admin', 'cg.initiator', 'cg.approver']) tokens[u] = (await t.login(u)).token;
const as = (user: string) => async (q: string, v?: Record<string, unknown>) => t.gql(q, v, tokens[user]);

/** A day in the ministry's time zone, `offset` days from today. */
const day = (offset: number) => dayIn(TZ, new Date(Date.now() + offset * 86_400_000));
const SET = 'mutation($r:Int!,$y:Int!,$d:String!){ setReportDeadline(Report_ID:$r, Year_ID:$y, Due_On:$d, Remind_Days_Before:3, Escalate_To:"none") }';
const FILL = 'mutation($y:Int!){ setStatutoryDeadlines(Year_ID:$y) }';
const LIST = 'query($y:Int!){ reportDeadlines(Year_ID:$y){ Deadline_ID Report_ID Due_On Statutory_Due_On Pending On_Time Late Missing } }';
const STANDINGS = 'query($d:Int!){ deadlineStandings(Deadline_ID:$d){ Entity_Code State Handed_In_On Standing } }';

const bfpDeadline = async (user = 'admin') => ((await as(user)(LIST, { y: year.id })).data.reportDeadlines as { Deadline_ID: number; Report_ID: number }[])
  .find((d) => d.Report_ID === bfp.id)!;
const standingOf014 = async (user = 'cg.initiator') => ((await as(user)(STANDINGS, { d: (await bfpDeadline(user)).Deadline_ID })).data.deadlineStandings as { Entity_Code: string }[])
  .find((s) => s.Entity_Code === '014');

describe('the reporting calendar', () => {
  it('sets the statute\'s due date of each performance document once, keeping a date the ministry moved', async () => {
    const quarterly = (await t.db.select().from(reports).where(eq(reports.layout, 'cg-quarterly'))).filter((r) => r.quarter != null);
    expect(quarterly).toHaveLength(4);
    expect(codeOf(await as('cg.initiator')(FILL, { y: year.id }))).toBe('FORBIDDEN');
    expect(codeOf(await as('admin')(FILL, { y: 999_999 }))).toBe('RECORD_NOT_FOUND');
    expect(await t.db.select().from(reportDeadlines)).toHaveLength(0);
    // The ministry moved Q2's date before filling the calendar: it is kept.
    const q2 = quarterly.find((r) => r.quarter === 2)!;
    expect((await as('admin')(SET, { r: q2.id, y: year.id, d: '2026-02-15' })).data.setReportDeadline).toBe(true);

    const [a, b] = await Promise.all([as('admin')(FILL, { y: year.id }), as('admin')(FILL, { y: year.id })]);
    expect([a.errors, b.errors]).toEqual([undefined, undefined]);
    // Asked twice at once, each date is set once.
    // Three CG quarters (Q2 was moved), four LG quarters, the two contracts (Form A and B) and the annual report.
    expect(Number(a.data.setStatutoryDeadlines) + Number(b.data.setStatutoryDeadlines)).toBe(10);
    const held = await t.db.select().from(reportDeadlines).where(inArray(reportDeadlines.reportId, quarterly.map((r) => r.id)));
    expect(Object.fromEntries(held.map((d) => [quarterly.find((r) => r.id === d.reportId)!.quarter, d.dueOn]))).toEqual({
      1: statutoryDueDate('quarterly', year.startDate, 1), 2: '2026-02-15', 3: statutoryDueDate('quarterly', year.startDate, 3), 4: statutoryDueDate('quarterly', year.startDate, 4),
    });
    expect(statutoryDueDate('quarterly', year.startDate, 1)).toBe(`${year.startDate.slice(0, 4)}-10-30`);
    // A local government's quarterly reports are dated per quarter as the votes' are.
    const lgQuarterly = (await t.db.select().from(reports).where(eq(reports.layout, 'lg-performance'))).filter((r) => r.quarter != null);
    const lgHeld = await t.db.select().from(reportDeadlines).where(inArray(reportDeadlines.reportId, lgQuarterly.map((r) => r.id)));
    expect(Object.fromEntries(lgHeld.map((d) => [lgQuarterly.find((r) => r.id === d.reportId)!.quarter, d.dueOn])))
      .toEqual(Object.fromEntries([1, 2, 3, 4].map((q) => [q, statutoryDueDate('quarterly', year.startDate, q)])));
    // The contract for the coming budget year by the year's last day; the annual report a month after it.
    const byName = async (internal: string) => (await t.db.select().from(reportDeadlines).innerJoin(reports, eq(reports.id, reportDeadlines.reportId))
      .where(and(eq(reports.internalName, internal), eq(reportDeadlines.yearId, year.id))))[0].report_deadlines.dueOn;
    expect(await byName('performance_contract_form_a')).toBe(year.endDate);
    expect(await byName('performance_contract_form_b')).toBe(year.endDate);
    expect(await byName('annual_performance_report')).toBe(`${year.endDate.slice(0, 4)}-07-31`);
    expect(await as('admin')(FILL, { y: year.id })).toMatchObject({ data: { setStatutoryDeadlines: 0 } });
    // Each date set is in the audit trail; the list says the statute's date beside the one held.
    const audited = await t.db.select().from(audits).where(eq(audits.tableName, 'report_deadlines'));
    expect(audited.length).toBe(await t.db.$count(reportDeadlines));
    const listed = (await as('admin')(LIST, { y: year.id })).data.reportDeadlines as { Report_ID: number; Due_On: string; Statutory_Due_On: string | null }[];
    expect(listed.find((d) => d.Report_ID === q2.id)).toMatchObject({ Due_On: '2026-02-15', Statutory_Due_On: statutoryDueDate('quarterly', year.startDate, 2) });
  });

  it('counts a report handed in on the due day on time and the day after late, in the ministry\'s time zone', async () => {
    expect((await as('admin')(SET, { r: bfp.id, y: year.id, d: day(0) })).data.setReportDeadline).toBe(true);
    expect(await standingOf014()).toEqual({ Entity_Code: '014', State: null, Handed_In_On: null, Standing: 'open' });
    const s = await as('cg.initiator')('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }', { r: bfp.id, y: year.id, e: health.id });
    expect(s.errors).toBeUndefined();
    expect(await standingOf014()).toEqual({ Entity_Code: '014', State: 'Initiated', Handed_In_On: day(0), Standing: 'on_time' });

    // Handed in at 23:59 in Kampala on the due day is on time; one minute later, past midnight there, it is late.
    const due = '2026-03-31';
    await as('admin')(SET, { r: bfp.id, y: year.id, d: due });
    const [sub] = await t.db.select().from(submissions).where(and(eq(submissions.reportId, bfp.id), eq(submissions.voteId, health.id)));
    const at = async (instant: string) => {
      await t.db.update(submissionEvents).set({ createdAt: new Date(instant) }).where(eq(submissionEvents.submissionId, sub.id));
      return (await standingOf014())!;
    };
    expect(await at('2026-03-31T20:59:00Z')).toMatchObject({ Handed_In_On: '2026-03-31', Standing: 'on_time' });
    expect(await at('2026-03-31T21:00:00Z')).toMatchObject({ Handed_In_On: '2026-04-01', Standing: 'late' });
  });

  it('counts a report returned to its entity as not handed in until it is handed in again', async () => {
    await as('admin')(SET, { r: bfp.id, y: year.id, d: day(-1) });
    const [sub] = await t.db.select().from(submissions).where(and(eq(submissions.reportId, bfp.id), eq(submissions.voteId, health.id)));
    const rejected = await as('cg.approver')('mutation($s:Int!,$v:Int!){ rejectSubmission(Submission_ID:$s, Version:$v, Comment:"Figures do not add up"){ Version } }', { s: sub.id, v: sub.version });
    expect(rejected.errors).toBeUndefined();
    expect(await standingOf014()).toEqual({ Entity_Code: '014', State: 'Rejected', Handed_In_On: null, Standing: 'missing' });
    const again = await as('cg.initiator')('mutation($s:Int!,$v:Int!){ resubmitSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: sub.id, v: rejected.data.rejectSubmission.Version });
    expect(again.errors).toBeUndefined();
    expect(await standingOf014()).toEqual({ Entity_Code: '014', State: 'Initiated', Handed_In_On: day(0), Standing: 'late' });
  });

  it('shows each user only the entities of their scope; the ministry sees every vote with the counts adding up', async () => {
    const mine = (await as('cg.initiator')(STANDINGS, { d: (await bfpDeadline('cg.initiator')).Deadline_ID })).data.deadlineStandings as { Entity_Code: string }[];
    expect(mine.map((s) => s.Entity_Code)).toEqual(['014']);
    const cgVotes = await t.db.$count(votes, and(eq(votes.kind, 'CG'), eq(votes.status, true)));
    const all = (await as('admin')(STANDINGS, { d: (await bfpDeadline()).Deadline_ID })).data.deadlineStandings as { Standing: string }[];
    expect(all).toHaveLength(cgVotes);
    const row = ((await as('admin')(LIST, { y: year.id })).data.reportDeadlines as { Report_ID: number; On_Time: number; Late: number; Missing: number; Statutory_Due_On: string | null }[])
      .find((d) => d.Report_ID === bfp.id)!;
    expect(row).toMatchObject({ On_Time: 0, Late: 1, Missing: cgVotes - 1, Statutory_Due_On: null });
    expect(all.filter((s) => s.Standing === 'missing')).toHaveLength(cgVotes - 1);
    expect(codeOf(await as('admin')(STANDINGS, { d: 999_999 }))).toBe('RECORD_NOT_FOUND');
  });
});
