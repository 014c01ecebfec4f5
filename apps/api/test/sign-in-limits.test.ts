import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, rowsIn, setupApp } from './helpers.js';

// Bursts go over real sockets, so requests overlap in the server as they would in production.
const t = await setupApp();
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });

async function post(query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.json() as Promise<{ data?: any; errors?: { message: string; extensions?: { code?: string } }[] }>;
}
const rows = rowsIn(t.db);
const LOGIN = 'mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ access_token otpVerification } }';
const VERIFY = 'mutation($c:String!){ verifyOtpCode(code:$c){ valid used login { access_token } } }';
const checked = async (user: string) => (await rows<{ n: number }>(sql`select count(*)::int n from login_records
  where user_name = ${user} and login_message = 'Wrong user name or password'`))[0].n;

describe('sign-in lockout under a burst', () => {
  it('checks at most five wrong passwords of 49 sent at once, and refuses the right one sent with them', async () => {
    const burst = [
      ...Array.from({ length: 49 }, (_, i) => post(LOGIN, { u: 'mof.level3', p: `wrong-${i}` })),
      post(LOGIN, { u: 'mof.level3', p: DEMO_PASSWORD }),
    ];
    const answers = await Promise.all(burst);
    const wrongChecked = await checked('mof.level3');
    expect(wrongChecked).toBeLessThanOrEqual(5);
    // The right password, sent last, may only get in while fewer than five failures were counted.
    const right = answers[49];
    if (right.data?.login) expect(wrongChecked).toBeLessThan(5);
    else expect(right.errors?.[0].extensions?.code).toBe('AUTH.VALIDATION.INVALID_LOGIN');
    // Whatever the order was, the name is locked now.
    expect((await post(LOGIN, { u: 'mof.level3', p: DEMO_PASSWORD })).errors?.[0].extensions?.code).toBe('AUTH.VALIDATION.INVALID_LOGIN');
    expect(await checked('mof.level3')).toBe(wrongChecked);
  });

  it('refuses every right password in a burst once five failures are counted', async () => {
    for (let i = 0; i < 5; i++) await post(LOGIN, { u: 'mof.level4', p: `wrong-${i}` });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(LOGIN, { u: 'mof.level4', p: DEMO_PASSWORD })));
    expect(answers.every((a) => a.errors?.[0].extensions?.code === 'AUTH.VALIDATION.INVALID_LOGIN')).toBe(true);
    expect(await checked('mof.level4')).toBe(5);
  });

  it('ends the lock 15 minutes after the fifth failure; tries during the lock do not extend it', async () => {
    for (let i = 0; i < 5; i++) await post(LOGIN, { u: 'mof.level5', p: `wrong-${i}` });
    const [{ until }] = await rows<{ until: string }>(sql`select locked_until::text until from sign_in_guards where user_key = 'mof.level5'`);
    const [{ minutes }] = await rows<{ minutes: number }>(sql`select (extract(epoch from locked_until - now()) / 60)::float8 minutes from sign_in_guards where user_key = 'mof.level5'`);
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    await post(LOGIN, { u: 'mof.level5', p: DEMO_PASSWORD });
    await post(LOGIN, { u: 'mof.level5', p: 'wrong-again' });
    expect((await rows<{ until: string }>(sql`select locked_until::text until from sign_in_guards where user_key = 'mof.level5'`))[0].until).toBe(until);
    await t.db.execute(sql`update sign_in_guards set locked_until = now() - interval '1 second' where user_key = 'mof.level5'`);
    expect((await post(LOGIN, { u: 'mof.level5', p: DEMO_PASSWORD })).data.login.access_token).toMatch(/^ey/);
  });

  const CHANGE = 'mutation($o:String!,$n:String!){ changePassword(Old_Password:$o, New_Password:$n) }';
  const changeFailures = async (user: string) => (await rows<{ n: number }>(sql`select count(*)::int n from login_records
    where user_name = ${user} and login_message = 'Wrong password at change of password'`))[0].n;

  it('counts wrong old passwords at change of password like failed sign-ins', async () => {
    const { token } = await t.login('mof.level6');
    for (let i = 0; i < 5; i++) expect((await post(CHANGE, { o: `wrong-${i}`, n: 'Budget-Year-2027!' }, token)).errors?.[0].extensions?.code).toBe('AUTH.VALIDATION.INVALID_PASSWORD');
    expect(await changeFailures('mof.level6')).toBe(5);
    // Locked: the right old password is refused, and so is sign-in.
    expect((await post(CHANGE, { o: DEMO_PASSWORD, n: 'Budget-Year-2027!' }, token)).errors?.[0].extensions?.code).toBe('AUTH.VALIDATION.INVALID_PASSWORD');
    expect((await post(LOGIN, { u: 'mof.level6', p: DEMO_PASSWORD })).errors?.[0].extensions?.code).toBe('AUTH.VALIDATION.INVALID_LOGIN');
  });

  it('checks at most five wrong old passwords of a burst', async () => {
    const { token } = await t.login('mof.level7');
    const burst = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => post(CHANGE, { o: `wrong-${i}`, n: 'Budget-Year-2027!' }, token)),
      post(CHANGE, { o: DEMO_PASSWORD, n: 'Budget-Year-2027!' }, token),
    ]);
    expect(burst.slice(0, 30).every((a) => a.errors?.[0].extensions?.code === 'AUTH.VALIDATION.INVALID_PASSWORD')).toBe(true);
    const failures = await changeFailures('mof.level7');
    expect(failures).toBeLessThanOrEqual(5);
    if (burst[30].data?.changePassword) expect(failures).toBeLessThan(5);
  });
});

describe('one-time code tries under a burst', () => {
  it('compares at most five of 150 wrong codes sent at once with the right one, which is refused; the code is dead', async () => {
    const ticket = (await post(LOGIN, { u: 'budget.officer', p: DEMO_PASSWORD })).data.login.access_token as string;
    const code = /code is (\d{5})/.exec(await t.lastMessage('+256 772 100 202'))![1];
    const wrong = (i: number) => String((Number(code) + 1 + i) % 100_000).padStart(5, '0');
    const answers = await Promise.all([
      ...Array.from({ length: 150 }, (_, i) => post(VERIFY, { c: wrong(i) }, ticket)),
      post(VERIFY, { c: code }, ticket),
    ]);
    const [{ attempts }] = await rows<{ attempts: number }>(sql`select attempts from otp_codes order by id desc limit 1`);
    expect(attempts).toBe(5);
    expect(answers.filter((a) => a.data?.verifyOtpCode.login).length).toBeLessThanOrEqual(answers[150].data?.verifyOtpCode.login ? 1 : 0);
    if (!answers[150].data?.verifyOtpCode.login) {
      // Dead: the right code later is refused too.
      expect((await post(VERIFY, { c: code }, ticket)).data.verifyOtpCode).toMatchObject({ valid: false, login: null });
    }
  });
});
