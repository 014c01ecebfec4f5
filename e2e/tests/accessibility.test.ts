import { describe, expect, it } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { gql } from '../support/server.js';
import { DEMO_PASSWORD, newPage, openAs, useApp } from '../support/fixtures.js';
import { visit, watchRequests } from '../support/settled.js';

const app = useApp();
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANGS = ['en', 'de', 'es', 'fr', 'ja', 'zh'];

type Check = (what: string) => Promise<string[]>;

/**
 * Serious and critical WCAG 2.1 A/AA violations on what a page shows once its data has come, one line each.
 * The page asks for reduced motion, so no colour is measured half faded in. In a translation (`translated`)
 * colour contrast is left out: the colours are the same in every language, and that rule is axe's slowest.
 */
async function checker(page: Page, translated = false): Promise<Check> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const settled = watchRequests(page);
  return async (what) => {
    await settled();
    // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge the frames'
    // results, a second a check here, and the app has no frames of another origin to merge.
    const axe = new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true);
    const result = await (translated ? axe.disableRules(['color-contrast']) : axe).analyze();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${what}: ${v.id} ×${v.nodes.length} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  };
}


/** Every path of a user's menu, process-area placeholders expanded as the server does. */
async function menuPaths(user: string): Promise<string[]> {
  const { login } = await gql(app.server.url, 'mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ userMenu { Sub_Menu_Path Main_Menu_ID { Process_Area } } } }', { u: user, p: DEMO_PASSWORD });
  return [...new Set<string>(login.userMenu.flatMap((s: { Sub_Menu_Path: string; Main_Menu_ID: { Process_Area: string | null } }) =>
    (s.Sub_Menu_Path.includes('process-area') && s.Main_Menu_ID.Process_Area
      ? s.Main_Menu_ID.Process_Area.split(',').map((a) => s.Sub_Menu_Path.replace('process-area', a.trim().toLowerCase()))
      : [s.Sub_Menu_Path])))];
}

describe('accessibility (WCAG 2.1 AA, axe-core): no serious or critical violation', () => {
  it('on the sign-in screens, in every language', async () => {
    const found: string[] = [];
    for (const lang of LANGS) {
      const page = await newPage(app.browser, lang);
      const violations = await checker(page, lang !== 'en');
      for (const path of ['/auth/login', '/auth/forgot-password', '/terms']) {
        await page.goto(`${app.server.url}${path}`);
        found.push(...await violations(`${lang} ${path}`));
      }
      // The sign-in form's field messages (sent empty), in a colour that reads on white.
      await page.goto(`${app.server.url}/auth/login`);
      await page.locator('button[type=submit]').click();
      await page.locator('.af-explain').filter({ hasText: /\S/ }).first().waitFor();
      found.push(...await violations(`${lang} sign-in field messages`));
      // The code step.
      await page.goto(`${app.server.url}/auth/login`);
      await page.locator('input#username').fill('cg.approver');
      await page.locator('input#password').fill(DEMO_PASSWORD);
      await page.locator('button[type=submit]').click();
      await page.getByTestId('otp-input').waitFor();
      found.push(...await violations(`${lang} code step`));
      await page.close();
    }
    expect(found).toEqual([]);
  });

  // Some fifty screens, each checked in turn: more than the suite's two minutes per test on a busy machine.
  it('on every screen of the route table and of the administrator\'s menu, with the dialogs open', async () => {
    const found: string[] = [];
    // Read first: an API sign-in ends the user's other session (one session per user).
    const menu = await menuPaths('admin');
    const page = await openAs(app, 'admin', '/dashboard');
    const violations = await checker(page);
    const fixed = ['/dashboard', '/budget/#mtef', '/budget/#detail', '/budget/#performance', '/budget/#ipf', '/budget/#compare', '/budget/#virements', '/budget/#uploads', '/archives', '/user-profile',
      '/user-profile/personal-information', '/user-profile/change-password', '/builder', '/error/error-v1', '/error/error-v2'];
    for (const path of [...fixed, ...menu]) {
      await visit(page, path);
      found.push(...await violations(path));
    }
    // Report Details, from a count of the Submission Status grid.
    await page.goto(`${app.server.url}/dashboard`);
    await page.locator('[data-testid^="count-NotInitiated-"]').first().click();
    await page.locator('.ant-modal').getByTestId('details-grid').locator('tbody tr.ant-table-row').first().waitFor();
    found.push(...await violations('Report Details dialog'));
    await page.keyboard.press('Escape');
    // The dashboard's performance tab, its tables filled.
    await page.getByRole('tab', { name: 'Performance' }).click();
    await page.getByTestId('perf-money').locator('tbody tr.ant-table-row').first().waitFor();
    found.push(...await violations('dashboard performance tab'));
    // The lock screen.
    await page.getByTestId('lock-button').click();
    await page.getByTestId('lock-screen').waitFor();
    found.push(...await violations('lock screen'));
    expect(found).toEqual([]);
  }, 300_000);

  // Thirty screens in five languages: near the two minutes per test on this machine, over on a busy one.
  it('on the main screens in every other language, as a vote user', async () => {
    const found: string[] = [];
    for (const lang of LANGS.slice(1)) {
      const page = await openAs(app, 'cg.initiator', '/dashboard', lang);
      const violations = await checker(page, true);
      // The screens ask the server for the chosen language too, so its refusals come in it.
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/graphql');
      // Compare stages opens on the vote's open stage against the one before: its differences in red and green text.
      for (const path of ['/dashboard', '/budget/#mtef', '/budget/#performance', '/budget/#compare', '/budget/#uploads', '/archives', '/reports/cg/submissions']) {
        if (path === '/dashboard') await page.goto(`${app.server.url}${path}`);
        else await visit(page, path);
        if (path === '/dashboard') expect((await (await asked).allHeaders())['accept-language']).toBe(lang);
        if (path === '/budget/#compare') await page.locator('.ant-typography-success, .ant-typography-danger').first().waitFor();
        found.push(...await violations(`${lang} ${path}`));
      }
      await page.close();
    }
    expect(found).toEqual([]);
  }, 300_000);
});
