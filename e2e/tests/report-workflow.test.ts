import { readFile } from 'node:fs/promises';
import { png } from '../../apps/api/test/png.js';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gql } from '../support/server.js';
import { newPage, openAs, signIn, useApp, pickActive } from '../support/fixtures.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { de } from '../../apps/web/src/i18n/de.js';
import { es } from '../../apps/web/src/i18n/es.js';
import { fr } from '../../apps/web/src/i18n/fr.js';
import { ja } from '../../apps/web/src/i18n/ja.js';
import { zh } from '../../apps/web/src/i18n/zh.js';

const app = useApp();
const as = (user: string, path: string) => openAs(app, user, path);

/** Chooses an option of one of the archive filters (the browser's own selects), once the option is there. */
async function pick(page: Page, testId: string, option: string | RegExp) {
  const wanted = page.getByTestId(testId).locator('option', { hasText: option }).first();
  await wanted.waitFor({ state: 'attached' });
  await page.getByTestId(testId).selectOption({ label: (await wanted.textContent()) ?? '' });
}

const RAW_KEY = /\b(?:[A-Z]+\.){1,3}[A-Z_]+\b|FIELD\.\w+|PAGE\.\S+|MAIN\.\w+/g;

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
    // The approver opens the figures first: the task's draft document.
    const draft = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Draft', exact: true }).first().click();
    // A framework paper is named for the budget year it prepares.
    expect((await draft).suggestedFilename()).toMatch(/^DRAFT_Budget_Framework_Paper_014_2026_27\.pdf$/);
    await page.getByRole('button', { name: 'Approve', exact: true }).first().click();
    await page.getByTestId('approve-comment').fill('Checked against the ceilings');
    await page.locator('.ant-modal-footer').getByRole('button', { name: 'Approve', exact: true }).click();
  }
  await page.getByText(reject ? 'Rejected; it has gone back to the initiators with your comment' : /^Approved at (level \d+; it now waits at level \d+|the last level; the report is archived)$/).first().waitFor().catch(async (e) => {
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
    await initiator.keyboard.type('Budget Framework Paper (CG)');
    await pickActive(initiator, /^Budget Framework Paper \(CG\)$/);
    await initiator.getByRole('button', { name: 'Initiate' }).click();
    await initiator.getByText('Level 1 of 3').waitFor();
    await initiator.close();
    expect(await dashboardCount(bfp, 'Initiated')).toBe('1');
    expect(Number(await dashboardCount(bfp, 'NotInitiated'))).toBe(notInitiated - 1);

    // The first approver puts a signature on file (Profile); it is printed beside their approval in the archive.
    const profile = await as('cg.approver', '/user-profile');
    await profile.locator('input[type=file]').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: png(300, 80) });
    await profile.getByTestId('signature-image').waitFor();
    await profile.close();

    await approveFirstTask('cg.approver');
    await approveFirstTask('mof.level2', 'Non-wage figures exceed the ceiling');
    expect(await dashboardCount(bfp, 'Rejected')).toBe('1');

    const again = await as('cg.initiator', '/reports/cg/submissions');
    await again.getByTestId('report-select').click();
    await again.keyboard.type('Budget Framework Paper (CG)');
    await pickActive(again, /^Budget Framework Paper \(CG\)$/);
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
    await pick(archive, 'archive-type', 'CG');
    await pick(archive, 'archive-year', '2025-2026');
    await pick(archive, 'archive-vote', '014 — Ministry of Health');
    await pick(archive, 'archive-report', 'Budget Framework Paper');
    await archive.locator('.archive-group').getByText('Budget Framework Paper').waitFor();
    // A vote's officer finds its files without Ant Design (ADR 0021): the ministry's panels are not theirs.
    expect(await archive.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/AntScope-[\w-]+\.js$/.test(e.name)).length)).toBe(0);
    const file = archive.waitForEvent('download');
    await archive.getByTestId('archive-download').first().click();
    const downloaded = await file;
    expect(downloaded.suggestedFilename()).toMatch(/^Budget_Framework_Paper_014_FY2026-27\.(pdf|xlsx)$/);
    const copy = { name: downloaded.suggestedFilename(), mimeType: 'application/octet-stream', buffer: await readFile(await downloaded.path()) };
    await archive.close();

    // The code printed on the document opens its archive entry; the downloaded copy checks out, a changed one does not.
    // A fresh sign-in: the browser's sign-ins above ended the first session of a user without Multi_Login.
    const fresh = (await gql(app.server.url, 'mutation { login(User_Name:"admin", Password1:"Demo@2026!") { access_token } }')).login;
    const { getArchivedReports } = await gql(app.server.url, '{ getArchivedReports { Report_Name Verification_Code } }', {}, fresh.access_token);
    const code = getArchivedReports.find((r: { Report_Name: string }) => r.Report_Name === 'Budget Framework Paper').Verification_Code;
    const verify = await as('lg.initiator', `/archives?verify=${code}`);
    await verify.getByTestId('verify-result').getByText('014 — Ministry of Health').waitFor();
    await verify.locator('.verify-panel input[type=file]').setInputFiles(copy);
    await verify.getByTestId('verify-file-result').getByText(/is the archived (PDF|Excel) file, unchanged/).waitFor();
    await verify.locator('.verify-panel input[type=file]').setInputFiles({ name: 'forged.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7 forged') });
    await verify.getByTestId('verify-file-result').getByText('This file is not the archived file: its content differs').waitFor();
    await verify.close();
  }, 240_000); // Eight sign-ins and eleven screens, five approvals drawing documents: about 110 s here, over the two minutes on a busy machine.

  it('filters the archive in each of the six languages, every label translated and no raw key shown', async () => {
    for (const [lang, dict] of Object.entries({ en, de, es, fr, ja, zh })) {
      const page = await newPage(app.browser, lang);
      await signIn(page, app.server.url, 'cg.initiator');
      await page.waitForURL('**/dashboard');
      await page.goto(`${app.server.url}/archives`);
      await page.getByText(dict['ARCHIVES.CHOOSE']).waitFor();
      await pick(page, 'archive-type', 'CG');
      await pick(page, 'archive-year', '2025-2026');
      // A vote with nothing archived: the report filter says so in the page's language.
      await pick(page, 'archive-vote', /^008 — /);
      await page.getByTestId('archive-report').locator('option:checked', { hasText: dict['ARCHIVES.EMPTY'] }).waitFor({ state: 'attached' });
      await pick(page, 'archive-vote', '014 — Ministry of Health');
      await pick(page, 'archive-report', 'Budget Framework Paper');
      await page.locator('.archive-group').getByText('Budget Framework Paper').waitFor();
      await page.getByRole('columnheader', { name: dict['ARCHIVES.ARCHIVED_ON'] }).waitFor();
      for (const label of [dict['ARCHIVES.REPORT_TYPE'], dict['FIELD.Fiscal_Year'], dict['ARCHIVES.CG_VOTE'], dict['REPORTS.REPORT']]) {
        await page.locator('.l-field-label').filter({ hasText: label }).first().waitFor();
      }
      expect([lang, (await page.textContent('body'))?.match(RAW_KEY) ?? null]).toEqual([lang, null]);
      await page.close();
    }
  });
});
