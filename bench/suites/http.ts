import autocannon from 'autocannon';
import { scratchDatabase } from '../lib/databases.js';
import { login, startBareYoga, startServer } from '../lib/servers.js';
import { printTable, ratio } from '../lib/stats.js';

const post = (body: object, token?: string) => ({
  method: 'POST' as const, path: '/graphql', body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
});

function run(url: string, opts: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return new Promise((ok, fail) => autocannon({ url, duration: 10, connections: 50, ...opts }, (err, r) => (err ? fail(err) : ok(r))));
}

/** Our whole stack (Fastify, Yoga, Pothos, armour, auth context) against a bare yoga hello world, same query shape. */
export async function overheadBench() {
  const bare = await startBareYoga();
  const ours = await startServer();
  try {
    await run(bare.url, { duration: 3, requests: [post({ query: '{ hello }' })] });
    const b = await run(bare.url, { requests: [post({ query: '{ hello }' })] });
    await run(ours.url, { duration: 3, requests: [post({ query: '{ __typename }' })] });
    const o = await run(ours.url, { requests: [post({ query: '{ __typename }' })] });
    printTable('GraphQL overhead: 50 connections, 10 s, one trivial query', ['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ours / bare'], [
      ['bare graphql-yoga (node:http)', Math.round(b.requests.average), b.latency.p50, b.latency.p99, b.errors + b.non2xx, ''],
      ['PBS stack (Fastify + Yoga + Pothos + armour + auth)', Math.round(o.requests.average), o.latency.p50, o.latency.p99, o.errors + o.non2xx, ratio(o.requests.average, b.requests.average)],
    ]);
  } finally {
    bare.stop();
    await ours.stop();
  }
}

const GRID = (field: string, type: string, category: string) => ({
  query: `query($y:Int!,$p:Int){ ${field}(Report_Type:"${type}", Report_Category:"${category}", Active_Year_ID:$y, Previous_Year_ID:$p){ Report_ID NotInitiated Initiated Approved } }`,
});

/** 200 concurrent users on the dashboard's mix: the four grids as the ministry, MTEF and IPF widgets as votes. */
export async function loadBench(duration = 20) {
  const rows: (string | number)[][] = [];
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const scratch = engine === 'PostgreSQL' ? await scratchDatabase('pbs_bench_load') : null;
    if (engine === 'PostgreSQL' && !scratch) continue;
    const databaseUrl = scratch?.url;
    const server = await startServer({ databaseUrl });
    try {
      const [admin, cg, lg] = await Promise.all(['admin', 'cg.initiator', 'lg.initiator'].map((u) => login(server.url, u)));
      const years = await (await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
        body: JSON.stringify({ query: '{ activeFiscalYears { Year_ID } previousFiscalYear { Year_ID } }' }) })).json();
      const variables = { y: years.data.activeFiscalYears[0].Year_ID, p: years.data.previousFiscalYear?.Year_ID ?? null };
      const requests = [
        post({ ...GRID('dashboardReportsGridDataVote', 'CG', 'VOTE'), variables }, admin),
        post({ ...GRID('dashboardReportsGridData', 'CG', 'PROGRAMME'), variables }, admin),
        post({ ...GRID('dashboardReportsGridDataSepc', 'SEPC', 'Parastatal'), variables }, admin),
        post({ ...GRID('dashboardReportsGridDataLgVote', 'LG', 'Vote'), variables }, lg),
        post({ query: '{ budgetMTEF { Y1_Budget } }' }, cg),
        post({ query: '{ budgetGrantIpf { Projection_Y1 } }' }, lg),
        post({ ...GRID('dashboardReportsGridDataVote', 'CG', 'VOTE'), variables }, cg),
      ];
      await run(server.url, { duration: 3, connections: 50, requests });
      // Closed loop (each user fires again the moment an answer arrives) finds the ceiling; paced at one request
      // per user every two seconds is a busy morning before a budget deadline.
      for (const [label, extra] of [['closed loop', {}], ['paced, 100 req/s', { overallRate: 100 }]] as const) {
        const r = await run(server.url, { duration, connections: 200, requests, ...extra });
        rows.push([`${engine}, ${label}`, Math.round(r.requests.average), r.latency.p50, r.latency.p97_5, r.latency.p99, r.errors + r.non2xx + r.timeouts]);
      }
    } finally {
      await server.stop();
      await scratch?.drop();
    }
  }
  printTable(`200 concurrent users, mixed dashboard workload, ${duration} s (targets: p95 ≤ 200 ms, p99 ≤ 400 ms, no errors)`,
    ['database, load', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors'], rows);
}
