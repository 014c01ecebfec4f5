import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { LOG_TYPES } from '@pbs/domain';
import type { Db } from '../../db/client.js';
import { safeCell } from '../../lib/excel.js';
import { AppError } from '../../lib/errors.js';
import { MAX_LIMIT, optionalRange } from './filters.js';
import { AUDIT_PATH, LOGINS_PATHS, LOGS_PATH } from './records.schema.js';
import { auditsPage, auditWhere, loginsPage, loginWhere, logsPage, logWhere } from './sources.js';

const CHUNK = 5000;
const filters = z.object({
  StartDate: z.string().max(30).optional(), EndDate: z.string().max(30).optional(),
  Log_Type: z.enum(LOG_TYPES).optional(), Service_Name: z.string().max(60).optional(), Search: z.string().max(100).optional(),
  User_Name: z.string().max(50).optional(), Login_Status: z.enum(['true', 'false']).optional(),
  Table_Name: z.string().max(60).optional(), Audit_Type: z.enum(['create', 'update', 'remove']).optional(), User_ID: z.coerce.number().int().positive().optional(),
});
type Filters = z.infer<typeof filters>;

/** Each export: who may download it, its columns, and one page of its rows under the screen's filters. */
const EXPORTS = {
  logs: {
    paths: [LOGS_PATH], headers: ['Created_Date', 'Log_Type', 'Service_Name', 'Log_Details'],
    page: (db: Db, f: Filters, o: number) => logsPage(db, logWhere({ range: optionalRange(f.StartDate, f.EndDate), type: f.Log_Type, service: f.Service_Name, search: f.Search }), o, CHUNK),
  },
  logins: {
    paths: LOGINS_PATHS, headers: ['Created_Date', 'User_Name', 'Login_Status', 'Login_Message', 'IP_Address'],
    page: (db: Db, f: Filters, o: number) => loginsPage(db, loginWhere({ range: optionalRange(f.StartDate, f.EndDate), userName: f.User_Name,
      status: f.Login_Status === undefined ? null : f.Login_Status === 'true' }), o, CHUNK),
  },
  audits: {
    paths: [AUDIT_PATH], headers: ['Created_Date', 'Table_Name', 'Audit_Type', 'Record_ID', 'Created_By_Name', 'Old_Values', 'New_Values', 'Hash'],
    page: (db: Db, f: Filters, o: number) => auditsPage(db, auditWhere({ range: optionalRange(f.StartDate, f.EndDate), table: f.Table_Name, type: f.Audit_Type, userId: f.User_ID }), o, CHUNK),
  },
} as const;

/**
 * GET /api/records/{logs|logins|audits}.xlsx with the screen's filters: streamed, newest first, at most
 * 100,000 rows, for holders of the screen's menu. Cells that a spreadsheet would run are neutralised.
 */
export function registerRecordExports(app: FastifyInstance, db: Db) {
  const exportOf = (req: FastifyRequest) => EXPORTS[(req.params as { kind: string }).kind as keyof typeof EXPORTS] as (typeof EXPORTS)[keyof typeof EXPORTS] | undefined;
  app.get<{ Params: { kind: string } }>('/api/records/:kind.xlsx', { config: { access: (req) => {
    const def = exportOf(req);
    return def ? { menu: [...def.paths] } : null;
  } } }, async (req, reply) => {
    const def = exportOf(req);
    if (!def) return reply.code(404).send({ error: 'Not found' });
    const parsed = filters.safeParse(req.query);
    if (!parsed.success) return reply.code(400).send({ error: 'Invalid parameters' });
    let first;
    try {
      first = await def.page(db, parsed.data, 0);
    } catch (err) {
      if (err instanceof AppError) return reply.code(400).send({ error: err.message });
      throw err;
    }
    const out = new PassThrough();
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet(req.params.kind, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = def.headers.map((h) => ({ header: h, width: 20 }));
    void (async () => {
      ws.getRow(1).font = { bold: true };
      let rows = first.dataList as Record<string, unknown>[];
      let written = 0;
      while (rows.length && written < MAX_LIMIT) {
        for (const r of rows.slice(0, MAX_LIMIT - written)) {
          ws.addRow(def.headers.map((h) => (r[h] instanceof Date ? (r[h]).toISOString() : safeCell(r[h])))).commit();
        }
        written += rows.length;
        rows = rows.length < CHUNK ? [] : (await def.page(db, parsed.data, written)).dataList;
      }
      ws.commit();
      await wb.commit();
    })().catch((err: unknown) => { req.log.error({ service: 'records', err }, 'export failed'); out.destroy(err instanceof Error ? err : new Error(String(err))); });
    const stamp = new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-');
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="PBS_${req.params.kind}_${stamp}.xlsx"`).header('cache-control', 'no-store').send(out);
  });
}
