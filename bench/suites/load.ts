import autocannon from 'autocannon';
import { scratchDatabase } from '../lib/databases.js';
import { login, startServer } from '../lib/servers.js';
import { percentile, printTable } from '../lib/stats.js';
import { post, run } from './http.js';

const GRID = (field: string, type: string, category: string) => ({
  query: `query($y:Int!,$p:Int){ ${field}(Report_Type:"${type}", Report_Category:"${category}", Active_Year_ID:$y, Previous_Year_ID:$p){ Report_ID NotInitiated Initiated Approved } }`,
});

/** A GraphQL error arrives with status 200: every answer's body is checked, and such answers count as errors. */
function checked(requests: autocannon.Request[], failures: { n: number; first?: string }): autocannon.Request[] {
  return requests.map((r) => ({ ...r, onResponse: (status: number, body: string) => {
    if (status === 200 && !body.includes('"errors"')) return;
    failures.n++;
    failures.first ??= `${status} ${body.slice(0, 200)}`;
  } }));
}

/** The dashboard mix: the four grids as the ministry, grids and MTEF/IPF widgets as vote users. */
export async function dashboardWorkload(url: string): Promise<autocannon.Request[]> {
  const [admin, cg, lg] = await Promise.all(['admin', 'cg.initiator', 'lg.initiator'].map((u) => login(url, u)));
  const years = await (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ query: '{ activeFiscalYears { Year_ID } previousFiscalYear { Year_ID } }' }) })).json();
  const variables = { y: years.data.activeFiscalYears[0].Year_ID, p: years.data.previousFiscalYear?.Year_ID ?? null };
  return [
    post({ ...GRID('dashboardReportsGridDataVote', 'CG', 'VOTE'), variables }, admin),
    post({ ...GRID('dashboardReportsGridData', 'CG', 'PROGRAMME'), variables }, admin),
    post({ ...GRID('dashboardReportsGridDataSepc', 'SEPC', 'Parastatal'), variables }, admin),
    post({ ...GRID('dashboardReportsGridDataLgVote', 'LG', 'Vote'), variables }, lg),
    post({ query: '{ budgetMTEF { Y1_Budget } }' }, cg),
    post({ query: '{ budgetGrantIpf { Projection_Y1 } }' }, lg),
    post({ ...GRID('dashboardReportsGridDataVote', 'CG', 'VOTE'), variables }, cg),
  ];
}

/** Runs autocannon instances (each may name its own `url`), recording every answer's latency and counting failed or errored answers. */
export async function measure(url: string, requests: autocannon.Request[], duration: number, plan: { start: number; opts: Partial<autocannon.Options> }[]) {
  const latencies: number[] = [];
  const failures: { n: number; first?: string } = { n: 0 };
  const runs = plan.map(({ start, opts }, i) => new Promise<autocannon.Result>((ok, fail) => setTimeout(() => {
    // Each instance starts at a different point of the mix, so users do not all ask the same thing at once.
    const mine = checked([...requests.slice(i % requests.length), ...requests.slice(0, i % requests.length)], failures);
    const inst = autocannon({ url, duration, requests: mine, ...opts }, (err, r) => (err ? fail(err) : ok(r)));
    inst.on('response', (_c: unknown, _s: number, _b: number, t: number) => latencies.push(t));
  }, start)));
  const results = await Promise.all(runs);
  // autocannon's errors include its timeouts (no answer within 10 s).
  const errors = failures.n + results.reduce((s, r) => s + r.errors, 0);
  if (errors) console.log(`  ${errors} errors: ${failures.n} failed answers (first: ${failures.first ?? 'none'}), ${results.reduce((s, r) => s + r.timeouts, 0)} timeouts`);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { rps: Math.round(latencies.length / duration), p50: round(percentile(latencies, 50)), p95: round(percentile(latencies, 95)), p99: round(percentile(latencies, 99)), errors };
}

/** 200 concurrent users on the dashboard mix, PGlite and PostgreSQL: as fast as they can, and once a second each. */
export async function loadBench(duration = 20, count = 200) {
  const rows: (string | number)[][] = [];
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const scratch = engine === 'PostgreSQL' ? await scratchDatabase('pbs_bench_load') : null;
    if (engine === 'PostgreSQL' && !scratch) continue;
    const server = await startServer({ databaseUrl: scratch?.url });
    try {
      const requests = await dashboardWorkload(server.url);
      // Warm-up. PGlite's WebAssembly is compiled first by V8's baseline tier and optimised in the background while
      // it runs; measured on this host, users saw p50 ≈ 240 ms for the first 40 s after start and 5 ms after.
      await run(server.url, { duration: engine === 'PGlite' ? 45 : 5, connections: 50, requests });
      // Users: one autocannon connection each asking once a second, their clocks spread over the first second.
      // (autocannon's overallRate caps connections at the rate and fires them all at the same instant of each
      // second, which measures a queue of synchronised bursts rather than users.)
      const paced = await measure(server.url, requests, duration,
        Array.from({ length: count }, (_, i) => ({ start: Math.floor((i * 1000) / count), opts: { connections: 1, connectionRate: 1 } })));
      // Closed loop, last as it leaves a backlog behind on PGlite: every user asks again the moment an answer
      // arrives (the server's ceiling).
      const closed = await measure(server.url, requests, duration, [{ start: 0, opts: { connections: count } }]);
      for (const [label, r] of [['each user once a second', paced], ['closed loop', closed]] as const) {
        rows.push([`${engine}, ${label}`, r.rps, r.p50, r.p95, r.p99, r.errors]);
      }
    } finally {
      await server.stop();
      await scratch?.drop();
    }
  }
  printTable(`${count} concurrent users, mixed dashboard workload, ${duration} s (targets: p95 ≤ 200 ms, p99 ≤ 400 ms, no errors)`,
    ['database, load', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'], rows);
}
