import { describe, expect, it } from 'vitest';
import { checker, LANGS } from '../support/axe.js';
import { openAs, useApp } from '../support/fixtures.js';
import { visit } from '../support/settled.js';

const app = useApp();

describe('accessibility (WCAG 2.1 AA, axe-core): no serious or critical violation on the main screens in every other language, as a vote user', () => {
  it.each(LANGS.slice(1))('in %s', async (lang) => {
    const found: string[] = [];
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
    expect(found).toEqual([]);
  });
});
