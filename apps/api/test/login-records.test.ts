import { describe, expect, it } from 'vitest';
import { trustProxyOf } from '../src/config/index.js';
import { setupApp, type TestApp } from './helpers.js';

const direct = await setupApp();
const proxied = await setupApp({ config: { trustProxy: ['127.0.0.1'] } });
const LOGIN = 'mutation($u:String!,$p:String!,$ip:String){ login(User_Name:$u, Password1:$p, ipAddress:$ip){ access_token } }';
const LOGINS = '{ logins(Limit: 5) { _id Login_ID User_Name Ip_Address IP_Address Reported_Ip_Address Login_Date Login_Status Created_Date Created_By } }';

/** A sign-in as it arrives from `remoteAddress`, with what a proxy (or the client) put in X-Forwarded-For. */
async function signIn(t: TestApp, password: string, remoteAddress: string, forwarded?: string) {
  const res = await t.app.inject({
    method: 'POST', url: '/graphql', remoteAddress,
    headers: { 'content-type': 'application/json', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
    payload: JSON.stringify({ query: LOGIN, variables: { u: 'cg.initiator', p: password, ip: '192.0.2.55' } }),
  });
  return JSON.parse(res.body);
}
const latest = async (t: TestApp) => (await t.gql(LOGINS, {}, (await t.login('admin')).token)).data.logins
  .find((r: { User_Name: string }) => r.User_Name === 'cg.initiator');

describe('login records', () => {
  it('keep the spec\'s names: Ip_Address, Login_Date and Created_By for a sign-in; a failure has no login date', async () => {
    expect((await signIn(direct, 'Demo@2026!', '10.1.2.3')).errors).toBeUndefined();
    const ok = await latest(direct);
    expect(ok).toMatchObject({ Ip_Address: '10.1.2.3', IP_Address: '10.1.2.3', Reported_Ip_Address: '192.0.2.55', Login_Status: true });
    expect(ok._id).toBe(ok.Login_ID);
    expect(ok.Login_Date).toBe(ok.Created_Date);
    expect(ok.Created_By).toBeGreaterThan(0);
    expect((await signIn(direct, 'wrong-password', '10.1.2.3')).errors).toBeDefined();
    expect(await latest(direct)).toMatchObject({ Login_Status: false, Login_Date: null });
  });

  it('take X-Forwarded-For only from a configured proxy, never from a client that writes it itself', async () => {
    await signIn(direct, 'Demo@2026!', '10.1.2.3', '203.0.113.7');
    expect((await latest(direct)).Ip_Address).toBe('10.1.2.3');
    await signIn(proxied, 'Demo@2026!', '127.0.0.1', '203.0.113.7');
    expect((await latest(proxied)).Ip_Address).toBe('203.0.113.7');
    // Not from the proxy: the header is the client's own claim.
    await signIn(proxied, 'Demo@2026!', '10.9.9.9', '203.0.113.7');
    expect((await latest(proxied)).Ip_Address).toBe('10.9.9.9');
  });

  it('read TRUST_PROXY as off, a hop count, or proxy addresses', () => {
    expect([undefined, '', '0', 'false'].map(trustProxyOf)).toEqual([false, false, false, false]);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('10.0.0.1, 10.0.0.0/24')).toEqual(['10.0.0.1', '10.0.0.0/24']);
  });
});
