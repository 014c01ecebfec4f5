import { describe, expect, it } from 'vitest';
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
});
