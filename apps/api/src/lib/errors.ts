import { GraphQLError } from 'graphql';
import { ErrorCode, ErrorText, type ErrorCodeValue } from '@pbs/domain';

/** The only errors whose message reaches a client; everything else is masked. */
export class AppError extends GraphQLError {
  constructor(code: ErrorCodeValue, message?: string, extra: Record<string, unknown> = {}) {
    super(message ?? ErrorText[code], { extensions: { code, ...extra } });
  }
}

export const notFound = () => new AppError(ErrorCode.RECORD_NOT_FOUND);
export const forbidden = () => new AppError(ErrorCode.FORBIDDEN);
export const badInput = (message: string, extra: Record<string, unknown> = {}) => new AppError(ErrorCode.BAD_INPUT, message, extra);

const HTTP_STATUS: Partial<Record<string, number>> = {
  [ErrorCode.BAD_INPUT]: 422, [ErrorCode.RECORD_NOT_FOUND]: 404, [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.TOO_MANY_ATTEMPTS]: 429, [ErrorCode.CONFLICT]: 409,
};
/** The HTTP status a REST route answers an AppError with (GraphQL carries the code instead). */
export const httpStatusOf = (e: AppError): number => HTTP_STATUS[String(e.extensions.code)] ?? 400;

/** Maps PostgreSQL constraint violations to user-facing conflicts, otherwise rethrows. */
export function mapDbError(err: unknown): never {
  const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
  if (code === '23505') throw new AppError(ErrorCode.CONFLICT, 'A record with the same code or name already exists');
  if (code === '23503') throw new AppError(ErrorCode.BAD_INPUT, 'A referenced record does not exist');
  if (code === '23514') throw new AppError(ErrorCode.BAD_INPUT, 'The values break a rule of this record');
  throw err;
}
