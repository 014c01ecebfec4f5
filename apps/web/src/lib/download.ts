import { getSession, sessionActions } from './session';
import { refreshAccessToken } from './client';
import { chosenLanguage } from './language';

/** A REST call the server refused: the message is its reason, in the screen's language; `status` lets callers say more (409: the archived file changed). */
export class RefusedError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

/** The browser could not reach the server (offline, or the server is down). */
export class Unreachable extends Error {}

/** A REST call with the session's bearer, renewed once on 401; a 423 hands over to the lock screen. */
export async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const call = () => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${getSession().access_token}`);
    headers.set('Accept-Language', chosenLanguage());
    return fetch(url, { ...init, headers }).catch(() => { throw new Unreachable('unreachable'); });
  };
  let res = await call();
  if (res.status === 401 && await refreshAccessToken()) res = await call();
  // 423: the session was locked (idle or by the button); the lock screen takes over, as for GraphQL calls.
  if (res.status === 423) sessionActions.setLocked(true);
  return res;
}

/** The reason a refused REST call gives (`{ error }`), else its status text. */
export async function refusalOf(res: Response): Promise<string> {
  const body = await res.json().catch(() => null) as { error?: unknown } | null;
  return typeof body?.error === 'string' ? body.error : res.statusText || `HTTP ${res.status}`;
}

/** Fetches a file with the session's bearer and saves it under the server's file name (or `fallback`). */
export async function downloadFile(url: string, fallback: string): Promise<void> {
  const res = await authorizedFetch(url);
  if (!res.ok) {
    // Refusals carry `{ code, error }`; the error names what is wrong (e.g. what a draft still needs).
    throw new RefusedError(res.status, await refusalOf(res));
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  // filename* carries names outside ASCII (an attachment named in Luganda or French); filename is the fallback.
  const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const name = (encoded ? decodeURIComponent(encoded) : /filename="([^"]+)"/.exec(disposition)?.[1]) ?? fallback;
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(await res.blob()), download: name });
  link.click();
  // Revoked later: revoking at once can cancel a download the browser has not yet started reading.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
