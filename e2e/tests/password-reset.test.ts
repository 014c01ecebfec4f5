import { describe, expect, it } from 'vitest';
import { gql } from '../support/server.js';
import { newPage, signIn, useApp } from '../support/fixtures.js';

const app = useApp();
const EMAIL = 'lg.initiator@finance.go.ug';

async function temporaryPassword(url: string): Promise<string> {
  const { login } = await gql(url, 'mutation { login(User_Name:"admin", Password1:"Demo@2026!") { access_token } }');
  // The mail is sent just after the answer (so known and unknown addresses answer alike): wait for it.
  for (let i = 0; i < 50; i++) {
    const { outboxMessages } = await gql(url, '{ outboxMessages(Limit: 20) { Recipient Body } }', {}, login.access_token);
    const mail = outboxMessages.find((m: { Recipient: string }) => m.Recipient === EMAIL);
    if (mail) return /temporary password is: (\S+)/.exec(mail.Body)?.[1] ?? '';
    await new Promise((r) => setTimeout(r, 100));
  }
  return '';
}

describe('forgotten password', () => {
  it('mails a temporary password, which only opens the change-password screen until a new one is chosen', async () => {
    const page = await newPage(app.browser);
    await page.goto(`${app.server.url}/auth/forgot-password`);
    await page.locator('input#email').fill(EMAIL);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your password has been reset').waitFor();

    const temp = await temporaryPassword(app.server.url);
    expect(temp.length).toBeGreaterThan(8);
    await signIn(page, app.server.url, 'lg.initiator', temp);
    await page.waitForURL('**/user-profile/change-password');
    await page.getByTestId('temp-notice').waitFor();
    await page.goto(`${app.server.url}/dashboard`);
    await page.waitForURL('**/user-profile/change-password');

    await page.locator('input#old').fill(temp);
    await page.locator('input#next').fill('Budget2027ready');
    await page.locator('input#confirm').fill('Budget2027ready');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="temp-notice"]'));
    await page.goto(`${app.server.url}/dashboard`);
    await page.waitForURL('**/dashboard');

    const { login } = await gql(app.server.url, 'mutation { login(User_Name:"lg.initiator", Password1:"Budget2027ready") { access_token } }');
    expect(login.access_token).toBeTruthy();
    await page.close();
  });
});
