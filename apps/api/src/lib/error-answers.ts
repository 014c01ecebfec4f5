import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, languageOfHeader, serverText } from '@pbs/domain';
import { AppError, faultError, httpStatusOf, messageIn } from './errors.js';
import { noteFault } from './fault-log.js';

/**
 * What the REST routes answer when a handler throws, as GraphQL's masking does: a refusal (AppError) in the request's
 * language with its status, a database fault as 503 with Retry-After or 507, a client's mistake Fastify found (a bad
 * body, too large) with its status, and anything else as 500 with a reference the log carries beside the error —
 * never a statement, its parameters or a stack.
 */
export function registerErrorAnswers(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    const lang = languageOfHeader(req.headers['accept-language']);
    const answer = faultError(err) ?? (err instanceof AppError ? err : null);
    reply.header('cache-control', 'no-store');
    if (answer) {
      if (!noteFault(req.log, err, `${req.method} ${req.routeOptions.url ?? 'unmatched'}`) && httpStatusOf(answer) >= 500) req.log.error({ err }, 'refused');
      const retry = answer.extensions.retryAfterSeconds;
      if (typeof retry === 'number') reply.header('retry-after', String(retry));
      return reply.code(httpStatusOf(answer)).send({ code: String(answer.extensions.code), error: messageIn(answer, lang) });
    }
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.code(status).send({ code: ErrorCode.BAD_INPUT, error: (err as Error).message.slice(0, 300) });
    }
    const ref = randomBytes(4).toString('hex');
    req.log.error({ err, ref, route: req.routeOptions.url }, 'unexpected error');
    return reply.code(500).send({ code: ErrorCode.INTERNAL, error: serverText(lang, { key: 'SERVER.UNEXPECTED', params: { ref } }) });
  });
}
