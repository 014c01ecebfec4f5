import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Kind, OperationTypeNode, parse } from 'graphql';
import { ErrorCode } from '@pbs/domain';
import { AppError } from '../lib/errors.js';
import type { RefusedFor } from '../lib/rate-limits.js';

/** How long a refused sign-in waits for its answer. */
export const REFUSAL_PAUSE_MS = 1_000;

/** Whether the document is one mutation asking for `login` and nothing else (the sign-in form's request). */
function onlySignIn(query: string): boolean {
  try {
    const doc = parse(query, { maxTokens: 500 });
    const [op, ...more] = doc.definitions;
    if (!op || more.length || op.kind !== Kind.OPERATION_DEFINITION || op.operation !== OperationTypeNode.MUTATION) return false;
    const [field, ...others] = op.selectionSet.selections;
    return !others.length && field?.kind === Kind.FIELD && field.name.value === 'login';
  } catch {
    return false;
  }
}

/**
 * A sign-in from an address the per-address limit is refusing is answered here, before GraphQL, the session
 * look-up or the database: a flood from one address then costs a parse of a small body per request, and the
 * other users' requests are not queued behind it. The answer is the one the login resolver gives (its message,
 * code and wait), a second later; a request that asks for anything beside the sign-in goes the ordinary way.
 */
export function refuseFloodedSignIns(refusedFor: RefusedFor) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.method !== 'POST') return;
    const wait = refusedFor('signInPerIp', req.ip);
    if (wait === null) return;
    const query = (req.body as { query?: unknown } | null)?.query;
    if (typeof query !== 'string' || !onlySignIn(query)) return;
    const refused = new AppError(ErrorCode.TOO_MANY_ATTEMPTS, undefined, { retryAfterSeconds: wait });
    // Answered after a pause: a flooding client waits for each answer before its connection sends again, so its
    // requests stop taking turns of the event loop that the other users' database statements wait for (PGlite runs
    // one statement a turn). A person told to wait minutes does not miss the second.
    await delay(REFUSAL_PAUSE_MS);
    return reply.header('cache-control', 'no-store').send({ errors: [{ message: refused.message, path: ['login'], extensions: refused.extensions }], data: null });
  };
}
