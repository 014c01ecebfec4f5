import { Client, cacheExchange, fetchExchange, mapExchange } from 'urql';
import { authExchange } from '@urql/exchange-auth';
import { CSRF_HEADER } from '@pbs/domain';
import { getSession, sessionActions } from './session';
import { rememberSignOutReason } from './sign-out-reason';
import { chosenLanguage } from './language';
import { RefreshDocument as REFRESH } from '../gql-session/graphql';
import { sessionRequest } from './session-request';


const onAuthPage = () => window.location.pathname.startsWith('/auth');

/** GraphQL client: bearer token on every call, refresh-and-retry on Unauthorized or 401. */
export const client = new Client({
  url: '/graphql',
  // The server answers refusals in the language chosen on the screens, not the browser's.
  fetchOptions: () => ({ credentials: 'same-origin', headers: { [CSRF_HEADER]: '1', 'Accept-Language': chosenLanguage() } }),
  requestPolicy: 'cache-and-network',
  exchanges: [
    cacheExchange,
    mapExchange({
      onError(error) {
        if (error.graphQLErrors.some((e) => e.extensions.code === 'SCREEN_LOCKED')) sessionActions.setLocked(true);
      },
    }),
    authExchange((utils) => Promise.resolve({
      addAuthToOperation(operation) {
        const token = getSession().access_token;
        return token ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` }) : operation;
      },
      didAuthError(error) {
        if (onAuthPage()) return false;
        return (error.response as Response | undefined)?.status === 401 || error.graphQLErrors.some((e) => e.extensions.code === 'UNAUTHENTICATED');
      },
      async refreshAuth() {
        const result = await sessionRequest(REFRESH, {});
        const tokens = result.data?.refreshToken;
        if (tokens) {
          sessionActions.setTokens(tokens.access_token);
        } else {
          rememberSignOutReason(result.error?.graphQLErrors[0]?.extensions.reason);
          sessionActions.logout();
          if (!onAuthPage()) window.location.assign('/logout');
        }
      },
    })),
    fetchExchange,
  ],
});

/** Renews the access token through the refresh cookie (for plain HTTP calls outside urql); false when signed out. */
export async function refreshAccessToken(): Promise<boolean> {
  const result = await sessionRequest(REFRESH, {});
  const tokens = result.data?.refreshToken;
  if (tokens) sessionActions.setTokens(tokens.access_token);
  return !!tokens;
}
