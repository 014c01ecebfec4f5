import { useCallback, useEffect } from 'react';
import { CombinedError } from 'urql';
import { RefusedError, Unreachable } from '../lib/download';
import { toastError } from '../lib/toast';
import { isMessageKey, useT, type MessageKey, type Translate } from './index';

/**
 * What a person reads of a failed request or REST call: the server's message (SPEC: "the server message"; the server
 * says its refusals in the language the screen asks for), the translation where the server sent a message key, and
 * "the server could not be reached" where no answer came — never the browser's or the transport's English.
 */
export function errorMessage(problem: unknown, t: Translate, fallback: MessageKey = 'ERROR.FAILED'): string {
  if (problem instanceof CombinedError) {
    const first = problem.graphQLErrors.at(0);
    if (!first) return t(problem.networkError ? 'ERROR.NETWORK' : fallback);
    const code = first.extensions.code;
    if (typeof code === 'string' && isMessageKey(code)) return t(code);
    // A failure the server did not expect is masked ("Unexpected error."): say it in the screen's language.
    if (code === 'INTERNAL_SERVER_ERROR') return t(fallback);
    return isMessageKey(first.message) ? t(first.message) : first.message || t(fallback);
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
