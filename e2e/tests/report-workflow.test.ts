import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gql } from '../support/server.js';
import { latestCode, newPage, signIn, useApp } from '../support/fixtures.js';

const app = useApp();
const PHONES: Record<string, string> = { 'cg.approver': '+256 772 100 404' };

/** Signs a user in (through the code step if the role asks for one) and opens a path. */
async function as(user: string, path: string): Promise<Page> {
  const page = await newPage(app.browser);
  await signIn(page, app.server.url, user);
  if (PHONES[user]) {
    await page.getByTestId('otp-input').waitFor();
    await page.getByTestId('otp-input').fill(await latestCode(app.server.url, PHONES[user]));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL('**/dashboard');
  await page.goto(`${app.server.url}${path}`);
  return page;
}

async function dashboardCount(reportId: number, column: string): Promise<string> {
  const page = await as('admin', '/dashboard');
  const cell = page.getByTestId(`count-${column}-${reportId}`);
  await cell.waitFor();
  const text = (await cell.textContent()) ?? '';
  await page.close();
  return text;
}

async function approveFirstTask(user: string, reject?: string) {
  const page = await as(user, '/reports/cg/approvals');
  await page.getByText('Budget Framework Paper').first().waitFor();
  if (reject) {
    await page.getByRole('button', { name: 'Reject', exact: true }).first().click();
    await page.getByTestId('reject-comment').fill(reject);
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Reject', exact: true }).click();
  } else {
    await page.getByRole('button', { name: 'Approve', exact: true }).first().click();
  }
  await page.getByText('Done').first().waitFor().catch(async (e) => {
    await page.screenshot({ path: '/tmp/approve-fail.png' });
    throw e;
  });
  await page.close();
}

describe('a report from initiation to the archive', () => {
  it('initiates, is rejected with a comment, is resubmitted and approved at every level, with the dashboard following', async () => {
    const { login } = await gql(app.server.url, 'mutation { login(User_Name:"admin", Password1:"Demo@2026!") { access_token } }');
    const { reports } = await gql(app.server.url, '{ reports { Report_ID Internal_Report_Name } }', {}, login.access_token);
    const bfp = reports.find((r: { Internal_Report_Name: string }) => r.Internal_Report_Name === 'budget_framework_paper').Report_ID;
    const notInitiated = Number(await dashboardCount(bfp, 'NotInitiated'));
    expect(await dashboardCount(bfp, 'Initiated')).toBe('0');

    const initiator = await as('cg.initiator', '/reports/cg/submissions');
    await initiator.getByTestId('report-select').click();
    await initiator.getByTitle('Budget Framework Paper (CG)').click();
    await initiator.getByRole('button', { name: 'Initiate' }).click();
    await initiator.getByText('Level 1 of 3').waitFor();
    await initiator.close();
    expect(await dashboardCount(bfp, 'Initiated')).toBe('1');
    expect(Number(await dashboardCount(bfp, 'NotInitiated'))).toBe(notInitiated - 1);

    await approveFirstTask('cg.approver');
    await approveFirstTask('mof.level2', 'Non-wage figures exceed the ceiling');
    expect(await dashboardCount(bfp, 'Rejected')).toBe('1');

    const again = await as('cg.initiator', '/reports/cg/submissions');
    await again.getByTestId('report-select').click();
    await again.getByTitle('Budget Framework Paper (CG)').click();
    await again.getByRole('button', { name: 'History' }).click();
    await again.getByText('Non-wage figures exceed the ceiling').waitFor();
    await again.keyboard.press('Escape');
    await again.getByRole('button', { name: 'Resubmit' }).click();
    await again.getByText('Level 1 of 3').waitFor();
    await again.close();
    expect(await dashboardCount(bfp, 'Initiated')).toBe('1');

    for (const user of ['cg.approver', 'mof.level2', 'mof.level3']) await approveFirstTask(user);
    expect(await dashboardCount(bfp, 'Approved')).toBe('1');
    expect(await dashboardCount(bfp, 'Rejected')).toBe('0');

    const details = await as('admin', '/dashboard');
    await details.getByTestId(`count-Approved-${bfp}`).click();
    await details.getByTestId('details-grid').getByText('Ministry of Health').waitFor();
    const download = details.waitForEvent('download');
    await details.getByTestId('download-details').click();
    expect((await download).suggestedFilename()).toMatch(/^admin_VOTE_CG_Report_Submission_Details_.*\.xlsx$/);
    await details.close();

    // The approved report is in the archive, reached through the cascading filters, and downloads.
    const archive = await as('cg.initiator', '/archives');
    const pick = async (testId: string, option: string, search?: string) => {
      await archive.getByTestId(testId).click();
      if (search) await archive.keyboard.type(search);
      await archive.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
    };
    await pick('archive-type', 'CG');
    await pick('archive-year', '2025-2026');
    await pick('archive-vote', '014 — Ministry of Health', '014');
    await pick('archive-report', 'Budget Framework Paper');
    await archive.locator('.archive-group').getByText('Budget Framework Paper').waitFor();
    const file = archive.waitForEvent('download');
    await archive.getByTestId('archive-download').first().click();
    expect((await file).suggestedFilename()).toMatch(/^Budget_Framework_Paper_014_2025-2026\.(pdf|xlsx)$/);
    await archive.close();
  });
});
