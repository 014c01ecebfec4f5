import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorCode } from '@pbs/domain';
import type { Db } from '../../db/client.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import { languageOfHeader } from '@pbs/domain';
import { AppError, httpStatusOf, messageIn } from '../../lib/errors.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { draftDocument } from './draft.service.js';
import { idText } from '../../lib/valid.js';

const id = idText;
const format = z.enum(['PDF', 'Excel']).default('PDF');
const query = z.union([
  z.object({ Submission_ID: id, Format: format }).strict(),
  z.object({ Report_ID: id, Year_ID: id, Entity_ID: id, Format: format }).strict(),
]);
const TYPES = { pdf: 'application/pdf', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };

/** The report generator (SPEC.md section 7): GET a draft document of a report for an entity, or of a task. */
export function registerReportGenerator(app: FastifyInstance, db: Db, limitsOf: (req: FastifyRequest) => TakeLimit) {
  app.get('/api/reports/generator', { config: { access: { signedIn: true } } }, async (req, reply) => {
    const q = query.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ code: ErrorCode.BAD_INPUT, error: 'Give Submission_ID, or Report_ID, Year_ID and Entity_ID; Format PDF or Excel' });
    try {
      const draft = await draftDocument({ db, limit: limitsOf(req) }, actorOfRequest(req), q.data);
      return reply.header('content-type', TYPES[draft.ext]).header('content-disposition', `attachment; filename="${draft.fileName}"`)
        .header('cache-control', 'private, no-store').send(draft.body);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return reply.code(httpStatusOf(e)).header('cache-control', 'no-store').send({ code: String(e.extensions.code), error: messageIn(e, languageOfHeader(req.headers['accept-language'])) });
    }
  });
}
