import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { isUploadKind, languageOfHeader, LANGUAGES, serverText, UploadError, UPLOAD_LIMITS, type UploadFailure, type UploadKind, type UploadPhase, type UploadPreviewAnswer, type UploadProgressLine, type UploadSuccess } from '@pbs/domain';
import type { Db } from '../../db/client.js';
import { oneFile } from '../../lib/multipart-file.js';
import { databaseFault } from '../../db/faults.js';
import { noteFault } from '../../lib/fault-log.js';
import { RETRY_AFTER_SECONDS } from '../../lib/errors.js';
import { idText } from '../../lib/valid.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import type { FileStore } from '../../lib/file-store.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { cancelUpload, commitUpload, importUpload, previewUpload, resolveTarget } from './upload.service.js';
import { ParseQueueFull, UploadParser } from './parse-pool.js';
import { UploadRefused } from '../../lib/upload-refused.js';
import { templateStream } from './template.js';
import { mib } from './zip-guard.js';
import { batchFile, revertUpload, uploadedList, uploadHistory } from './history.service.js';
import { rejectedRowsSheet } from './rejections.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const flag = z.enum(['1', 'true']).optional();
const target = z.object({ Year_ID: z.coerce.number().int().positive().optional(), Stage: z.coerce.number().int().min(1).max(20).optional(),
  Preview: flag, Progress: flag });
const previewId = z.uuid();
const progressQuery = z.object({ Progress: flag });
const historyQuery = z.object({ kind: z.custom<UploadKind>((k) => typeof k === 'string' && isUploadKind(k)), Year_ID: z.coerce.number().int().positive() });
const rowsQuery = historyQuery.extend({ offset: z.coerce.number().int().min(0).max(UPLOAD_LIMITS.dataRows).default(0), limit: z.coerce.number().int().min(1).max(200).default(50) });
const batchId = idText;
const langQuery = z.object({ lang: z.enum(LANGUAGES).default('en') });
const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.\- ]/g, '_')}"`;

const failure = (code: UploadFailure['code'], params: UploadFailure['params'] = {}, rowErrors: UploadFailure['rowErrors'] = [], errorCount = rowErrors.length): UploadFailure =>
  ({ ok: false, code, params, rowErrors, errorCount });

function refuse(reply: FastifyReply, status: number, code: UploadFailure['code'], params: UploadFailure['params'] = {}, rowErrors: UploadFailure['rowErrors'] = [], errorCount = rowErrors.length) {
  return reply.code(status).header('cache-control', 'no-store').send(failure(code, params, rowErrors, errorCount));
}

/** Refusals of the service as UploadFailure; a full parse queue asks the caller to come back. */
function failureOf(req: FastifyRequest, err: unknown, kind: string, userId: number): { status: number; body: UploadFailure; retryAfter?: number } {
  if (err instanceof ParseQueueFull) return { status: 429, body: failure(UploadError.TOO_MANY_UPLOADS, { seconds: 30 }), retryAfter: 30 };
  const fault = databaseFault(err);
  if (fault) {
    noteFault(req.log, err, 'uploads');
    return fault === 'unreachable'
      ? { status: 503, body: failure(UploadError.DATABASE_UNREACHABLE), retryAfter: RETRY_AFTER_SECONDS }
      : { status: 507, body: failure(UploadError.STORAGE_FULL) };
  }
  if (!(err instanceof UploadRefused)) throw err;
  const count = Number(err.params.count ?? err.rowErrors.length);
  req.log.warn({ service: 'uploads', kind, code: err.code, errors: count, userId }, 'upload refused');
  const lang = languageOfHeader(req.headers['accept-language']);
  const params = Object.fromEntries(Object.entries(err.params).map(([k, v]) => [k, Array.isArray(v) ? v.map((s) => serverText(lang, s)).join('; ') : v]));
  return { status: err.status, body: failure(err.code, params, err.rowErrors, count) };
}

function refused(reply: FastifyReply, req: FastifyRequest, err: unknown, kind: string, userId: number) {
  const f = failureOf(req, err, kind, userId);
  if (f.retryAfter) reply.header('retry-after', String(f.retryAfter));
  return reply.code(f.status).header('cache-control', 'no-store').send(f.body);
}

/**
 * With Progress=1 the answer is NDJSON: a line as each step of the server begins (parse, check, compare or
 * write), then one with the status and body the plain answer would have had (the HTTP status is 200 once lines
 * flow). A long file shows where it is, not only its bytes going up.
 */
function streamed(reply: FastifyReply, req: FastifyRequest, kind: string, userId: number, run: (progress: (phase: UploadPhase) => void) => Promise<UploadSuccess | UploadPreviewAnswer>) {
  const out = new PassThrough();
  const line = (l: UploadProgressLine) => out.write(`${JSON.stringify(l)}\n`);
  void run((phase) => line({ phase }))
    .then((body) => line({ status: 200, body }))
    .catch((err: unknown) => {
      try {
        const f = failureOf(req, err, kind, userId);
        line({ status: f.status, body: f.body });
      } catch (unexpected) {
        req.log.error({ err: unexpected, service: 'uploads', kind, userId }, 'upload failed');
        line({ status: 500, body: null });
      }
    })
    .finally(() => out.end());
  // No proxy may hold the lines back until the end.
  return reply.header('content-type', 'application/x-ndjson').header('cache-control', 'no-store').header('x-accel-buffering', 'no').send(out);
}

/**
 * POST /api/uploads/:kind (multipart, one .xlsx) imports a spreadsheet, or with Preview=1 checks it and answers
 * what it would do without writing (POST /api/uploads/previews/:id/commit writes it, DELETE drops it);
 * GET /api/uploads/:kind/template.xlsx gives its template. All need a signed-in user; the service applies the
 * vote scope and ministry-only kinds. GET /api/uploads/history lists a kind's uploads of a year (batches and the
 * caller's refused files); a batch's original file, the rejected rows of a refused file, and revert of a batch
 * (POST /api/uploads/batches/:id/revert) hang off it.
 */
export async function registerUploads(app: FastifyInstance, db: Db, files: FileStore, parser: UploadParser, limitsOf: (req: FastifyRequest) => TakeLimit) {
  app.addHook('onClose', () => parser.close());
  const ctx = { db, files, parser };
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: 1, fields: 5, fieldSize: 200, parts: 6 } });
  const signedIn = { config: { access: { signedIn: true } } };

  app.get<{ Params: { kind: string } }>('/api/uploads/:kind/template.xlsx', signedIn, async (req, reply) => {
    const actor = actorOfRequest(req);
    const q = target.safeParse(req.query);
    if (!isUploadKind(req.params.kind) || !q.success) return reply.code(404).send({ error: 'Not found' });
    const where = await resolveTarget(db, req.params.kind, q.data.Year_ID, q.data.Stage);
    if (!where) return reply.code(404).send({ error: 'Not found' });
    const body = await templateStream(db, actor, req.params.kind, where.yearId, where.stageId);
    return reply.header('content-type', XLSX).header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="PBS_${req.params.kind}_template.xlsx"`).send(body);
  });

  app.post<{ Params: { kind: string } }>('/api/uploads/:kind', signedIn, async (req, reply) => {
    const actor = actorOfRequest(req);
    const q = target.safeParse(req.query);
    if (!isUploadKind(req.params.kind) || !q.success) return reply.code(404).send({ error: 'Not found' });
    const limit = limitsOf(req);
    const wait = await limit('uploadPerIp', req.ip) ?? await limit('uploadPerUser', String(actor.id));
    if (wait !== null) return refuse(reply.header('retry-after', String(wait)), 429, UploadError.TOO_MANY_UPLOADS, { seconds: wait });
    const file = await oneFile(req, UPLOAD_LIMITS.fileBytes);
    if (file === 'too-big') return refuse(reply, 413, UploadError.TOO_BIG, { limit: mib(UPLOAD_LIMITS.fileBytes) });
    if (typeof file === 'string') return refuse(reply, 400, UploadError.NO_FILE);
    const input = { kind: req.params.kind, fileName: file.fileName || 'upload.xlsx', body: file.body, yearId: q.data.Year_ID, stage: q.data.Stage };
    if (q.data.Progress) {
      return streamed(reply, req, input.kind, actor.id, (progress) => (q.data.Preview ? previewUpload(ctx, actor, input, progress)
        : importUpload(ctx, actor, input, progress)));
    }
    try {
      if (q.data.Preview) return reply.header('cache-control', 'no-store').send(await previewUpload(ctx, actor, input));
      const result = await importUpload(ctx, actor, input);
      req.log.info({ service: 'uploads', kind: result.kind, rows: result.rows, batchId: result.batchId, userId: actor.id }, 'upload imported');
      return reply.header('cache-control', 'no-store').send(result);
    } catch (err) {
      return refused(reply, req, err, req.params.kind, actor.id);
    }
  });

  app.post<{ Params: { id: string } }>('/api/uploads/previews/:id/commit', signedIn, async (req, reply) => {
    const actor = actorOfRequest(req);
    const id = previewId.safeParse(req.params.id);
    if (!id.success) return refuse(reply, 410, UploadError.PREVIEW_GONE);
    // A commit parses the file again: it counts against the user's uploads like the preview did.
    const wait = await limitsOf(req)('uploadPerUser', String(actor.id));
    if (wait !== null) return refuse(reply.header('retry-after', String(wait)), 429, UploadError.TOO_MANY_UPLOADS, { seconds: wait });
    if (progressQuery.safeParse(req.query).data?.Progress) return streamed(reply, req, 'preview', actor.id, (progress) => commitUpload(ctx, actor, id.data, progress));
    try {
      const result = await commitUpload(ctx, actor, id.data);
      req.log.info({ service: 'uploads', kind: result.kind, rows: result.rows, batchId: result.batchId, userId: actor.id }, 'upload committed');
      return reply.header('cache-control', 'no-store').send(result);
    } catch (err) {
      return refused(reply, req, err, 'preview', actor.id);
    }
  });

  app.delete<{ Params: { id: string } }>('/api/uploads/previews/:id', signedIn, async (req, reply) => {
    const id = previewId.safeParse(req.params.id);
    if (id.success) await cancelUpload(ctx, actorOfRequest(req), id.data);
    return reply.code(204).send();
  });

  app.get('/api/uploads/history', signedIn, async (req, reply) => {
    const q = historyQuery.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: 'kind (an upload kind) and Year_ID are required' });
    return reply.header('cache-control', 'no-store').send(await uploadHistory(ctx, actorOfRequest(req), q.data.kind, q.data.Year_ID));
  });

  app.get('/api/uploads/rows', signedIn, async (req, reply) => {
    const q = rowsQuery.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: 'kind (a list kind), Year_ID, offset (0 or more) and limit (1 to 200) are expected' });
    const page = await uploadedList(ctx, actorOfRequest(req), q.data.kind, q.data.Year_ID, q.data.offset, q.data.limit);
    if (!page) return reply.code(400).send({ error: 'kind: a list kind (MTEF, IPF, virements and supplementaries have their own screens)' });
    return reply.header('cache-control', 'no-store').send(page);
  });

  app.get<{ Params: { id: string } }>('/api/uploads/batches/:id/file.xlsx', signedIn, async (req, reply) => {
    const id = batchId.safeParse(req.params.id);
    const file = id.success ? await batchFile(ctx, actorOfRequest(req), id.data) : null;
    if (!file) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', XLSX).header('cache-control', 'no-store').header('content-disposition', attachment(file.fileName)).send(file.body);
  });

  app.post<{ Params: { id: string } }>('/api/uploads/batches/:id/revert', signedIn, async (req, reply) => {
    const actor = actorOfRequest(req);
    const id = batchId.safeParse(req.params.id);
    try {
      const result = id.success ? await revertUpload(ctx, actor, id.data) : null;
      if (!result) return reply.code(404).send({ error: 'Not found' });
      req.log.info({ service: 'uploads', batchId: result.batchId, removed: result.removed, restored: result.restored, userId: actor.id }, 'upload reverted');
      return reply.header('cache-control', 'no-store').send(result);
    } catch (err) {
      return refused(reply, req, err, 'revert', actor.id);
    }
  });

  app.get<{ Params: { id: string } }>('/api/uploads/rejections/:id/rows.xlsx', signedIn, async (req, reply) => {
    const id = previewId.safeParse(req.params.id);
    const q = langQuery.safeParse(req.query);
    let sheet;
    try {
      sheet = id.success && q.success ? await rejectedRowsSheet(db, files, parser, actorOfRequest(req), id.data, q.data.lang) : null;
    } catch (err) {
      return refused(reply, req, err, 'rejected rows', actorOfRequest(req).id);
    }
    if (!sheet) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', XLSX).header('cache-control', 'no-store').header('content-disposition', attachment(sheet.fileName)).send(sheet.body);
  });
}
