import { describe, expect, it } from 'vitest';
import { checker, LANGS } from '../support/axe.js';
import { DEMO_PASSWORD, newPage, useApp } from '../support/fixtures.js';

const app = useApp();

describe('accessibility (WCAG 2.1 AA, axe-core): no serious or critical violation on the sign-in screens', () => {
  it.each(LANGS)('in %s', async (lang) => {
    const found: string[] = [];
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
    expect(found).toEqual([]);
  });
});
