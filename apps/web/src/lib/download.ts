import { getSession, sessionActions } from './session';
import { refreshAccessToken } from './client';

/** Thrown for a refused download; `status` lets callers say why (e.g. 409: the archived file changed). */
export class DownloadError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

/** Fetches a file with the session's bearer and saves it under the server's file name (or `fallback`). */
export async function downloadFile(url: string, fallback: string): Promise<void> {
  const get = () => fetch(url, { headers: { Authorization: `Bearer ${getSession().access_token}` } });
  let res = await get();
  if (res.status === 401 && await refreshAccessToken()) res = await get();
  // 423: the session was locked (idle or by the button); the lock screen takes over, as for GraphQL calls.
  if (res.status === 423) sessionActions.setLocked(true);
  if (!res.ok) {
    // Refusals carry `{ code, error }`; the error names what is wrong (e.g. what a draft still needs).
    const body = await res.json().catch(() => null) as { error?: unknown } | null;
    throw new DownloadError(res.status, typeof body?.error === 'string' ? body.error : res.statusText || `HTTP ${res.status}`);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(await res.blob()), download: name });
  link.click();
  URL.revokeObjectURL(link.href);
}
