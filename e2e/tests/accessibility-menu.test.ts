import { describe, expect, it } from 'vitest';
import { checker, menuPaths } from '../support/axe.js';
import { openAs, useApp } from '../support/fixtures.js';
import { visit } from '../support/settled.js';

const app = useApp();

describe('accessibility (WCAG 2.1 AA, axe-core): no serious or critical violation', () => {
  // Some forty screens, each checked in turn: more than the suite's two minutes per test on a busy machine.
  it('on every screen of the administrator\'s menu', async () => {
    const found: string[] = [];
    // Read first: an API sign-in ends the user's other session (one session per user).
    const menu = await menuPaths(app.server.url, 'admin');
    const page = await openAs(app, 'admin', '/dashboard');
    const violations = await checker(page);
    for (const path of menu) {
      await visit(page, path);
      found.push(...await violations(path));
    }
    expect(found).toEqual([]);
  }, 300_000);
});
