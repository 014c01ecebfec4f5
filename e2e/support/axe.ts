import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { gql } from './server.js';
import { DEMO_PASSWORD } from './api-sign-in.js';
import { watchRequests } from './settled.js';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const LANGS = ['en', 'de', 'es', 'fr', 'ja', 'zh'];

export type Check = (what: string) => Promise<string[]>;

/**
 * Serious and critical WCAG 2.1 A/AA violations on what a page shows once its data has come, one line each.
 * The page asks for reduced motion, so no colour is measured half faded in. In a translation (`translated`)
 * colour contrast is left out: the colours are the same in every language, and that rule is axe's slowest.
 */
export async function checker(page: Page, translated = false): Promise<Check> {
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
export async function menuPaths(url: string, user: string): Promise<string[]> {
  const { login } = await gql(url, 'mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ userMenu { Sub_Menu_Path Main_Menu_ID { Process_Area } } } }', { u: user, p: DEMO_PASSWORD });
  return [...new Set<string>(login.userMenu.flatMap((s: { Sub_Menu_Path: string; Main_Menu_ID: { Process_Area: string | null } }) =>
    (s.Sub_Menu_Path.includes('process-area') && s.Main_Menu_ID.Process_Area
      ? s.Main_Menu_ID.Process_Area.split(',').map((a) => s.Sub_Menu_Path.replace('process-area', a.trim().toLowerCase()))
      : [s.Sub_Menu_Path])))];
}
