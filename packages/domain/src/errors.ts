/**
 * Error codes the API returns in `extensions.code`; the web client translates them.
 * Messages of SPEC.md section 8 are keyed by these codes.
 */
export const ErrorCode = {
  INVALID_LOGIN: 'AUTH.VALIDATION.INVALID_LOGIN',
  INVALID_OTP_CODE: 'AUTH.VALIDATION.INVALID_OTP_CODE',
  USED_OTP_CODE: 'AUTH.VALIDATION.USED_OTP_CODE',
  NOT_FOUND: 'AUTH.VALIDATION.NOT_FOUND',
  USER_INACTIVE: 'AUTH.VALIDATION.USER_INACTIVE',
  USER_LOCKED: 'AUTH.VALIDATION.USER_LOCKED',
  INVALID_PASSWORD: 'AUTH.VALIDATION.INVALID_PASSWORD',
  TOO_MANY_ATTEMPTS: 'AUTH.VALIDATION.TOO_MANY_ATTEMPTS',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  BAD_INPUT: 'BAD_USER_INPUT',
  CONFLICT: 'CONFLICT',
  RECORD_NOT_FOUND: 'RECORD_NOT_FOUND',
  SCREEN_LOCKED: 'SCREEN_LOCKED',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  /** The database cannot be reached (restart, failover): try again shortly (HTTP 503 with Retry-After). */
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** The server's storage is full: the write was refused whole (HTTP 507). */
  STORAGE_FULL: 'STORAGE_FULL',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** English text of each code; the web dictionaries hold the translations. */
export const ErrorText: Record<ErrorCodeValue, string> = {
  [ErrorCode.INVALID_LOGIN]: 'The login details are incorrect',
  [ErrorCode.INVALID_OTP_CODE]: 'The code provided is incorrect',
  [ErrorCode.USED_OTP_CODE]: 'The code provided is already used',
  [ErrorCode.NOT_FOUND]: 'The requested record is not found',
  [ErrorCode.USER_INACTIVE]: 'This user is inactive, please contact the administrator',
  [ErrorCode.USER_LOCKED]: 'This user is locked, please contact the administrator',
  [ErrorCode.INVALID_PASSWORD]: 'Invalid Password',
  [ErrorCode.TOO_MANY_ATTEMPTS]: 'Too many attempts, please wait a few minutes and try again',
  [ErrorCode.UNAUTHENTICATED]: 'Unauthorized',
  [ErrorCode.FORBIDDEN]: 'You do not have access to this operation',
  [ErrorCode.BAD_INPUT]: 'The input is not valid',
  [ErrorCode.CONFLICT]: 'The record was changed or already exists',
  [ErrorCode.RECORD_NOT_FOUND]: 'The requested record is not found',
  [ErrorCode.SCREEN_LOCKED]: 'The screen is locked',
  [ErrorCode.INTERNAL]: 'Something went wrong',
  [ErrorCode.UNAVAILABLE]: 'The database cannot be reached just now. Try again in a few seconds',
  [ErrorCode.STORAGE_FULL]: "The server's storage is full; nothing was changed",
};

/** Why a session ended, told to whoever still holds its token (UNAUTHENTICATED with `extensions.reason`). */
export const SESSION_ENDS = ['SIGNED_OUT', 'SIGNED_IN_ELSEWHERE', 'PASSWORD_CHANGED', 'ACCOUNT_DISABLED', 'TOKEN_REUSED'] as const;
export type SessionEnd = (typeof SESSION_ENDS)[number];
