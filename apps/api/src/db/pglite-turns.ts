import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs in the server's own thread. Left to itself it runs queued queries back to back, and a turn of the
 * event loop then lasts as long as the whole queue: on this platform Node accepts about one new connection per
 * turn, so under a closed-loop load of 200 connections opened at once ~60 waited over 10 s for a first answer
 * (docs/PERFORMANCE.md). Queries outside transactions therefore run one at a time, each after a turn of the
 * event loop. Call once PGlite is ready: its start-up runs queries of its own through `query`.
 */
export function withEventLoopTurns(client: PGlite): PGlite {
  const query = client.query.bind(client);
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: Parameters<PGlite['query']>) => {
    const run = previous.then(() => new Promise((turn) => setImmediate(turn))).then(() => query(...args));
    previous = run.catch(() => undefined);
    return run;
  }) as PGlite['query'];
  return client;
}
