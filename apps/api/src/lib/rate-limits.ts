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

/**
 * Registers the limiter; returns, for a request, the function services call to count a use (`limitsOf`), and
 * `refusedFor`, which says from memory that a subject is being refused, so a flood of refused requests can be
 * answered before any work (graphql/refused-sign-ins.ts).
 */
export async function registerRateLimits(app: FastifyInstance, rules: LimitRules, redisUrl?: string): Promise<{ limitsOf: (req: FastifyRequest) => TakeLimit; refusedFor: RefusedFor }> {
  const redis = redisUrl ? new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false }) : undefined;
  // Limits never take the service down: with Redis unreachable they are skipped (and logged by ioredis).
  redis?.on('error', (err) => app.log.warn({ service: 'rate-limit', err: err.message }, 'redis unavailable'));
  await app.register(rateLimit, { global: false, redis, nameSpace: 'pbs-limit-', skipOnError: true });
  if (redis) app.addHook('onClose', () => { redis.disconnect(); return Promise.resolve(); });
  app.decorateRequest('rateSubject', '');

  const limiters = Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, app.createRateLimit({
    max: rule.max,
    timeWindow: rule.windowSeconds * 1000,
    keyGenerator: (req) => `${name}:${req.rateSubject}`,
  })])) as Record<LimitName, ReturnType<FastifyInstance['createRateLimit']>>;

  // Until when each refused key stays refused, as the limiter said; bounded, the oldest dropped first.
  const refusedUntil = new Map<string, number>();
  const keyOf = (name: LimitName, subject: string) => `${name}:${subject.toLowerCase().slice(0, 200)}`;
  const limitsOf = (req: FastifyRequest): TakeLimit => async (name, subject) => {
    // The key is read synchronously when the limiter starts, so setting it just before is safe.
    req.rateSubject = subject.toLowerCase().slice(0, 200);
    const r = await limiters[name](req);
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
  return { limitsOf, refusedFor };
}
