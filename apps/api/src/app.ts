import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import fastifyStatic from '@fastify/static';
import compress from '@fastify/compress';
import zlib from 'node:zlib';
import pino from 'pino';
import type { Config } from './config/index.js';
import type { Database } from './db/client.js';
import { bearerOf, resolveAuth } from './auth/resolve.js';
import { createProviders, type Providers } from './auth/providers.js';
import { createGraphQL } from './graphql/yoga.js';
import { schema } from './schema.js';
import { Loaders } from './graphql/loaders.js';
import { refreshCookie } from './auth/refresh-cookie.js';
import { refuseAliasedLogins } from './modules/auth/auth.service.js';
import { registerDetailsExport } from './modules/reports/details-export.js';
import { registerArchiveDownload, registerBookDownload, registerConsolidatedDownload } from './modules/archives/download.js';
import { BOOK_QUEUE, drawBook, type BookJob } from './modules/books/book.service.js';
import { documentRenderer } from './modules/documents/render-pool.js';
import { databaseFiles } from './lib/file-store.js';
import { startChangeFeed } from './db/change-feed.js';
import { Background } from './lib/background.js';
import { startJobs, type Jobs } from './lib/jobs.js';
import { deliverNotices, notices } from './modules/notifications/notices.js';
import { drawConsolidations } from './modules/reports/consolidation-jobs.js';
import { sweepDeadlines } from './modules/reports/deadlines.service.js';
import type { Notices } from './lib/notices.js';
import { auditSigner, startAuditSigning } from './lib/audit-signing.js';
import { registerRateLimits } from './lib/rate-limits.js';
import { refuseFloodedSignIns } from './graphql/refused-sign-ins.js';
import { dbLane } from './db/pglite-turns.js';
import { LogSink } from './lib/log-sink.js';
import { registerUploads } from './modules/uploads/upload.routes.js';
import { registerEstimateLoads } from './modules/estimates/estimates.routes.js';
import { registerCredibility } from './modules/credibility/credibility.routes.js';
import { registerOpenData } from './modules/publications/open.routes.js';
import { ESTIMATE_STEPS, runLoadJob } from './modules/estimates/load.service.js';
import { LOAD_QUEUE, type LoadJob } from './modules/estimates/load-job.js';
import { EXECUTION_STEPS } from './modules/execution/execution-load.service.js';
import { registerExecutionLoads } from './modules/execution/execution.routes.js';
import { UploadParser } from './modules/uploads/parse-pool.js';
import { registerOperations } from './lib/operations.js';
import { registerErrorAnswers } from './lib/error-answers.js';
import { registerDrain } from './lib/drain.js';
import { noteFault } from './lib/fault-log.js';
import { registerSignatures } from './modules/signatures/signatures.routes.js';
import { registerReportAttachments } from './modules/attachments/attachments.routes.js';
import { registerRestAccess } from './access/rest-hook.js';
import { registerRecordExports } from './modules/records/export.js';
import { registerReportGenerator } from './modules/reports/draft.routes.js';

declare module 'fastify' {
  interface FastifyInstance { background: Background; notices: Notices; jobs: Jobs }
}

export interface AppOptions { config: Config; database: Database; providers?: Providers; logLevel?: string }

/** How long a stop lets requests in flight finish before their connections are cut (the process exits within 10 s). */
const DRAIN_MS = 7_000;

/** A hop count believes that many proxies nearest the server (the address `hops` entries back in X-Forwarded-For). */
const trustOf = (t: Config['trustProxy']) => (typeof t === 'number' ? (_address: string, hop: number) => hop < t : t);

/** One Fastify instance serves GraphQL, health and the built web app on one port. */
export async function buildApp({ config, database, providers, logLevel }: AppOptions): Promise<FastifyInstance> {
  const { db } = database;
  startAuditSigning(config);
  const level = logLevel ?? process.env.LOG_LEVEL ?? 'info';
  const sink = new LogSink(db);
  const log = pino({ level, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    level === 'silent' ? undefined : pino.multistream([{ stream: process.stdout, level: level as pino.Level }, { stream: sink, level: level as pino.Level }]));
  // Typed as the default instance: pino's Logger type is stricter than Fastify's base logger.
  const app = Fastify({ loggerInstance: log, bodyLimit: 1024 * 1024, trustProxy: trustOf(config.trustProxy) }) as unknown as FastifyInstance;
  registerErrorAnswers(app);
  registerDrain(app, DRAIN_MS);
  const delivery = providers ?? createProviders(db, config.smtpUrl, config.mailFrom);
  const files = databaseFiles;
  const parser = new UploadParser();
  const jobs = await startJobs({
    url: database.url, pglite: database.pglite, pollSeconds: config.jobPollSeconds, retrySeconds: config.noticeRetrySeconds,
    onError: (err) => { if (!noteFault(app.log, err, 'jobs')) app.log.warn({ service: 'jobs', err }, 'job queue'); },
  });
  const notify = notices(jobs, config.publicUrl);
  await deliverNotices(jobs, delivery);
  await drawConsolidations(jobs, db, files, config);
  await jobs.work<LoadJob>(LOAD_QUEUE, async ({ data }) => { await runLoadJob(db, files, data, (kind) => (kind === 'execution' ? EXECUTION_STEPS : ESTIMATE_STEPS)); });
  await jobs.work<BookJob>(BOOK_QUEUE, async ({ data }) => { await drawBook({ db, files, config, renderer: documentRenderer }, data.bookId); });
  await jobs.every('deadline-reminders', config.deadlineCron, config.deadlineTz, async () => { await sweepDeadlines(db, notify); });

  await app.register(cookie);
  // Answers compressed for slow links (a district office on a phone): GraphQL's JSON and the open data. Formats that
  // are compressed already (PDF, XLSX, the built assets served pre-compressed) are sent as they are. Brotli at
  // quality 4: most of its gain for a small share of the CPU of its default 11.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } });
  const { limitsOf, refusedFor, store: limitStore } = await registerRateLimits(app, config.rateLimits, config.redisUrl, config.limitsWithoutRedis);
  const background = new Background(app.log);
  app.decorate('background', background);
  app.decorate('notices', notify);
  app.decorate('jobs', jobs);
  // Security headers from helmet, its middleware built once: @fastify/helmet rebuilt it (parsing the CSP) for
  // every request, a few per cent of the server's CPU under load (docs/PERFORMANCE.md).
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, next) => secure(req.raw, reply.raw, (err?: unknown) => next(err as Error | undefined)));
  // The embedded database serves each client's queries in turn (db/pglite-turns.ts): a client is its address,
  // apart for requests that carry a sign-in, so a sign-in flood from one office does not hold up its staff.
  app.addHook('onRequest', (req, _reply, next) => dbLane.run(`${req.ip}${req.headers.authorization ? ':signed-in' : ''}`, next));

  const yoga = createGraphQL({
    schema,
    buildContext: async ({ req, reply }) => ({
      db, config, providers: delivery, notices: notify, jobs, files, ip: req.ip, limit: limitsOf(req), background, loaders: new Loaders(db), refreshCookie: refreshCookie(req, reply, config),
      auth: await resolveAuth(db, config, bearerOf(req.headers.authorization)),
    }),
    log, production: config.production, corsOrigins: config.corsOrigins,
    recordAliasedLogins: async (names, { req }) => {
      await refuseAliasedLogins(db, names, req.ip);
      req.log.warn({ service: 'auth', ip: req.ip, attempts: names.length }, 'aliased sign-ins refused');
    },
  });

  // Per-request lines of GraphQL calls are noise at info; warnings (failed logins…) still reach the logs.
  const quiet = level === 'silent' ? 'silent' : 'warn';
  app.route({
    url: '/graphql',
    logLevel: quiet,
    method: ['GET', 'POST', 'OPTIONS'],
    preHandler: refuseFloodedSignIns(refusedFor),
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => { if (key !== 'set-cookie') reply.header(key, value); });
      reply.header('cache-control', 'no-store');
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });

  registerRestAccess(app, db, config);
  registerDetailsExport(app, db);
  registerArchiveDownload(app, db, files);
  registerBookDownload(app, db, files);
  registerConsolidatedDownload(app, db, files);
  await registerUploads(app, db, files, parser, limitsOf);
  registerEstimateLoads(app, { db, files, jobs }, limitsOf);
  registerExecutionLoads(app, { db, files, jobs }, limitsOf);
  registerCredibility(app, { db });
  registerSignatures(app, db, files, limitsOf);
  registerReportAttachments(app, db, files, limitsOf);
  registerRecordExports(app, db);
  registerReportGenerator(app, db, limitsOf);
  registerOpenData(app, db, files, limitsOf);

  // Other processes on the same PostgreSQL hear of changes at once; PGlite's directory admits one process only.
  const feed = database.url ? await startChangeFeed(db, database.url, (err) => { if (!noteFault(app.log, err, 'change feed')) app.log.warn({ err }, 'change feed'); }) : null;
  // Persist the last batch of logs before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stop(); await documentRenderer.close(); await feed?.close(); await background.settled(); await sink.close();
    auditSigner()?.flush();
  });

  registerOperations(app, { database, background, parser, limitStore, dataDir: config.dataDir, metricsToken: config.metricsToken, production: config.production, logLevel: quiet });

  if (existsSync(config.webDist)) {
    // The build writes .br and .gz copies of the assets (apps/web/scripts/compress.mjs): sent to clients that accept them.
    // Hashed assets never change under their name: a year, immutable. Anything else (the pages, the icon) is asked again
    // each time, so after an upgrade no browser keeps a page that points at scripts that are gone.
    await app.register(fastifyStatic, {
      root: config.webDist, wildcard: false, index: false, preCompressed: true, cacheControl: false,
      setHeaders: (reply, path) => { reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'); },
    });
    // The SPA owns every other GET path; its router shows the error page for unknown ones.
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' || req.url.startsWith('/graphql') || req.url.startsWith('/api/')) return reply.code(404).send({ error: 'Not found' });
      // The citizens' portal is its own page, public and light (issue: open budget data).
      if (req.url === '/open' || req.url.startsWith('/open/') || req.url.startsWith('/open?')) return reply.header('cache-control', 'no-cache').sendFile('portal.html');
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
