import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { forgetOldest } from './bounded.js';

/**
 * Request limits of the public and costly operations, per client address and per user name or address.
 * Counted by @fastify/rate-limit: in this process, or in Redis when REDIS_URL is set, so that several
 * server processes share one count. They come before any password hashing, SMS or mail.
 */
export const DEFAULT_LIMITS = {
  signInPerIp: { max: 100, windowSeconds: 60 },
  signInPerUser: { max: 20, windowSeconds: 15 * 60 },
  codeSendPerUser: { max: 3, windowSeconds: 15 * 60 },
  codeCheckPerIp: { max: 60, windowSeconds: 60 },
  resetPerIp: { max: 10, windowSeconds: 15 * 60 },
  resetMailPerAddress: { max: 3, windowSeconds: 15 * 60 },
  refreshPerIp: { max: 300, windowSeconds: 60 },
  uploadPerIp: { max: 60, windowSeconds: 60 },
  uploadPerUser: { max: 10, windowSeconds: 60 },
  /** Draft documents (the report generator) cost a render each. */
  draftPerUser: { max: 30, windowSeconds: 60 },
  /** Citizens' questions from the portal, without sign-in: a few an hour from an address, and a ceiling for all. */
  questionPerIp: { max: 5, windowSeconds: 60 * 60 },
  questionsAll: { max: 500, windowSeconds: 60 * 60 },
} satisfies Record<string, LimitRule>;

export interface LimitRule { max: number; windowSeconds: number }
export type LimitName = keyof typeof DEFAULT_LIMITS;
export type LimitRules = Record<LimitName, LimitRule>;

/**
 * The default rules with any changed by `spec`, e.g. RATE_LIMITS="signInPerIp=500/60,codeSendPerUser=5/900"
 * (max uses per window in seconds). An unknown name or a malformed rule stops the server at start.
 */
export function limitRules(spec = ''): LimitRules {
  const rules: LimitRules = { ...DEFAULT_LIMITS };
  for (const part of spec.split(',').map((p) => p.trim()).filter(Boolean)) {
    const m = /^(\w+)=(\d+)\/(\d+)$/.exec(part);
    const [, name, max, seconds] = m ?? [];
    if (!name || !(name in rules)) throw new Error(`RATE_LIMITS: cannot read "${part}" (name=max/seconds; names: ${Object.keys(rules).join(', ')})`);
    rules[name as LimitName] = { max: Number(max), windowSeconds: Math.max(1, Number(seconds)) };
  }
  return rules;
}

/** Counts one use of `name` by `subject`; the seconds to wait when over the limit, else null. */
export type TakeLimit = (name: LimitName, subject: string) => Promise<number | null>;

declare module 'fastify' {
  interface FastifyRequest { rateSubject: string }
}

/** Seconds this process was told to keep refusing `name` for `subject`, or null: read without counting a use. */
export type RefusedFor = (name: LimitName, subject: string) => number | null;

/** Where the counts are kept now: this process (no Redis set), Redis, or this process / refusing while Redis is away. */
export type LimitStore = 'in-process' | 'shared' | 'per-process' | 'refusing';

/** What a deployment with Redis does while Redis is away (RATE_LIMITS_WITHOUT_REDIS): count per process, or refuse. */
export type WithoutRedis = 'per-process' | 'refuse';

/** How long a limited request is refused while Redis is away and the deployment says to refuse. */
const REFUSE_SECONDS = 30;
/** How long a start waits for Redis before counting per process. */
const FIRST_CONNECT_MS = 1_000;

/**
 * Registers the limiter; returns, for a request, the function services call to count a use (`limitsOf`), and
 * `refusedFor`, which says from memory that a subject is being refused, so a flood of refused requests can be
 * answered before any work (graphql/refused-sign-ins.ts), and `store()`, where the counts are kept now (for /ready).
 *
 * With Redis, the limits are counted twice over — in Redis and, as a stand-by, in this process — and a request asks
 * Redis only while its connection is up: while it is away a request neither waits for it nor goes unlimited; the
 * counts fall back to this process (or every limited request is refused, if the deployment says so), said once in
 * the log, and are shared again as soon as Redis is back. A process starts while Redis is down.
 */
export async function registerRateLimits(app: FastifyInstance, rules: LimitRules, redisUrl?: string, withoutRedis: WithoutRedis = 'per-process'): Promise<{
  limitsOf: (req: FastifyRequest) => TakeLimit; refusedFor: RefusedFor; store: () => LimitStore;
}> {
  // No offline queue: a command while the connection is down fails at once instead of waiting for it; a command on a
  // connection that stops answering gives up after half a second.
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, commandTimeout: 500, maxRetriesPerRequest: 0, enableOfflineQueue: false }) : undefined;
  if (redis) {
    let away = false;
    const lost = (why: string) => {
      if (away) return;
      away = true;
      app.log.warn({ service: 'rate-limit', why }, withoutRedis === 'refuse' ? 'Redis unreachable: limited requests are refused until it returns' : 'Redis unreachable: rate limits are counted per process until it returns');
    };
    redis.on('error', (err) => { lost(err.message); });
    redis.on('close', () => { lost('connection closed'); });
    redis.on('ready', () => {
      if (away) app.log.warn({ service: 'rate-limit' }, 'Redis reachable again: rate limits are shared');
      away = false;
    });
    app.addHook('onClose', () => { redis.disconnect(); return Promise.resolve(); });
    // The first connection, for a second at most: a process that starts with Redis up shares the counts from its first
    // request; one that starts while Redis is down goes on without it.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([new Promise((r) => redis.once('ready', r)), new Promise((r) => { timer = setTimeout(r, FIRST_CONNECT_MS); })]).finally(() => { clearTimeout(timer); });
  }
  const shared = () => redis?.status === 'ready';
  const store = (): LimitStore => (!redis ? 'in-process' : shared() ? 'shared' : withoutRedis === 'refuse' ? 'refusing' : 'per-process');

  const limitersIn = async (on: Redis | undefined) => {
    let made!: Record<LimitName, ReturnType<FastifyInstance['createRateLimit']>>;
    // Each store in a context of its own: the plugin decorates the context it is registered in.
    await app.register(async (scope) => {
      await scope.register(rateLimit, { global: false, redis: on, nameSpace: 'pbs-limit-', skipOnError: true });
      made = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, scope.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowSeconds * 1000,
        keyGenerator: (req) => `${name}:${req.rateSubject}`,
      })])) as typeof made;
    });
    return made;
  };
  app.decorateRequest('rateSubject', '');
  const local = await limitersIn(undefined);
  const inRedis = redis ? await limitersIn(redis) : local;

  // Until when each refused key stays refused, as the limiter said; bounded, the oldest dropped first.
  const refusedUntil = new Map<string, number>();
  const keyOf = (name: LimitName, subject: string) => `${name}:${subject.toLowerCase().slice(0, 200)}`;
  const limitsOf = (req: FastifyRequest): TakeLimit => async (name, subject) => {
    // The key is read synchronously when the limiter starts, so setting it just before is safe.
    req.rateSubject = subject.toLowerCase().slice(0, 200);
    // The local count is kept in every case, so it is current when Redis goes away.
    const here = await local[name](req);
    const where = store();
    if (where === 'refusing') return REFUSE_SECONDS;
    const r = where === 'shared' ? await inRedis[name](req) : here;
    if (r.isAllowed || !r.isExceeded) return null;
    const wait = Math.max(1, r.ttlInSeconds);
    refusedUntil.delete(keyOf(name, subject));
    refusedUntil.set(keyOf(name, subject), Date.now() + wait * 1000);
    forgetOldest(refusedUntil, 100_001);
    return wait;
  };
  const refusedFor: RefusedFor = (name, subject) => {
    const until = refusedUntil.get(keyOf(name, subject));
    if (until === undefined) return null;
    if (until <= Date.now()) { refusedUntil.delete(keyOf(name, subject)); return null; }
    return Math.ceil((until - Date.now()) / 1000);
  };
  return { limitsOf, refusedFor, store };
}
