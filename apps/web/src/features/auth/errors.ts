import type { CombinedError } from 'urql';
import { isMessageKey, type MessageKey, type Translate } from '../../i18n';

/** The translation key of a GraphQL error's code, or the fallback key. */
export function errorKey(error: CombinedError | undefined, fallback: MessageKey): MessageKey {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' && isMessageKey(code) ? code : fallback;
}

/** The server's own message for input errors (already specific), else a translated key. */
export function errorMessage(error: CombinedError | undefined, t: Translate, fallback: MessageKey): string {
  const first = error?.graphQLErrors[0];
  const code = first?.extensions.code;
  if (first && (code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'FORBIDDEN' || code === 'RECORD_NOT_FOUND')) {
    return isMessageKey(first.message) ? t(first.message) : first.message;
  }
  return t(errorKey(error, fallback));
}
