import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { deadlineNotices, fiscalYears, notifications, reportApprovers, reportDeadlines, reports, submissions, users, votes } from '../src/db/schema/index.js';
import { phaseOf, sweepDeadlines } from '../src/modules/reports/deadlines.service.js';
import { codeOf, setupApp } from './helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
const tokens: Record<string, string> = {};
for (const u of ['admin', 'cg.initiator', 'cg.approver']) tokens[u] = (await t.login(u)).token;
const as = (user: string) => (q: string, v?: Record<string, unknown>) => t.gql(q, v, tokens[user]);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DUE = day(2);
// As the notices write it (English in its British form).
const DUE_TEXT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${DUE}T00:00:00Z`));
const SET = 'mutation($r:Int!,$y:Int!,$d:String!,$n:Int!,$e:String!){ setReportDeadline(Report_ID:$r, Year_ID:$y, Due_On:$d, Remind_Days_Before:$n, Escalate_To:$e) }';
const LIST = 'query($y:Int!){ reportDeadlines(Year_ID:$y){ Report_ID Due_On Pending Due_Soon Overdue } }';
const idOf = async (name: string) => (await t.db.select().from(users).where(eq(users.userName, name)))[0].id;
const titlesOf = async (name: string, pattern: string) => (await t.db.select().from(notifications)
  .where(and(eq(notifications.userId, await idOf(name)), like(notifications.title, pattern)))).map((n) => n.title);

describe('report deadlines', () => {
  it('are set by an administrator; bad dates, windows, escalations, reports and other users are refused, writing nothing', async () => {
    const base = { r: bfp.id, y: year.id, d: DUE, n: 3, e: 'next_level' };
    for (const [v, code] of [
      [{ ...base, d: '2026-13-01' }, 'BAD_USER_INPUT'], [{ ...base, n: 61 }, 'BAD_USER_INPUT'], [{ ...base, e: 'boss' }, 'BAD_USER_INPUT'],
      [{ ...base, r: 999_999 }, 'RECORD_NOT_FOUND'], [{ ...base, y: 999_999 }, 'BAD_USER_INPUT'],
    ] as const) expect([v, codeOf(await as('admin')(SET, v))]).toEqual([v, code]);
    expect(codeOf(await as('cg.initiator')(SET, base))).toBe('FORBIDDEN');
    expect(await t.db.select().from(reportDeadlines)).toHaveLength(0);
    expect((await as('admin')(SET, base)).data.setReportDeadline).toBe(true);
    // Setting it again moves it: one row per report and year.
    expect((await as('admin')(SET, { ...base, n: 5 })).data.setReportDeadline).toBe(true);
    expect((await t.db.select().from(reportDeadlines)).map((d) => [d.dueOn, d.remindDays])).toEqual([[DUE, 5]]);
  });

  it('count, for each user\'s own entities, what is pending and due soon', async () => {
    const cgVotes = (await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.status, true)))).length;
    expect((await as('admin')(LIST, { y: year.id })).data.reportDeadlines).toEqual([{ Report_ID: bfp.id, Due_On: DUE, Pending: cgVotes, Due_Soon: cgVotes, Overdue: 0 }]);
    expect((await as('cg.initiator')(LIST, { y: year.id })).data.reportDeadlines).toEqual([{ Report_ID: bfp.id, Due_On: DUE, Pending: 1, Due_Soon: 1, Overdue: 0 }]);
    expect(phaseOf(day(0), DUE, 1)).toBeNull();
    expect([phaseOf(DUE, DUE, 0), phaseOf(day(3), DUE, 0)]).toEqual(['due', 'overdue']);
  });

  it('remind the initiators once before the due date, however many sweeps run, also at once', async () => {
    const first = await Promise.all([1, 2, 3].map(() => sweepDeadlines(t.db, t.app.notices, day(0))));
    expect(first.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
    expect(await titlesOf('cg.initiator', `${bfp.name} is due on%`)).toEqual([`${bfp.name} is due on ${DUE_TEXT}`]);
    // The votes nobody could be reminded for (no initiator assigned) reach the report administrators, once, in one notice.
    const [unheld] = await titlesOf('admin', '%nobody assigned%');
    expect(await titlesOf('admin', '%nobody assigned%')).toHaveLength(1);
    const withInitiators = (await t.db.selectDistinct({ v: reportApprovers.voteId }).from(reportApprovers)
      .where(and(eq(reportApprovers.reportId, bfp.id), eq(reportApprovers.level, 0)))).length;
    const cgVotes = (await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.status, true)))).length;
    expect(unheld).toBe(`${bfp.name}: ${cgVotes - withInitiators} not yet approved with nobody assigned to act (due on ${DUE_TEXT})`);
    expect(await sweepDeadlines(t.db, t.app.notices, day(0))).toBe(0);
    const sent = await t.db.select().from(deadlineNotices);
    expect(new Set(sent.map((n) => `${n.entityId}:${n.kind}:${n.level}`)).size).toBe(sent.length);
    expect(sent.length).toBe(first.reduce((a, b) => a + b, 0));
  });

  it('tell the approver holding an overdue submission, and escalate it to the next level once', async () => {
    const s = await as('cg.initiator')('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Current_Level } }', { r: bfp.id, y: year.id, e: health.id });
    expect(s.data.initiateReport.Current_Level).toBe(1);
    expect(await sweepDeadlines(t.db, t.app.notices, day(3))).toBeGreaterThan(0);
    expect(await titlesOf('cg.approver', '%overdue%')).toEqual([`${bfp.name} is overdue (it was due on ${DUE_TEXT})`]);
    expect(await titlesOf('mof.level2', 'Escalated:%')).toEqual([`Escalated: ${bfp.name} is overdue (it was due on ${DUE_TEXT})`]);
    expect(await sweepDeadlines(t.db, t.app.notices, day(4))).toBe(0);
    expect((await as('cg.initiator')(LIST, { y: year.id })).data.reportDeadlines[0]).toMatchObject({ Pending: 1 });
  });

  it('list, behind the counts, each pending entity of the caller\'s scope: where and with whom it waits, its reminder and escalation', async () => {
    const [deadline] = await t.db.select().from(reportDeadlines);
    const ENTITIES = 'query($d:Int!){ deadlineEntities(Deadline_ID:$d){ Entity_Code Level Waiting_With Reminded_At Escalated_At Escalated_To_Level } }';
    const [own] = (await as('cg.initiator')(ENTITIES, { d: deadline.id })).data.deadlineEntities;
    expect(own).toMatchObject({ Entity_Code: '014', Level: 1, Waiting_With: ['Peter Mugisha'], Escalated_To_Level: 2 });
    expect([own.Reminded_At, own.Escalated_At].every((at: string) => Date.parse(at) > 0)).toBe(true);
    const all = (await as('admin')(ENTITIES, { d: deadline.id })).data.deadlineEntities as { Entity_Code: string; Level: number }[];
    const cgVotes = (await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.status, true)))).length;
    expect(all).toHaveLength(cgVotes);
    expect(all.filter((e) => e.Level > 0).map((e) => e.Entity_Code)).toEqual(['014']);
    // A local government's user sees none of the central votes; an unknown deadline is not found.
    tokens['lg.initiator'] = (await t.login('lg.initiator')).token;
    expect((await as('lg.initiator')(ENTITIES, { d: deadline.id })).data.deadlineEntities).toEqual([]);
    expect(codeOf(await as('admin')(ENTITIES, { d: 999_999 }))).toBe('RECORD_NOT_FOUND');
    expect(codeOf(await as('admin')('query($d:Int!){ deadlineEntities(Deadline_ID:$d, Limit:0){ Level } }', { d: deadline.id }))).toBe('BAD_USER_INPUT');
    expect((await as('admin')('query($d:Int!){ deadlineEntities(Deadline_ID:$d, Limit:2){ Level } }', { d: deadline.id })).data.deadlineEntities).toHaveLength(2);

    // Given by an administrator to one person, it waits with that person alone.
    const [sub] = await t.db.select().from(submissions).where(and(eq(submissions.reportId, bfp.id), eq(submissions.voteId, health.id)));
    const given = await as('admin')('mutation($s:Int!,$v:Int!,$u:Int!,$r:String!){ reassignSubmission(Submission_ID:$s, Version:$v, User_ID:$u, Reason:$r){ Version } }',
      { s: sub.id, v: sub.version, u: await idOf('mof.level3'), r: 'Accounting officer on leave' });
    expect(given.errors).toBeUndefined();
    const [level3] = await t.db.select().from(users).where(eq(users.userName, 'mof.level3'));
    expect((await as('cg.initiator')(ENTITIES, { d: deadline.id })).data.deadlineEntities[0].Waiting_With).toEqual([`${level3.firstName} ${level3.lastName}`]);
    // The sweep reminds that person, not the level's approvers (its earlier notices forgotten, as in a new cycle).
    await t.db.delete(deadlineNotices).where(eq(deadlineNotices.entityId, health.id));
    const approverBefore = (await titlesOf('cg.approver', '%overdue%')).length;
    expect(await sweepDeadlines(t.db, t.app.notices, day(3))).toBeGreaterThan(0);
    expect(await titlesOf('mof.level3', '%overdue%')).toContain(`${bfp.name} is overdue (it was due on ${DUE_TEXT})`);
    expect(await titlesOf('cg.approver', '%overdue%')).toHaveLength(approverBefore);
  });
});
