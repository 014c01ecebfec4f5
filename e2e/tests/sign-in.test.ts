import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, latestCode, newPage, signIn, useApp } from '../support/fixtures.js';
import { gql } from '../support/server.js';
import { visit, watchRequests } from '../support/settled.js';
import { en } from '../../apps/web/src/i18n/en.js';
import { de } from '../../apps/web/src/i18n/de.js';
import { es } from '../../apps/web/src/i18n/es.js';
import { fr } from '../../apps/web/src/i18n/fr.js';
import { ja } from '../../apps/web/src/i18n/ja.js';
import { zh } from '../../apps/web/src/i18n/zh.js';

const MESSAGES: Record<string, Record<string, string>> = { en, de, es, fr, ja, zh };

/**
 * Messages whose English is also data on screen, not an untranslated label: the ministry's name is vote 008's in
 * the masters, and the standard stage names are part of report names (master data, as written).
 */
const ALSO_DATA = new Set(['APP.MINISTRY', 'STAGE.Budget Framework Paper', 'STAGE.Draft Estimates', 'STAGE.Approved Estimates']);

/** English sentences that `lang` translates: seen on a `lang` screen, they were left untranslated. */
const englishOf = (lang: string) => lang === 'en' ? [] : Object.entries(en)
  .filter(([key, text]) => !ALSO_DATA.has(key) && !text.includes('{') && text.length >= 12 && MESSAGES[lang][key] !== text).map(([, text]) => text);

const app = useApp();

describe('sign-in', () => {
  it('shows the red alert for wrong details and stays on the form', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'admin', 'not-the-password');
    await expect(page.getByTestId('login-error').textContent()).resolves.toContain('The login details are incorrect');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await page.close();
  });

  it('signs in with a one-time code, masking the phone, and refuses a wrong code first', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'budget.officer');
    await page.getByTestId('otp-input').waitFor();
    expect(await page.textContent('body')).toContain('+256 XXX XXX X02');
    await page.getByTestId('otp-input').fill('00000');
    await page.getByRole('button', { name: 'Verify' }).click();
    const code = await latestCode(app.server.url, '+256 772 100 202');
    if (code !== '00000') expect(await page.getByTestId('otp-error').textContent()).toContain('The code (00000) provided is incorrect');
    await page.getByTestId('otp-input').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('page-title').textContent()).toBe('Dashboard');
    await page.close();
  });

  it('redirects a signed-in user away from a path outside their menu, and unknown paths to the error page', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'cg.initiator');
    await page.waitForURL('**/dashboard');
    await page.goto(`${app.server.url}/admin/users`);
    await page.waitForURL('**/error/error-v1');
    await page.getByText('OOPS! Something went wrong here').waitFor();
    await page.goto(`${app.server.url}/no/such/page`);
    await page.waitForURL('**/error/error-v1');
    await page.goto(`${app.server.url}/`);
    await page.waitForURL('**/dashboard');
    await page.close();
  });

  it('sends a missing session to the login form', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/general-masters/programmes`);
    await page.waitForURL('**/auth/login');
    await page.goto(`${app.server.url}/auth/whatever`);
    await page.waitForURL('**/auth/login');
    await page.close();
  });
});

describe('lock screen', () => {
  it('locks on the button, stays locked after a reload, refuses a wrong password, unlocks with the right one', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'admin');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('lock-button').click();
    await page.getByTestId('lock-screen').waitFor();
    await page.reload();
    await page.getByTestId('lock-screen').waitFor();
    await page.getByTestId('unlock-button').click();
    expect(await page.getByTestId('lock-error').textContent()).toContain('Please provide a password');
    await page.getByTestId('lock-password').fill('wrong-password');
    await page.getByTestId('unlock-button').click();
    await page.getByText('Invalid Password').waitFor();
    await page.getByTestId('lock-password').fill('Demo@2026!');
    await page.getByTestId('unlock-button').click();
    await page.getByTestId('lock-screen').waitFor({ state: 'detached' });
    // The server session is usable again: a master list loads.
    await page.goto(`${app.server.url}/general-masters/programmes`);
    await page.getByText('Agro-Industrialization').waitFor();
    await page.close();
  });
});

describe('menus and languages', () => {
  it('filters the drawer with Search Menu and opens a screen from it', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'admin');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('nav-masters').click();
    await page.getByPlaceholder('Search Menu').fill('regions');
    await page.getByRole('link', { name: 'Sub Regions' }).click();
    await page.waitForURL('**/lg-masters/sub-regions');
    await page.getByText('Acholi').waitFor();
    expect(await page.getByTestId('breadcrumbs').textContent()).toBe('LG/Masters/Sub Regions');
    await page.close();
  });

  // Each language a test of its own: eleven screens, each opened within the app once its data has come.
  it.each(['en', 'de', 'es', 'fr', 'ja', 'zh'])('shows no raw translation keys in %s, nor English unless it is English', async (lang) => {
    const english = englishOf(lang);
    const page = await newPage(app.browser, lang);
    await page.goto(`${app.server.url}/auth/login`);
    await page.waitForSelector('form');
    await page.locator('input#username').fill('admin');
    await page.locator('input#password').fill('Demo@2026!');
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/dashboard');
    const settled = watchRequests(page);
    for (const path of ['/dashboard', '/general-masters/fiscal-years', '/admin/users', '/builder', '/user-profile/change-password',
      '/budget#mtef', '/budget#ipf', '/budget#uploads', '/audit/trail', '/audit/logs', '/archives']) {
      // Within the app, as its menu opens a screen, once the screen's data has come.
      await visit(page, path);
      await settled();
      const text = await page.textContent('body');
      expect([lang, path, text?.match(/\b(?:[A-Z]+\.){1,3}[A-Z_]+\b|FIELD\.\w+|PAGE\.\S+|MAIN\.\w+/g)]).toEqual([lang, path, null]);
      expect([lang, path, english.filter((sentence) => text?.includes(sentence))]).toEqual([lang, path, []]);
    }
    await page.close();
  });
});

describe('panels', () => {
  it('shows the signed-in user in the right panel, whose Sign Out ends the session', async () => {
    const page = await newPage(app.browser);
    await signIn(page, app.server.url, 'cg.initiator');
    await page.waitForURL('**/dashboard');
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Personal Information' }).click();
    const panel = page.getByRole('dialog', { name: 'Personal Information' });
    await panel.getByText('cg.initiator', { exact: true }).waitFor();
    expect(await panel.textContent()).toMatch(/Sarah Achieng.*Senior Planner.*cg\.initiator@finance\.go\.ug/);
    await panel.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/auth/login');
    await page.goto(`${app.server.url}/dashboard`);
    await page.waitForURL('**/auth/login');
    await page.close();
  });

  it('lists a new task in the notifications drawer of the approver it waits for', async () => {
    const url = app.server.url;
    const { login } = await gql(url, `mutation { login(User_Name:"cg.initiator", Password1:"${DEMO_PASSWORD}") { access_token activeFiscalYear { Year_ID } } }`);
    const [token, y] = [login.access_token, login.activeFiscalYear.Year_ID];
    const grid = await gql(url, 'query($y:Int!){ dashboardReportsGridDataVote(Report_Type:"CG", Report_Category:"VOTE", Active_Year_ID:$y){ Report_ID Report_Name } }', { y }, token);
    const report = grid.dashboardReportsGridDataVote.find((r: { Report_Name: string }) => r.Report_Name === 'Budget Framework Paper');
    const { activeCgVotes } = await gql(url, '{ activeCgVotes { Vote_ID Vote_Code } }', {}, token);
    const health = activeCgVotes.find((v: { Vote_Code: string }) => v.Vote_Code === '014');
    await gql(url, 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID } }', { r: report.Report_ID, y, e: health.Vote_ID }, token);

    const page = await newPage(app.browser);
    await signIn(page, url, 'cg.approver');
    await page.getByTestId('otp-input').waitFor();
    await page.getByTestId('otp-input').fill(await latestCode(url, '+256 772 100 404'));
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByText(/Budget Framework Paper.*awaits your approval/).waitFor();
    expect(await drawer.textContent()).toContain('014 Ministry of Health');
    await page.close();
  });
});
