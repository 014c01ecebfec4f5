import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import { oneFile } from '../../lib/multipart-file.js';
import type { FileStore } from '../../lib/file-store.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { SIGNATURE_LIMITS } from './signature-image.js';
import { ownSignature, saveSignature, SignatureRefused } from './signatures.service.js';

/**
 * The electronic signatures upload (SPEC.md section 7): POST /api/uploads/signature stores the caller's own
 * signature image; GET returns it for the profile screen. Registered after the uploads (multipart).
 */
export function registerSignatures(app: FastifyInstance, db: Db, files: FileStore, limitsOf: (req: FastifyRequest) => TakeLimit) {
  const signedIn = { config: { access: { signedIn: true } } };
  app.get('/api/uploads/signature', signedIn, async (req, reply) => {
    const found = await ownSignature({ db, files }, actorOfRequest(req));
    if (!found) return reply.code(404).send({ error: 'No signature on file' });
    return reply.header('content-type', found.mime).header('cache-control', 'private, no-store').send(found.body);
  });
  app.post('/api/uploads/signature', signedIn, async (req, reply) => {
    const actor = actorOfRequest(req);
    const wait = await limitsOf(req)('uploadPerUser', String(actor.id));
    if (wait !== null) return reply.code(429).header('retry-after', String(wait)).send({ error: `Too many uploads; try again in ${wait} s` });
    const file = await oneFile(req, SIGNATURE_LIMITS.bytes);
    if (file === 'too-big') return reply.code(413).send({ error: `The image is larger than ${SIGNATURE_LIMITS.bytes / 1024} KB` });
    if (typeof file === 'string') return reply.code(400).send({ error: 'Send the image as a multipart file' });
    try {
      const saved = await saveSignature({ db, files }, actor, file.body);
      return reply.header('cache-control', 'no-store').send({ ok: true, width: saved.width, height: saved.height, sha256: saved.sha256 });
    } catch (err) {
      if (err instanceof SignatureRefused) return reply.code(err.status).send({ error: err.message });
      throw err;
    }
  });
}
