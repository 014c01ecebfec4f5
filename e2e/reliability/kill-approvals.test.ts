import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gql, startServer, type RunningServer } from '../support/server.js';
import { apiSignIn as signIn } from '../support/fixtures.js';
import { scratchDatabase } from '../support/postgres.js';

const ITERATIONS = Number(process.env.RELIABILITY_ITERATIONS ?? 20);
/** Vote 014's generated reports with their levels (not the demo's archived pension list): 20 approvals, one per iteration. */
const REPORTS = ['approved_estimates_of_revenue_and_expenditure', 'draft_estimates_of_revenue_and_expenditure', 'quarterly_performance_report_q1',
  'quarterly_performance_report_q2', 'staff_list', 'budget_framework_paper'];
interface Sub { Submission_ID: number; State: string; Current_Level: number; Version: number }

async function context(url: string) {
  const initiator = await signIn(url, 'cg.initiator');
  const data = await gql(url, '{ reports { Report_ID Internal_Report_Name Report_Category Level_of_Approval } activeFiscalYears { Year_ID Is_Active } activeCgVotes { Vote_ID Vote_Code } }', {}, initiator);
  const year = data.activeFiscalYears.find((y: { Is_Active: boolean }) => y.Is_Active).Year_ID as number;
  const vote = data.activeCgVotes.find((v: { Vote_Code: string }) => v.Vote_Code === '014').Vote_ID as number;
  const reports = REPORTS.map((n) => data.reports.find((r: { Internal_Report_Name: string; Report_Category: string }) => r.Internal_Report_Name === n && r.Report_Category === 'VOTE'));
  const submission = async (reportId: number): Promise<Sub | null> => {
    const { reportEntityStatuses } = await gql(url, 'query($r:Int!,$y:Int!){ reportEntityStatuses(Report_ID:$r, Year_ID:$y){ Entity_ID submission { Submission_ID State Current_Level Version } } }', { r: reportId, y: year }, initiator);
    return reportEntityStatuses.find((e: { Entity_ID: number }) => e.Entity_ID === vote)?.submission ?? null;
  };
  const history = async (id: number) => (await gql(url, 'query($s:Int!){ submissionHistory(Submission_ID:$s){ Action Level } }', { s: id }, initiator)).submissionHistory as { Action: string; Level: number }[];
  return { initiator, year, vote, reports, submission, history };
}

/**
 * kill -9 while approvals are in flight: after each restart every submission's level equals the approvals in
 * its history (never advanced without its event, nor the reverse), an acknowledged approval is there, and the
 * audit chain verifies; a finally approved report has its archive files, intact; the dashboard's counters agree
 * with the submissions.
 */
async function killDuringApprovals(databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-kill-approve-'));
  const first = await startServer({ dataDir, databaseUrl, keepData: true });
  try {
    const c = await context(first.url);
    // The demo year holds no Approved Estimates (stage 3) figures yet: the ministry opens stage 3, copies the Draft
    // Estimates' figures into it and opens stage 2 again, so that report can be initiated like the others.
    const admin = await signIn(first.url, 'admin');
    const { budgetStages } = await gql(first.url, '{ budgetStages { Stage_ID Stage Process_Area Year_ID } }', {}, admin);
    const cg = (n: number) => budgetStages.find((s: { Stage: number; Process_Area: string; Year_ID: number }) => s.Stage === n && s.Process_Area === 'CG' && s.Year_ID === c.year).Stage_ID;
    await gql(first.url, 'mutation($s:Int!){ setActiveBudgetStage(Stage_ID:$s){ Stage_ID } }', { s: cg(3) }, admin);
    await gql(first.url, 'mutation($y:Int!){ copyMtefStage(Year_ID:$y, From_Stage:2, To_Stage:3) }', { y: c.year }, admin);
    await gql(first.url, 'mutation($s:Int!){ setActiveBudgetStage(Stage_ID:$s){ Stage_ID } }', { s: cg(2) }, admin);
    for (const r of c.reports) {
      await gql(first.url, 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }', { r: r.Report_ID, y: c.year, e: c.vote }, c.initiator);
    }
  } finally { await first.stop(); }

  let acks = 0;
  for (let i = 0; i < ITERATIONS; i++) {
    let server: RunningServer = await startServer({ dataDir, databaseUrl, keepData: true });
    let c = await context(server.url);
    let target: { report: { Report_ID: number; Level_of_Approval: number }; sub: Sub } | null = null;
    for (const report of c.reports) {
      const sub = await c.submission(report.Report_ID);
      if (sub && sub.State === 'Initiated') { target = { report, sub }; break; }
    }
    if (!target) { await server.stop(); break; }
    const level = target.sub.Current_Level;
    const token = await signIn(server.url, level === 1 ? 'cg.approver' : `mof.level${level}`);
    const approve = fetch(`${server.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Current_Level } }', variables: { s: target.sub.Submission_ID, v: target.sub.Version } }),
    }).then(async (r) => !(await r.json()).errors).catch(() => false);
    // An approval takes tens of milliseconds on PostgreSQL and a few hundred on PGlite: kill within that window.
    await new Promise((r) => setTimeout(r, Math.random() * (databaseUrl ? 60 : 400)));
    await server.kill();
    const acked = await approve;
    if (acked) acks++;

    server = await startServer({ dataDir, databaseUrl, keepData: true });
    try {
      c = await context(server.url);
      for (const report of c.reports) {
        const sub = await c.submission(report.Report_ID);
        if (!sub) continue;
        const approvals = (await c.history(sub.Submission_ID)).filter((e) => e.Action === 'Approved').length;
        if (sub.State === 'Approved') expect(approvals, `iteration ${i}: report ${report.Report_ID} fully approved`).toBe(report.Level_of_Approval);
        else expect(approvals, `iteration ${i}: report ${report.Report_ID} level ${sub.Current_Level}`).toBe(sub.Current_Level - 1);
        if (report.Report_ID === target.report.Report_ID && acked) {
          expect(sub.State === 'Approved' || sub.Current_Level > level, `iteration ${i}: acknowledged approval kept`).toBe(true);
        }
      }
      const { getArchivedReports } = await gql(server.url, '{ getArchivedReports { Report_File } }', {}, c.initiator);
      for (const a of getArchivedReports) {
        const file = await fetch(`${server.url}/api/archive/files/${a.Report_File}`, { headers: { authorization: `Bearer ${c.initiator}` } });
        expect(file.status, `iteration ${i}: archive ${a.Report_File}`).toBe(200);
      }
      const admin = await signIn(server.url, 'admin');
      // The ministry's grid reads the trigger-kept counters, the vote's counts its submissions: they must agree.
      const grid = async (token: string) => (await gql(server.url, `query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y){
        Report_ID Initiated InProgress Rejected Approved Consolidated } }`, { y: c.year }, token)).dashboardReportsGridDataVote;
      expect(await grid(admin), `iteration ${i}: counters`).toEqual(await grid(c.initiator));
      const { auditChainStatus } = await gql(server.url, '{ auditChainStatus { Ok Reason } }', {}, admin);
      expect(auditChainStatus.Ok, auditChainStatus.Reason).toBe(true);
    } finally {
      await server.stop();
    }
  }
  return acks;
}

describe('kill -9 during approvals', () => {
  it(`PGlite: ${ITERATIONS} kills`, async () => {
    console.log(`PGlite: ${ITERATIONS} kills during approvals, ${await killDuringApprovals()} approvals acknowledged before the kill`);
  }, ITERATIONS * 120_000);

  it(`PostgreSQL: ${ITERATIONS} kills`, async () => {
    const pg = await scratchDatabase('pbs_kill_approve');
    if (!pg) return console.log('PostgreSQL not reachable: skipped');
    try {
      console.log(`PostgreSQL: ${ITERATIONS} kills during approvals, ${await killDuringApprovals(pg.url)} approvals acknowledged before the kill`);
    } finally { await pg.drop(); }
  }, ITERATIONS * 120_000);
});
