import { GraphQLError } from 'graphql';
import { ErrorCode, ErrorText, serverText, type ErrorCodeValue, type Language, type Said } from '@pbs/domain';
import { databaseFault } from '../db/faults.js';

export type { Said };

/** What the codes raised without a message of their own say, in every language. */
const SAID_OF: Partial<Record<ErrorCodeValue, Said>> = {
  [ErrorCode.FORBIDDEN]: { key: 'SERVER.FORBIDDEN' }, [ErrorCode.RECORD_NOT_FOUND]: { key: 'SERVER.NOT_FOUND' },
};

/** The only errors whose message reaches a client; everything else is masked. */
export class AppError extends GraphQLError {
  /** Set when the message has a text in every language: the answer is then in the request's language. */
  readonly said: Said | undefined;
  constructor(code: ErrorCodeValue, message: string | Said | undefined = SAID_OF[code], extra: Record<string, unknown> = {}) {
    super(typeof message === 'object' ? serverText('en', message) : message ?? ErrorText[code], { extensions: { code, ...extra } });
    this.said = typeof message === 'object' ? message : undefined;
  }
}

/** An error's message in a language: its text there when it has one, else as raised. */
export const messageIn = (e: AppError, lang: Language) => (e.said ? serverText(lang, e.said) : e.message);

export const notFound = () => new AppError(ErrorCode.RECORD_NOT_FOUND);
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN);
export const badInput = (message: string | Said, extra: Record<string, unknown> = {}) => new AppError(ErrorCode.BAD_INPUT, message, extra);
export const conflict = (message: string | Said) => new AppError(ErrorCode.CONFLICT, message);

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

const HTTP_STATUS: Partial<Record<string, number>> = {
  [ErrorCode.BAD_INPUT]: 422, [ErrorCode.RECORD_NOT_FOUND]: 404, [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.TOO_MANY_ATTEMPTS]: 429, [ErrorCode.CONFLICT]: 409, [ErrorCode.UNAVAILABLE]: 503, [ErrorCode.STORAGE_FULL]: 507,
};

/**
 * A database fault (db/faults.ts) as the answer a person reads: 503 with Retry-After while the database is away, 507
 * when its storage is full; `http` sets GraphQL's HTTP status and headers (Yoga takes it off the answer's body).
 */
export function faultError(err: unknown): AppError | null {
  const fault = databaseFault(err);
  if (fault === 'unreachable') {
    return new AppError(ErrorCode.UNAVAILABLE, { key: 'SERVER.DATABASE_UNREACHABLE' },
      { retryAfterSeconds: RETRY_AFTER_SECONDS, http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } } });
  }
  if (fault === 'storage-full') return new AppError(ErrorCode.STORAGE_FULL, { key: 'SERVER.STORAGE_FULL' }, { http: { status: 507 } });
  return null;
}
/** The HTTP status a REST route answers an AppError with (GraphQL carries the code instead). */
export const httpStatusOf = (e: AppError): number => HTTP_STATUS[String(e.extensions.code)] ?? 400;

/** Maps PostgreSQL constraint violations to user-facing conflicts, otherwise rethrows. */
export function mapDbError(err: unknown): never {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw new AppError(ErrorCode.CONFLICT, { key: 'SERVER.DUPLICATE' });
  if (code === '23503') throw new AppError(ErrorCode.BAD_INPUT, { key: 'SERVER.MISSING_REFERENCE' });
  if (code === '23514') throw new AppError(ErrorCode.BAD_INPUT, { key: 'SERVER.BREAKS_RULE' });
  throw err;
}
