import autocannon from 'autocannon';
import { startBareYoga, startServer } from '../lib/servers.js';
import { printTable, ratio } from '../lib/stats.js';

export const post = (body: object, token?: string) => ({
  method: 'POST' as const, path: '/graphql', body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
});

export function run(url: string, opts: Partial<autocannon.Options>): Promise<autocannon.Result> {
  return new Promise((ok, fail) => autocannon({ url, duration: 10, connections: 50, ...opts }, (err, r) => (err ? fail(err) : ok(r))));
}

/**
 * Our whole stack (Fastify, Yoga, Pothos, armour, auth context) against a bare yoga hello world, same query shape.
 * The two run by turns, four rounds of 5 s each: this machine's speed drifts by the minute, and the ratio should
 * compare the servers, not two moments of the machine.
 */
export async function overheadBench(rounds = 4) {
  const bare = await startBareYoga();
  const ours = await startServer();
  const servers = [
    { label: 'bare graphql-yoga (node:http)', url: bare.url, query: '{ hello }', runs: [] as autocannon.Result[] },
    { label: 'PBS stack (Fastify + Yoga + Pothos + armour + auth)', url: ours.url, query: '{ __typename }', runs: [] as autocannon.Result[] },
  ];
  try {
    for (const s of servers) await run(s.url, { duration: 3, requests: [post({ query: s.query })] });
    for (let i = 0; i < rounds; i++) {
      for (const s of servers) s.runs.push(await run(s.url, { duration: 5, requests: [post({ query: s.query })] }));
    }
    const rate = (runs: autocannon.Result[]) => runs.reduce((n, r) => n + r.requests.average, 0) / runs.length;
    const [b, o] = servers.map((s) => rate(s.runs));
    printTable(`GraphQL overhead: 50 connections, ${rounds} rounds of 5 s each by turns, one trivial query`,
      ['server', 'req/s', 'p50 ms (median round)', 'p99 ms (worst round)', 'errors', 'ours / bare'],
      servers.map((s, k) => {
        const p50 = s.runs.map((r) => r.latency.p50).sort((x, y) => x - y)[Math.floor(rounds / 2)];
        return [s.label, Math.round(k ? o : b), p50, Math.max(...s.runs.map((r) => r.latency.p99)),
          s.runs.reduce((n, r) => n + r.errors + r.non2xx, 0), k ? ratio(o, b) : ''];
      }));
  } finally {
    bare.stop();
    await ours.stop();
  }
}
