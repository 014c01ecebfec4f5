import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '@pbs/domain';
import type { Config } from '../config/index.js';
import type { Db } from '../db/client.js';
import type { Actor, AuthState } from '../auth/actor.js';
import { bearerOf, resolveAuth } from '../auth/resolve.js';
import { allows, refusalOf, type Scope } from './scopes.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route, as for GraphQL fields; a function when it depends on the request (e.g. :kind). */
    access?: Scope | ((req: FastifyRequest) => Scope | null);
  }
  interface FastifyRequest {
    /** The caller of a route with `access`, once allowed; set by the hook below. */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every guarded REST route, for the test that calls each one as each kind of caller; `open`: public. */
    guardedRoutes: { method: string; url: string; open: boolean }[];
  }
}

const STATUS: Partial<Record<string, number>> = { [ErrorCode.UNAUTHENTICATED]: 401, [ErrorCode.SCREEN_LOCKED]: 423, [ErrorCode.FORBIDDEN]: 403 };

/**
 * One hook for every REST route that names `access` in its config: resolves the caller once, applies the
 * same scopes and answers the same codes as GraphQL (401 signed out, 423 screen locked, 403 otherwise), in
 * a JSON body `{ code, error }`. A route whose access function returns null does not exist for anyone (404).
 */
export function registerRestAccess(app: FastifyInstance, db: Db, config: Config) {
  app.decorateRequest('actor', null);
  const guarded: { method: string; url: string; open: boolean }[] = [];
  app.decorate('guardedRoutes', guarded);
  // A route under /api/ without `access` is a mistake caught at start-up, not a route open to all.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return;
    if (!route.config?.access) throw new Error(`REST route ${route.url} names no access scope`);
    const open = typeof route.config.access === 'object' && route.config.access.public === true;
    for (const method of [route.method].flat()) guarded.push({ method, url: route.url, open });
  });
  app.addHook('onRequest', async (req, reply) => {
    const rule = req.routeOptions.config.access;
    if (!rule) return;
    const scope = typeof rule === 'function' ? rule(req) : rule;
    if (!scope) return reply.code(404).send({ code: ErrorCode.RECORD_NOT_FOUND, error: 'Not found' });
    // Public routes (open budget data) answer everyone alike, so whoever calls is not looked up.
    if (scope.public) return;
    const auth: AuthState = await resolveAuth(db, config, bearerOf(req.headers.authorization));
    if (!allows(auth, scope)) {
      const refusal = refusalOf(auth);
      const code = String(refusal.extensions.code);
      const { reason } = refusal.extensions;
      return reply.code(STATUS[code] ?? 403).header('cache-control', 'no-store').send({ code, error: refusal.message, ...(reason ? { reason } : {}) });
    }
    req.actor = auth.kind === 'signed-in' ? auth.actor : null;
  });
}

/** The caller of a route guarded by the hook (its access scope needs a signed-in user). */
export function actorOfRequest(req: FastifyRequest): Actor {
  if (!req.actor) throw new Error('actorOfRequest on a route without a signed-in access scope');
  return req.actor;
}
