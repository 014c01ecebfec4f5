import autocannon from 'autocannon';
import { login, startServer, type RunningServer } from '../lib/servers.js';
import { scratchDatabase } from '../lib/databases.js';
import { percentile, printTable, ratio } from '../lib/stats.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Other users' GraphQL latencies (ms) from `clients` loops for `ms` milliseconds. */
async function others(url: string, token: string, clients: number, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + ms;
  const query = JSON.stringify({ query: '{ activeFiscalYears { Year_ID Fiscal_Year } budgetMTEF { Y1_Budget } }' });
  await Promise.all(Array.from({ length: clients }, async () => {
    while (Date.now() < end) {
      const t0 = performance.now();
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: query });
      await res.text();
      latencies.push(performance.now() - t0);
    }
  }));
  return latencies;
}

/** One client's flood of wrong sign-ins from one address, over `connections` connections, for `seconds`. */
function flood(url: string, connections: number, seconds: number): Promise<autocannon.Result> {
  const body = JSON.stringify({ query: 'mutation { login(User_Name:"flood.user", Password1:"wrong-password") { access_token } }' });
  return new Promise((ok, fail) => autocannon({ url: `${url}/graphql`, method: 'POST', connections, duration: seconds, body,
    headers: { 'content-type': 'application/json' } }, (err, r) => (err ? fail(err) : ok(r))));
}

/**
 * A sign-in flood beside other users: one address sends wrong sign-ins over 100 connections under the real
 * limits (100 a minute per address); four signed-in users keep asking for their dashboard figures. Their
 * latency alone and during the flood, and what the flood got through.
 */
export async function signInFloodBench() {
  for (const engine of ['PGlite', 'PostgreSQL'] as const) {
    const scratch = engine === 'PostgreSQL' ? await scratchDatabase('pbs_bench_flood') : null;
    if (engine === 'PostgreSQL' && !scratch) continue;
    // The real sign-in limits; the bench's own users sign in once each before the flood.
    const server = await startServer({ databaseUrl: scratch?.url, env: { RATE_LIMITS: 'signInPerUser=20/900' } });
    try {
      await measure(engine, server);
    } finally {
      await server.stop();
      await scratch?.drop();
    }
  }
}

async function measure(engine: string, server: RunningServer) {
  const token = await login(server.url, 'admin');
  await others(server.url, token, 4, 2_000);
  const alone = await others(server.url, token, 4, 8_000);
  const [during, result] = await Promise.all([sleep(1_000).then(() => others(server.url, token, 4, 8_000)), flood(server.url, 100, 10)]);
  const row = (label: string, xs: number[]) => [label, xs.length, percentile(xs, 50).toFixed(1), percentile(xs, 95).toFixed(1), percentile(xs, 99).toFixed(1), Math.max(...xs).toFixed(1)];
  printTable(`${engine}: other users' GraphQL (4 clients) alone and during a sign-in flood from one address (100 connections, ${Math.round(result.requests.average)} req/s answered, ${result.non2xx} non-2xx, ${result.errors} errors)`,
    ['while', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
    [row('nothing else', alone), row('sign-in flood', during), ['p99 ratio', '', '', '', ratio(percentile(during, 99), percentile(alone, 99)), '']]);
}
