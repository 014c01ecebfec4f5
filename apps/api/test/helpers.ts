import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { loadConfig } from '../src/config/index.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { seed, DEMO_PASSWORD } from '../src/seed/seed.js';
import { outbox } from '../src/db/schema/index.js';

export { DEMO_PASSWORD };

/** A fresh PostgreSQL database per test file when DATABASE_URL is set, else an in-memory PGlite. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { database: await openDatabase({ pgliteDir: null }), drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `pbs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString() });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  gql: <T = any>(query: string, variables?: Record<string, unknown>, token?: string | null, headers?: Record<string, string>) => Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[]; cookies: Record<string, string> }>;
  login: (userName: string, password?: string) => Promise<{ token: string; refresh: string; userId: number }>;
  lastMessage: (recipient: string) => Promise<string>;
}

export async function setupApp(): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  await seed(database.db);
  const config = loadConfig({ jwtSecret: new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'), dataDir: '/tmp/pbs-test' });
  const app = await buildApp({ config, database, logLevel: process.env.TEST_LOG ?? 'silent' });
  afterAll(async () => { await app.close(); await database.close(); await drop(); });

  const gql: TestApp['gql'] = async (query, variables, token, headers = {}) => {
    const res = await app.inject({
      method: 'POST', url: '/graphql',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: JSON.stringify({ query, variables }),
    });
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
    return { ...JSON.parse(res.body), cookies };
  };
  const login: TestApp['login'] = async (userName, password = DEMO_PASSWORD) => {
    const r = await gql(`mutation($u:String!,$p:String!){ login(User_Name:$u, Password1:$p){ access_token refresh_token otpVerification user { User_ID } } }`, { u: userName, p: password });
    if (r.errors || r.data.login.otpVerification) throw new Error(`login ${userName} failed: ${JSON.stringify(r.errors ?? 'otp')}`);
    return { token: r.data.login.access_token, refresh: r.data.login.refresh_token, userId: r.data.login.user.User_ID };
  };
  const lastMessage = async (recipient: string) => {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
    return row?.body ?? '';
  };
  return { app, db: database.db, gql, login, lastMessage };
}

export const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;
