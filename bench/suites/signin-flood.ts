import autocannon from 'autocannon';
import { login, startServer, type RunningServer } from '../lib/servers.js';
import { scratchDatabase } from '../lib/databases.js';
import { percentile, printTable, ratio } from '../lib/stats.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Other users' GraphQL latencies (ms): `clients` loops for `ms` milliseconds, each waiting `thinkMs` (0–2× at random)
 * between its reads, as people reading their dashboard do (0: back to back, the most the server can answer).
 */
async function others(url: string, token: string, clients: number, ms: number, thinkMs = 0): Promise<number[]> {
  const latencies: number[] = [];
  const end = Date.now() + ms;
  const query = JSON.stringify({ query: '{ activeFiscalYears { Year_ID Fiscal_Year } budgetMTEF { Y1_Budget } }' });
  await Promise.all(Array.from({ length: clients }, async () => {
    if (thinkMs) await sleep(Math.random() * thinkMs);
    while (Date.now() < end) {
      const t0 = performance.now();
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: query });
      await res.text();
      latencies.push(performance.now() - t0);
      if (thinkMs) await sleep(Math.random() * 2 * thinkMs);
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
 * limits (100 a minute per address); signed-in users keep asking for their dashboard figures (READERS). Their
 * latency alone and during the flood, and what the flood got through. BENCH_FLOOD_READERS=4,100paced,100 chooses.
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

/** Who reads beside the flood: four users back to back (the most the server answers), and a hundred at a reading pace. */
const READERS = [
  { label: '4 users back to back', clients: 4, thinkMs: 0 },
  { label: '100 users, a read a second each', clients: 100, thinkMs: 1_000 },
  { label: '100 users back to back', clients: 100, thinkMs: 0 },
];

async function measure(engine: string, server: RunningServer) {
  const token = await login(server.url, 'admin');
  await others(server.url, token, 4, 2_000);
  for (const readers of READERS.filter((r) => !process.env.BENCH_FLOOD_READERS || process.env.BENCH_FLOOD_READERS.split(',').includes(String(r.clients) + (r.thinkMs ? 'paced' : '')))) {
    const alone = await others(server.url, token, readers.clients, 8_000, readers.thinkMs);
    const [during, result] = await Promise.all([sleep(1_000).then(() => others(server.url, token, readers.clients, 8_000, readers.thinkMs)), flood(server.url, 100, 10)]);
    const row = (label: string, xs: number[]) => [label, xs.length, (xs.length / 8).toFixed(0), percentile(xs, 50).toFixed(1), percentile(xs, 95).toFixed(1), percentile(xs, 99).toFixed(1), Math.max(...xs).toFixed(1)];
    printTable(`${engine}: other users' GraphQL (${readers.label}) alone and during a sign-in flood from one address (100 connections, ${Math.round(result.requests.average)} req/s answered, ${result.non2xx} non-2xx, ${result.errors} errors)`,
      ['while', 'requests', 'answers/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [row('nothing else', alone), row('sign-in flood', during), ['p99 ratio', '', '', '', '', ratio(percentile(during, 99), percentile(alone, 99)), '']]);
    // The flood's minute of refusals ends before the next readers are measured alone.
    await sleep(61_000);
  }
}
