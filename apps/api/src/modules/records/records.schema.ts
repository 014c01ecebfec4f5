import type { ObjectRef } from '@pothos/core';
import { z } from 'zod';
import { LOG_TYPES } from '@pbs/domain';
import { builder } from '../../graphql/builder.js';
import { audits, loginRecords, logs } from '../../db/schema/index.js';
import { verifyAuditChain } from '../../lib/audit.js';
import { countType, type Row } from '../../graphql/object-type.js';
import { shape } from '../budget/shapes.js';
import { auditsGraph, loginsGraph, logsGraph, overview } from './charts.js';
import { optionalRange, page, parseRange } from './filters.js';
import { auditsInWords } from './audit-words.js';
import { auditsPage, auditTables, auditWhere, loginsPage, loginWhere, logServices, logsPage, logWhere, rowCount } from './sources.js';
import { countInRange as counted } from './rollups.js';

export const LOGS_PATH = '/audit/logs';
export const LOGINS_PATHS = ['/audit/logins', '/audit/failed-logins'];
export const AUDIT_PATH = '/audit/trail';
const ANY = [LOGS_PATH, ...LOGINS_PATHS, AUDIT_PATH];

// `_id` is SPEC.md's name; the `*_ID` names stay for clients written against them.
const LogRef = shape('Log', { _id: 'Int', Log_ID: 'Int', Service_Name: 'String', Log_Type: 'String', Log_Details: 'String', Created_Date: 'DateTime' });
const LoginRef = shape('LoginRecord', {
  _id: 'Int', Login_ID: 'Int', User_ID: ['Int', 'nullable'], User_Name: 'String', Ip_Address: ['String', 'nullable'], IP_Address: ['String', 'nullable'],
  Reported_Ip_Address: ['String', 'nullable'], Login_Status: 'Boolean', Login_Message: ['String', 'nullable'],
  Login_Date: ['DateTime', 'nullable'], Created_Date: 'DateTime', Created_By: ['Int', 'nullable'],
});
const AuditRef = shape('Audit', {
  _id: 'Int', Audit_ID: 'Int', Table_Name: 'String', Audit_Type: 'String', Record_ID: ['String', 'nullable'], Old_Values: ['String', 'nullable'],
  New_Values: ['String', 'nullable'], Created_Date: 'DateTime', Created_By: ['Int', 'nullable'], Created_By_Name: ['String', 'nullable'], Hash: 'String',
  Record_Name: ['String', 'nullable'], Value_Names: ['String', 'nullable'],
});

type PageOf<T> = { dataList: T[]; availableDataSize: number };
const pageType = <T extends object>(name: string, item: ObjectRef<typeof builder.$inferSchemaTypes, T>) => builder.objectRef<PageOf<T>>(name).implement({
  fields: (t) => ({
    dataList: t.field({ type: [item], resolve: (r) => r.dataList }),
    availableDataSize: t.int({ resolve: (r) => r.availableDataSize }),
  }),
});
const LogsPageRef = pageType('LogsPage', LogRef);
const LoginsPageRef = pageType('LoginsPage', LoginRef);
const AuditsPageRef = pageType('AuditsPage', AuditRef);

const LogsMonthRef = shape('LogsMonth', { Month: 'String', ...Object.fromEntries(LOG_TYPES.map((t) => [t, 'Int' as const])) });
const LogTotalsRef = shape('LogTotals', Object.fromEntries(LOG_TYPES.map((t) => [t, 'Int' as const])));
const LogsGraphRef = builder.objectRef<{ Months: Record<string, unknown>[]; Totals: Record<string, unknown> }>('LogsGraph').implement({
  fields: (t) => ({
    Months: t.field({ type: [LogsMonthRef], resolve: (r) => r.Months }),
    Totals: t.field({ type: LogTotalsRef, resolve: (r) => r.Totals }),
  }),
});
const AuditsMonthRef = shape('AuditsMonth', { Month: 'String', Creates: 'Int', Updates: 'Int', Deletes: 'Int' });
const LoginsMonthRef = shape('LoginsMonth', { Month: 'String', Logins: 'Int', Failed: 'Int' });
const OverviewRef = shape('OverallOverview', { Logins: 'Int', Audits: 'Int', Logs: 'Int' });
const ChainRef = shape('AuditChainStatus', { Ok: 'Boolean', Checked: 'Int', Broken_ID: ['Int', 'nullable'], Reason: ['String', 'nullable'] });

const AUDIT_TYPES_IN = ['create', 'update', 'remove'] as const;
const CountRef = countType('Count');

builder.queryFields((t) => {
  const paging = { Offset: t.arg.int(), Limit: t.arg.int() };
  const range = { StartDate: t.arg.string({ required: true }), EndDate: t.arg.string({ required: true }), Offset: t.arg.int(), Limit: t.arg.int() };
  const chart = { StartDate: t.arg.string({ required: true }), EndDate: t.arg.string({ required: true }), Limit: t.arg.int() };
  const filterArgs = { StartDate: t.arg.string(), EndDate: t.arg.string(), Offset: t.arg.int(), Limit: t.arg.int() };
  const logs$ = (type?: string) => t.field({
    type: [LogRef], authScopes: { menu: LOGS_PATH }, args: paging,
    resolve: async (_r, a, ctx) => { const p = page(a.Offset, a.Limit, 100); return (await logsPage(ctx.db, logWhere({ range: null, type }), p.offset, p.limit)).dataList; },
  });
  const audits$ = (type?: string) => t.field({
    type: [AuditRef], authScopes: { menu: AUDIT_PATH }, args: paging,
    resolve: async (_r, a, ctx) => { const p = page(a.Offset, a.Limit, 100); return (await auditsPage(ctx.db, auditWhere({ range: null, type }), p.offset, p.limit)).dataList; },
  });
  const logins$ = (status?: boolean) => t.field({
    type: [LoginRef], authScopes: { menu: LOGINS_PATHS }, args: paging,
    resolve: async (_r, a, ctx) => { const p = page(a.Offset, a.Limit, 100); return (await loginsPage(ctx.db, loginWhere({ range: null, status }), p.offset, p.limit)).dataList; },
  });
  /** A page of one record kind within a date range, with the range's total. */
  const inRange = (type: typeof LogsPageRef, path: string | string[],
    read: (db: Parameters<typeof counted>[0], r: ReturnType<typeof parseRange>, offset: number, limit: number) => Promise<PageOf<Row>>) => t.field({
    type, authScopes: { menu: path }, args: range,
    resolve: (_r, a, ctx) => { const p = page(a.Offset, a.Limit); return read(ctx.db, parseRange(a.StartDate, a.EndDate), p.offset, p.limit); },
  });
  const counter = (path: string | string[], table: typeof logs | typeof audits | typeof loginRecords) => t.field({
    type: CountRef, authScopes: { menu: path },
    resolve: async (_r, _a, ctx) => ({ n: await rowCount(ctx.db, table) }),
  });
  return {
    logs: logs$(), logErrors: logs$('Error'), logWarnings: logs$('Warning'), logsCount: counter(LOGS_PATH, logs),
    audits: audits$(), createAudits: audits$('create'), updateAudits: audits$('update'), auditsCount: counter(AUDIT_PATH, audits),
    logins: logins$(), failedLogins: logins$(false), loginCount: counter(LOGINS_PATHS, loginRecords),
    logsInDateRange: inRange(LogsPageRef, LOGS_PATH, (db, r, o, l) => logsPage(db, logWhere({ range: r }), o, l, counted(db, 'logs', r))),
    auditsInDateRange: inRange(AuditsPageRef, AUDIT_PATH, (db, r, o, l) => auditsPage(db, auditWhere({ range: r }), o, l, counted(db, 'audits', r))),
    loginsInDateRange: inRange(LoginsPageRef, LOGINS_PATHS, (db, r, o, l) => loginsPage(db, loginWhere({ range: r }), o, l, counted(db, 'logins', r))),
    failedLoginsInDateRange: inRange(LoginsPageRef, LOGINS_PATHS,
      (db, r, o, l) => loginsPage(db, loginWhere({ range: r, status: false }), o, l, counted(db, 'logins', r, 'failed'))),
    logsPage: t.field({
      type: LogsPageRef, authScopes: { menu: LOGS_PATH }, description: 'Application logs screen: filters and a page.',
      args: { ...filterArgs, Log_Type: t.arg.string({ validate: { schema: z.enum(LOG_TYPES) } }), Service_Name: t.arg.string({ validate: { maxLength: 60 } }), Search: t.arg.string({ validate: { maxLength: 100 } }) },
      resolve: (_r, a, ctx) => {
        const p = page(a.Offset, a.Limit);
        return logsPage(ctx.db, logWhere({ range: optionalRange(a.StartDate, a.EndDate), type: a.Log_Type, service: a.Service_Name, search: a.Search }), p.offset, p.limit);
      },
    }),
    loginsPage: t.field({
      type: LoginsPageRef, authScopes: { menu: LOGINS_PATHS }, description: 'Logins screen: filters and a page.',
      args: { ...filterArgs, User_Name: t.arg.string({ validate: { maxLength: 50 } }), Login_Status: t.arg.boolean() },
      resolve: (_r, a, ctx) => {
        const p = page(a.Offset, a.Limit);
        return loginsPage(ctx.db, loginWhere({ range: optionalRange(a.StartDate, a.EndDate), userName: a.User_Name, status: a.Login_Status }), p.offset, p.limit);
      },
    }),
    auditsPage: t.field({
      type: AuditsPageRef, authScopes: { menu: AUDIT_PATH }, description: 'Audit trail screen: filters and a page.',
      args: { ...filterArgs, Table_Name: t.arg.string({ validate: { maxLength: 60 } }), Audit_Type: t.arg.string({ validate: { schema: z.enum(AUDIT_TYPES_IN) } }), User_ID: t.arg.int() },
      resolve: (_r, a, ctx) => {
        const p = page(a.Offset, a.Limit);
        return auditsInWords(ctx.db, auditWhere({ range: optionalRange(a.StartDate, a.EndDate), table: a.Table_Name, type: a.Audit_Type, userId: a.User_ID }), p.offset, p.limit);
      },
    }),
    logServices: t.stringList({
      authScopes: { menu: LOGS_PATH },
      resolve: (_r, _a, ctx) => logServices(ctx.db),
    }),
    auditTables: t.stringList({
      authScopes: { menu: AUDIT_PATH },
      resolve: (_r, _a, ctx) => auditTables(ctx.db),
    }),
    auditChainStatus: t.field({
      type: ChainRef, authScopes: { menu: AUDIT_PATH }, description: 'Recomputes the hash chain of every audit row (slow on large trails).',
      resolve: async (_r, _a, ctx) => {
        const r = await verifyAuditChain(ctx.db);
        return { Ok: r.ok, Checked: r.checked, Broken_ID: r.ok ? null : r.brokenId, Reason: r.ok ? null : r.reason };
      },
    }),
    logsGraph: t.field({
      type: LogsGraphRef, authScopes: { menu: LOGS_PATH }, args: chart,
      resolve: (_r, a, ctx) => logsGraph(ctx.db, parseRange(a.StartDate, a.EndDate), page(0, a.Limit, 1000).limit),
    }),
    auditsGraph: t.field({
      type: [AuditsMonthRef], authScopes: { menu: AUDIT_PATH }, args: chart,
      resolve: (_r, a, ctx) => auditsGraph(ctx.db, parseRange(a.StartDate, a.EndDate), page(0, a.Limit, 1000).limit),
    }),
    loginsGraph: t.field({
      type: [LoginsMonthRef], authScopes: { menu: LOGINS_PATHS }, args: chart,
      resolve: (_r, a, ctx) => loginsGraph(ctx.db, parseRange(a.StartDate, a.EndDate), page(0, a.Limit, 1000).limit),
    }),
    overallOverview: t.field({
      type: OverviewRef, authScopes: { menu: ANY }, args: { StartDate: t.arg.string({ required: true }), EndDate: t.arg.string({ required: true }) },
      resolve: (_r, a, ctx) => overview(ctx.db, parseRange(a.StartDate, a.EndDate)),
    }),
  };
});
