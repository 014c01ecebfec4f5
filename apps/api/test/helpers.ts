import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startAuditSigning } from '../src/lib/audit-signing.js';
import { afterAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { loadConfig, type Config } from '../src/config/index.js';
import { DEFAULT_LIMITS, type LimitRules } from '../src/lib/rate-limits.js';
import type { Database, Db, Executor } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { DEMO_PASSWORD } from '../src/seed/seed.js';
import { seededCopy, TEST_AUDIT_KEY } from './seeded-database.js';
import { outbox, users } from '../src/db/schema/index.js';
import type { Providers } from '../src/auth/providers.js';

export { DEMO_PASSWORD };
export { POSTGRES_URL, scratchPostgres } from './seeded-database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  gql: (query: string, variables?: Record<string, unknown>, token?: string | null, headers?: Record<string, string>) => Promise<{ data?: any; errors?: { message: string; extensions?: { code?: string; reason?: string } }[]; cookies: Record<string, string> }>;
  login: (userName: string, password?: string) => Promise<{ token: string; refresh: string; userId: number }>;
  lastMessage: (recipient: string) => Promise<string>;
  /** Waits for work done after answers (reset mails). */
  settled: () => Promise<void>;
  jobsDone: (queue: string, ms?: number) => Promise<void>;
}

/** Limits high enough for a test file's many sign-ins; tests of the limits pass the real rules. */
const RELAXED = Object.fromEntries(Object.entries(DEFAULT_LIMITS).map(([k, r]) => [k, { ...r, max: r.max * 1000 }])) as LimitRules;

/** A test file's app on its own seeded database. Call it at the file's top level: the afterAll it registers to close
 * and drop them is ignored by vitest when registered inside a hook. */
export async function setupApp(opts: { rateLimits?: LimitRules; redisUrl?: string; providers?: (db: Db) => Providers; config?: Partial<Config> } = {}): Promise<TestApp> {
  // The demo data, copied from the run's seeded template (a fresh PostgreSQL database when DATABASE_URL is set).
  const { database, drop } = await seededCopy(inject('seededTemplate'));
  // A data directory per test file: archived files and the audit head witness belong to its database.
  const dataDir = mkdtempSync(join(tmpdir(), 'pbs-test-'));
  const config = loadConfig({ jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'), dataDir,
    auditKey: TEST_AUDIT_KEY, rateLimits: opts.rateLimits ?? RELAXED, redisUrl: opts.redisUrl, ...opts.config });
  startAuditSigning(config);
  const app = await buildApp({ config, database, providers: opts.providers?.(database.db), logLevel: process.env.TEST_LOG ?? 'silent' });
  afterAll(async () => { await app.close(); await database.close(); await drop(); rmSync(dataDir, { recursive: true, force: true }); });

  const gql: TestApp['gql'] = async (query, variables, token, headers = {}) => {
    const res = await app.inject({
      method: 'POST', url: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    return { ...JSON.parse(res.body), cookies };
  };
  const lastMessage = async (recipient: string) => {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
    return row?.body ?? '';
  };
  /** Signs in, completing the one-time code step from the outbox when the role asks for one. */
  const login: TestApp['login'] = async (userName, password = DEMO_PASSWORD) => {
    const fields = 'access_token refresh_token otpVerification user { User_ID }';
    const r = await gql(`mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ ${fields} } }`, { u: userName, p: password });
    if (r.errors) throw new Error(`login ${userName} failed: ${JSON.stringify(r.errors)}`);
    let l = r.data.login;
    if (l.otpVerification) {
      const [u] = await database.db.select().from(users).where(eq(users.userName, userName));
      const code = /code is (\d{5})/.exec(await lastMessage(u.mobileNumber ?? ''))![1];
      l = (await gql(`mutation($c:String!){ verifyOtpCode(code:$c){ login { ${fields} } } }`, { c: code }, l.access_token)).data.verifyOtpCode.login;
    }
    return { token: l.access_token, refresh: l.refresh_token, userId: l.user.User_ID };
  };
  /** Waits until the queue's jobs are all done (or failed for good), as a user would wait for the result. */
  const jobsDone = async (queue: string, ms = 20_000) => {
    const end = Date.now() + ms;
    while ((await app.jobs.list(queue)).some((j) => ['created', 'active', 'retry'].includes(j.state))) {
      if (Date.now() > end) throw new Error(`jobs of ${queue} still running after ${ms} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  return { app, db: database.db, database, config, gql, login, lastMessage, settled: () => app.background.settled(), jobsDone };
}

/** The rows of a raw query, shaped as the test reads them: both drivers answer `{ rows }`. */
export const sqlRows = async <Row>(db: Executor, query: SQL) => ((await db.execute(query)) as { rows: Row[] }).rows;

/** `sqlRows` on one database, for a test file's many queries. */
export const rowsIn = (db: Executor) => <Row>(query: SQL) => sqlRows<Row>(db, query);

export const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

/**
 * Removes the demo's detailed estimates of a vote (all stages): for the older tests that lower the demo vote's MTEF
 * figures freely, which the detail rule would otherwise hold above the lines under them.
 */
export async function withoutDetail(t: TestApp, voteCode: string) {
  await t.db.execute(sql`delete from budget_lines where vote_id in (select id from votes where code = ${voteCode})`);
}
