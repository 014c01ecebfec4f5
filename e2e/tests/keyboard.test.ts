import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { gql } from '../support/server.js';
import { apiSignIn, latestCode, newPage, useApp } from '../support/fixtures.js';

const app = useApp();

/** What has the keyboard focus: its text or accessible name, and whether a focus ring shows. */
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return { name: '', ring: false };
  // The ring may be drawn by the control or by its wrapper (Ant Design's inputs with a counter or an icon).
  const shows = (e: Element | null) => {
    if (!e) return false;
    const style = getComputedStyle(e);
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none';
  };
  const ring = shows(el) || shows(el.parentElement);
  return { name: (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('placeholder') ?? '').trim(), ring };
});

/** Presses Tab until the focused control is named `name`; every control passed on the way shows its focus. */
async function tabTo(page: Page, name: string | RegExp, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.name) expect(f.ring, `focus ring on "${f.name}"`).toBe(true);
    if (typeof name === 'string' ? f.name === name : name.test(f.name)) return;
  }
  throw new Error(`no control named ${name} within ${max} tabs`);
}

describe('keyboard only', () => {
  it('signs in with a code, opens the approvals from the menu and approves a task, without a mouse', async () => {
    // A task for the approver: vote 014's Budget Framework Paper, initiated through the API.
    const initiator = await apiSignIn(app.server.url, 'cg.initiator');
    const data = await gql(app.server.url, '{ reports { Report_ID Internal_Report_Name Report_Category } activeFiscalYears { Year_ID Is_Active } activeCgVotes { Vote_ID Vote_Code } }', {}, initiator);
    const bfp = data.reports.find((r: { Internal_Report_Name: string; Report_Category: string }) => r.Internal_Report_Name === 'budget_framework_paper' && r.Report_Category === 'VOTE');
    await gql(app.server.url, 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }', {
      r: bfp.Report_ID, y: data.activeFiscalYears.find((y: { Is_Active: boolean }) => y.Is_Active).Year_ID,
      e: data.activeCgVotes.find((v: { Vote_Code: string }) => v.Vote_Code === '014').Vote_ID,
    }, initiator);

    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/auth/login`);
    // The username field takes the focus on arrival (once the form has rendered).
    await page.waitForFunction(() => document.activeElement?.id === 'username');
    await page.keyboard.type('cg.approver');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo@2026!');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'otp-input');
    await page.keyboard.type(await latestCode(app.server.url, '+256 772 100 404'));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');

    await tabTo(page, 'Reports');
    await page.keyboard.press('Enter');
    await page.getByTestId('menu-search').waitFor();
    await tabTo(page, /^Approvals\s*CG$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/reports/cg/approvals');
    await page.getByRole('button', { name: 'Approve', exact: true }).first().waitFor();

    await tabTo(page, 'Approve');
    await page.keyboard.press('Enter');
    await page.getByTestId('approve-comment').waitFor();
    await tabTo(page, 'Comment (optional)');
    await page.keyboard.type('Checked with the keyboard');
    await tabTo(page, 'Approve');
    await page.keyboard.press('Enter');
    await page.getByText('Approved at level 1; it now waits at level 2').waitFor();
    await page.close();
  });
});
