import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Who a query is run for (the server sets it per request: the client address, signed in or not); work without
 * one (start-up, jobs) shares the lane 'system'.
 */
export const dbLane = new AsyncLocalStorage<string>();

/**
 * PGlite runs in the server's own thread. Left to itself it runs queued queries back to back, and a turn of the
 * event loop then lasts as long as the whole queue: on this platform Node accepts about one new connection per
 * turn, so under a closed-loop load of 200 connections opened at once ~60 waited over 10 s for a first answer
 * (docs/PERFORMANCE.md). Queries outside transactions therefore run one at a time, each after a turn of the
 * event loop, and taken in turn from each lane that has any waiting: a flood of requests from one client queues
 * behind itself, not in front of everyone else. Call once PGlite is ready: its start-up runs queries through `query`.
 */
export function withEventLoopTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  // Lanes with queries waiting, in the order they are served: a lane served goes to the back.
  const lanes = new Map<string, (() => void)[]>();
  let running = false;
  const next = () => {
    if (running) return;
    const first = lanes.entries().next();
    if (first.done) return;
    const [lane, waiting] = first.value;
    const start = waiting.shift();
    if (!start) { lanes.delete(lane); return; }
    lanes.delete(lane);
    if (waiting.length) lanes.set(lane, waiting);
    running = true;
    setImmediate(start);
  };
  client.query = ((...args: Parameters<PGlite['query']>) => new Promise<unknown>((resolve, reject) => {
    const lane = dbLane.getStore() ?? 'system';
    const start = () => { query(...args).then(resolve, reject).finally(() => { running = false; next(); }); };
    const waiting = lanes.get(lane);
    if (waiting) waiting.push(start);
    else lanes.set(lane, [start]);
    next();
  })) as PGlite['query'];
  return client;
}
