import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fiscalYears } from '../src/db/schema/index.js';
import { setupApp, sqlRows } from './helpers.js';
import { factories, type BuiltUser } from './factories.js';

// Each rule is tried on a vote, a report and approvers of the test's own.
const t = await setupApp();
const make = factories(t);
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const administrator = await make.user('System Administrator');
const count = async (q: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(t.db, q))[0].n;
const submissionsOf = (reportId: number) => count(sql`select count(*)::int n from submissions where report_id = ${reportId}`);
const act = (action: 'approveSubmission' | 'rejectSubmission', user: BuiltUser, s: { id: number; version: number }) =>
  t.gql(`mutation($s:Int!,$v:Int!){ ${action}(Submission_ID:$s, Version:$v${action === 'rejectSubmission' ? ', Comment:"Figures do not add up"' : ''}){ State Version } }`,
    { s: s.id, v: s.version }, user.token);

describe('workflow rules', () => {
  it('refuses to initiate a report that has a level without an active approver, naming the level; nothing is created', async () => {
    const vote = await make.vote();
    await make.mtef(vote, year.id, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const report = await make.report({ levels: 3, stage: 2 });
    const initiator = await make.user('CG Initiator', { voteId: vote.id });
    const [first, third] = [await make.user('CG Accounting Officer', { voteId: vote.id }), await make.user('Ministry Approver')];
    await make.assign(report, vote.id, [[0, initiator], [1, first], [3, third]]);
    const r = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }',
      { r: report.id, y: year.id, e: vote.id }, initiator.token);
    expect(r.errors?.[0].message).toBe(`${report.name} has no active approver at level 2 for this entity; an administrator must assign one before it can be initiated`);
    expect(await submissionsOf(report.id)).toBe(0);
  });

  it('blocks a person who approved one level from rejecting or approving another level of the same round', async () => {
    const w = await make.reportWorld(year.id);
    const [first, second] = w.approvers;
    await make.assign(w.report, w.vote.id, [[3, second]]);
    const started = (await w.initiate()).data.initiateReport;
    const s = { id: started.Submission_ID, version: started.Version };
    for (const user of [first, second]) s.version = (await act('approveSubmission', user, s)).data.approveSubmission.Version;
    const rejected = await act('rejectSubmission', second, s);
    expect([rejected.errors?.[0].extensions?.code, rejected.errors?.[0].message]).toEqual(['FORBIDDEN', 'You have already approved another level of this submission']);
    expect((await act('approveSubmission', second, s)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // The level's other approver still may.
    expect((await act('approveSubmission', w.approvers[2], s)).data.approveSubmission.State).toBe('Approved');
  });

  it('refuses to remove the last person of a level that has a submission waiting, and nothing changes', async () => {
    const w = await make.reportWorld(year.id);
    expect((await w.initiate()).errors).toBeUndefined();
    const assigned = () => count(sql`select count(*)::int n from report_approvers where report_id = ${w.report.id}`);
    const before = await assigned();
    const set = (ids: number[]) => t.gql('mutation($r:Int!,$u:[Int!]!,$v:Int){ setReportApprovers(Report_ID:$r, Level:1, User_IDs:$u, Vote_ID:$v){ User_ID } }',
      { r: w.report.id, u: ids, v: w.vote.id }, administrator.token);
    expect((await set([])).errors?.[0].message)
      .toBe(`1 submission(s) of ${w.report.name} wait at level 1 and would have no one to act on them; assign someone else to the level first`);
    expect(await assigned()).toBe(before);
    const successor = await make.user('CG Accounting Officer', { voteId: w.vote.id });
    expect((await set([successor.id])).data.setReportApprovers).toEqual([{ User_ID: successor.id }]);
  });

  it('checks a Budget Framework Paper against the ceilings of its own stage 1, not of the active stage', async () => {
    // The vote's stage-1 allocations are 500 over their ceilings; its active stage 2 is within them.
    const paper = await make.reportWorld(year.id, { stage: 1, overCeiling: true });
    await make.mtef(paper.vote, year.id, 2, { ceiling: 1_000_000, allocation: 900_000 });
    const refused = await paper.initiate();
    expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0].message).toMatch(/^The budget is not consistent with the ceilings: /);
    expect(await submissionsOf(paper.report.id)).toBe(0);
    // The same vote's estimates of stage 2 are initiated.
    const draft = await make.report({ stage: 2, levels: 1 });
    await make.assign(draft, paper.vote.id, [[0, paper.initiator], [1, paper.approvers[0]]]);
    const r = await t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ State } }',
      { r: draft.id, y: year.id, e: paper.vote.id }, paper.initiator.token);
    expect(r.data?.initiateReport).toEqual({ State: 'Initiated' });
  });
});
