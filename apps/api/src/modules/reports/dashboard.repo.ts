import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { reports, submissionCounts, submissions } from '../../db/schema/index.js';
import { entityColumn, type Category } from '../../access/categories.js';
import { entityIdsInScope, entityScope } from '../../access/scope.js';
import { present } from '../../lib/present.js';

export const OUTPUTS = ['NotInitiated', 'Initiated', 'InProgress', 'Rejected', 'Approved', 'Consolidated'] as const;
export type Output = (typeof OUTPUTS)[number];

/** Which prepared grid statement serves an actor: the scope's shape differs for these three. */
export type Variant = 'ministry' | 'vote' | 'sepc';

/**
 * The grid of one category for one kind of actor, with the year, report type, vote and parastatal as
 * placeholders. Not Initiated = entities in scope − submissions. The ministry's counts come from the counters
 * kept by migration 0007 (a few rows per report, whatever the number of submissions); other users' from their
 * own entities' submissions, grouped the same way. One statement per grid: the scope is counted and applied
 * inside it.
 */
export function buildGrid(db: Executor, category: Category, variant: Variant) {
  const who = { isMinistry: variant === 'ministry', voteId: sql.placeholder('vote'), sepcId: variant === 'sepc' ? sql.placeholder('sepc') : null };
  const scope = entityIdsInScope(db, who, category);
  const year = sql.placeholder('year');
  const inProgress = sql<boolean>`${submissions.state} = 'Initiated' and ${submissions.currentLevel} > 1`;
  const c = variant === 'ministry'
    ? db.select({ reportId: submissionCounts.reportId, state: submissionCounts.state, inProgress: submissionCounts.inProgress,
      isConsolidated: submissionCounts.isConsolidated, n: submissionCounts.n }).from(submissionCounts)
      .where(eq(submissionCounts.yearId, year)).as('c')
    : db.select({ reportId: submissions.reportId, state: submissions.state,
      inProgress: inProgress.as('in_progress'),
      isConsolidated: submissions.isConsolidated, n: sql<number>`count(*)::int`.as('n') }).from(submissions)
      .where(and(eq(submissions.yearId, year), inArray(submissions[entityColumn(category)], scope)))
      .groupBy(submissions.reportId, submissions.state, inProgress, submissions.isConsolidated).as('c');
  const sum = (when: SQL) => sql<number>`coalesce(sum(${c.n}) filter (where ${when}), 0)::int`;
  return db.select({
    Report_ID: reports.id, Report_Name: reports.name, Internal_Report_Name: reports.internalName, Report_Type: reports.reportType,
    Is_DashBoard: reports.isDashboard, Stage: reports.stage,
    inScope: sql<number>`(select count(*) from (${scope}) entities)::int`,
    Consolidated: sum(sql`${c.state} = 'Approved' and ${c.isConsolidated}`),
    Initiated: sum(sql`${c.state} = 'Initiated'`),
    InProgress: sum(sql`${c.inProgress}`),
    Rejected: sum(sql`${c.state} = 'Rejected'`),
    Approved: sum(sql`${c.state} = 'Approved'`),
    total: sql<number>`coalesce(sum(${c.n}), 0)::int`,
  }).from(reports)
    .leftJoin(c, eq(c.reportId, reports.id))
    .where(and(eq(reports.reportType, sql.placeholder('type')), eq(reports.category, category), eq(reports.status, true), eq(reports.isDashboard, true)))
    .groupBy(reports.id).orderBy(reports.name)
    .prepare(`pbs_grid_${category}_${variant}`);
}
/** The submissions behind one column of the grid (none at all for Not Initiated). */
function inColumn(o: Output): SQL {
  const s = submissions;
  if (o === 'NotInitiated') return isNull(s.id);
  if (o === 'InProgress') return present(and(eq(s.state, 'Initiated'), gt(s.currentLevel, 1)), 'the condition');
  if (o === 'Consolidated') return present(and(eq(s.state, 'Approved'), eq(s.isConsolidated, true)), 'the condition');
  return eq(s.state, o);
}

/** A dashboard report of the category and type. */
export const dashboardReport = async (db: Executor, id: number, category: Category, reportType: string) =>
  (await db.select().from(reports).where(and(eq(reports.id, id), eq(reports.category, category), eq(reports.reportType, reportType))))[0] ?? null;

/**
 * One query: the actor's entities with their submission of the report and year, filtered to the clicked column in
 * SQL, so only the rows of the answer are read.
 */
export function entitiesInColumn(db: Executor, actor: Actor, category: Category, reportId: number, yearId: number, output: Output) {
  const { table, where } = entityScope(db, actor, category);
  return db.select({
    id: table.id, code: table.code, name: table.name,
    submissionId: submissions.id, state: submissions.state, currentLevel: submissions.currentLevel, isConsolidated: submissions.isConsolidated,
  }).from(table)
    .leftJoin(submissions, and(eq(submissions[entityColumn(category)], table.id), eq(submissions.reportId, reportId), eq(submissions.yearId, yearId)))
    .where(and(where, inColumn(output)))
    .orderBy(asc(table.code));
}
