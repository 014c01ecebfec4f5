import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { audits as auditRows, fiscalYears, submissionEvents, submissions, votes } from '../src/db/schema/index.js';
import { codeOf, setupApp } from './helpers.js';

const t = await setupApp();
const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
const tokens: Record<string, string> = {};
for (const u of ['cg.initiator', 'cg.approver']) tokens[u] = (await t.login(u)).token;

const INITIATE = 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }';
const BULK = `mutation($i:[SubmissionVersionInput!]!,$c:String){ approveSubmissions(Items:$i, Comment:$c){
  Submission_ID Approved Error_Code Error_Message Submission { State Current_Level Version } } }`;
const GRID = (type: string) => `query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"${type}", Report_Category:"VOTE", Active_Year_ID:$y){ Report_ID } }`;

/** Every report of a kind the initiator can start for the entity now (some wait for data the demo lacks). */
async function initiateAll(user: string, type: string, entity: number) {
  const grid = (await t.gql(GRID(type), { y: year.id }, tokens[user])).data.dashboardReportsGridDataVote as { Report_ID: number }[];
  const made: { Submission_ID: number; Version: number }[] = [];
  for (const r of grid) {
    const res = await t.gql(INITIATE, { r: r.Report_ID, y: year.id, e: entity }, tokens[user]);
    if (!res.errors) made.push(res.data.initiateReport);
  }
  return made;
}
const rowsOf = (ids: number[]) => t.db.select().from(submissions).where(inArray(submissions.id, ids));

describe('bulk approval', () => {
  it('approves each task on its own with one comment, and reports the ones refused without stopping', async () => {
    const mine = await initiateAll('cg.initiator', 'CG', health.id);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const lg = { Submission_ID: 987_654, Version: 1 };
    const [a, b, stale] = mine;
    const items = [
      { Submission_ID: a.Submission_ID, Version: a.Version },
      { Submission_ID: stale.Submission_ID, Version: stale.Version + 7 },
      { Submission_ID: lg.Submission_ID, Version: lg.Version },
      { Submission_ID: b.Submission_ID, Version: b.Version },
    ];
    const r = await t.gql(BULK, { i: items, c: 'Reviewed together' }, tokens['cg.approver']);
    expect(r.errors).toBeUndefined();
    expect(r.data.approveSubmissions.map((o: { Submission_ID: number; Approved: boolean; Error_Code: string | null }) => [o.Submission_ID, o.Approved, o.Error_Code]))
      .toEqual([[a.Submission_ID, true, null], [stale.Submission_ID, false, 'CONFLICT'], [lg.Submission_ID, false, 'RECORD_NOT_FOUND'], [b.Submission_ID, true, null]]);
    expect(r.data.approveSubmissions[0].Submission).toMatchObject({ Current_Level: 2 });
    // Two separate approvals, each with its event and audit row; the refused ones untouched.
    const events = await t.db.select().from(submissionEvents).where(and(inArray(submissionEvents.submissionId, [a.Submission_ID, b.Submission_ID, stale.Submission_ID]), eq(submissionEvents.action, 'Approved')));
    expect(events.map((e) => [e.submissionId, e.comment]).sort()).toEqual([[a.Submission_ID, 'Reviewed together'], [b.Submission_ID, 'Reviewed together']].sort());
    const audits = await t.db.select().from(auditRows).where(and(eq(auditRows.tableName, 'submissions'), eq(auditRows.auditType, 'update'), inArray(auditRows.recordId, [String(a.Submission_ID), String(b.Submission_ID)])));
    expect(audits).toHaveLength(2);
    expect((await rowsOf([stale.Submission_ID])).map((s) => s.currentLevel)).toEqual([1]);
  });

  it('refuses an empty list, a repeated submission and more than 50, changing nothing', async () => {
    const before = await t.db.select().from(submissionEvents);
    const one = { Submission_ID: 1, Version: 1 };
    expect(codeOf(await t.gql(BULK, { i: [] }, tokens['cg.approver']))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(BULK, { i: [one, one] }, tokens['cg.approver']))).toBe('BAD_USER_INPUT');
    const many = Array.from({ length: 51 }, (_, i) => ({ Submission_ID: i + 1, Version: 1 }));
    expect(codeOf(await t.gql(BULK, { i: many }, tokens['cg.approver']))).toBe('BAD_USER_INPUT');
    expect(await t.db.select().from(submissionEvents)).toHaveLength(before.length);
  });

  it('approves each task once when two bulk approvals of the same tasks run at once', async () => {
    const waiting = (await t.db.select().from(submissions).where(and(eq(submissions.voteId, health.id), eq(submissions.currentLevel, 1), eq(submissions.state, 'Initiated'))));
    const items = waiting.filter((s) => s.version < 100).map((s) => ({ Submission_ID: s.id, Version: s.version }));
    expect(items.length).toBeGreaterThanOrEqual(1);
    const burst = await Promise.all(Array.from({ length: 4 }, () => t.gql(BULK, { i: items, c: 'burst' }, tokens['cg.approver'])));
    for (const item of items) {
      const outcomes = burst.map((r) => r.data.approveSubmissions.find((o: { Submission_ID: number }) => o.Submission_ID === item.Submission_ID));
      expect(outcomes.filter((o) => o.Approved)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.Approved).map((o) => o.Error_Code)).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT']);
    }
    const events = await t.db.select().from(submissionEvents).where(and(eq(submissionEvents.comment, 'burst'), eq(submissionEvents.action, 'Approved')));
    expect(events).toHaveLength(items.length);
  });
});
