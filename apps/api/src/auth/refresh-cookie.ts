import type { FastifyReply, FastifyRequest } from 'fastify';
// The cookie plugin's types add req.cookies and reply.setCookie wherever this file is compiled.
import type {} from '@fastify/cookie';
import type { Config } from '../config/index.js';

const NAME = 'pbs_refresh';

/** The refresh token's httpOnly cookie, as services see it: read and written, with no HTTP in sight. */
export interface RefreshCookie { read(): string | null; write(token: string | null): void }

/** SameSite=Strict, httpOnly, sent to /graphql only, and Secure in production. */
export function refreshCookie(req: FastifyRequest, reply: FastifyReply, config: Config): RefreshCookie {
  const opts = { httpOnly: true, sameSite: 'strict' as const, secure: config.production, path: '/graphql' };
  return {
    read: () => req.cookies[NAME] ?? null,
    write: (token) => {
      if (token) reply.setCookie(NAME, token, { ...opts, maxAge: config.refreshTokenSeconds });
      else reply.clearCookie(NAME, opts);
    },
  };
}
