import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Context } from '../../graphql/context.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { registerLoadPost } from '../estimates/estimates.routes.js';
import { startExecutionLoad } from './execution-load.service.js';

const query = z.object({
  Year_ID: z.coerce.number().int().positive().max(2 ** 31 - 1), Month: z.coerce.number().int().min(1).max(12),
  Mapping_Name: z.string().trim().min(1).max(100),
}).strict();

/**
 * POST /api/execution/loads?Year_ID=&Month=&Mapping_Name= (multipart, one .xlsx or .csv): starts the load of a month
 * of the year's execution from the financial system's export, with an execution mapping kept under that name; followed
 * and committed as a national load is (`estimateLoad`, `commitEstimateLoad`; docs/EXECUTION-LOAD.md).
 */
export function registerExecutionLoads(app: FastifyInstance, ctx: Pick<Context, 'db' | 'files' | 'jobs'>, limitsOf: (req: FastifyRequest) => TakeLimit) {
  registerLoadPost(app, limitsOf, '/api/execution/loads', query, 'Year_ID, Month (1–12) and Mapping_Name are required',
    (actor, file, q) => startExecutionLoad(ctx, actor, { fileName: file.fileName || 'execution.csv', body: file.body, yearId: q.Year_ID, month: q.Month, mappingName: q.Mapping_Name }));
}
