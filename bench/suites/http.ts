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
