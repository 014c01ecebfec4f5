import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { fiscalYears, reportApprovers, reports, users, votes } from '../src/db/schema/index.js';
import { setupApp } from './helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await t.db.select().from(votes).where(and(eq(votes.code, '014'), eq(votes.kind, 'CG')));
const report = async (internal: string) => (await t.db.select().from(reports).where(eq(reports.internalName, internal)))[0];
const userId = async (name: string) => (await t.db.select().from(users).where(eq(users.userName, name)))[0].id;
const cg = (await t.login('cg.initiator')).token;
const initiate = (r: number) => t.gql('mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
  { r, y: year.id, e: health.id }, cg);
const count = async (q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: { n: number }[] }).rows[0].n;
const submissionsOf = async (r: number) => ((await t.db.execute(sql`select count(*)::int n from submissions where report_id = ${r}`)) as unknown as { rows: { n: number }[] }).rows[0].n;

describe('workflow rules', () => {
  it('refuses to initiate a report that has a level without an active approver, naming the level; nothing is created', async () => {
    const bfp = await report('budget_framework_paper');
    const level2 = await t.db.delete(reportApprovers).where(and(eq(reportApprovers.reportId, bfp.id), eq(reportApprovers.level, 2))).returning();
    try {
      const r = await initiate(bfp.id);
      expect(r.errors?.[0].message).toBe('Budget Framework Paper has no active approver at level 2 for this entity; an administrator must assign one before it can be initiated');
      expect(await submissionsOf(bfp.id)).toBe(0);
    } finally {
      await t.db.insert(reportApprovers).values(level2.map(({ id: _id, ...rest }) => rest));
    }
  });

  it('blocks a person who approved one level from rejecting another level of the same round', async () => {
    const mps = await report('draft_estimates_of_revenue_and_expenditure');
    await t.db.insert(reportApprovers).values({ reportId: mps.id, level: 3, userId: await userId('mof.level2') });
    const started = await initiate(mps.id);
    let { Submission_ID: id, Version: version } = started.data.initiateReport;
    for (const user of ['cg.approver', 'mof.level2']) {
      const r = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: id, v: version }, (await t.login(user)).token);
      version = r.data.approveSubmission.Version;
    }
    const level2 = (await t.login('mof.level2')).token;
    const rejected = await t.gql('mutation($s:Int!,$v:Int!){ rejectSubmission(Submission_ID:$s, Version:$v, Comment:"Figures do not add up"){ State } }', { s: id, v: version }, level2);
    expect([rejected.errors?.[0].extensions?.code, rejected.errors?.[0].message]).toEqual(['FORBIDDEN', 'You have already approved another level of this submission']);
    const approved = await t.gql('mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ State } }', { s: id, v: version }, level2);
    expect(approved.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses to remove the last person of a level that has a submission waiting, and nothing changes', async () => {
    const plan = await report('quarterly_performance_report_q1');
    expect((await initiate(plan.id)).errors).toBeUndefined();
    const admin = (await t.login('admin')).token;
    const before = await count(sql`select count(*)::int n from report_approvers where report_id = ${plan.id}`);
    const set = (ids: number[]) => t.gql('mutation($r:Int!,$u:[Int!]!,$v:Int){ setReportApprovers(Report_ID:$r, Level:1, User_IDs:$u, Vote_ID:$v){ User_ID } }',
      { r: plan.id, u: ids, v: health.id }, admin);
    const emptied = await set([]);
    expect(emptied.errors?.[0].message).toBe('1 submission(s) of Quarterly Performance Report Q1 wait at level 1 and would have no one to act on them; assign someone else to the level first');
    expect(await count(sql`select count(*)::int n from report_approvers where report_id = ${plan.id}`)).toBe(before);
    expect((await set([await userId('mof.level2')])).errors).toBeUndefined();
  });

  it('checks a Budget Framework Paper against the ceilings of its own stage 1, not of the active stage', async () => {
    const bfp = await report('budget_framework_paper');
    // One of Health's stage-1 wage allocations 1,000 over its ceiling; stage 2 (active) stays within.
    const line = sql`from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
      where pv.vote_id = ${health.id} and m.year_id = ${year.id} and s.stage = 1 and s.process_area = 'CG'`;
    const [first] = ((await t.db.execute(sql`select m.prog_by_vote_id pbv, max(m.y1_wage) filter (where m.kind = 'allocation')::float8 alloc,
      max(m.y1_wage) filter (where m.kind = 'ceiling')::float8 ceiling ${line} group by 1 order by 1 limit 1`)) as unknown as { rows: { pbv: number; alloc: number; ceiling: number }[] }).rows;
    const setWage = (v: number) => t.db.execute(sql`update cg_mtefs set y1_wage = ${v} where id in (select m.id ${line} and m.kind = 'allocation' and m.prog_by_vote_id = ${first.pbv})`);
    await setWage(first.ceiling + 1000);
    try {
      const refused = await initiate(bfp.id);
      expect(refused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0].message).toMatch(/^The budget is not consistent with the ceilings: /);
      expect(await submissionsOf(bfp.id)).toBe(0);
    } finally { await setWage(first.alloc); }
    expect((await initiate(bfp.id)).errors).toBeUndefined();
  });
});
