import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { actorOfRequest } from '../../access/rest-hook.js';
import { sheetBuffer } from '../../lib/excel.js';
import { reportDetails } from './dashboard.service.js';
import { OUTPUTS } from './dashboard.repo.js';
import { CATEGORIES } from '../../access/categories.js';

const query = z.object({
  Report_Type: z.string().max(20), Report_Category: z.enum(CATEGORIES), Active_Year_ID: z.coerce.number().int().positive(),
  Previous_Year_ID: z.coerce.number().int().positive().optional(), Report_ID: z.coerce.number().int().positive(), Output: z.enum(OUTPUTS),
});

const LEVELS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh'];
const stamp = (d: Date) => d.toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-');
const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');

/** 'Download Excel Version' of the Report Details dialog, with the same scoping as the GraphQL query. */
export function registerDetailsExport(app: FastifyInstance, db: Db) {
  app.get('/api/reports/submission-details.xlsx', { config: { access: { signedIn: true } } }, async (req, reply) => {
    const actor = actorOfRequest(req);
    const parsed = query.safeParse(req.query);
    if (!parsed.success) return reply.code(400).send({ error: 'Invalid parameters' });
    const { report, rows } = await reportDetails({ db }, actor, parsed.data);
    const headers = ['Code', 'Name', 'Task Status', 'Initiator Status', ...LEVELS.map((l) => `${l} Level Status`)];
    const body = await sheetBuffer('Report_Submission_Details', headers,
      rows.map((r) => [r.entity.code, r.entity.name, r.Task_Status, r.Initiator_Status, ...r.levels]));
    const file = [actor.userName, report.category, report.reportType, 'Report_Submission_Details', stamp(new Date())].map(safeName).join('_');
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${file}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
