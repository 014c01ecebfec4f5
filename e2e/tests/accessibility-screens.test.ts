import { describe, expect, it } from 'vitest';
import { checker } from '../support/axe.js';
import { openAs, useApp } from '../support/fixtures.js';
import { visit } from '../support/settled.js';

const app = useApp();

describe('accessibility (WCAG 2.1 AA, axe-core): no serious or critical violation', () => {
  // The administrator's menu is walked by accessibility-menu.test.ts, so two workers share the screens.
  it('on every screen of the route table, with the dialogs open', async () => {
    const found: string[] = [];
    const page = await openAs(app, 'admin', '/dashboard');
    const violations = await checker(page);
    for (const path of ['/dashboard', '/budget/#mtef', '/budget/#detail', '/budget/#performance', '/budget/#ipf', '/budget/#compare', '/budget/#virements', '/budget/#uploads', '/archives', '/user-profile',
      '/user-profile/personal-information', '/user-profile/change-password', '/builder', '/error/error-v1', '/error/error-v2']) {
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
});
