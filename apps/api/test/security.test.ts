import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { parse, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { schema } from '../src/schema.js';
import { rootLogins } from '../src/graphql/login-aliases.js';
import { DEMO_PASSWORD, setupApp, sqlRows } from './helpers.js';

const t = await setupApp();
const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe('GraphQL abuse', () => {
  const failures = async (user: string) => (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from login_records where lower(user_name) = ${user} and not login_status`))[0].n;

  it('counts 50 aliased logins as 50 failed attempts, tries none of them, and the account is then locked', async () => {
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: login(User_Name:"cg.approver", Password1:"guess-${i}") { access_token }`).join(' ');
    const before = await failures('cg.approver');
    const r = await t.gql(`mutation { ${aliases} }`);
    expect(r.data).toBeFalsy();
    expect(r.errors?.map((e) => e.message)).toEqual(['One sign-in per request']);
    expect(await failures('cg.approver')).toBe(before + 50);
    // Locked out: even the right password is refused now.
    const right = await t.gql(`mutation { login(User_Name:"cg.approver", Password1:"${DEMO_PASSWORD}") { access_token } }`);
    expect(codeOf(right)).toBe('AUTH.VALIDATION.INVALID_LOGIN');
  });

  it('finds aliased logins hidden in fragments and variables, for every user named, even with the right password', async () => {
    const before = await failures('lg.approver');
    const r = await t.gql(`mutation($u: String!, $p: String!) { ...F ... on Mutation { b: login(User_Name: $u, Password1: $p) { access_token } } }
      fragment F on Mutation { a: login(User_Name: "LG.Approver", Password1: $p) { access_token } }`, { u: 'lg.approver', p: DEMO_PASSWORD });
    expect(r.errors?.map((e) => e.message)).toEqual(['One sign-in per request']);
    expect(r.data).toBeFalsy();
    expect(await failures('lg.approver')).toBe(before + 2);
    // One sign-in per request still works, and the session nested in verifyOtpCode's answer is not a sign-in.
    expect((await t.login('lg.approver')).token).toBeTruthy();
    expect(rootLogins(parse('mutation { verifyOtpCode(code: "12345") { login { access_token } } a: login(User_Name: "x", Password1: "y") { access_token } }'))).toEqual(['x']);
  });

  it('refuses oversized queries, batches and field suggestions', async () => {
    const { token } = await t.login('admin');
    // Our types nest three levels at most, so size is what an attacker can inflate: tokens are capped.
    const huge = await t.gql(`{ ${'__typename '.repeat(2500)} }`, {}, token);
    expect(huge.data).toBeFalsy();
    expect(huge.errors?.[0].message).toMatch(/token/i);
    const batch = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]) });
    expect(batch.statusCode).toBeGreaterThanOrEqual(400);
    const typo = await t.gql('{ fiscalYear { Year_ID } }', {}, token);
    expect(typo.errors?.[0].message).not.toMatch(/did you mean/i);
  });
});

describe('headers and cookies', () => {
  it('sets security headers and a strict httpOnly refresh cookie', async () => {
    for (const [method, url] of [['GET', '/health'], ['POST', '/graphql'], ['GET', '/api/nothing-here']] as const) {
      const res = await t.app.inject({ method, url, headers: { 'content-type': 'application/json' }, payload: method === 'POST' ? '{"query":"{ __typename }"}' : undefined });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], url).toContain('max-age=');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const login = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `mutation { login(User_Name:"admin", Password1:"${DEMO_PASSWORD}") { access_token } }` }) });
    const cookie = String(login.headers['set-cookie']);
    expect(cookie).toMatch(/pbs_refresh=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/graphql/);
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('cross-origin and cross-site requests', () => {
  const preflight = (origin: string) => t.app.inject({ method: 'OPTIONS', url: '/graphql', headers: {
    origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });

  it('reflects no foreign origin: a sibling site gets no CORS headers, so its page cannot read tokens', async () => {
    for (const origin of ['https://evil.finance.go.ug', 'null', 'http://localhost:5173']) {
      const pre = await preflight(origin);
      expect(pre.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(pre.headers['access-control-allow-credentials'], origin).toBeUndefined();
      const post = await t.app.inject({ method: 'POST', url: '/graphql', headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ query: 'mutation { refreshToken { access_token } }' }) });
      expect(post.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('allows exactly the origins of CORS_ORIGINS, with credentials', async () => {
    const { buildApp } = await import('../src/app.js');
    const allowed = await buildApp({ config: { ...t.config, corsOrigins: ['https://portal.finance.go.ug'] }, database: t.database, logLevel: 'silent' });
    try {
      const ok = await allowed.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin: 'https://portal.finance.go.ug', 'access-control-request-method': 'POST' } });
      expect(ok.headers['access-control-allow-origin']).toBe('https://portal.finance.go.ug');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const other = await allowed.inject({ method: 'OPTIONS', url: '/graphql', headers: { origin: 'https://portal.finance.go.ug.evil.io', 'access-control-request-method': 'POST' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await allowed.close();
    }
  });

  it('refuses form-encoded, multipart, text and GET requests without the CSRF header, and runs nothing', async () => {
    const mail = 'cg.approver@finance.go.ug';
    const before = await t.lastMessage(mail);
    const query = `mutation { resetForgotPassword(email: "${mail}") { reset } }`;
    const boundary = 'pbsboundary';
    const attempts = [
      { 'content-type': 'application/x-www-form-urlencoded', payload: `query=${encodeURIComponent(query)}` },
      { 'content-type': 'text/plain', payload: JSON.stringify({ query }) },
      { 'content-type': `multipart/form-data; boundary=${boundary}`, payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query })}\r\n--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n` },
    ];
    for (const a of attempts) {
      const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': a['content-type'], origin: 'https://evil.example' }, payload: a.payload });
      // Fastify itself refuses content types it has no parser for (415); the rest reach the CSRF check.
      expect([403, 415], a['content-type']).toContain(res.statusCode);
    }
    const get = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ __typename }')}` });
    expect(get.statusCode).toBe(403);
    expect(await t.lastMessage(mail)).toBe(before);
    // The web client's header lets GET through; JSON bodies need none (a cross-site form cannot send them).
    const withHeader = await t.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ __typename }')}`, headers: { 'x-pbs-csrf': '1' } });
    expect(JSON.parse(withHeader.body).data.__typename).toBe('Query');
  });
});

describe('one input rule for every String and Int argument', () => {
  const roots = [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const;
  const argsOf = (scalar: string) => roots.flatMap(([op, root]) => (Object.values(root.getFields()) as GraphQLField<unknown, unknown>[])
    .flatMap((f) => f.args.filter((a) => getNamedType(a.type).name === scalar && !isListType(isNonNullType(a.type) ? a.type.ofType : a.type))
      .map((a) => ({ op, field: f, arg: a }))));
  // Other required arguments get harmless values, so the refused argument is the only problem.
  const filler = (type: GraphQLInputType): unknown => {
    const named = getNamedType(type);
    if (!isNonNullType(type)) return undefined;
    if (isListType(type.ofType)) return [];
    if (named.name === 'Int') return 1;
    if (named.name === 'Float') return 1;
    if (named.name === 'Boolean') return true;
    if (isEnumType(named)) return named.getValues()[0].value;
    if (isInputObjectType(named)) return Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, filler(f.type)]));
    return 'x';
  };
  const callWith = async (op: string, field: GraphQLField<unknown, unknown>, argName: string, value: unknown, token: string) => {
    const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const vars = Object.fromEntries(field.args.map((a) => [a.name, a.name === argName ? value : filler(a.type)]));
    const inner = getNamedType(field.type);
    return t.gql(`${op} Probe(${defs}) { ${field.name}(${call}) ${isObjectType(inner) ? '{ __typename }' : ''} }`, vars, token);
  };

  it('refuses a NUL character or half a surrogate pair in any String argument, as a variable or a literal, before any resolver runs', async () => {
    const { token } = await t.login('admin');
    const strings = argsOf('String');
    expect(strings.length).toBeGreaterThan(30);
    for (const [bad, why] of [['Ministry\u0000of Health', /NUL character/], ['Q\uD800', /malformed Unicode/], ['\uDC00Q', /malformed Unicode/]] as const) {
      for (const { op, field, arg } of strings) {
        const r = await callWith(op, field, arg.name, bad, token);
        expect(codeOf(r), `${field.name}(${arg.name})`).toBe('BAD_USER_INPUT');
        expect(r.errors![0].message, field.name).toMatch(why);
      }
    }
    const literal = await t.gql('mutation { login(User_Name: "adm\\u0000in", Password1: "x") { access_token } }');
    expect(codeOf(literal)).toBe('BAD_USER_INPUT');
    const surrogate = await t.gql('mutation { keepMtefVersion(Year_ID: 1, Stage: 1, Label: "Q\\uD800") { __typename } }', {}, token);
    // graphql-js's own parser refuses half a pair written in a literal.
    expect(codeOf(surrogate)).toBe('GRAPHQL_PARSE_FAILED');
    // A whole pair is a character like any other.
    const pair = await t.gql('mutation($u:String!){ login(User_Name:$u, Password1:"x") { access_token } }', { u: 'Q\uD83D\uDE00' });
    expect(codeOf(pair)).not.toBe('BAD_USER_INPUT');
  });

  it('refuses negative and huge Int arguments, as variables and literals', async () => {
    const { token } = await t.login('admin');
    for (const { op, field, arg } of argsOf('Int')) {
      for (const value of [-2147483648, -1, 2147483647]) {
        expect(codeOf(await callWith(op, field, arg.name, value, token)), `${field.name}(${arg.name}: ${value})`).toBe('BAD_USER_INPUT');
      }
    }
    const literal = await t.gql('{ compareMtefStages(Year_ID: 1, Stage: -2147483648) { __typename } }', {}, token);
    expect(codeOf(literal)).toBe('BAD_USER_INPUT');
    expect(literal.errors![0].message).toMatch(/out of range/);
  });
});

describe('argument limits declared on the schema', () => {
  it('refuses an argument over its limit by name, and changes nothing', async () => {
    const { token } = await t.login('admin');
    const grid = 'query($t:String!,$c:String!){ dashboardReportsGridDataVote(Report_Type:$t, Report_Category:$c, Active_Year_ID:1) { Report_ID } }';
    const long = await t.gql(grid, { t: 'x'.repeat(21), c: 'VOTE' }, token);
    expect(codeOf(long)).toBe('BAD_USER_INPUT');
    expect(long.errors?.[0].message).toMatch(/Report_Type/);
    const unknown = await t.gql(grid, { t: 'CG', c: 'Bogus' }, token);
    expect(codeOf(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0].message).toMatch(/Report_Category/);
    expect((await t.gql(grid, { t: 'CG', c: 'VOTE' }, token)).errors).toBeUndefined();

    // A new password longer than allowed is refused before the old one is checked; the old one still signs in.
    const user = await t.login('lg.initiator');
    const change = await t.gql('mutation($o:String!,$n:String!){ changePassword(Old_Password:$o, New_Password:$n) }',
      { o: DEMO_PASSWORD, n: 'Ab1!'.repeat(60) }, user.token);
    expect(codeOf(change)).toBe('BAD_USER_INPUT');
    expect(change.errors?.[0].message).toMatch(/New_Password/);
    expect((await t.login('lg.initiator')).token).toBeTruthy();
  });
});

describe('answer size', () => {
  it('lets every query and mutation of the web app through', async () => {
    const docs = await import('../../web/src/gql/graphql.js');
    const { answerSize, MAX_ANSWER_ROWS, MAX_ANSWER_VALUES } = await import('../src/graphql/list-cost.js');
    let checked = 0;
    for (const [name, doc] of Object.entries(docs)) {
      const ops = (doc as unknown as { definitions?: { kind: string }[] })?.definitions?.filter((d) => d.kind === 'OperationDefinition');
      if (!name.endsWith('Document') || !ops?.length) continue;
      const size = answerSize(schema, doc, ops[0] as never, {});
      expect(size.rows, name).toBeLessThanOrEqual(MAX_ANSWER_ROWS);
      expect(size.values, name).toBeLessThanOrEqual(MAX_ANSWER_VALUES);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('refuses aliased copies of large lists and oversized pages before running them', async () => {
    const { token } = await t.login('admin');
    const copies = (n: number, sel: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: cgMtefs { ${sel} }`).join(' ')} }`;
    for (const q of [copies(15, '__typename'), copies(2, 'Y1_Wage'), '{ logs(Limit: 1000000) { __typename } }', '{ a: logs(Limit: 5000) { __typename } b: logs(Limit: 5000) { __typename } }']) {
      const r = await t.gql(q, {}, token);
      expect(codeOf(r), q.slice(0, 60)).toBe('BAD_USER_INPUT');
      expect(r.errors![0].message).toMatch(/too much in one answer/);
      expect(r.data).toBeFalsy();
    }
    const big = await t.gql('query($n: Int) { logs(Limit: $n) { __typename } }', { n: 900_000 }, token);
    expect(codeOf(big)).toBe('BAD_USER_INPUT');
    expect((await t.gql(copies(1, 'Y1_Wage'), {}, token)).errors).toBeUndefined();
    expect((await t.gql('{ logs(Limit: 100) { __typename } }', {}, token)).errors).toBeUndefined();
  });
});

/** Random argument literals for an input type: hostile strings, edge numbers, nested inputs. */
function arbValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbValue(type.ofType, depth);
  if (isListType(type)) return fc.array(arbValue(type.ofType, depth + 1), { maxLength: 3 });
  const named = getNamedType(type);
  if (isEnumType(named)) return fc.constantFrom(...named.getValues().map((v) => v.value));
  if (isInputObjectType(named)) {
    if (depth > 2) return fc.constant({});
    return fc.record(Object.fromEntries(Object.values(named.getFields()).map((f) => [f.name, arbValue(f.type, depth + 1)])));
  }
  if (isScalarType(named)) {
    if (named.name === 'Int') return fc.oneof(fc.integer({ min: 0, max: 100_000 }), fc.constantFrom(0, -1, 2147483647, 1));
    if (named.name === 'Float') return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(1e308));
    if (named.name === 'Boolean') return fc.boolean();
    return fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom("' or 1=1 --", '"; drop table users; --', '${7*7}', '../../etc/passwd', '2026-02-30', '\u0000', 'x'.repeat(5000)));
  }
  return fc.constant(null);
}

const LEAK = /(\bat [\w.<>]+ \(|node_modules|\bselect\b.*\bfrom\b|\binsert into\b|postgres|pglite|syntax error|eyJ[\w-]{10,}\.[\w-]{10,}|stack)/i;

describe('masked errors under fuzzing', () => {
  it('no answer to any operation with random arguments carries a stack, SQL or a token', async () => {
    const { token } = await t.login('admin');
    const roots = [['query', schema.getQueryType()!], ['mutation', schema.getMutationType()!]] as const;
    const skip = new Set(['logout', 'lockScreen', 'changePassword', 'login', 'verifyOtpCode', 'refreshToken', 'resetForgotPassword']);
    for (const [op, root] of roots) {
      for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
        if (skip.has(field.name)) continue;
        const inner = getNamedType(field.type);
        const scalar = isObjectType(inner) ? '{ __typename }' : '';
        const argsArb = fc.record(Object.fromEntries(field.args.map((a) => [a.name, arbValue(a.type)])));
        await fc.assert(fc.asyncProperty(argsArb, async (args) => {
          const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
          const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
          const query = `${op} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''} ${scalar} }`;
          const r = await t.gql(query, args, token);
          const text = JSON.stringify({ errors: r.errors });
          if (LEAK.test(text)) throw new Error(`${field.name} leaked: ${text.slice(0, 300)}`);
          for (const e of r.errors ?? []) expect(Object.keys(e.extensions ?? {})).not.toContain('stacktrace');
        }), { numRuns: 4 });
      }
    }
  }, 240_000);
});
