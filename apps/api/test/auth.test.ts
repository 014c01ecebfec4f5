import { sha256 } from '../src/auth/tokens.js';
import { describe, expect, it, vi } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { loginRecords, sessions, users } from '../src/db/schema/index.js';
import { TTL_MS } from '../src/auth/session-cache.js';
import { MAX_TRIES } from '../src/modules/auth/sign-in-guards.repo.js';
import { codeOf, DEMO_PASSWORD, setupApp, sqlRows } from './helpers.js';

const t = await setupApp();
const LOGIN = `mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p, ipAddress:"10.0.0.1"){
  access_token refresh_token otpVerification user { User_ID User_Name Mobile_Number Is_Temp_Password }
  userMenu { Sub_Menu_Path Main_Menu_ID { Main_Menu_Name Process_Area } } activeFiscalYear { Fiscal_Year } activeStages { Process_Area Stage }
  userRole { Title Is_OTP } userVote { Vote_Code Vote_Name Is_Virement_Limited } } }`;
const login = (u: string, p = DEMO_PASSWORD, token?: string) => t.gql(LOGIN, { u, p }, token);
const failures = async (name: string) => (await t.db.select({ n: count() }).from(loginRecords)
  .where(and(eq(loginRecords.userName, name), eq(loginRecords.loginStatus, false))))[0].n;

describe('login', () => {
  it('signs in without a code and returns the whole session', async () => {
    const r = await login('admin');
    expect(r.errors).toBeUndefined();
    const l = r.data.login;
    expect(l.otpVerification).toBe(false);
    expect(l.access_token).toMatch(/^ey/);
    expect(l.refresh_token).toHaveLength(43);
    expect(l.user.User_Name).toBe('admin');
    expect(l.userMenu.map((m: any) => m.Sub_Menu_Path)).toContain('/admin/users');
    expect(l.activeFiscalYear.Fiscal_Year).toBe('2025-2026');
    expect(l.activeStages).toHaveLength(3);
    expect(l.userVote.Vote_Code).toBe('008');
    expect(r.cookies.pbs_refresh).toBe(l.refresh_token);
  });

  it('accepts a user name in another case and with spaces around it', async () => {
    expect((await login('  ADMIN ')).data.login.user.User_Name).toBe('admin');
  });

  it('gives the same message for an unknown user, a wrong password and bad lengths, and records each', async () => {
    const before = await failures('cg.initiator');
    for (const [u, p] of [['cg.initiator', 'wrong-password'], ['nobody-here', DEMO_PASSWORD], ['ab', DEMO_PASSWORD], ['cg.initiator', 'x'.repeat(51)]]) {
      const r = await login(u, p);
      expect(r.data).toBeNull();
      expect(codeOf(r)).toBe('AUTH.VALIDATION.INVALID_LOGIN');
      expect(r.errors![0].message).toBe('The login details are incorrect');
    }
    expect(await failures('cg.initiator')).toBe(before + 2);
    expect(await failures('nobody-here')).toBe(1);
    expect(await failures('ab')).toBe(1);
  });

  it('locks sign-in after five failures within 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect(codeOf(await login('lg.initiator', 'bad-password'))).toBe('AUTH.VALIDATION.INVALID_LOGIN');
    const r = await login('lg.initiator');
    expect(codeOf(r)).toBe('AUTH.VALIDATION.INVALID_LOGIN');
    // Once the lock has run its 15 minutes the right password works again.
    await t.db.execute(sql`update sign_in_guards set locked_until = now() - interval '1 second' where user_key = 'lg.initiator'`);
    expect((await login('lg.initiator')).data.login.user.User_Name).toBe('lg.initiator');
  });

  it('tells inactive and locked users to contact the administrator only after a correct password', async () => {
    await t.db.update(users).set({ status: false }).where(eq(users.userName, 'sepc.officer'));
    expect(codeOf(await login('sepc.officer', 'wrong-pass'))).toBe('AUTH.VALIDATION.INVALID_LOGIN');
    expect((await login('sepc.officer')).errors![0].message).toBe('This user is inactive, please contact the administrator');
    await t.db.update(users).set({ status: true, isLocked: true }).where(eq(users.userName, 'sepc.officer'));
    expect((await login('sepc.officer')).errors![0].message).toBe('This user is locked, please contact the administrator');
    await t.db.update(users).set({ isLocked: false }).where(eq(users.userName, 'sepc.officer'));
  });
});

const VERIFY = `mutation($c:String!){ verifyOtpCode(code:$c){ valid used userId login { access_token otpVerification user { User_Name } } } }`;

describe('one-time code', () => {
  const start = async () => {
    const r = await login('budget.officer');
    expect(r.data.login.otpVerification).toBe(true);
    const code = /code is (\d{5})/.exec(await t.lastMessage('+256 772 100 202'))![1];
    return { ticket: r.data.login.access_token as string, code, r };
  };

  it('asks for a code, masks the phone and gives no session before it', async () => {
    const { r, ticket } = await start();
    expect(r.data.login.user.Mobile_Number).toBe('+256 XXX XXX X02');
    expect(r.data.login.refresh_token).toBeNull();
    expect(r.data.login.userMenu).toEqual([]);
    expect(codeOf(await t.gql('{ activeProgrammes { Programme_ID } }', {}, ticket))).toBe('UNAUTHENTICATED');
  });

  it('completes the session on the right code, then reports the code as used', async () => {
    const { ticket, code } = await start();
    const ok = await t.gql(VERIFY, { c: code }, ticket);
    expect(ok.data.verifyOtpCode).toMatchObject({ valid: true, used: false });
    expect(ok.data.verifyOtpCode.login.user.User_Name).toBe('budget.officer');
    const again = await t.gql(VERIFY, { c: code }, ticket);
    expect(again.data.verifyOtpCode).toMatchObject({ valid: true, used: true, login: null });

    // At the next sign-in the old code is told apart from a wrong one, signs nobody in, and the new code works.
    const next = await start();
    const old = await t.gql(VERIFY, { c: code }, next.ticket);
    expect(old.data.verifyOtpCode).toMatchObject(code === next.code ? { valid: true, used: false } : { valid: true, used: true, login: null });
    if (code !== next.code) expect((await t.gql(VERIFY, { c: next.code }, next.ticket)).data.verifyOtpCode).toMatchObject({ valid: true, used: false });
  });

  it('calls a code replaced by a newer sign-in incorrect, not used', async () => {
    const first = await start();
    const second = await start();
    const replaced = await t.gql(VERIFY, { c: first.code }, second.ticket);
    if (first.code !== second.code) expect(replaced.data.verifyOtpCode).toMatchObject({ valid: false, used: false, login: null });
    expect((await t.gql(VERIFY, { c: first.code }, first.ticket)).data.verifyOtpCode).toMatchObject({ valid: false, used: false, login: null });
  });

  it('rejects wrong, malformed, and expired codes, and dies after five wrong tries', async () => {
    const { ticket, code } = await start();
    const wrong = code === '00000' ? '11111' : '00000';
    expect((await t.gql(VERIFY, { c: 'abcde' }, ticket)).data.verifyOtpCode.valid).toBe(false);
    for (let i = 0; i < 4; i++) expect((await t.gql(VERIFY, { c: wrong }, ticket)).data.verifyOtpCode.valid).toBe(false);
    expect((await t.gql(VERIFY, { c: code }, ticket)).data.verifyOtpCode).toMatchObject({ valid: false, login: null });

    const second = await start();
    await t.db.execute(sql`update otp_codes set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await t.gql(VERIFY, { c: second.code }, second.ticket)).data.verifyOtpCode.valid).toBe(false);
  });

  it('refuses the code step without a pending ticket', async () => {
    const { token } = await t.login('admin');
    expect(codeOf(await t.gql(VERIFY, { c: '12345' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(VERIFY, { c: '12345' }, token))).toBe('FORBIDDEN');
  });
});

const REFRESH = `mutation($r:String){ refreshToken(refresh_token:$r){ access_token refresh_token } }`;

describe('refresh tokens', () => {
  it('rotates on every use and revokes the session when a spent token comes back', async () => {
    const s = await t.login('lg.initiator');
    const one = (await t.gql(REFRESH, { r: s.refresh })).data.refreshToken;
    expect(one.refresh_token).not.toBe(s.refresh);
    const two = (await t.gql(REFRESH, { r: one.refresh_token })).data.refreshToken;
    expect(two.access_token).toMatch(/^ey/);
    // The first token again: theft assumed, the whole session ends.
    expect(codeOf(await t.gql(REFRESH, { r: s.refresh }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(REFRESH, { r: two.refresh_token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql('{ activeProgrammes { Programme_ID } }', {}, two.access_token))).toBe('UNAUTHENTICATED');
  });

  it('answers two tabs refreshing with the same token at once, and still ends the session for a token spent long ago', async () => {
    const s = await t.login('lg.initiator');
    const both = await Promise.all([0, 1, 2].map(() => t.gql(REFRESH, {}, null, { cookie: `pbs_refresh=${s.refresh}` })));
    expect(both.map((r) => codeOf(r))).toEqual([undefined, undefined, undefined]);
    const latest = both[2].data.refreshToken;
    expect(codeOf(await t.gql('{ activeProgrammes { Programme_ID } }', {}, latest.access_token))).toBeUndefined();
    // Each answer's token carries the session on; using one moves the family past the first token.
    const next = (await t.gql(REFRESH, { r: latest.refresh_token })).data.refreshToken;
    expect(next.access_token).toMatch(/^ey/);
    // Past the grace window, the first token presented again is theft: the whole session ends.
    const again = await t.login('lg.initiator');
    const one = (await t.gql(REFRESH, { r: again.refresh })).data.refreshToken;
    await t.db.execute(sql`update refresh_tokens set used_at = used_at - interval '1 minute' where session_id = (select session_id from refresh_tokens
      where token_hash = ${sha256(again.refresh)})`);
    expect(codeOf(await t.gql(REFRESH, { r: again.refresh }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(REFRESH, { r: one.refresh_token }))).toBe('UNAUTHENTICATED');
  });

  it('tells the holder of an ended session why it ended, on its next call, on refresh and on REST routes', async () => {
    const reasonOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.reason;
    const ask = (token: string) => t.gql('{ activeProgrammes { Programme_ID } }', {}, token);
    // One session per user (Multi_Login off): signing in again ends the first.
    const first = await t.login('lg.initiator');
    const second = await t.login('lg.initiator');
    expect(reasonOf(await ask(first.token))).toBe('SIGNED_IN_ELSEWHERE');
    expect(reasonOf(await t.gql(REFRESH, { r: first.refresh }))).toBe('SIGNED_IN_ELSEWHERE');
    const rest = await t.app.inject({ url: '/api/uploads/pension/template.xlsx', headers: { authorization: `Bearer ${first.token}` } });
    expect([rest.statusCode, rest.json()]).toEqual([401, { code: 'UNAUTHENTICATED', error: 'Unauthorized', reason: 'SIGNED_IN_ELSEWHERE' }]);
    expect(codeOf(await ask(second.token))).toBeUndefined();

    await t.gql('mutation($u:Int!){ logout(User_ID:$u) }', { u: second.userId }, second.token);
    expect(reasonOf(await ask(second.token))).toBe('SIGNED_OUT');
    // A token that names no session, or a forged one, says nothing more than Unauthorized.
    expect((await ask('not-a-token')).errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('keeps exactly one session of a single-session user under a burst of parallel sign-ins, and tells the others why', async () => {
    // As many at once as the sign-in guard lets a name try (MAX_TRIES).
    const burst = await Promise.all(Array.from({ length: MAX_TRIES }, () => t.login('mof.level6')));
    const user = burst[0].userId;
    const open = await sqlRows<{ n: number }>(t.db, sql`select count(*)::int as n from sessions where user_id = ${user} and revoked_at is null`);
    expect(open[0].n).toBe(1);
    const answers = await Promise.all(burst.map((s) => t.gql('{ activeFiscalYears { Year_ID } }', {}, s.token)));
    expect(answers.filter((r) => !r.errors).length).toBe(1);
    expect(answers.filter((r) => r.errors?.[0]?.extensions?.reason === 'SIGNED_IN_ELSEWHERE').length).toBe(MAX_TRIES - 1);
  });

  it('reads the token from the httpOnly cookie when the body has none', async () => {
    const s = await t.login('lg.initiator');
    const r = await t.gql(REFRESH, {}, null, { cookie: `pbs_refresh=${s.refresh}` });
    expect(r.data.refreshToken.access_token).toMatch(/^ey/);
    expect(codeOf(await t.gql(REFRESH, { r: 'not-a-token' }))).toBe('UNAUTHENTICATED');
  });

  it('logout ends the session for its own user only', async () => {
    const s = await t.login('lg.initiator');
    const other = await t.login('admin');
    await t.gql('mutation($id:Int!){ logout(User_ID:$id) }', { id: s.userId }, other.token);
    expect((await t.gql('{ activeProgrammes { Programme_ID } }', {}, s.token)).errors).toBeUndefined();
    await t.gql('mutation($id:Int!){ logout(User_ID:$id) }', { id: s.userId }, s.token);
    expect(codeOf(await t.gql('{ activeProgrammes { Programme_ID } }', {}, s.token))).toBe('UNAUTHENTICATED');
    expect(codeOf(await t.gql(REFRESH, { r: s.refresh }))).toBe('UNAUTHENTICATED');
  });
});

describe('forgotten password', () => {
  const RESET = 'mutation($e:String!){ resetForgotPassword(email:$e){ reset } }';
  it('answers the same for unknown addresses and mails a temporary password to known ones', async () => {
    expect((await t.gql(RESET, { e: 'nobody@finance.go.ug' })).data.resetForgotPassword.reset).toBe(true);
    expect(codeOf(await t.gql(RESET, { e: 'not-an-email' }))).toBe('BAD_USER_INPUT');
    expect((await t.gql(RESET, { e: 'CG.INITIATOR@finance.go.ug' })).data.resetForgotPassword.reset).toBe(true);
    await t.settled();
    const temp = /temporary password is: (\S+)/.exec(await t.lastMessage('cg.initiator@finance.go.ug'))![1];
    // The current password still works: a stranger's reset locks nobody out.
    expect((await login('cg.initiator')).data.login.user.Is_Temp_Password).toBe(false);
    const r = await login('cg.initiator', temp);
    expect(r.data.login.user.Is_Temp_Password).toBe(true);
    const token = r.data.login.access_token;
    expect(codeOf(await t.gql('{ activeProgrammes { Programme_ID } }', {}, token))).toBe('FORBIDDEN');
    const CHANGE = 'mutation($o:String!,$n:String!){ changePassword(Old_Password:$o, New_Password:$n) }';
    expect(codeOf(await t.gql(CHANGE, { o: temp, n: 'short1' }, token))).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(CHANGE, { o: 'wrong', n: 'Another-Pass-2026' }, token))).toBe('AUTH.VALIDATION.INVALID_PASSWORD');
    expect((await t.gql(CHANGE, { o: temp, n: 'Another-Pass-2026' }, token)).data.changePassword).toBe(true);
    expect((await t.gql('{ activeProgrammes { Programme_ID } }', {}, token)).errors).toBeUndefined();
    expect(codeOf(await login('cg.initiator'))).toBe('AUTH.VALIDATION.INVALID_LOGIN');
    expect((await login('cg.initiator', 'Another-Pass-2026')).data.login.user.Is_Temp_Password).toBe(false);
  });
});

describe('screen lock', () => {
  it('locks on request and after 15 idle minutes, and unlocks through login with the password', async () => {
    const s = await t.login('lg.initiator');
    const q = '{ activeProgrammes { Programme_ID } }';
    expect((await t.gql('mutation { lockScreen }', {}, s.token)).data.lockScreen).toBe(true);
    expect(codeOf(await t.gql(q, {}, s.token))).toBe('SCREEN_LOCKED');
    expect(codeOf(await login('lg.initiator', 'wrong-password', s.token))).toBe('AUTH.VALIDATION.INVALID_LOGIN');
    const unlocked = await login('lg.initiator', DEMO_PASSWORD, s.token);
    expect(unlocked.data.login.otpVerification).toBe(false);
    const token = unlocked.data.login.access_token;
    expect((await t.gql(q, {}, token)).errors).toBeUndefined();

    await t.db.update(sessions).set({ lastSeenAt: sql`now() - interval '16 minutes'` }).where(eq(sessions.userId, s.userId));
    // The session row this process remembers is read again once older than its lifetime.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TTL_MS + 1);
    try {
      expect(codeOf(await t.gql(q, {}, token))).toBe('SCREEN_LOCKED');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sensitive account changes', () => {
  const SAVE = 'mutation($i: PersonalInformationInput!){ updatePersonalInformation(input: $i){ Mobile_Number First_Name } }';
  const mobileOf = async (name: string) => (await t.db.select().from(users).where(eq(users.userName, name)))[0].mobileNumber;

  it('asks for the password again to change the mobile number, and tells the old number', async () => {
    const { token } = await t.login('mof.level3');
    const old = (await mobileOf('mof.level3'))!;
    const base = { First_Name: 'Moses', Last_Name: 'Okello', Occupation: null };
    for (const Password of [undefined, 'wrong-password']) {
      const r = await t.gql(SAVE, { i: { ...base, Mobile_Number: '+256 700 000 111', Password } }, token);
      expect(codeOf(r)).toBe('AUTH.VALIDATION.INVALID_PASSWORD');
      expect(await mobileOf('mof.level3')).toBe(old);
    }
    // Names alone need no password; the same number written differently is no change.
    expect((await t.gql(SAVE, { i: { ...base, Mobile_Number: old.replace(/ /g, '') } }, token)).data.updatePersonalInformation.First_Name).toBe('Moses');
    const stored = (await mobileOf('mof.level3'))!;
    expect(stored.replace(/ /g, '')).toBe(old.replace(/ /g, ''));
    const ok = await t.gql(SAVE, { i: { ...base, Mobile_Number: '+256 700 000 111', Password: DEMO_PASSWORD } }, token);
    expect(ok.data.updatePersonalInformation.Mobile_Number).toBe('+256 700 000 111');
    expect(await t.lastMessage(stored)).toMatch(/mobile number of your PBS account mof\.level3 was changed to \+256 XXX XXX X11/);
  });

  it('tells the old number when an administrator changes it, and keeps one\'s own number to Personal Information', async () => {
    const admin = await t.login('admin');
    const UPDATE = 'mutation($id:Int!,$i:UserInput!){ updateUser(id:$id, input:$i){ Mobile_Number } }';
    const inputOf = (u: typeof users.$inferSelect, Mobile_Number: string) => ({ User_Name: u.userName, First_Name: u.firstName, Last_Name: u.lastName,
      Email: u.email, Mobile_Number, Occupation: u.occupation, User_Type_ID: u.userTypeId, Role_ID: u.roleId, Vote_ID: u.voteId, SEPC_ID: u.sepcId, Multi_Login: u.multiLogin });
    const [other] = await t.db.select().from(users).where(eq(users.userName, 'mof.level6'));
    const changed = await t.gql(UPDATE, { id: other.id, i: inputOf(other, '+256 700 000 666') }, admin.token);
    expect(changed.data.updateUser.Mobile_Number).toBe('+256 700 000 666');
    expect(await t.lastMessage(other.mobileNumber!)).toMatch(/account mof\.level6 was changed to \+256 XXX XXX X66/);
    const [self] = await t.db.select().from(users).where(eq(users.userName, 'admin'));
    const own = await t.gql(UPDATE, { id: self.id, i: inputOf(self, '+256 700 000 777') }, admin.token);
    expect([codeOf(own), own.errors?.[0].message]).toEqual(['BAD_USER_INPUT', 'Mobile_Number: change your own number under Personal Information']);
    expect(await mobileOf('admin')).toBe(self.mobileNumber);
  });

  it('refuses common and guessable new passwords, and short ones', async () => {
    const { token } = await t.login('mof.level4');
    const CHANGE = 'mutation($o:String!,$n:String!){ changePassword(Old_Password:$o, New_Password:$n) }';
    for (const [n, message] of [['Password12345', 'PASSWORD.TOO_COMMON'], ['qwertyuiop123', 'PASSWORD.TOO_COMMON'], ['mof.level4-2026', 'PASSWORD.TOO_COMMON'], ['Abc12345', 'PASSWORD.TOO_SHORT']]) {
      const r = await t.gql(CHANGE, { o: DEMO_PASSWORD, n }, token);
      expect(codeOf(r), n).toBe('BAD_USER_INPUT');
      expect(r.errors![0].message, n).toBe(message);
    }
    expect((await t.gql(CHANGE, { o: DEMO_PASSWORD, n: 'Estimates-Kit-2027' }, token)).data.changePassword).toBe(true);
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const { SignJWT } = await import('jose');
    const s = await t.login('mof.level5');
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, s.userId)).limit(1);
    const forever = await new SignJWT({ typ: 'access', sub: String(s.userId), sid: session.id })
      .setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(t.config.jwtSecret);
    expect(codeOf(await t.gql('{ activeProgrammes { Programme_ID } }', {}, forever))).toBe('UNAUTHENTICATED');
  });
});
