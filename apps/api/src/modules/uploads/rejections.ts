import { rowErrorText, UPLOAD_ERROR_TEXT, UPLOAD_KINDS, type Language, type RowError, type RowErrorCode, type UploadKind } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { sheetBuffer } from '../../lib/excel.js';
import type { FileStore } from '../../lib/file-store.js';
import { dropOldRejections, insertRejection, rejectionOf } from '../batches/batches.repo.js';
import type { UploadParser } from './parse-pool.js';
import { entry } from '../../lib/present.js';

/** Refused files kept per user: enough to go back to yesterday's attempts, never a growing pile. */
export const REJECTIONS_KEPT = 20;

/** Keeps a refused file and every row's problem (the user's oldest beyond REJECTIONS_KEPT go); answers its id. */
export async function recordRejection(db: Db, files: FileStore, actor: Actor, input: { kind: UploadKind; fileName: string; body: Buffer }, yearId: number, errors: RowError[]) {
  return db.transaction(async (tx) => {
    const file = await files.put(tx, `uploads/rejected/${input.kind}`, 'xlsx', input.body);
    const id = await insertRejection(tx, {
      kind: input.kind, yearId, fileName: input.fileName.slice(0, 200), filePath: file.file, sha256: file.sha256,
      errorCount: errors.length, errors, createdBy: actor.id,
    });
    for (const old of await dropOldRejections(tx, actor.id, REJECTIONS_KEPT)) await files.remove(tx, old.filePath);
    return id;
  });
}

/**
 * The refused file's rows that have problems, as they were uploaded, between their row number and a column
 * naming every problem in the user's language: fix them there and upload them again. The file is read in the
 * upload workers; a full queue is ParseQueueFull, as for an upload.
 */
export async function rejectedRowsSheet(db: Db, files: FileStore, parser: UploadParser, actor: Actor, id: string, lang: Language) {
  const rejection = await rejectionOf(db, id, actor.id);
  const body = rejection && await files.read(db, rejection.filePath);
  if (!rejection || !body) return null;
  const columns = UPLOAD_KINDS[rejection.kind as UploadKind].columns;
  const rows = await parser.rows({ body, kind: rejection.kind as UploadKind });
  const problems = new Map<number, string[]>();
  for (const e of rejection.errors as RowError[]) {
    const text = `${e.column ? `${e.column}: ` : ''}${rowErrorText(lang, e.code as RowErrorCode, e.params)}`;
    problems.set(e.row, [...(problems.get(e.row) ?? []), text]);
  }
  const words = UPLOAD_ERROR_TEXT[lang];
  const sheet = await sheetBuffer(rejection.kind, [words['UPLOAD.ROW'], ...columns.map((c) => c.header), words['UPLOAD.PROBLEM']],
    rows.filter((r) => problems.has(r.row)).map((r) => [r.row, ...r.cells, entry(problems, r.row).join('; ')]));
  return { fileName: `${rejection.fileName.replace(/\.xlsx$/i, '')}-rejected-rows.xlsx`, body: sheet };
}
