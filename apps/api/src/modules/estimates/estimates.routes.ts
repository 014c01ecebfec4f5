import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOAD_LIMITS, languageOfHeader } from '@pbs/domain';
import type { Context } from '../../graphql/context.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import { AppError, httpStatusOf, messageIn } from '../../lib/errors.js';
import { oneFile } from '../../lib/multipart-file.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { loadProblemsSheet, startLoad } from './load.service.js';
import { comparisonSheet } from './compare.service.js';
import { idText } from '../../lib/valid.js';
import { loadAnswer } from './load-answer.js';
import type { EstimateLoad } from './loads.repo.js';
import type { Actor } from '../../auth/actor.js';

const loadId = z.uuid();
const compareQuery = z.object({
  Year_IDs: z.string().max(200).transform((v) => v.split(',')).pipe(z.array(idText).min(2).max(10)),
  Stage: idText, By: z.string().max(20), Vote_ID: idText.optional(),
}).strict();
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
  // Several years side by side as a workbook (compareYears), in the caller's scope.
  app.get('/api/estimates/compare.xlsx', { config: { access: { signedIn: true } } }, async (req, reply) => {
    const q = compareQuery.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: 'Year_IDs (2 to 10, comma-separated), Stage and By are required' });
    const sheet = await comparisonSheet(ctx, actorOfRequest(req), q.data.Year_IDs, q.data.Stage, q.data.By, q.data.Vote_ID ?? null);
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${sheet.fileName}"`).send(sheet.body);
  });
  // Every problem of a refused load (the answer lists the first LOAD_LIMITS.badRowsShown), in the reader's language.
  app.get<{ Params: { id: string } }>('/api/estimates/loads/:id/problems.xlsx', { config: { access: { ministry: true } } }, async (req, reply) => {
    const id = loadId.safeParse(req.params.id);
    const sheet = id.success ? await loadProblemsSheet(ctx, actorOfRequest(req), id.data, languageOfHeader(req.headers['accept-language'])) : null;
    if (!sheet) return reply.code(404).send({ error: 'Not found' });
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${sheet.fileName.replace(/[^\w.\- ]/g, '_')}"`).send(sheet.body);
  });
  registerLoadPost(app, limitsOf, '/api/estimates/loads', query, 'Year_ID, Stage and Mapping_Name are required',
    (actor, file, q) => startLoad(ctx, actor, { fileName: file.fileName || 'estimates.xlsx', body: file.body, yearId: q.Year_ID, stage: q.Stage, mappingName: q.Mapping_Name }));
}

/**
 * A flat file's load started by POST (multipart, one .xlsx or .csv) with its query checked by `schema`, under the
 * per-user upload limit: answers 202 and the load, `checking`; refusals in the reader's language.
 */
export function registerLoadPost<Q extends z.ZodType>(app: FastifyInstance, limitsOf: (req: FastifyRequest) => TakeLimit, url: string, schema: Q, missing: string,
  start: (actor: Actor, file: { fileName: string; body: Buffer }, q: z.infer<Q>) => Promise<EstimateLoad>) {
  app.post(url, { config: { access: { ministry: true } } }, async (req, reply) => {
    const actor = actorOfRequest(req);
    const lang = languageOfHeader(req.headers['accept-language']);
    const q = schema.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: missing });
    const wait = await limitsOf(req)('uploadPerUser', String(actor.id));
    if (wait !== null) return reply.code(429).header('retry-after', String(wait)).send({ error: 'Too many uploads', seconds: wait });
    const file = await oneFile(req, LOAD_LIMITS.bytes);
    if (file === 'too-big') return reply.code(413).send({ error: `The file is larger than ${LOAD_LIMITS.bytes / 1024 / 1024} MiB` });
    if (typeof file === 'string') return reply.code(400).send({ error: 'No file was sent' });
    try {
      const load = await start(actor, file, q.data);
      req.log.info({ service: 'estimates', load: load.id, kind: load.kind, bytes: file.body.length, userId: actor.id }, 'flat-file load started');
      return reply.code(202).header('cache-control', 'no-store').send(loadAnswer(load, lang));
    } catch (err) {
      if (err instanceof AppError) return reply.code(httpStatusOf(err)).send({ code: err.extensions.code, error: messageIn(err, lang) });
      throw err;
    }
  });
}
