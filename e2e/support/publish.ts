import ExcelJS from 'exceljs';
import { gql } from './server.js';
import { apiSignIn } from './api-sign-in.js';

interface Published { id: number; document: string; budgetYear: string; total: number }

/** cg.initiator's token, the active year and Health's (vote 014) id. */
async function asHealth(url: string) {
  const { login } = await gql(url, 'mutation { login(User_Name:"cg.initiator", Password1:"Demo@2026!") { access_token activeFiscalYear { Year_ID } } }');
  const [token, y] = [login.access_token as string, login.activeFiscalYear.Year_ID as number];
  const { activeCgVotes } = await gql(url, '{ activeCgVotes { Vote_ID Vote_Code } }', {}, token);
  return { token, y, health: activeCgVotes.find((v: { Vote_Code: string }) => v.Vote_Code === '014') as { Vote_ID: number } };
}

/**
 * One of Health's reports approved at every level by the demo's approvers and consolidated by the ministry, through
 * the API as the screens call it; then waits for the consolidation's job to publish `document`, and answers it.
 */
async function approveAndPublish(url: string, reportName: string, approvers: string[], document: string): Promise<Published> {
  const { token, y, health } = await asHealth(url);
  const grid = await gql(url, 'query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y){ Report_ID Report_Name } }', { y }, token);
  const report = grid.dashboardReportsGridDataVote.find((r: { Report_Name: string }) => r.Report_Name === reportName);
  let { initiateReport: s } = await gql(url, 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }', { r: report.Report_ID, y, e: health.Vote_ID }, token);
  for (const approver of approvers) {
    const { approveSubmission } = await gql(url, 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Submission_ID Version } }', { s: s.Submission_ID, v: s.Version }, await apiSignIn(url, approver));
    s = approveSubmission;
  }
  await gql(url, 'mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }', { s: s.Submission_ID, v: s.Version }, await apiSignIn(url, 'admin'));
  for (let i = 0; i < 120; i++) {
    const { publications } = await (await fetch(`${url}/api/open/publications`)).json() as { publications: Published[] };
    const found = publications.find((p) => p.document === document);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${document} was not published`);
}

/** Health's Budget Framework Paper, approved, consolidated and published (the pre-budget statement). */
export const publishFrameworkPaper = (url: string) =>
  approveAndPublish(url, 'Budget Framework Paper', ['cg.approver', 'mof.level2', 'mof.level3'], 'pre-budget-statement');

/** Health's first quarterly performance report, approved, consolidated and published (the in-year report of Q1). */
export const publishFirstQuarter = (url: string) =>
  approveAndPublish(url, 'Quarterly Performance Report Q1', ['cg.approver', 'mof.level2'], 'in-year-report');

/**
 * A virement of Health's, uploaded by its officer (`amount` from non-wage to development on its first programme),
 * its Virement Request approved and consolidated: the adjusted budget is published.
 */
export async function publishAdjustedBudget(url: string, amount: number): Promise<Published> {
  const { token, y } = await asHealth(url);
  const { virementLines } = await gql(url, 'query($y:Int!){ virementLines(Year_ID:$y){ Lines { Programme_Code } } }', { y }, token);
  const programme = virementLines.Lines[0].Programme_Code as string;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('virement');
  ws.addRow(['Vote_Code', 'From_Programme_Code', 'From_Category', 'To_Programme_Code', 'To_Category', 'Amount', 'Reason']);
  ws.addRow(['014', programme, 'NonWage', programme, 'GoUDevt', amount, 'Equipment for regional referral hospitals']);
  const form = new FormData();
  form.append('file', new Blob([await wb.xlsx.writeBuffer()]), 'virement.xlsx');
  const res = await fetch(`${url}/api/uploads/virement?Year_ID=${y}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'x-pbs-csrf': '1' } });
  if (!res.ok) throw new Error(`virement upload refused: ${res.status} ${await res.text()}`);
  return approveAndPublish(url, 'Virement Request', ['cg.approver', 'mof.level2', 'mof.level3', 'mof.level4'], 'adjusted-budget');
}
