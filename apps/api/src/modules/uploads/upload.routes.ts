import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { isUploadKind, UploadError, UPLOAD_LIMITS, type UploadFailure } from '@pbs/domain';
import type { Db } from '../../db/client.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import type { FileStore } from '../../lib/file-store.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { cancelUpload, commitUpload, importUpload, previewUpload, resolveTarget } from './upload.service.js';
import { ParseQueueFull, UploadParser } from './parse-pool.js';
import { UploadRefused } from './upload-refused.js';
import { templateStream } from './template.js';
import { mib } from './zip-guard.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const target = z.object({ Year_ID: z.coerce.number().int().positive().optional(), Stage: z.coerce.number().int().min(1).max(20).optional(),
  Preview: z.enum(['1', 'true']).optional() });
const previewId = z.uuid();

function refuse(reply: FastifyReply, status: number, code: UploadFailure['code'], params: UploadFailure['params'] = {}, rowErrors: UploadFailure['rowErrors'] = [], errorCount = rowErrors.length) {
  const body: UploadFailure = { ok: false, code, params, rowErrors, errorCount };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** Refusals of the service as UploadFailure; a full parse queue asks the caller to come back. */
function refused(reply: FastifyReply, req: FastifyRequest, err: unknown, kind: string, userId: number) {
  if (err instanceof ParseQueueFull) return refuse(reply.header('retry-after', '30'), 429, UploadError.TOO_MANY_UPLOADS, { seconds: 30 });
  if (!(err instanceof UploadRefused)) throw err;
  const count = Number(err.params.count ?? err.rowErrors.length);
  req.log.warn({ service: 'uploads', kind, code: err.code, errors: count, userId }, 'upload refused');
  return refuse(reply, err.status, err.code, err.params, err.rowErrors, count);
}

/**
 * POST /api/uploads/:kind (multipart, one .xlsx) imports a spreadsheet, or with Preview=1 checks it and answers
 * what it would do without writing (POST /api/uploads/previews/:id/commit writes it, DELETE drops it);
 * GET /api/uploads/:kind/template.xlsx gives its template. All need a signed-in user; the service applies the
 * vote scope and ministry-only kinds.
 */
export async function registerUploads(app: FastifyInstance, db: Db, files: FileStore, parser: UploadParser, limitsOf: (req: FastifyRequest) => TakeLimit) {
  app.addHook('onClose', () => parser.close());
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
    if (!req.isMultipart()) return refuse(reply, 400, UploadError.NO_FILE);
    let part;
    let body: Buffer;
    try {
      part = await req.file();
      if (!part) return refuse(reply, 400, UploadError.NO_FILE);
      body = await part.toBuffer();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') return refuse(reply, 413, UploadError.TOO_BIG, { limit: mib(UPLOAD_LIMITS.fileBytes) });
      if (code?.startsWith('FST_')) return refuse(reply, 400, UploadError.NO_FILE);
      throw err;
    }
    const input = { kind: req.params.kind, fileName: part.filename || 'upload.xlsx', body, yearId: q.data.Year_ID, stage: q.data.Stage };
    try {
      if (q.data.Preview) return reply.header('cache-control', 'no-store').send(await previewUpload(db, files, parser, actor, input));
      const result = await importUpload(db, files, parser, actor, input);
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
    try {
      const result = await commitUpload(db, files, parser, actor, id.data);
      req.log.info({ service: 'uploads', kind: result.kind, rows: result.rows, batchId: result.batchId, userId: actor.id }, 'upload committed');
      return reply.header('cache-control', 'no-store').send(result);
    } catch (err) {
      return refused(reply, req, err, 'preview', actor.id);
    }
  });

  app.delete<{ Params: { id: string } }>('/api/uploads/previews/:id', signedIn, async (req, reply) => {
    const id = previewId.safeParse(req.params.id);
    if (id.success) await cancelUpload(db, files, actorOfRequest(req), id.data);
    return reply.code(204).send();
  });
}
