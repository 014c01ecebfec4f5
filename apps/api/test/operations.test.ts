import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { Background } from '../src/lib/background.js';
import { registerOperations } from '../src/lib/operations.js';
import { UploadParser } from '../src/modules/uploads/parse-pool.js';
import { setupApp } from './helpers.js';

const t = await setupApp();

describe('health, readiness and metrics', () => {
  it('answers health and readiness, and counts requests by route pattern with their latencies', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toMatchObject({ status: 'ok' });
    expect((await t.app.inject({ url: '/ready' })).json()).toMatchObject({ status: 'ready' });
    const { token } = await t.login('admin');
    for (const id of [1, 2, 3]) await t.app.inject({ url: `/api/archive/consolidated/${id}`, headers: { authorization: `Bearer ${token}` } });

    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/http_requests_total\{method="GET",route="\/ready",status="200"\} 1/);
    // Three ids, one series: labelled by the route's pattern.
    expect(metrics.body).toMatch(/http_requests_total\{method="GET",route="\/api\/archive\/consolidated\/:id",status="404"\} 3/);
    expect(metrics.body).toMatch(/http_request_duration_seconds_bucket\{le="0.2",method="POST",route="\/graphql",status="200"\} \d+/);
    expect(metrics.body).toMatch(/db_pool_connections\{state="waiting"\} 0/);
    expect(metrics.body).toMatch(/work_queue_depth\{queue="upload_parse"\} 0/);
    expect(metrics.body).toMatch(/process_resident_memory_bytes \d+/);
    expect(metrics.body).toMatch(/data_dir_free_bytes \d+/);
    expect(metrics.body).toMatch(/rate_limit_store\{store="in-process"\} 1/);
  });

  it('counts the SQL statements sent: a readiness check is one', async () => {
    const sent = async () => Number(/db_statements_total (\d+)/.exec((await t.app.inject({ url: '/metrics' })).body)?.[1]);
    const before = await sent();
    await t.app.inject({ url: '/ready' });
    expect(await sent()).toBe(before + 1);
    await Promise.all([1, 2, 3].map(() => t.app.inject({ url: '/ready' })));
    expect(await sent()).toBe(before + 4);
  });

  it('shows metrics in production only to the bearer of the metrics token', async () => {
    for (const [metricsToken, header, status] of [
      [undefined, undefined, 404], ['s3cret-token', undefined, 404], ['s3cret-token', 'Bearer wrong-token', 404], ['s3cret-token', 'Bearer s3cret-token', 200],
    ] as const) {
      const app = await buildApp({ config: { ...t.config, production: true, metricsToken }, database: t.database, logLevel: 'silent' });
      const res = await app.inject({ url: '/metrics', headers: header ? { authorization: header } : {} });
      expect([metricsToken, header, res.statusCode]).toEqual([metricsToken, header, status]);
      await app.close();
    }
  });

  it('is not ready once its database is unreachable', async () => {
    const database = await openDatabase({ pgliteDir: null });
    const app = Fastify({ loggerInstance: pino({ level: 'silent' }) }) as unknown as FastifyInstance;
    const parser = new UploadParser();
    const dataDir = mkdtempSync(join(tmpdir(), 'pbs-ready-'));
    registerOperations(app, { database, background: new Background(app.log), parser, limitStore: () => 'per-process', dataDir, production: false, logLevel: 'silent' });
    const ok = await app.inject({ url: '/ready' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ready', database: 'pglite', rateLimits: 'per-process', dataDirFreeBytes: expect.any(Number), storage: expect.stringMatching(/^(ok|low)$/) }]);
    await database.close();
    const res = await app.inject({ url: '/ready' });
    expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([503, '5', { status: 'unavailable', reason: 'database unreachable', database: 'pglite', rateLimits: 'per-process', dataDirFreeBytes: expect.any(Number), storage: expect.stringMatching(/^(ok|low)$/) }]);
    rmSync(dataDir, { recursive: true });
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    await app.close();
  });
});
