import { describe, expect, it } from 'vitest';
import { gql } from '../support/server.js';
import { apiSignIn, openAs, pickActive, useApp } from '../support/fixtures.js';

const app = useApp();
/** Health's initiator: a token, the active year, the CG reports of the vote grid and vote 014. */
async function healthAsInitiator(url: string) {
  const { login } = await gql(url, 'mutation { login(User_Name:"cg.initiator", Password1:"Demo@2026!") { access_token activeFiscalYear { Year_ID } } }');
  const [token, y] = [login.access_token, login.activeFiscalYear.Year_ID];
  const grid = await gql(url, 'query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y){ Report_ID Report_Name } }', { y }, token);
  const { activeCgVotes } = await gql(url, '{ activeCgVotes { Vote_ID Vote_Code } }', {}, token);
  const health = activeCgVotes.find((v: { Vote_Code: string }) => v.Vote_Code === '014');
  return { token, y, grid, health };
}
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('approval calendar: deadlines, acting approvers, bulk approval', () => {
  it('an approver on leave names an acting approver on their profile, who then approves the task for them', async () => {
    const url = app.server.url;
    // The Budget Framework Paper of Health reaches level 2 (the ministry's mof.level2).
    const { token, y, grid, health } = await healthAsInitiator(url);
    const bfp = grid.dashboardReportsGridDataVote.find((r: { Report_Name: string }) => r.Report_Name === 'Budget Framework Paper');
    const { initiateReport: s } = await gql(url, 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }',
      { r: bfp.Report_ID, y, e: health.Vote_ID }, token);
    await gql(url, 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }', { s: s.Submission_ID, v: s.Version }, await apiSignIn(url, 'cg.approver'));

    // mof.level2 goes on leave and names mof.level4 on My Profile.
    const profile = await openAs(app, 'mof.level2', '/user-profile');
    const card = profile.getByTestId('delegation-card');
    await card.getByRole('button', { name: 'Name an acting approver' }).click();
    await card.getByLabel('Acting approver').click();
    await profile.keyboard.type('mof.level4');
    await pickActive(profile, 'mof.level4');
    const [from, to] = [card.locator('.ant-picker-range input').first(), card.locator('.ant-picker-range input').last()];
    await from.click();
    await from.fill(day(0));
    await from.press('Enter');
    await to.fill(day(7));
    await to.press('Enter');
    await card.getByLabel('Reason').fill('Annual leave');
    await card.getByRole('button', { name: 'Save' }).click();
    await profile.getByText('The acting approver has been named and told').waitFor();
    await card.getByText('mof.level4 acts for you').waitFor();
    expect(await card.getByText('In force').count()).toBe(1);
    await profile.close();

    // mof.level4 finds the task of mof.level2 among theirs and approves it; the history says for whom.
    const page = await openAs(app, 'mof.level4', '/reports/cg/approvals');
    const row = page.locator('tr', { hasText: 'Budget Framework Paper' }).filter({ hasText: '014' });
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByTestId('approve-comment').fill('Approved during the leave of mof.level2');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('Approved at level 2; it now waits at level 3').waitFor();
    const token4 = await apiSignIn(url, 'mof.level4');
    const { submissionHistory } = await gql(url, 'query($s:Int!){ submissionHistory(Submission_ID:$s){ Action Level User_Name Acting_For } }', { s: s.Submission_ID }, token4);
    expect(submissionHistory.at(-1)).toEqual({ Action: 'Approved', Level: 2, User_Name: 'mof.level4', Acting_For: 'mof.level2' });
    await page.close();
  });

  it('approves several tasks with one comment from Approvals, each on its own', async () => {
    const url = app.server.url;
    const { token, y, grid, health } = await healthAsInitiator(url);
    for (const name of ['Quarterly Performance Report Q1', 'Quarterly Performance Report Q2']) {
      const r = grid.dashboardReportsGridDataVote.find((x: { Report_Name: string }) => x.Report_Name === name);
      await gql(url, 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }', { r: r.Report_ID, y, e: health.Vote_ID }, token);
    }
    const page = await openAs(app, 'cg.approver', '/reports/cg/approvals');
    for (const name of ['Quarterly Performance Report Q1', 'Quarterly Performance Report Q2']) {
      await page.getByRole('checkbox', { name: `${name} — 014 — Ministry of Health` }).check();
    }
    await page.getByTestId('approve-selected').click();
    await page.getByTestId('bulk-comment').fill('Quarterly reports checked together');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByText('2 approved').waitFor();
    await page.locator('tr', { hasText: 'Quarterly Performance Report Q1' }).waitFor({ state: 'detached' });
    expect(await page.locator('tr', { hasText: 'Quarterly Performance Report' }).count()).toBe(0);
    await page.close();
  });

  it('an administrator sets a deadline on the dashboard; whoever holds the report is reminded, and vote users see it due soon', async () => {
    const admin = await openAs(app, 'admin', '/dashboard');
    const card = admin.getByTestId('deadlines-card');
    await card.getByRole('button', { name: 'Set a deadline' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Set a deadline' });
    await dialog.getByLabel('Report', { exact: true }).click();
    await admin.keyboard.type('Budget Framework Paper (CG)');
    await pickActive(admin, /^Budget Framework Paper \(CG\)$/);
    await dialog.getByLabel('Due on').fill(day(2));
    await dialog.getByLabel('Due on').press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('cell', { name: 'Budget Framework Paper', exact: true }).waitFor();
    await card.getByRole('button', { name: "Send today's reminders" }).click();
    await admin.getByText(/^\d+ reminders and escalations sent$/).waitFor();
    await admin.close();

    // Health's paper waits at level 3 (first test): its approver is reminded; Health's users see it due soon.
    const { myNotifications } = await gql(app.server.url, '{ myNotifications { Title } }', {}, await apiSignIn(app.server.url, 'mof.level3'));
    expect(myNotifications.map((n: { Title: string }) => n.Title)).toContain(`Budget Framework Paper is due on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day(2)}T00:00:00Z`))}`);
    const page = await openAs(app, 'cg.initiator', '/dashboard');
    const row = page.getByTestId('deadlines-card').locator('tr', { hasText: 'Budget Framework Paper' });
    await row.waitFor();
    // Health handed its paper in before the due date: on time, none late, none missing (the due date is to come).
    expect(await row.locator('td').allTextContents()).toEqual(['Budget Framework Paper', expect.any(String), '1', '1', '0', '1', '0', '0']);
    await row.getByRole('button', { name: /^On time: 1/ }).click();
    const standings = page.getByRole('dialog', { name: 'Handed in: Budget Framework Paper' }).getByTestId('deadline-standings').locator('tbody tr.ant-table-row');
    await standings.first().waitFor();
    expect((await standings.first().locator('td').allTextContents())).toEqual([expect.stringMatching(/^014 /), expect.any(String), 'On time']);
    await page.keyboard.press('Escape');
    // Behind the count: where Health's paper waits, with whom, and when they were reminded.
    await row.getByRole('button', { name: 'Show the 1 not yet approved' }).click();
    const waiting = page.getByRole('dialog', { name: 'Not yet approved: Budget Framework Paper' }).getByTestId('deadline-entities').locator('tbody tr.ant-table-row');
    await waiting.first().waitFor();
    const cells = await waiting.first().locator('td').allTextContents();
    expect(cells.slice(0, 2)).toEqual([expect.stringMatching(/^014 /), 'Level 3']);
    expect(cells[2]).toContain('David Ssempala');
    expect(cells.slice(3)).toEqual([expect.not.stringMatching(/^—$/), 'Not escalated']);
    // Held by someone, so none is left when only those nobody holds are shown.
    await page.getByTestId('deadline-unheld-only').click();
    await expect.poll(() => waiting.count()).toBe(0);
    await page.close();
  });

  it('an administrator gives a waiting task to another approver from the approvers screen', async () => {
    const url = app.server.url;
    const { token, y, grid, health } = await healthAsInitiator(url);
    const used = ['Budget Framework Paper', 'Quarterly Performance Report Q1', 'Quarterly Performance Report Q2'];
    let chosen: { Report_ID: number; Report_Name: string } | null = null;
    for (const r of grid.dashboardReportsGridDataVote.filter((x: { Report_Name: string }) => !used.includes(x.Report_Name))) {
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }', variables: { r: r.Report_ID, y, e: health.Vote_ID } }) });
      if (!(await res.json()).errors) { chosen = r; break; }
    }
    if (!chosen) throw new Error('no other CG report could be initiated for Health');
    const name = chosen.Report_Name;

    const page = await openAs(app, 'admin', '/reports/approvers');
    await page.getByLabel('Select a report').click();
    await page.keyboard.type(`${name} (CG)`);
    await pickActive(page, new RegExp(`^${name} \\(CG\\)$`));
    const waiting = page.getByTestId('waiting-submissions');
    await waiting.locator('tr', { hasText: '014 — Ministry of Health' }).getByRole('button', { name: 'Reassign' }).click();
    const dialog = page.getByRole('dialog', { name: /^Reassign: 014/ });
    await dialog.getByLabel('Give it to').click();
    await page.keyboard.type('mof.level3');
    await pickActive(page, /^mof\.level3 — /);
    await dialog.locator('.ant-select', { hasText: /mof\.level3 — / }).waitFor();
    await dialog.getByLabel('Reason').fill('The vote approver is on mission');
    await dialog.getByRole('button', { name: 'Reassign' }).click();
    await page.getByText('Reassigned; the person has been told').waitFor();
    await page.close();
    const { mySubmissionTasks } = await gql(url, 'query($y:Int!){ mySubmissionTasks(Year_ID:$y){ Report_Name Entity_Name } }', { y }, await apiSignIn(url, 'mof.level3'));
    expect(mySubmissionTasks).toContainEqual({ Report_Name: name, Entity_Name: '014 — Ministry of Health' });
  });
});
