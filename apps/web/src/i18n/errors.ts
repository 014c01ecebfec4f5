import { useCallback, useEffect } from 'react';
import { CombinedError } from 'urql';
import { RefusedError, Unreachable } from '../lib/download';
import { toastError } from '../lib/toast';
import { isMessageKey, useT, type MessageKey, type Translate } from './index';

/** The translation key of a GraphQL error's code, or the fallback key. */
export function errorKey(error: CombinedError | undefined, fallback: MessageKey): MessageKey {
  const code = error?.graphQLErrors[0]?.extensions?.code;
  return typeof code === 'string' && isMessageKey(code) ? code : fallback;
}

/** Refusals the server words itself, in the language the screen asked for (api: graphql/spoken-errors.ts). */
const SPOKEN = new Set(['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'RECORD_NOT_FOUND']);

/**
 * What a person reads of a failed request or REST call: the server's own words for a refusal, a translated text
 * for other codes, and that the server could not be reached — never the browser's or the transport's English.
 */
export function errorMessage(problem: unknown, t: Translate, fallback: MessageKey = 'ERROR.FAILED'): string {
  if (problem instanceof CombinedError) {
    const first = problem.graphQLErrors.at(0);
    if (!first) return t(problem.networkError ? 'ERROR.NETWORK' : fallback);
    const code = first.extensions.code;
    if (typeof code === 'string' && SPOKEN.has(code)) return isMessageKey(first.message) ? t(first.message) : first.message;
    return t(errorKey(problem, fallback));
  }
  if (problem instanceof RefusedError) return problem.message;
  return t(problem instanceof Unreachable ? 'ERROR.NETWORK' : fallback);
}

/** Toasts a failure under a title ("Failed" unless given), worded by errorMessage. */
export function useFailure() {
  const t = useT();
  return useCallback((problem: unknown, title?: string) => toastError(errorMessage(problem, t), title ?? t('TOAST.FAILED')), [t]);
}

/** Toasts a failed query once per new error. */
export function useErrorToast(error: CombinedError | undefined, title: string) {
  const fail = useFailure();
  useEffect(() => { if (error) fail(error, title); }, [error, title, fail]);
}
