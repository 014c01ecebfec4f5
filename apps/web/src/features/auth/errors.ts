import type { CombinedError } from 'urql';

/** The translation key of a GraphQL error's code, or the fallback key. */
export function errorKey(error: CombinedError | undefined, fallback: string): string {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' && code.includes('.') ? code : fallback;
}

/** The server's own message for input errors (already specific), else a translated key. */
export function errorMessage(error: CombinedError | undefined, t: (k: string) => string, fallback: string): string {
  const first = error?.graphQLErrors[0];
  const code = first?.extensions.code;
  if (first && (code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'FORBIDDEN' || code === 'RECORD_NOT_FOUND')) {
    return /^[A-Z_]+\.[A-Z_.]+$/.test(first.message) ? t(first.message) : first.message;
  }
  return t(errorKey(error, fallback));
}
