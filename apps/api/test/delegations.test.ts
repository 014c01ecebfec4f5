import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvalDelegations, fiscalYears, notifications, reports, users, votes } from '../src/db/schema/index.js';
import { codeOf, setupApp } from './helpers.js';
import { approvalTrail } from '../src/modules/documents/documents.repo.js';
import { composeDocument } from '../src/modules/documents/documents.service.js';
import { renderPdf } from '../src/modules/documents/pdf.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
// A second officer of Health, of the approver's kind, to stand in for them.
const [approver] = await t.db.select().from(users).where(eq(users.userName, 'cg.approver'));
const { id: _id, ...rest } = approver;
const [deputy] = await t.db.insert(users).values({ ...rest, userName: 'cg.deputy', email: 'cg.deputy@finance.go.ug', mobileNumber: '+256 772 100 499', firstName: 'Ruth' }).returning();
const [lgApprover] = await t.db.select().from(users).where(eq(users.userName, 'lg.approver'));

const tokens: Record<string, string> = {};
for (const u of ['cg.initiator', 'cg.approver', 'cg.deputy']) tokens[u] = (await t.login(u)).token;
const as = (user: string) => (q: string, v?: Record<string, unknown>) => t.gql(q, v, tokens[user]);

const DELEGATE = `mutation($d:Int!,$s:String!,$e:String!,$r:String!){ delegateApprovals(Delegate_ID:$d, Starts_On:$s, Ends_On:$e, Reason:$r){
  Delegation_ID User_Name Delegate_Name Starts_On Ends_On In_Force } }`;
const REVOKE = 'mutation($id:Int!){ revokeDelegation(Delegation_ID:$id){ In_Force Revoked_Date } }';
const TASKS = 'query($y:Int!){ mySubmissionTasks(Year_ID:$y){ Submission_ID Version } }';
const APPROVE = 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Current_Level } }';
const HISTORY = 'query($s:Int!){ submissionHistory(Submission_ID:$s){ Action Level User_Name Acting_For } }';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const rows = () => t.db.select().from(approvalDelegations);

describe('approval delegation', () => {
  it('offers colleagues of the approver\'s kind to choose from by name, without their e-mail or mobile number', async () => {
    const r = await as('cg.approver')('{ delegationCandidates { User_ID User_Name First_Name Last_Name Occupation } }');
    expect(r.errors).toBeUndefined();
    expect(r.data.delegationCandidates).toContainEqual({ User_ID: deputy.id, User_Name: 'cg.deputy', First_Name: 'Ruth', Last_Name: deputy.lastName, Occupation: deputy.occupation });
    const contact = await as('cg.approver')('{ delegationCandidates { User_ID Email Mobile_Number } }');
    expect(codeOf(contact)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(r.data)).not.toContain('cg.deputy@finance.go.ug');
  });

  let delegation = 0;

  it('refuses a delegation to oneself, to another vote, backwards, too long, or by a non-approver, writing nothing', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['cg.approver', { d: approver.id, s: day(0), e: day(5), r: 'Leave' }, 'BAD_USER_INPUT'],
      ['cg.approver', { d: lgApprover.id, s: day(0), e: day(5), r: 'Leave' }, 'BAD_USER_INPUT'],
      ['cg.approver', { d: deputy.id, s: day(5), e: day(1), r: 'Leave' }, 'BAD_USER_INPUT'],
      ['cg.approver', { d: deputy.id, s: day(0), e: day(200), r: 'Leave' }, 'BAD_USER_INPUT'],
      ['cg.approver', { d: deputy.id, s: '2026-02-30', e: day(3), r: 'Leave' }, 'BAD_USER_INPUT'],
      ['cg.approver', { d: deputy.id, s: day(0), e: day(3), r: '' }, 'BAD_USER_INPUT'],
      ['cg.initiator', { d: deputy.id, s: day(0), e: day(5), r: 'Leave' }, 'FORBIDDEN'],
    ];
    for (const [user, v, code] of cases) expect([user, v, codeOf(await as(user)(DELEGATE, v))]).toEqual([user, v, code]);
    expect(await rows()).toHaveLength(0);
  });

  it('gives the approver\'s tasks to the acting approver, who is told, and whose approval says for whom', async () => {
    const r = await as('cg.approver')(DELEGATE, { d: deputy.id, s: day(0), e: day(7), r: 'Annual leave' });
    expect(r.data.delegateApprovals).toMatchObject({ User_Name: 'cg.approver', Delegate_Name: 'cg.deputy', In_Force: true });
    delegation = r.data.delegateApprovals.Delegation_ID;
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, deputy.id))).map((n) => n.title)).toContain('You are acting approver for cg.approver');

    const s = (await as('cg.initiator')('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
      { r: bfp.id, y: year.id, e: health.id })).data.initiateReport;
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, deputy.id))).map((n) => n.title)).toContain(`${bfp.name} awaits your approval`);
    const tasks = (await as('cg.deputy')(TASKS, { y: year.id })).data.mySubmissionTasks;
    expect(tasks.map((x: { Submission_ID: number }) => x.Submission_ID)).toEqual([s.Submission_ID]);
    expect((await as('cg.deputy')(APPROVE, { s: s.Submission_ID, v: s.Version })).data.approveSubmission).toEqual({ Current_Level: 2 });
    const history = (await as('cg.approver')(HISTORY, { s: s.Submission_ID })).data.submissionHistory;
    expect(history.at(-1)).toEqual({ Action: 'Approved', Level: 1, User_Name: 'cg.deputy', Acting_For: 'cg.approver' });
    // The document's approvals say it too: the name of the approver stood in for, beside the deputy's.
    const trail = await approvalTrail(t.db, s.Submission_ID);
    expect(trail.at(-1)).toMatchObject({ name: `Ruth ${deputy.lastName}`, actingFor: `${approver.firstName} ${approver.lastName}` });
    const drawn = await composeDocument(t.db, bfp, { yearId: year.id, voteId: health.id, programmeId: null, sepcId: null }, { trail, draft: true });
    const text = execFileSync('pdftotext', ['-', '-'], { input: await renderPdf(drawn) }).toString('utf8');
    expect(text).toContain(`Acting for ${approver.firstName} ${approver.lastName}`);
  });

  it('allows one acting approver at a time, also under a burst of parallel requests', async () => {
    expect(codeOf(await as('cg.approver')(DELEGATE, { d: deputy.id, s: day(3), e: day(9), r: 'Overlap' }))).toBe('CONFLICT');
    expect((await as('cg.approver')(REVOKE, { id: delegation })).data.revokeDelegation).toMatchObject({ In_Force: false });
    const burst = await Promise.all(Array.from({ length: 6 }, () => as('cg.approver')(DELEGATE, { d: deputy.id, s: day(1), e: day(4), r: 'Mission' })));
    expect(burst.filter((b) => !b.errors)).toHaveLength(1);
    expect(burst.filter((b) => b.errors).every((b) => codeOf(b) === 'CONFLICT')).toBe(true);
    expect((await rows()).filter((d) => !d.revokedAt)).toHaveLength(1);
  });

  it('gives nothing before the period starts or after revocation, and a stranger cannot revoke', async () => {
    // The delegation in force now starts tomorrow: the deputy has no tasks and cannot act today.
    const s = (await t.db.select().from(approvalDelegations)).find((d) => !d.revokedAt)!;
    expect(s.startsOn).toBe(day(1));
    const initiated = (await as('cg.initiator')('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
      { r: (await t.db.select().from(reports).where(eq(reports.internalName, 'pension_and_gratuity_list')))[0].id, y: year.id, e: health.id })).data?.initiateReport;
    expect((await as('cg.deputy')(TASKS, { y: year.id })).data.mySubmissionTasks).toEqual([]);
    expect(initiated).toBeTruthy();
    expect(codeOf(await as('cg.deputy')(APPROVE, { s: initiated.Submission_ID, v: initiated.Version }))).toBe('FORBIDDEN');
    expect(codeOf(await as('cg.deputy')(REVOKE, { id: s.id }))).toBe('RECORD_NOT_FOUND');
    expect((await rows()).filter((d) => !d.revokedAt)).toHaveLength(1);
  });
});
