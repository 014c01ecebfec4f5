import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { reportApprovers, reports, users } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, notFound } from '../../lib/errors.js';

const MENU = '/reports/approvers';

/** Whether a user is assigned to act at a level of a report for one of the entity's votes (or any vote). */
export async function isAssigned(db: Executor, reportId: number, level: number, userId: number, voteIds: number[]): Promise<boolean> {
  const voteMatch = voteIds.length ? or(isNull(reportApprovers.voteId), inArray(reportApprovers.voteId, voteIds)) : isNull(reportApprovers.voteId);
  const rows = await db.select({ id: reportApprovers.id }).from(reportApprovers)
    .where(and(eq(reportApprovers.reportId, reportId), eq(reportApprovers.level, level), eq(reportApprovers.userId, userId), voteMatch)).limit(1);
  return rows.length > 0;
}

/** Users to notify when a submission reaches a level. */
export async function assignees(db: Executor, reportId: number, level: number, voteIds: number[]): Promise<number[]> {
  const voteMatch = voteIds.length ? or(isNull(reportApprovers.voteId), inArray(reportApprovers.voteId, voteIds)) : isNull(reportApprovers.voteId);
  const rows = await db.selectDistinct({ id: reportApprovers.userId }).from(reportApprovers)
    .innerJoin(users, eq(users.id, reportApprovers.userId))
    .where(and(eq(reportApprovers.reportId, reportId), eq(reportApprovers.level, level), eq(users.status, true), voteMatch));
  return rows.map((r) => r.id);
}

type ApproverRow = { reportId: number; level: number; userId: number; userName: string; voteId: number | null };
const ApproverRef = builder.objectRef<ApproverRow>('ReportApprover').implement({
  fields: (t) => ({
    Report_ID: t.exposeInt('reportId'), Level: t.exposeInt('level'), User_ID: t.exposeInt('userId'),
    User_Name: t.exposeString('userName'), Vote_ID: t.exposeInt('voteId', { nullable: true }),
  }),
});

type LevelCheck = { level: number; assigned: number };
const LevelCheckRef = builder.objectRef<LevelCheck>('ReportLevelAssignment').implement({
  fields: (t) => ({
    Level: t.exposeInt('level'),
    Assigned_Users: t.exposeInt('assigned'),
    Is_Assigned: t.boolean({ resolve: (r) => r.assigned > 0 }),
  }),
});

const setInput = z.object({
  Report_ID: z.number().int().positive(), Level: z.number().int().min(0).max(7),
  User_IDs: z.array(z.number().int().positive()).max(200), Vote_ID: z.number().int().positive().nullable().optional(),
});

builder.queryFields((t) => ({
  reportApprovers: t.field({
    type: [ApproverRef], authScopes: { menu: MENU }, args: { Report_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, { db }) => db.select({
      reportId: reportApprovers.reportId, level: reportApprovers.level, userId: reportApprovers.userId,
      userName: users.userName, voteId: reportApprovers.voteId,
    }).from(reportApprovers).innerJoin(users, eq(users.id, reportApprovers.userId))
      .where(eq(reportApprovers.reportId, a.Report_ID)).orderBy(asc(reportApprovers.level), asc(users.userName)),
  }),
  /** For each level from the initiator (0) to the report's last level: how many users may act. */
  checkReportLevelUserAssignments: t.field({
    type: [LevelCheckRef], authScopes: { signedIn: true }, args: { Report_ID: t.arg.int({ required: true }) },
    resolve: async (_r, a, { db }) => {
      const [report] = await db.select().from(reports).where(eq(reports.id, a.Report_ID));
      if (!report) throw notFound();
      const counts = await db.select({ level: reportApprovers.level, n: sql<number>`count(distinct ${reportApprovers.userId})::int` })
        .from(reportApprovers).where(eq(reportApprovers.reportId, a.Report_ID)).groupBy(reportApprovers.level);
      return Array.from({ length: report.levelOfApproval + 1 }, (_, level) => ({ level, assigned: counts.find((c) => c.level === level)?.n ?? 0 }));
    },
  }),
}));

builder.mutationFields((t) => ({
  /** Replaces who acts at one level of a report (for one vote, or for every vote when Vote_ID is empty). */
  setReportApprovers: t.field({
    type: [ApproverRef], authScopes: { menu: MENU },
    args: { Report_ID: t.arg.int({ required: true }), Level: t.arg.int({ required: true }), User_IDs: t.arg.intList({ required: true }), Vote_ID: t.arg.int() },
    resolve: (_r, raw, ctx) => ctx.db.transaction(async (tx) => {
      const parsed = setInput.safeParse(raw);
      if (!parsed.success) throw badInput(`${String(parsed.error.issues[0].path[0])}: ${parsed.error.issues[0].message}`);
      const a = parsed.data;
      const actorId = actorOf(ctx).id;
      const [report] = await tx.select().from(reports).where(eq(reports.id, a.Report_ID));
      if (!report) throw notFound();
      if (a.Level > report.levelOfApproval) throw badInput(`Level: this report has ${report.levelOfApproval} approval levels`);
      const ids = [...new Set(a.User_IDs)];
      if (ids.length) {
        const known = await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, ids), eq(users.status, true)));
        if (known.length !== ids.length) throw badInput('User_IDs: unknown or inactive user');
      }
      const voteWhere = a.Vote_ID ? eq(reportApprovers.voteId, a.Vote_ID) : isNull(reportApprovers.voteId);
      const scope = and(eq(reportApprovers.reportId, a.Report_ID), eq(reportApprovers.level, a.Level), voteWhere);
      const old = await tx.select().from(reportApprovers).where(scope);
      for (const row of old.filter((o) => !ids.includes(o.userId))) {
        await tx.delete(reportApprovers).where(eq(reportApprovers.id, row.id));
        await writeAudit(tx, { table: 'report_approvers', type: 'remove', recordId: row.id, oldValues: row, actorId });
      }
      for (const userId of ids.filter((id) => !old.some((o) => o.userId === id))) {
        const [row] = await tx.insert(reportApprovers).values({ reportId: a.Report_ID, level: a.Level, userId, voteId: a.Vote_ID ?? null, createdBy: actorId }).returning();
        await writeAudit(tx, { table: 'report_approvers', type: 'create', recordId: row.id, newValues: row, actorId });
      }
      return tx.select({ reportId: reportApprovers.reportId, level: reportApprovers.level, userId: reportApprovers.userId, userName: users.userName, voteId: reportApprovers.voteId })
        .from(reportApprovers).innerJoin(users, eq(users.id, reportApprovers.userId)).where(scope);
    }),
  }),
}));
