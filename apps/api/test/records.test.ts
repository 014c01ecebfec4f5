import { beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { setupApp, sqlRows } from './helpers.js';
import { logs } from '../src/db/schema/index.js';
import { LogSink } from '../src/lib/log-sink.js';

// At the top level, not in beforeAll: setupApp registers its own afterAll, which vitest ignores inside a hook.
const t = await setupApp();
let admin: string;

const q = (query: string, variables: Record<string, unknown> = {}) => t.gql(query, variables, admin);
const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  admin = (await t.login('admin')).token;
  // A known history: 3 logs in January, 2 in March 2026 (one Error each month), audits around them.
  await t.db.insert(logs).values([
    ['2026-01-05', 'Log'], ['2026-01-20', 'Error'], ['2026-01-31T23:00:00Z', 'Warning'], ['2026-03-01', 'Error'], ['2026-03-02', 'Debug'],
  ].map(([d, type]) => ({ serviceName: 'test', logType: type, logDetails: JSON.stringify({ msg: `event ${d}` }), createdAt: new Date(d) })));
});

describe('date-range queries', () => {
  const RANGE = 'query($s:String!,$e:String!,$o:Int,$l:Int){ logsInDateRange(StartDate:$s, EndDate:$e, Offset:$o, Limit:$l){ dataList { Log_Type Created_Date } availableDataSize } }';

  it('return the page and the number of rows in the range, newest first; the end day is included', async () => {
    const r = await q(RANGE, { s: '2026-01-01', e: '2026-01-31', o: 0, l: 2 });
    expect(r.data.logsInDateRange.availableDataSize).toBe(3);
    expect(r.data.logsInDateRange.dataList.map((x: { Log_Type: string }) => x.Log_Type)).toEqual(['Warning', 'Error']);
    const next = await q(RANGE, { s: '2026-01-01', e: '2026-01-31', o: 2, l: 2 });
    expect(next.data.logsInDateRange.dataList.map((x: { Log_Type: string }) => x.Log_Type)).toEqual(['Log']);
  });

  it('refuse an end before the start, malformed dates and limits outside 1..100,000', async () => {
    expect(code(await q(RANGE, { s: '2026-03-01', e: '2026-01-01' }))).toBe('BAD_USER_INPUT');
    expect(code(await q(RANGE, { s: '2026-13-45', e: '2026-12-01' }))).toBe('BAD_USER_INPUT');
    expect(code(await q(RANGE, { s: "2026-01-01' or 1=1 --", e: '2026-12-01' }))).toBe('BAD_USER_INPUT');
    expect(code(await q(RANGE, { s: '2026-01-01', e: '2026-12-01', l: 0 }))).toBe('BAD_USER_INPUT');
    expect(code(await q(RANGE, { s: '2026-01-01', e: '2026-12-01', l: 100_001 }))).toBe('BAD_USER_INPUT');
    expect(code(await q(RANGE, { s: '2026-01-01', e: '2026-12-01', o: -1 }))).toBe('BAD_USER_INPUT');
    expect(code(await q('{ logsInDateRange(StartDate:"", EndDate:"2026-01-01"){ availableDataSize } }'))).toBe('BAD_USER_INPUT');
  });

  it('failed logins are recorded and found by range', async () => {
    await t.gql('mutation { login(User_Name:"admin", Password1:"wrong-password") { access_token } }');
    const today = new Date().toISOString().slice(0, 10);
    const r = await q('query($d:String!){ failedLoginsInDateRange(StartDate:$d, EndDate:$d){ dataList { User_Name Login_Status Login_Message } availableDataSize } }', { d: today });
    expect(r.data.failedLoginsInDateRange.availableDataSize).toBeGreaterThanOrEqual(1);
    expect(r.data.failedLoginsInDateRange.dataList[0]).toMatchObject({ User_Name: 'admin', Login_Status: false });
  });
});

describe('charts get per-month counts', () => {
  it('logs graph: counts per type and month, Top keeps only the newest rows', async () => {
    const all = await q('{ logsGraph(StartDate:"2026-01-01", EndDate:"2026-03-31", Limit:1000){ Months { Month Error Warning Log Debug Verbose } Totals { Error } } }');
    expect(all.data.logsGraph.Months).toEqual([
      { Month: '2026-01', Error: 1, Warning: 1, Log: 1, Debug: 0, Verbose: 0 },
      { Month: '2026-03', Error: 1, Warning: 0, Log: 0, Debug: 1, Verbose: 0 },
    ]);
    expect(all.data.logsGraph.Totals.Error).toBe(2);
    const top = await q('{ logsGraph(StartDate:"2026-01-01", EndDate:"2026-03-31", Limit:2){ Months { Month Debug Error } } }');
    expect(top.data.logsGraph.Months).toEqual([{ Month: '2026-03', Debug: 1, Error: 1 }]);
  });

  it('audits graph and overall overview count what is in the range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const [{ n }] = (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from audits`));
    const r = await q('query($d:String!){ auditsGraph(StartDate:$d, EndDate:$d, Limit:100000){ Month Creates Updates Deletes } overallOverview(StartDate:$d, EndDate:$d){ Logins Audits Logs } }', { d: today });
    const sum = r.data.auditsGraph.reduce((s: number, m: { Creates: number; Updates: number; Deletes: number }) => s + m.Creates + m.Updates + m.Deletes, 0);
    expect(sum).toBe(n);
    expect(r.data.overallOverview.Audits).toBe(n);
    expect(r.data.overallOverview.Logins).toBeGreaterThan(0);
  });

  it('a vote user without the audit menu is refused', async () => {
    const vote = (await t.login('cg.initiator')).token;
    const r = await t.gql('{ logsGraph(StartDate:"2026-01-01", EndDate:"2026-03-31"){ Totals { Error } } }', {}, vote);
    expect(code(r)).toBe('FORBIDDEN');
  });
});

describe('monthly counters', () => {
  it('agree with a direct count for ranges that start and end mid-month, after inserts and deletes', async () => {
    await t.db.insert(logs).values(Array.from({ length: 40 }, (_, i) => ({
      serviceName: 'edge', logType: ['Log', 'Error', 'Debug'][i % 3], logDetails: '{}', createdAt: new Date(Date.UTC(2025, 9 + (i % 4), 1 + (i % 28), i % 24)),
    })));
    await t.db.execute(sql`delete from logs where service_name = 'edge' and log_type = 'Debug' and extract(day from created_at) < 5`);
    for (const [s, e] of [['2025-10-03', '2026-01-17'], ['2025-10-01', '2025-12-31'], ['2025-11-15', '2025-11-20'], ['2024-01-01', '2026-12-31']]) {
      const [{ n }] = (await sqlRows<{ n: number }>(t.db, sql`select count(*)::int n from logs where created_at >= ${s}::date and created_at < ${e}::date + 1`));
      const r = await q('query($s:String!,$e:String!){ overallOverview(StartDate:$s, EndDate:$e){ Logs } logsInDateRange(StartDate:$s, EndDate:$e, Limit:1){ availableDataSize } }', { s, e });
      expect([r.data.overallOverview.Logs, r.data.logsInDateRange.availableDataSize], `${s}..${e}`).toEqual([n, n]);
    }
    await t.db.execute(sql`delete from logs where service_name = 'edge'`);
    const r = await q('{ overallOverview(StartDate:"2025-10-01", EndDate:"2025-12-31"){ Logs } }');
    expect(r.data.overallOverview.Logs).toBe(0);
  });
});

describe('log persistence', () => {
  it('pino events reach the logs table in a batch, typed by level, without routine request lines', async () => {
    const sink = new LogSink(t.db, 500, 60_000);
    const log = pino({ level: 'debug' }, sink);
    log.child({ service: 'uploads' }).info({ rows: 3 }, 'upload imported');
    log.warn({ service: 'auth' }, 'failed login');
    log.error({ service: 'graphql', err: new Error('boom') }, 'unexpected error');
    log.debug('detail');
    log.info({ req: { url: '/x' } }, 'incoming request');
    await new Promise((r) => setImmediate(r));
    await sink.close();
    const rows = (await sqlRows<{ service_name: string; log_type: string; log_details: string }>(t.db, sql`select service_name, log_type, log_details from logs where service_name <> 'test' order by id`));
    expect(rows.map((r) => `${r.service_name}:${r.log_type}`)).toEqual(['uploads:Log', 'auth:Warning', 'graphql:Error', 'api:Debug']);
    expect(JSON.parse(rows[0].log_details)).toMatchObject({ msg: 'upload imported', rows: 3 });
  });
});

describe('exports', () => {
  it('streams the filtered logs as a workbook to holders of the menu only', async () => {
    const res = await t.app.inject({ url: '/api/records/logs.xlsx?StartDate=2026-01-01&EndDate=2026-01-31&Log_Type=Error', headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    expect(ws.getRow(1).values).toEqual([undefined, 'Created_Date', 'Log_Type', 'Service_Name', 'Log_Details']);
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(2).value).toBe('Error');
    const vote = (await t.login('cg.initiator')).token;
    expect((await t.app.inject({ url: '/api/records/logs.xlsx', headers: { authorization: `Bearer ${vote}` } })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/records/logs.xlsx?StartDate=2026-02-01&EndDate=2026-01-01', headers: { authorization: `Bearer ${admin}` } })).statusCode).toBe(400);
  });
});
