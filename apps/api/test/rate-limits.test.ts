import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { REFUSAL_PAUSE_MS } from '../src/graphql/refused-sign-ins.js';
import { DEFAULT_LIMITS, limitRules } from '../src/lib/rate-limits.js';
import { DEMO_PASSWORD, setupApp, sqlRows } from './helpers.js';

// The real rules, as `npm start` has them.
const t = await setupApp({ rateLimits: DEFAULT_LIMITS });
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function call(query: string, variables: Record<string, unknown>, ip: string, app = t.app) {
  const res = await app.inject({ method: 'POST', url: '/graphql', remoteAddress: ip,
    headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ query, variables }) });
  return JSON.parse(res.body) as { data?: any; errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[] };
}
const LOGIN = 'mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ access_token otpVerification } }';
const RESET = 'mutation($e:String!){ resetForgotPassword(email:$e){ reset } }';
const VERIFY = 'mutation($c:String!){ verifyOtpCode(code:$c){ valid } }';
const REFRESH = 'mutation($r:String){ refreshToken(refresh_token:$r){ access_token } }';
const limited = (r: Awaited<ReturnType<typeof call>>) => r.errors?.[0]?.extensions?.code === 'AUTH.VALIDATION.TOO_MANY_ATTEMPTS';
const count = async (q: ReturnType<typeof sql>) => (await sqlRows<{ n: number }>(t.db, q))[0].n;

describe('rate limits (in-process store), under bursts', () => {
  it('checks at most 100 sign-ins a minute from one address; the rest are told to wait, before any password is hashed', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 115 }, (_, i) => call(LOGIN, { u: `flood-${i}`, p: 'whatever-1' }, ip)));
    expect(answers.filter(limited)).toHaveLength(15);
    const refused = answers.find(limited)!;
    expect(refused.errors![0].message).toBe('Too many attempts, please wait a few minutes and try again');
    expect(refused.errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(0);
    expect(JSON.stringify(refused)).not.toMatch(/stack|at \w+ \(/);
    expect(await count(sql`select count(*)::int n from login_records where user_name like 'flood-%'`)).toBe(100);
    // Another address is not affected.
    expect(limited(await call(LOGIN, { u: 'flood-x', p: 'whatever-1' }, randomIp()))).toBe(false);
  });

  it('answers further sign-ins from a refused address before GraphQL runs, with the same refusal, under a burst', async () => {
    const ip = randomIp();
    const first = await Promise.all(Array.from({ length: 101 }, (_, i) => call(LOGIN, { u: `early-${i}`, p: 'whatever-1' }, ip)));
    const ordinary = first.find(limited)!;
    // Known refused now: a burst is answered from memory, without GraphQL (no source locations in the answer).
    const started = Date.now();
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => call(LOGIN, { u: `late-${i}`, p: 'whatever-1' }, ip)));
    expect(burst.every(limited)).toBe(true);
    // Each answered a second later, so a flooding connection sends once a second, not as fast as it is answered.
    expect(Date.now() - started).toBeGreaterThanOrEqual(REFUSAL_PAUSE_MS - 50);
    const { locations: _l, ...asResolved } = ordinary.errors![0] as { locations?: unknown };
    for (const r of burst) {
      expect(r.errors![0]).not.toHaveProperty('locations');
      expect({ ...r.errors![0], extensions: { ...r.errors![0].extensions, retryAfterSeconds: 0 } })
        .toEqual({ ...asResolved, extensions: { ...ordinary.errors![0].extensions, retryAfterSeconds: 0 } });
      expect(r.errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(0);
    }
    expect(await count(sql`select count(*)::int n from login_records where user_name like 'late-%'`)).toBe(0);
    // A document asking for more than the sign-in goes the ordinary way: the rest of it is answered.
    const mixed = await call('mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ access_token } } query { __typename }', { u: 'late-x', p: 'x-1' }, ip);
    expect(mixed.errors?.[0]?.extensions?.code).not.toBe('AUTH.VALIDATION.TOO_MANY_ATTEMPTS');
    const both = await t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: ip, headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: 'mutation { login(User_Name:"late-y", Password1:"x-1"){ access_token } t: __typename }' }) });
    expect(JSON.parse(both.body).errors[0]).toHaveProperty('locations');
  });

  it('sends at most three sign-in codes per user in 15 minutes, however many addresses ask', async () => {
    const sms = () => count(sql`select count(*)::int n from outbox where recipient = '+256 772 100 202'`);
    const before = await sms();
    // Two waves of four: the sign-in guard checks at most five passwords of one name at a time.
    const wave = () => Promise.all(Array.from({ length: 4 }, () => call(LOGIN, { u: 'budget.officer', p: DEMO_PASSWORD }, randomIp())));
    const answers = [...await wave(), ...await wave()];
    expect(answers.filter((a) => a.data?.login?.otpVerification)).toHaveLength(3);
    expect(answers.filter(limited)).toHaveLength(5);
    expect(await sms()).toBe(before + 3);
  });

  it('mails at most three temporary passwords per address in 15 minutes, answering every request alike', async () => {
    const mails = () => count(sql`select count(*)::int n from outbox where recipient = 'lg.approver@finance.go.ug'`);
    const before = await mails();
    const answers = await Promise.all(Array.from({ length: 7 }, () => call(RESET, { e: 'lg.approver@finance.go.ug' }, randomIp())));
    expect(answers.every((a) => a.data?.resetForgotPassword.reset === true)).toBe(true);
    await t.settled();
    expect(await mails()).toBe(before + 3);
  });

  it('answers at most ten password resets per address in 15 minutes', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => call(RESET, { e: `nobody-${i}@finance.go.ug` }, ip)));
    expect(answers.filter(limited)).toHaveLength(4);
    await t.settled();
  });

  it('limits code checks and token refreshes per address', async () => {
    const ip = randomIp();
    const ticket = (await call(LOGIN, { u: 'cg.approver', p: DEMO_PASSWORD }, randomIp())).data.login.access_token;
    const checks = await Promise.all(Array.from({ length: 65 }, () => t.app.inject({ method: 'POST', url: '/graphql', remoteAddress: ip,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ticket}` }, payload: JSON.stringify({ query: VERIFY, variables: { c: '00000' } }) })));
    expect(checks.filter((r) => JSON.parse(r.body).errors?.[0]?.extensions?.code === 'AUTH.VALIDATION.TOO_MANY_ATTEMPTS')).toHaveLength(5);
    const refreshes = await Promise.all(Array.from({ length: 305 }, () => call(REFRESH, { r: 'not-a-token' }, ip)));
    expect(refreshes.filter(limited)).toHaveLength(5);
    expect(refreshes.filter((r) => r.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED')).toHaveLength(300);
  });

  it('limits uploads to ten a minute per user with 429 and the wait', async () => {
    const { token } = await t.login('cg.initiator');
    const answers = await Promise.all(Array.from({ length: 13 }, () => t.app.inject({ method: 'POST', url: '/api/uploads/mtef',
      remoteAddress: randomIp(), headers: { authorization: `Bearer ${token}` } })));
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(3);
    expect(JSON.parse(refused[0].body)).toMatchObject({ ok: false, code: 'UPLOAD.TOO_MANY_UPLOADS' });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(10);
  });

  it('reads RATE_LIMITS and refuses a rule it cannot read', () => {
    expect(limitRules('signInPerIp=500/30').signInPerIp).toEqual({ max: 500, windowSeconds: 30 });
    expect(limitRules('').codeSendPerUser).toEqual(DEFAULT_LIMITS.codeSendPerUser);
    expect(() => limitRules('signInPerIP=5/60')).toThrow(/cannot read/);
    expect(() => limitRules('signInPerIp=5')).toThrow(/cannot read/);
  });
});

describe('rate limits shared between two server processes through Redis', () => {
  it('counts a burst spread over two servers once', async () => {
    const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    const rules = { ...DEFAULT_LIMITS, signInPerIp: { max: 20, windowSeconds: 60 } };
    const [a, b] = await Promise.all([0, 1].map(() => buildApp({ config: { ...t.config, rateLimits: rules, redisUrl }, database: t.database, logLevel: 'silent' })));
    try {
      const ip = randomIp();
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => call(LOGIN, { u: `shared-${i}`, p: 'whatever-1' }, ip, i % 2 ? a : b)));
      expect(answers.filter((r) => !limited(r))).toHaveLength(20);
      expect(answers.filter(limited)).toHaveLength(30);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
