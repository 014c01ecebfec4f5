import { gql } from './server.js';

/** Sign-ins through the API for tests and benchmarks (no test runner needed). */
export const DEMO_PASSWORD = 'Demo@2026!';

/** The newest one-time code sent to a phone, read from the outbox as the administrator. */
export async function latestCode(url: string, phone: string): Promise<string> {
  const { login } = await gql(url, 'mutation { login(User_Name:"admin", Password1:"Demo@2026!") { access_token } }');
  const { outboxMessages } = await gql(url, '{ outboxMessages(Limit: 20) { Recipient Body } }', {}, login.access_token);
  const msg = outboxMessages.find((m: { Recipient: string }) => m.Recipient === phone);
  return /code is (\d{5})/.exec(msg?.Body ?? '')?.[1] ?? '';
}

/** Demo users whose role asks for a one-time code at sign-in, with the phone it goes to. */
export const PHONES: Record<string, string> = { 'cg.approver': '+256 772 100 404', 'budget.officer': '+256 772 100 202' };

/** An access token for a demo user through the API, through the code step if the role asks for one. */
export async function apiSignIn(url: string, user: string): Promise<string> {
  const { login } = await gql(url, 'mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p) { access_token otpVerification } }', { u: user, p: DEMO_PASSWORD });
  if (!login.otpVerification) return login.access_token;
  const code = await latestCode(url, PHONES[user]);
  const { verifyOtpCode } = await gql(url, 'mutation($c:String!){ verifyOtpCode(code:$c){ login { access_token } } }', { c: code }, login.access_token);
  return verifyOtpCode.login.access_token;
}

