import type { UploadFailure, UploadPhase, UploadPreviewAnswer, UploadProgressLine, UploadSuccess } from '@pbs/domain';
import { getSession, sessionActions } from './session';
import { refreshAccessToken } from './client';
import { authorizedFetch, RefusedError, Unreachable } from './download';

export type UploadAnswer = UploadSuccess | UploadFailure | UploadPreviewAnswer;
type Ended = { status: number; body: unknown };

/**
 * Reads the complete lines of a streamed answer (Progress=1) from `from` on: each step begun goes to `onPhase`,
 * the closing line (status and body) is returned. Answers where the lines were read up to.
 */
function readLines(text: string, from: number, onPhase: (phase: UploadPhase) => void): { read: number; end?: Ended } {
  let read = from;
  let end: Ended | undefined;
  for (let nl = text.indexOf('\n', read); nl >= 0; nl = text.indexOf('\n', read)) {
    const line = JSON.parse(text.slice(read, nl)) as UploadProgressLine;
    read = nl + 1;
    if ('phase' in line) onPhase(line.phase); else end = line;
  }
  return { read, end };
}

function send(url: string, file: File, onProgress: (percent: number) => void, onPhase: (phase: UploadPhase) => void): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${getSession().access_token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    let read = 0;
    let end: Ended | undefined;
    const take = () => {
      if (!xhr.getResponseHeader('content-type')?.includes('ndjson')) return;
      const got = readLines(xhr.responseText, read, onPhase);
      read = got.read;
      end = got.end ?? end;
    };
    xhr.onprogress = take;
    xhr.onload = () => {
      take();
      if (end) { resolve(end); return; }
      // Refused before any step (signed out, locked, too many uploads): a plain JSON answer.
      let body: unknown = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON: reported by status */ }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Unreachable('unreachable'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function answerOf(r: Ended): UploadAnswer {
  if (r.status === 423) sessionActions.setLocked(true);
  if (r.body && typeof r.body === 'object' && 'ok' in r.body) return r.body as UploadAnswer;
  // Refused before any step (signed out, too many uploads): `{ error }` says why; anything else is an unexpected failure.
  const error = (r.body as { error?: unknown } | null)?.error;
  throw typeof error === 'string' ? new RefusedError(r.status, error) : new Error(`HTTP ${r.status}`);
}

/**
 * Posts a spreadsheet with the progress of its bytes (XMLHttpRequest reports it; fetch does not) and then of the
 * server's steps (parse, check, compare or write), renewing the token once on 401.
 */
export async function uploadSpreadsheet(url: string, file: File, onProgress: (percent: number) => void, onPhase: (phase: UploadPhase) => void): Promise<UploadAnswer> {
  const streamed = `${url}${url.includes('?') ? '&' : '?'}Progress=1`;
  let r = await send(streamed, file, onProgress, onPhase);
  if (r.status === 401 && await refreshAccessToken()) r = await send(streamed, file, onProgress, onPhase);
  return answerOf(r);
}

/** Commits a previewed upload, telling each step of the server as it begins (every check runs again). */
export async function commitUpload(previewId: string, onPhase: (phase: UploadPhase) => void): Promise<UploadAnswer> {
  const res = await authorizedFetch(`/api/uploads/previews/${previewId}/commit?Progress=1`, { method: 'POST' });
  if (!res.headers.get('content-type')?.includes('ndjson') || !res.body) return answerOf({ status: res.status, body: await res.json().catch(() => null) });
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let read = 0;
  let end: Ended | undefined;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += chunk.value;
    const got = readLines(text, read, onPhase);
    read = got.read;
    end = got.end ?? end;
  }
  return answerOf(end ?? { status: 500, body: null });
}

/**
 * Sends a national file to start its load (its bytes' progress told as they go), renewing the token once on 401:
 * the load's id once the server has kept it, or the refusal's message.
 */
export async function startNationalLoad(path: '/api/estimates/loads' | '/api/execution/loads', query: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  const url = `${path}?${query}`;
  let r = await send(url, file, onProgress, () => undefined);
  if (r.status === 401 && await refreshAccessToken()) r = await send(url, file, onProgress, () => undefined);
  if (r.status === 423) sessionActions.setLocked(true);
  const body = r.body as { id?: string; error?: string } | null;
  if (r.status === 202 && body?.id) return body.id;
  throw new RefusedError(r.status, body?.error ?? `HTTP ${r.status}`);
}
