import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Context } from '../../graphql/context.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import { idText } from '../../lib/valid.js';
import { credibilityWorkbook } from './credibility.workbook.js';

const query = z.object({ Year_IDs: z.string().max(200).transform((v) => v.split(',')).pipe(z.array(idText).min(1).max(10)).optional() }).strict();

/** GET /api/credibility.xlsx[?Year_IDs=1,2,3]: budget credibility and the tables behind each score, for the ministry. */
export function registerCredibility(app: FastifyInstance, ctx: Pick<Context, 'db'>) {
  app.get('/api/credibility.xlsx', { config: { access: { ministry: true } } }, async (req, reply) => {
    const q = query.safeParse(req.query);
    if (!q.success) return reply.code(400).send({ error: 'Year_IDs: up to 10 year ids, comma-separated' });
    const sheet = await credibilityWorkbook(ctx, actorOfRequest(req), q.data.Year_IDs ?? null);
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${sheet.fileName}"`).send(sheet.body);
  });
}
