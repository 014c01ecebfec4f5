import { timingSafeEqual } from 'node:crypto';
import { statfsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest, LogLevel } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.js';
import { faultCause } from '../db/faults.js';
import { RETRY_AFTER_SECONDS } from './errors.js';
import type { Background } from './background.js';
import type { LimitStore } from './rate-limits.js';

const READY_TIMEOUT_MS = 2_000;
/** Below this much free space in the data directory, /ready says storage is low (writes start failing at none). */
const LOW_STORAGE_BYTES = 256 * 1024 * 1024;

/** Free bytes of the file system holding `dir`, or null if it cannot be read. */
function freeBytes(dir: string): number | null {
  try {
    const s = statfsSync(dir);
    return s.bavail * s.bsize;
  } catch {
    return null;
  }
}
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The upload parser's queue, as the metrics read it. */
export interface ParseQueue { readonly queued: number }

export interface OperationsOptions {
  database: Database; background: Background; parser: ParseQueue; metricsToken?: string; production: boolean;
  /** Where the rate limits are counted now (shared in Redis, per process, refusing while Redis is away). */
  limitStore: () => LimitStore;
  /** The data directory, whose free space is reported (PGlite's files, the audit head witness). */
  dataDir: string;
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
    name: 'data_dir_free_bytes', help: 'Free space of the file system holding the data directory', registers: [registry],
    collect() { this.set(freeBytes(opts.dataDir) ?? 0); },
  });
  new Gauge({
    name: 'rate_limit_store', help: 'Where rate limits are counted now (1 for the current one)', labelNames: ['store'], registers: [registry],
    collect() { for (const s of ['in-process', 'shared', 'per-process', 'refusing'] as const) this.set({ store: s }, s === opts.limitStore() ? 1 : 0); },
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
    const free = freeBytes(opts.dataDir);
    const state = { rateLimits: opts.limitStore(), dataDirFreeBytes: free, storage: free !== null && free < LOW_STORAGE_BYTES ? 'low' : 'ok' };
    try {
      await Promise.race([database.db.execute(sql`select 1`), timeout]);
      return { status: 'ready', database: database.kind, ...state };
    } catch (err) {
      reply.log.warn({ service: 'database', cause: faultCause(err) }, 'not ready: database unreachable');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ status: 'unavailable', reason: 'database unreachable', database: database.kind, ...state });
    } finally {
      clearTimeout(timer);
    }
  });
  app.get('/metrics', quiet, async (req, reply) => {
    if (!mayReadMetrics(req, opts.metricsToken, opts.production)) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
}
