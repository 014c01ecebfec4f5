import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, LogLevel } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import type { Background } from './background.js';

const READY_TIMEOUT_MS = 2_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The upload parser's queue, as the metrics read it. */
export interface ParseQueue { readonly queued: number }

export interface OperationsOptions {
  database: Database; background: Background; parser: ParseQueue; metricsToken?: string; production: boolean;
  /** The level of the lines these routes log (quieter than the server's: a balancer asks every few seconds). */
  logLevel: LogLevel | 'silent';
}

/** Only with the metrics token; without one, only from this machine and never in production. */
function mayReadMetrics(req: FastifyRequest, token: string | undefined, production: boolean): boolean {
  if (!token) return !production && LOOPBACK.has(req.socket.remoteAddress ?? '');
  const given = Buffer.from(req.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * What a load balancer and a monitoring system ask of each process: /health (the process answers),
 * /ready (it can reach its database: take it out of rotation when not) and /metrics (Prometheus: requests
 * by route and status with latencies, the database pool and the statements sent, work queued, and Node's own figures).
 */
export function registerOperations(app: FastifyInstance, opts: OperationsOptions) {
  const { database, background, parser } = opts;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered', labelNames, registers: [registry] });
  const latency = new Histogram({
    name: 'http_request_duration_seconds', help: 'Time to answer HTTP requests', labelNames, registers: [registry],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 1, 2.5, 5, 10],
  });
  new Gauge({
    name: 'db_pool_connections', help: 'Database pool connections by state (waiting: requests queued for one)', labelNames: ['state'], registers: [registry],
    collect() {
      const s = database.poolStats();
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  new Counter({
    name: 'db_statements_total', help: 'SQL statements sent to the database (each a round trip)', registers: [registry],
    collect() { this.reset(); this.inc(database.statements()); },
  });
  new Gauge({
    name: 'work_queue_depth', help: 'Work waiting or running off the request path', labelNames: ['queue'], registers: [registry],
    collect() {
      this.set({ queue: 'upload_parse' }, parser.queued);
      this.set({ queue: 'background' }, background.pending);
    },
  });

  app.addHook('onResponse', (req, reply, done) => {
    // The route's pattern, not its path: one series per route, whatever the ids in the URL.
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const quiet = { logLevel: opts.logLevel };
  app.get('/health', quiet, () => Promise.resolve({ status: 'ok', database: database.kind }));
  app.get('/ready', quiet, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_ok, fail) => { timer = setTimeout(() => fail(new Error('timed out')), READY_TIMEOUT_MS); });
    try {
      await Promise.race([database.db.execute(sql`select 1`), timeout]);
      return { status: 'ready', database: database.kind };
    } catch (err) {
      reply.log.warn({ err }, 'not ready: database unreachable');
      return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
    } finally {
      clearTimeout(timer);
    }
  });
  app.get('/metrics', quiet, async (req, reply) => {
    if (!mayReadMetrics(req, opts.metricsToken, opts.production)) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
