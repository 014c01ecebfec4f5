import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOAD_LIMITS, languageOfHeader } from '@pbs/domain';
import type { Context } from '../../graphql/context.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import { AppError, httpStatusOf, messageIn } from '../../lib/errors.js';
import { oneFile } from '../../lib/multipart-file.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { startLoad } from './load.service.js';
import { loadAnswer } from './load-answer.js';

const query = z.object({
  Year_ID: z.coerce.number().int().positive().max(2 ** 31 - 1), Stage: z.coerce.number().int().min(1).max(20),
  Mapping_Name: z.string().trim().min(1).max(100),
});

/**
 * POST /api/estimates/loads?Year_ID=&Stage=&Mapping_Name= (multipart, one .xlsx or .csv): starts a national load
 * with the mapping kept under that name (keepLoadMapping) and answers the load, state `checking`; its progress and
 * preview are read with the `estimateLoad` query, and `commitEstimateLoad` writes it (docs/NATIONAL-LOAD.md).
 */
export function registerEstimateLoads(app: FastifyInstance, ctx: Pick<Context, 'db' | 'files' | 'jobs'>, limitsOf: (req: FastifyRequest) => TakeLimit) {
  app.post('/api/estimates/loads', { config: { access: { ministry: true } } }, async (req, reply) => {
    const actor = actorOfRequest(req);
    const lang = languageOfHeader(req.headers['accept-language']);
    const q = query.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: 'Year_ID, Stage and Mapping_Name are required' });
    const wait = await limitsOf(req)('uploadPerUser', String(actor.id));
    if (wait !== null) return reply.code(429).header('retry-after', String(wait)).send({ error: 'Too many uploads', seconds: wait });
    const file = await oneFile(req, LOAD_LIMITS.bytes);
    if (file === 'too-big') return reply.code(413).send({ error: `The file is larger than ${LOAD_LIMITS.bytes / 1024 / 1024} MiB` });
    if (typeof file === 'string') return reply.code(400).send({ error: 'No file was sent' });
    try {
      const load = await startLoad(ctx, actor, { fileName: file.fileName || 'estimates.xlsx', body: file.body, yearId: q.data.Year_ID, stage: q.data.Stage, mappingName: q.data.Mapping_Name });
      req.log.info({ service: 'estimates', load: load.id, bytes: file.body.length, userId: actor.id }, 'national load started');
      return reply.code(202).header('cache-control', 'no-store').send(loadAnswer(load, lang));
    } catch (err) {
      if (err instanceof AppError) return reply.code(httpStatusOf(err)).send({ code: err.extensions.code, error: messageIn(err, lang) });
      throw err;
    }
  });
}
