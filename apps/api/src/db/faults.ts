/**
 * Faults of the database that are not the request's doing: the server is away (restart, failover, a killed backend,
 * a refused or timed-out connection), or its storage is full. Either is an answer for the request that met it — the
 * process carries on — and says so in words instead of an internal error.
 */
export type DatabaseFault = 'unreachable' | 'storage-full';

/** SQLSTATEs of a lost server: class 08 (connection exception), 57P01–57P03 (shut down, crashed, starting up). */
const UNREACHABLE_STATES = /^(08...|57P0[123])$/;
/** The same from the socket or the driver. */
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);
const UNREACHABLE_TEXT = /Connection terminated|not queryable|timeout exceeded when trying to connect|terminating connection/;
/** 53100 disk_full; ENOSPC/EDQUOT from the file system (PGlite's files, our own). */
const FULL_STATES = new Set(['53100', 'ENOSPC', 'EDQUOT']);
const FULL_TEXT = /No space left on device|could not extend file|Disk quota exceeded/i;

interface Chained { code?: unknown; errno?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; errors?: unknown }

/** The errors an error carries: itself, its cause (drizzle wraps the driver's), a GraphQL error's original, an AggregateError's. */
function* chain(err: unknown, depth = 0): Generator<Chained> {
  if (typeof err !== 'object' || err === null || depth > 6) return;
  const e = err as Chained;
  yield e;
  yield* chain(e.cause, depth + 1);
  yield* chain(e.originalError, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

/** What database fault an error is, if it is one. */
export function databaseFault(err: unknown): DatabaseFault | null {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' ? e.message : '';
    if (FULL_STATES.has(code) || FULL_TEXT.test(message)) return 'storage-full';
    if (UNREACHABLE_STATES.test(code) || UNREACHABLE_ERRNOS.has(code) || UNREACHABLE_TEXT.test(message)) return 'unreachable';
  }
  return null;
}

/** One line naming the innermost cause (a code and its first line), never a statement or its parameters. */
export function faultCause(err: unknown): string {
  let last = '';
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    const message = typeof e.message === 'string' && !e.message.startsWith('Failed query') ? (e.message.split('\n')[0] ?? '') : '';
    if (code || message) last = [code, message.slice(0, 200)].filter(Boolean).join(' ');
  }
  return last || 'unknown';
}
