import { isMessageKey, type MessageKey, type Translate } from './index';

/** A refusal with GraphQL errors (urql's CombinedError, or a session request's). */
type Refusal = { graphQLErrors: { extensions?: Record<string, unknown> }[] };

// Kept apart from errors.ts, whose toasts need Ant Design: the sign-in page says its refusals without it (ADR 0004).

/** The translation key of a GraphQL error's code, or the fallback key. */
function errorKey(error: Refusal | undefined, fallback: MessageKey): MessageKey {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' && isMessageKey(code) ? code : fallback;
}

/**
 * A refusal of the sign-in screens in words: its message key, and where the server says how long to wait
 * (retryAfterSeconds), that wait in minutes rather than "a few minutes".
 */
export function authRefusal(error: Refusal | undefined, fallback: MessageKey, t: Translate): string {
  const key = errorKey(error, fallback);
  const wait = error?.graphQLErrors[0]?.extensions?.retryAfterSeconds;
  if (key === 'AUTH.VALIDATION.TOO_MANY_ATTEMPTS' && typeof wait === 'number' && wait > 0) {
    return t('AUTH.VALIDATION.TOO_MANY_ATTEMPTS_WAIT', { minutes: Math.ceil(wait / 60) });
  }
  return t(key);
}
