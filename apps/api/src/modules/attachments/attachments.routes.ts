import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@pbs/domain';
import type { Db } from '../../db/client.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import { languageOfHeader } from '@pbs/domain';
import { AppError, httpStatusOf, messageIn } from '../../lib/errors.js';
import type { FileStore } from '../../lib/file-store.js';
import { oneFile } from '../../lib/multipart-file.js';
import { idText } from '../../lib/valid.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { ATTACHMENT_LIMITS, AttachmentRefused } from './attachment-file.js';
import { addAttachment, readAttachment } from './attachments.service.js';

const id = idText;
const target = z.object({ Report_ID: id, Year_ID: id, Entity_ID: id, Purpose: z.enum(['Document', 'Supporting']) }).strict();

/** Refusals as `{ code, error }` with the status that says why; anything else is a server error. */
function refuse(req: FastifyRequest, reply: FastifyReply, e: unknown) {
  if (e instanceof AttachmentRefused) return reply.code(e.status).send({ code: ErrorCode.BAD_INPUT, error: e.message });
  if (e instanceof AppError) return reply.code(httpStatusOf(e)).send({ code: String(e.extensions.code), error: messageIn(e, languageOfHeader(req.headers['accept-language'])) });
  throw e;
}

/**
 * The reports upload (SPEC.md section 7): POST /api/uploads/reports?Report_ID&Year_ID&Entity_ID&Purpose with
 * one multipart file attaches the document of an uploaded report or a supporting file; GET
 * /api/uploads/reports/:id downloads one for anyone who may see the entity (approvers included).
 * Listing and removal are GraphQL (reportAttachments, removeReportAttachment).
 */
export function registerReportAttachments(app: FastifyInstance, db: Db, files: FileStore, limitsOf: (req: FastifyRequest) => TakeLimit) {
  const signedIn = { config: { access: { signedIn: true } } };
  app.post('/api/uploads/reports', signedIn, async (req, reply) => {
    const actor = actorOfRequest(req);
    const wait = await limitsOf(req)('uploadPerUser', String(actor.id));
    if (wait !== null) return reply.code(429).header('retry-after', String(wait)).send({ code: ErrorCode.TOO_MANY_ATTEMPTS, error: `Too many uploads; try again in ${wait} s` });
    const q = target.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ code: ErrorCode.BAD_INPUT, error: 'Give Report_ID, Year_ID, Entity_ID and Purpose (Document or Supporting)' });
    const file = await oneFile(req, ATTACHMENT_LIMITS.bytes);
    if (file === 'too-big') return reply.code(413).send({ code: ErrorCode.BAD_INPUT, error: `The file is larger than ${ATTACHMENT_LIMITS.bytes / 1024 / 1024} MiB` });
    if (typeof file === 'string') return reply.code(400).send({ code: ErrorCode.BAD_INPUT, error: 'Send the file as multipart' });
    try {
      const row = await addAttachment({ db, files }, actor, { ...q.data, purpose: q.data.Purpose, fileName: file.fileName }, file.body);
      return reply.header('cache-control', 'no-store').send({
        Attachment_ID: row.id, File_Name: row.fileName, File_Format: row.fileFormat, Purpose: row.purpose, Bytes: row.bytes, SHA256: row.sha256,
      });
    } catch (e) { return refuse(req, reply, e); }
  });
  app.get<{ Params: { id: string } }>('/api/uploads/reports/:id', signedIn, async (req, reply) => {
    const n = id.safeParse(req.params.id);
    if (!n.success) return reply.code(404).send({ code: ErrorCode.RECORD_NOT_FOUND, error: 'Not found' });
    try {
      const file = await readAttachment({ db, files }, actorOfRequest(req), n.data);
      return reply.header('content-type', file.mime).header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, no-store').send(file.body);
    } catch (e) { return refuse(req, reply, e); }
  });
}
