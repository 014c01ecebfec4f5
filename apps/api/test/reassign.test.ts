import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fiscalYears, notifications, reports, submissionEvents, users, votes } from '../src/db/schema/index.js';
import { codeOf, setupApp } from './helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
const tokens: Record<string, string> = {};
for (const u of ['admin', 'cg.initiator', 'cg.approver', 'mof.level2', 'mof.level3']) tokens[u] = (await t.login(u)).token;
const as = (user: string) => (q: string, v?: Record<string, unknown>) => t.gql(q, v, tokens[user]);
const idOf = async (name: string) => (await t.db.select().from(users).where(eq(users.userName, name)))[0].id;

const REASSIGN = 'mutation($s:Int!,$v:Int!,$u:Int!,$r:String!){ reassignSubmission(Submission_ID:$s, Version:$v, User_ID:$u, Reason:$r){ Current_Level Version } }';
const TASKS = 'query($y:Int!){ mySubmissionTasks(Year_ID:$y){ Submission_ID } }';
const APPROVE = 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Current_Level Version } }';
const taskIds = async (user: string) => (await as(user)(TASKS, { y: year.id })).data.mySubmissionTasks.map((x: { Submission_ID: number }) => x.Submission_ID);

describe('reassigning a waiting task', () => {
  const s = { id: 0, version: 0 };

  it('is refused for a bad reason, someone who cannot see the entity, the initiator, a stale version or a non-administrator, changing nothing', async () => {
    const r = (await as('cg.initiator')('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
      { r: bfp.id, y: year.id, e: health.id })).data.initiateReport;
    Object.assign(s, { id: r.Submission_ID, version: r.Version });
    const base = { s: s.id, v: s.version, u: await idOf('mof.level3'), r: 'Level 1 approver on mission' };
    const cases: [string, Record<string, unknown>, string][] = [
      ['admin', { ...base, r: ' ' }, 'BAD_USER_INPUT'],
      ['admin', { ...base, u: await idOf('lg.approver') }, 'BAD_USER_INPUT'],
      ['admin', { ...base, u: await idOf('cg.initiator') }, 'BAD_USER_INPUT'],
      ['admin', { ...base, v: s.version + 1 }, 'CONFLICT'],
      ['admin', { ...base, s: 999_999 }, 'RECORD_NOT_FOUND'],
      ['cg.approver', base, 'FORBIDDEN'],
    ];
    for (const [user, v, code] of cases) expect([user, v, codeOf(await as(user)(REASSIGN, v))]).toEqual([user, v, code]);
    expect((await t.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, s.id))).map((e) => e.action)).toEqual(['Initiated']);
    expect(await taskIds('cg.approver')).toContain(s.id);
  });

  it('gives the task to that person alone at its level, who is told and approves it; the next level is as before', async () => {
    const r = await as('admin')(REASSIGN, { s: s.id, v: s.version, u: await idOf('mof.level3'), r: 'Level 1 approver on mission' });
    expect(r.data.reassignSubmission).toMatchObject({ Current_Level: 1 });
    s.version = r.data.reassignSubmission.Version;
    expect(await taskIds('cg.approver')).not.toContain(s.id);
    expect(await taskIds('mof.level3')).toContain(s.id);
    expect(codeOf(await as('cg.approver')(APPROVE, { s: s.id, v: s.version }))).toBe('FORBIDDEN');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, await idOf('mof.level3')));
    expect(told.map((n) => n.title)).toContain(`${bfp.name} was given to you`);
    expect((await as('mof.level3')(APPROVE, { s: s.id, v: s.version })).data.approveSubmission).toMatchObject({ Current_Level: 2 });
    expect(await taskIds('mof.level2')).toContain(s.id);
    const events = await t.db.select().from(submissionEvents).where(eq(submissionEvents.submissionId, s.id));
    expect(events.map((e) => [e.action, e.level])).toEqual([['Initiated', 0], ['Reassigned', 1], ['Approved', 1]]);
    expect(events[1].comment).toBe('To mof.level3: Level 1 approver on mission');
  });

  it('takes one of several reassignments of the same version sent at once', async () => {
    const r = (await as('cg.initiator')('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
      { r: (await t.db.select().from(reports).where(eq(reports.internalName, 'pension_and_gratuity_list')))[0].id, y: year.id, e: health.id })).data.initiateReport;
    const to = [await idOf('mof.level2'), await idOf('mof.level3'), await idOf('mof.level4'), await idOf('mof.level5')];
    const burst = await Promise.all(to.map((u) => as('admin')(REASSIGN, { s: r.Submission_ID, v: r.Version, u, r: 'Burst' })));
    expect(burst.filter((b) => !b.errors)).toHaveLength(1);
    expect(burst.filter((b) => b.errors).map(codeOf)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT']);
    const events = await t.db.select().from(submissionEvents).where(and(eq(submissionEvents.submissionId, r.Submission_ID), eq(submissionEvents.action, 'Reassigned')));
    expect(events).toHaveLength(1);
  });
});
