import { UPLOAD_KINDS, type RowError, type UploadKind } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Lookups } from './lookups.js';
import { readSheet, sheetNameOf, type SheetRow } from '../../lib/read-sheet.js';
import { UploadRefused } from '../../lib/upload-refused.js';
import { validateRows, type ParsedRow } from './validate-rows.js';
import { guardXlsx } from './zip-guard.js';

export interface ParseJob { body: Uint8Array; kind: UploadKind; lookups: Lookups; actor: Actor }
export interface ReadJob { body: Uint8Array; kind: UploadKind }
export type ParseResult =
  | { ok: true; parsed: ParsedRow[]; errors: RowError[]; warnings: RowError[] }
  | { ok: false; status: number; code: UploadRefused['code']; params: UploadRefused['params'] };

/**
 * Runs in a worker thread (parse-pool.ts): the content check, the streamed read and every cell's
 * validation, the CPU-heavy part of an import, off the thread that answers everyone else.
 */
export default async function parseUpload({ body, kind, lookups, actor }: ParseJob): Promise<ParseResult> {
  const buf = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const columns = UPLOAD_KINDS[kind].columns;
  try {
    const sheet = await readSheet(await guardXlsx(buf), columns, sheetNameOf(kind));
    return { ok: true, ...validateRows(sheet, columns, lookups, actor) };
  } catch (err) {
    if (err instanceof UploadRefused) return { ok: false, status: err.status, code: err.code, params: err.params };
    throw err;
  }
}

/** The file's rows as they were uploaded, unvalidated (a refused file's rows given back with their problems). */
export async function readRows({ body, kind }: ReadJob): Promise<SheetRow[]> {
  return readSheet(await guardXlsx(Buffer.from(body.buffer, body.byteOffset, body.byteLength)), UPLOAD_KINDS[kind].columns, sheetNameOf(kind));
}
