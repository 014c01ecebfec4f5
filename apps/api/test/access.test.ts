import { describe, expect, it } from 'vitest';
import { isInputObjectType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLInputType } from 'graphql';
import { schema } from '../src/schema.js';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.js';
import { codeOf, setupApp } from './helpers.js';

const t = await setupApp();
const PUBLIC = new Set(['login', 'refreshToken', 'logout', 'resetForgotPassword']);

function rootFields() {
  const out: [string, GraphQLField<unknown, unknown>][] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const f of Object.values(root.getFields())) out.push([`${root.name}.${f.name}`, f]);
  }
  return out;
}

/** A literal of the given input type, filling only required fields. */
function dummy(type: GraphQLInputType): string {
  const t = isNonNullType(type) ? type.ofType : type;
  if (isListType(t)) return `[${dummy(t.ofType)}]`;
  if (isInputObjectType(t)) {
    return `{ ${Object.values(t.getFields()).filter((f) => isNonNullType(f.type)).map((f) => `${f.name}: ${dummy(f.type)}`).join(', ')} }`;
  }
  return ({ Int: '1', Float: '1', Boolean: 'true' } as Record<string, string>)[String(t)] ?? '"x"';
}

/** A minimal valid selection for a field, with dummy arguments, to call it. */
function callFor(name: string, f: GraphQLField<unknown, unknown>): string {
  const args = f.args.filter((a) => isNonNullType(a.type)).map((a) => `${a.name}: ${dummy(a.type)}`);
  let inner = f.type as any;
  while (inner.ofType) inner = inner.ofType;
  const scalar = isObjectType(inner) ? Object.keys(inner.getFields()).find((k) => {
    let ft: any = inner.getFields()[k].type; while (ft.ofType) ft = ft.ofType; return !isObjectType(ft) && !inner.getFields()[k].args.length;
  }) : null;
  const selection = isObjectType(inner) ? `{ ${scalar ?? '__typename'} }` : '';
  const [root, field] = name.split('.');
  return `${root === 'Mutation' ? 'mutation ' : ''}{ ${field}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
}

describe('every root field declares who may call it', () => {
  it('has an auth scope on each query and mutation', () => {
    const missing = rootFields().filter(([, f]) => {
      const scopes = (f.extensions as any)?.pothosOptions?.authScopes;
      return !scopes || Object.keys(scopes).length === 0;
    }).map(([n]) => n);
    expect(missing).toEqual([]);
    expect(rootFields().length).toBeGreaterThan(80);
  });

  it('only sign-in operations are public', () => {
    const open = rootFields().filter(([, f]) => (f.extensions as any).pothosOptions.authScopes.public).map(([n]) => n.split('.')[1]);
    expect(new Set(open)).toEqual(PUBLIC);
  });

  it('refuses every non-public field to an anonymous caller', async () => {
    for (const [name, f] of rootFields()) {
      if (PUBLIC.has(name.split('.')[1])) continue;
      const r = await t.gql(callFor(name, f));
      expect([name, codeOf(r) ?? JSON.stringify(r.errors)]).toEqual([name, 'UNAUTHENTICATED']);
    }
  });

  it('refuses menu-guarded fields to a user whose role lacks the menu', async () => {
    const { token } = await t.login('lg.initiator');
    const guarded = rootFields().filter(([, f]) => (f.extensions as any).pothosOptions.authScopes.menu);
    expect(guarded.length).toBeGreaterThan(40);
    for (const [name, f] of guarded) {
      const r = await t.gql(callFor(name, f), {}, token);
      expect([name, codeOf(r)]).toEqual([name, 'FORBIDDEN']);
    }
  });
});

describe('menu scoping', () => {
  it('gives a budget officer the masters but not user administration', async () => {
    const admin = await t.login('admin');
    // Take the one-time code off the budget officer role for this check.
    const roles = await t.gql('{ roles { Role_ID Title User_Type_ID } }', {}, admin.token);
    const officer = roles.data.roles.find((r: any) => r.Title === 'Budget Officer');
    await t.gql(`mutation($id:Int!,$u:Int!){ updateRole(id:$id, input:{Title:"Budget Officer", User_Type_ID:$u, Approve_Permission:true, Is_OTP:false}){ Is_OTP } }`,
      { id: officer.Role_ID, u: officer.User_Type_ID }, admin.token);
    const { token } = await t.login('budget.officer');
    expect((await t.gql('{ programmes { Programme_ID } }', {}, token)).data.programmes.length).toBe(20);
    expect(codeOf(await t.gql('mutation { createProgramme(input:{Programme_Code:"99", Programme_Name:"Test"}){ Programme_ID } }', {}, token))).toBeUndefined();
    expect(codeOf(await t.gql('{ users { User_ID } }', {}, token))).toBe('FORBIDDEN');
  });

  it('answers a user about their own role details but not someone else\'s', async () => {
    const me = await t.login('lg.initiator');
    const own = await t.gql('query($id:Int!){ userRoleDetails(User_ID:$id){ user { User_Name } userVote { Vote_Code } isSepc } }', { id: me.userId }, me.token);
    expect(own.data.userRoleDetails).toMatchObject({ user: { User_Name: 'lg.initiator' }, userVote: { Vote_Code: '501' }, isSepc: false });
    expect(codeOf(await t.gql('{ userRoleDetails(User_ID:1){ isSepc } }', {}, me.token))).toBe('FORBIDDEN');
  });
});

describe('query limits', () => {
  it('refuses deep, aliased and batched abuse', async () => {
    const { token } = await t.login('admin');
    const aliases = Array.from({ length: 50 }, (_, i) => `a${i}: countProgrammes { Count }`).join(' ');
    expect((await t.gql(`{ ${aliases} }`, {}, token)).errors?.length).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]) });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('sets security headers and never leaks internals in errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const bad = await t.gql('{ nope }');
    expect(JSON.stringify(bad)).not.toMatch(/stack|select |at \//i);
  });
});

describe('REST routes', () => {
  // A concrete URL for each guarded route: its parameters filled with values that exist.
  const concrete = (url: string) => url.replace(':kind.xlsx', 'logs.xlsx').replace(':kind', 'mtef').replace('*', 'none.pdf');
  const call = (method: string, url: string, token?: string) => t.app.inject({ method: method as 'GET', url: concrete(url),
    headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('guards every /api/ route, and answers each kind of refused caller as GraphQL does', async () => {
    // The open budget data is public by design (issue: open budget data; test/publications.test.ts shows what it holds).
    expect(t.app.guardedRoutes.filter((r) => r.open).map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/open/answers', 'GET /api/open/calendar', 'GET /api/open/priorities', 'GET /api/open/publications', 'GET /api/open/publications/:id/:file', 'GET /api/open/publications/:id/functions/:code', 'GET /api/open/publications/:id/search', 'GET /api/open/publications/:id/votes/:code', 'GET /api/open/years',
      'POST /api/open/questions',
    ]);
    const routes = t.app.guardedRoutes.filter((r) => !r.open);
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'DELETE /api/uploads/previews/:id', 'GET /api/archive/books/:id/:format', 'GET /api/archive/consolidated/:id', 'GET /api/archive/files/*', 'GET /api/credibility.xlsx', 'GET /api/estimates/compare.xlsx', 'GET /api/estimates/loads/:id/problems.xlsx', 'GET /api/records/:kind.xlsx', 'GET /api/reports/generator',
      'GET /api/reports/submission-details.xlsx', 'GET /api/uploads/:kind/template.xlsx', 'GET /api/uploads/batches/:id/file.xlsx', 'GET /api/uploads/history',
      'GET /api/uploads/rejections/:id/rows.xlsx', 'GET /api/uploads/reports/:id', 'GET /api/uploads/rows', 'GET /api/uploads/signature',
      'POST /api/estimates/loads', 'POST /api/execution/loads', 'POST /api/uploads/:kind', 'POST /api/uploads/batches/:id/revert', 'POST /api/uploads/previews/:id/commit', 'POST /api/uploads/reports', 'POST /api/uploads/signature',
    ]);
    const locked = await t.login('lg.initiator');
    await t.gql('mutation { lockScreen }', {}, locked.token);
    await t.db.update(users).set({ isTempPassword: true }).where(eq(users.userName, 'mof.level7'));
    const temp = await t.login('mof.level7');
    for (const { method, url } of routes) {
      const anonymous = await call(method, url);
      expect([anonymous.statusCode, anonymous.json().code], `${url} anonymous`).toEqual([401, 'UNAUTHENTICATED']);
      const lockedAnswer = await call(method, url, locked.token);
      expect([lockedAnswer.statusCode, lockedAnswer.json().code], `${url} locked`).toEqual([423, 'SCREEN_LOCKED']);
      const tempAnswer = await call(method, url, temp.token);
      expect([tempAnswer.statusCode, tempAnswer.json().error], `${url} temporary password`).toEqual([403, 'Please change your temporary password first']);
    }
    await t.db.update(users).set({ isTempPassword: false }).where(eq(users.userName, 'mof.level7'));
  });

  it('refuses the records exports to a user without their menu, and an unknown export to everyone', async () => {
    const { token } = await t.login('cg.initiator');
    for (const kind of ['logs', 'logins', 'audits']) {
      const r = await t.app.inject({ url: `/api/records/${kind}.xlsx`, headers: { authorization: `Bearer ${token}` } });
      expect([r.statusCode, r.json().code], kind).toEqual([403, 'FORBIDDEN']);
    }
    const admin = await t.login('admin');
    expect((await t.app.inject({ url: '/api/records/logs.xlsx', headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/records/secrets.xlsx', headers: { authorization: `Bearer ${admin.token}` } })).statusCode).toBe(404);
  });
});
