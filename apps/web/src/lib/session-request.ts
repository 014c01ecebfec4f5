import { useCallback, useState } from 'react';
import { CSRF_HEADER } from '@pbs/domain';
import { chosenLanguage } from './language';
import type { TypedDocumentString } from '../gql-session/graphql';

/** A refusal as the session screens read it: each GraphQL error's code and details (extensions). */
export interface SessionError { graphQLErrors: { message: string; extensions: Record<string, unknown> }[] }
export interface SessionAnswer<T> { data?: T; error?: SessionError }

/**
 * One session operation — sign-in, its one-time code, the token refresh — over plain fetch, so the sign-in page
 * loads no GraphQL client (the app's urql client comes with the next screen). Same headers as that client: the
 * CSRF header, the screens' language for refusals, and a bearer token where the step carries one.
 */
export async function sessionRequest<T, V>(doc: TypedDocumentString<T, V>, variables: V, bearer?: string | null): Promise<SessionAnswer<T>> {
  try {
    const res = await fetch('/graphql', {
      method: 'POST', credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json', [CSRF_HEADER]: '1', 'Accept-Language': chosenLanguage(),
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      body: JSON.stringify({ query: doc.toString(), variables }),
    });
    const body = await res.json() as { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    const errors = (body.errors ?? []).map((e) => ({ message: e.message, extensions: e.extensions ?? {} }));
    return { data: body.data ?? undefined, error: errors.length || !res.ok ? { graphQLErrors: errors } : undefined };
  } catch {
    // No answer (offline, a proxy's page): a refusal with no code, said as the screen's fallback.
    return { error: { graphQLErrors: [] } };
  }
}

/** A session operation for a screen: whether it is under way, and the call (variables, and the step's bearer token). */
export function useSessionRequest<T, V>(doc: TypedDocumentString<T, V>) {
  const [fetching, setFetching] = useState(false);
  const run = useCallback(async (variables: V, bearer?: string | null) => {
    setFetching(true);
    try { return await sessionRequest(doc, variables, bearer); } finally { setFetching(false); }
  }, [doc]);
  return [fetching, run] as const;
}
