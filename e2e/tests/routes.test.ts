import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { newPage, signIn, useApp } from '../support/fixtures.js';

const app = useApp();

/** SPEC.md's route table, as the administrator (who holds every menu) sees it. */
const SCREENS: [string, string][] = [
  ['/dashboard', 'Submission Status'], ['/budget', 'CG MTEF'], ['/budget#uploads', 'Choose what to upload'], ['/archives', 'Report Type'],
  ['/user-profile', 'Personal Information'], ['/user-profile/personal-information', 'Personal Information'],
  ['/user-profile/change-password', 'Change Password'], ['/builder', 'Preview'], ['/terms', 'Privacy'],
  ['/audit/trail', 'Verify chain'], ['/audit/logs', 'Application logs'], ['/audit/logins', 'Logins'], ['/audit/failed-logins', 'Failed logins'],
  ['/admin/users', 'Users'], ['/general-masters/fiscal-years', 'Fiscal'], ['/cg/votes', 'Vote'], ['/lg-masters/votes', 'Vote'], ['/reports/definitions', 'Report'],
];
const REDIRECTS: [string, RegExp][] = [
  ['/', /\/dashboard$/], ['/error', /\/error\/error-v1$/], ['/no/such/page', /\/error\/error-v1$/], ['/reports/unknown-screen', /\/error\/error-v1$/],
];

describe('routes', () => {
  it('opens every screen of the route table and follows its redirects', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'admin');
    await page.waitForURL('**/dashboard');
    for (const [path, text] of SCREENS) {
      await page.goto(`${app.server.url}${path}`);
      await page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 }).catch((e) => { throw new Error(`${path}: ${e.message}`); });
      expect(page.url(), path).not.toContain('/error/');
    }
    for (const [path, to] of REDIRECTS) {
      await page.goto(`${app.server.url}${path}`);
      await page.waitForURL(to);
    }
    for (const v of [1, 2, 3, 4, 5, 6]) {
      await page.goto(`${app.server.url}/error/error-v${v}`);
      await page.getByText(/OOPS|404/).first().waitFor();
    }
    await page.goto(`${app.server.url}/logout`);
    await page.waitForURL('**/auth/login');
    await page.goto(`${app.server.url}/auth`);
    await page.waitForURL('**/auth/login');
    await page.close();
  });

  it('on a 390 px phone: the menu opens from its button, dialogs and drawers fit, and no screen of the route table slides sideways', async () => {
    const page = await newPage(app.browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, app.server.url, 'admin');
    await page.waitForURL('**/dashboard');
    expect(await page.locator('header .nav').isVisible()).toBe(false);
    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('phone-nav').getByRole('link', { name: 'Budget' }).click();
    await page.waitForURL('**/budget');
    await expect.poll(() => page.getByTestId('phone-nav').isVisible()).toBe(false);
    // A section with sub-menus opens them from the phone menu too.
    await page.getByTestId('nav-toggle').click();
    await page.getByTestId('phone-nav').getByTestId('nav-admin').click();
    await page.getByTestId('menu-search').waitFor();
    await page.keyboard.press('Escape');
    // Each dialog and drawer fits the screen, and the page behind it does not slide sideways.
    const fits = async (what: string, open: () => Promise<unknown>, dialog: Locator) => {
      await open();
      await dialog.waitFor();
      await page.waitForTimeout(400); // the opening motion ends at its final size
      const box = await dialog.boundingBox();
      expect([what, box!.x >= 0, box!.x + box!.width <= 390]).toEqual([what, true, true]);
      expect([what, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([what, 390]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    };
    await page.goto(`${app.server.url}/dashboard`);
    await fits('deadline form', () => page.getByRole('button', { name: 'Set a deadline' }).click(), page.getByRole('dialog', { name: 'Set a deadline' }));
    await fits('report details', () => page.locator('[data-testid^="count-NotInitiated-"]').first().click(), page.locator('.ant-modal').filter({ has: page.getByTestId('details-grid') }));
    await fits('notifications', () => page.getByTestId('notifications-button').click(), page.locator('.ant-drawer-content-wrapper').filter({ hasText: 'Notifications' }));
    await page.goto(`${app.server.url}/general-masters/fiscal-years`);
    await fits('master form', () => page.getByRole('button', { name: 'Add' }).click(), page.locator('.ant-modal').filter({ has: page.getByTestId('master-form') }));
    await page.goto(`${app.server.url}/admin/users`);
    await fits('user form', () => page.getByRole('button', { name: 'Add' }).click(), page.locator('.ant-modal').filter({ has: page.getByTestId('master-form') }));
    for (const [path, text] of SCREENS) {
      await page.goto(`${app.server.url}${path}`);
      await page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    await page.close();
  });
});
