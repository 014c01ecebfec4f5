import { z } from 'zod';
import { REPORT_LAYOUT_NAMES, REPORT_TYPES, type ReportLayout } from '@pbs/domain';
import { reports } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { defineMaster, rules } from '../masters/define-master.js';
import { CATEGORIES } from '../../access/categories.js';
import { reportCounts, reportsOfType, reportsWithStatus } from './definitions.repo.js';

export const ReportRef = defineMaster({
  type: 'Report', table: reports, menuPath: '/reports/definitions', orderBy: reports.name,
  fields: {
    Report_ID: ['id', 'Int'], Report_Category: ['category', 'String'], Report_Name: ['name', 'String'],
    Internal_Report_Name: ['internalName', 'String'], Report_Format: ['format', 'String'], Report_Type: ['reportType', 'String'],
    Stage: ['stage', 'Int', true], Report_Path: ['path', 'String', true], Level_of_Approval: ['levelOfApproval', 'Int'],
    Report_Quarter: ['quarter', 'Int', true], Is_Dashboard: ['isDashboard', 'Boolean'], Status: ['status', 'Boolean'],
    Content_Layout: ['layout', 'String', true],
  },
  input: {
    Report_Category: ['category', z.enum(CATEGORIES), 'String'],
    Report_Name: ['name', rules.name, 'String'],
    Internal_Report_Name: ['internalName', z.string().trim().regex(/^[a-z0-9_]{3,60}$/, 'HINT.INTERNAL_NAME'), 'String'],
    Report_Format: ['format', z.enum(['PDF', 'Excel', 'PDF and Excel']), 'String'],
    Report_Type: ['reportType', z.enum([...REPORT_TYPES, 'SEPC']), 'String'],
    Stage: ['stage', z.number().int().min(1).max(20).nullable().optional(), 'Int'],
    Level_of_Approval: ['levelOfApproval', z.number().int().min(1).max(7), 'Int'],
    Report_Quarter: ['quarter', z.number().int().min(1).max(4).nullable().optional(), 'Int'],
    Is_Dashboard: ['isDashboard', rules.flag, 'Boolean'],
    // Empty: the initiator uploads the document; otherwise the layout it is generated with.
    Content_Layout: ['layout', z.enum(REPORT_LAYOUT_NAMES as [ReportLayout, ...ReportLayout[]]).nullable().optional(), 'String'],
  },
  queries: { all: 'reports' },
});

const ReportCountRef = builder.objectRef<{ n: number; category: string; reportType: string }>('ReportCount').implement({
  fields: (t) => ({
    Report_Count: t.int({ resolve: (r) => r.n }),
    Report_Category: t.exposeString('category'),
    Report_Type: t.exposeString('reportType'),
  }),
});
const CountRef = builder.objectRef<{ n: number }>('ReportTotal').implement({ fields: (t) => ({ Count: t.int({ resolve: (r) => r.n }) }) });

builder.queryFields((t) => ({
  reportsByType: t.field({
    type: [ReportRef], authScopes: { signedIn: true }, args: { Report_Type: t.arg.string({ required: true, validate: { maxLength: 20 } }) },
    resolve: (_r, a, { db }) => reportsOfType(db, a.Report_Type),
  }),
  reportsByTypeAndCategory: t.field({
    type: [ReportRef], authScopes: { signedIn: true },
    args: { Report_Type: t.arg.string({ required: true, validate: { maxLength: 20 } }), Report_Category: t.arg.string({ required: true, validate: { maxLength: 20 } }) },
    resolve: (_r, a, { db }) => reportsOfType(db, a.Report_Type, a.Report_Category),
  }),
  /** Report counts per category and type. */
  countReports: t.field({
    type: [ReportCountRef], authScopes: { signedIn: true },
    resolve: (_r, _a, { db }) => reportCounts(db),
  }),
  countActiveReports: t.field({
    type: CountRef, authScopes: { signedIn: true },
    resolve: async (_r, _a, { db }) => ({ n: await reportsWithStatus(db, true) }),
  }),
  countInActiveReports: t.field({
    type: CountRef, authScopes: { signedIn: true },
    resolve: async (_r, _a, { db }) => ({ n: await reportsWithStatus(db, false) }),
  }),
}));
