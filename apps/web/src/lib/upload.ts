import type { UploadFailure, UploadPreviewAnswer, UploadSuccess } from '@pbs/domain';
import { getSession, sessionActions } from './session';
import { refreshAccessToken } from './client';

export type UploadAnswer = UploadSuccess | UploadFailure | UploadPreviewAnswer;

function send(url: string, file: File, onProgress: (percent: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${getSession().access_token}`);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    xhr.onload = () => {
      let body: unknown = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON: reported by status */ }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Network error'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Posts a spreadsheet with upload progress (XMLHttpRequest reports it; fetch does not), renewing the token once on 401. */
export async function uploadSpreadsheet(url: string, file: File, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  let r = await send(url, file, onProgress);
  if (r.status === 401 && await refreshAccessToken()) r = await send(url, file, onProgress);
  if (r.status === 423) sessionActions.setLocked(true);
  if (r.body && typeof r.body === 'object' && 'ok' in r.body) return r.body as UploadAnswer;
  throw new Error(`HTTP ${r.status}`);
}
