import { gql } from './server.js';
import { apiSignIn } from './api-sign-in.js';

/**
 * Health's Budget Framework Paper approved at every level and consolidated by the ministry, through the API as the
 * screens call it; then waits for the consolidation's job to publish it, and answers the publication.
 */
export async function publishFrameworkPaper(url: string): Promise<{ id: number; budgetYear: string; total: number }> {
  const { login } = await gql(url, 'mutation { login(User_Name:"cg.initiator", Password1:"Demo@2026!") { access_token activeFiscalYear { Year_ID } } }');
  const [token, y] = [login.access_token, login.activeFiscalYear.Year_ID];
  const grid = await gql(url, 'query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y){ Report_ID Report_Name } }', { y }, token);
  const bfp = grid.dashboardReportsGridDataVote.find((r: { Report_Name: string }) => r.Report_Name === 'Budget Framework Paper');
  const { activeCgVotes } = await gql(url, '{ activeCgVotes { Vote_ID Vote_Code } }', {}, token);
  const health = activeCgVotes.find((v: { Vote_Code: string }) => v.Vote_Code === '014');
  let { initiateReport: s } = await gql(url, 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }', { r: bfp.Report_ID, y, e: health.Vote_ID }, token);
  for (const approver of ['cg.approver', 'mof.level2', 'mof.level3']) {
    const { approveSubmission } = await gql(url, 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Submission_ID Version } }', { s: s.Submission_ID, v: s.Version }, await apiSignIn(url, approver));
    s = approveSubmission;
  }
  await gql(url, 'mutation($s:Int!,$v:Int!){ consolidateSubmission(Submission_ID:$s, Version:$v){ Is_Consolidated } }', { s: s.Submission_ID, v: s.Version }, await apiSignIn(url, 'admin'));
  for (let i = 0; i < 120; i++) {
    const { publications } = await (await fetch(`${url}/api/open/publications`)).json() as { publications: { id: number; budgetYear: string; total: number }[] };
    if (publications.length) return publications[0];
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('nothing was published');
}
