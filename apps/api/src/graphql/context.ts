import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/index.js';
import type { Db } from '../db/client.js';
import type { Actor, AuthState } from '../auth/actor.js';
import type { Providers } from '../auth/providers.js';
import type { Notices } from '../lib/notices.js';
import type { Jobs } from '../lib/jobs.js';
import type { FileStore } from '../lib/file-store.js';
import type { Background } from '../lib/background.js';
import type { TakeLimit } from '../lib/rate-limits.js';
import type { Loaders } from './loaders.js';
import type { RefreshCookie } from '../auth/refresh-cookie.js';

export interface Context {
  db: Db;
  config: Config;
  providers: Providers;
  notices: Notices;
  jobs: Jobs;
  files: FileStore;
  ip: string;
  auth: AuthState;
  req: FastifyRequest;
  reply: FastifyReply;
  /** Counts a use against a rate limit (lib/rate-limits.ts). */
  limit: TakeLimit;
  background: Background;
  loaders: Loaders;
  refreshCookie: RefreshCookie;
}

/** Services take the actor first; resolvers behind a signedIn/menu scope always have one. */
export function actorOf(ctx: Context): Actor {
  if (ctx.auth.kind === 'signed-in' || ctx.auth.kind === 'locked') return ctx.auth.actor;
  throw new Error('actorOf called outside an authenticated scope');
}
