import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { Executor } from '../../db/client.js';
import { reports, submissionCounts, submissions } from '../../db/schema/index.js';
import { perDatabase } from '../../db/per-database.js';
import { sharedRead } from '../../db/shared-reads.js';
import { badInput, notFound } from '../../lib/errors.js';
import { CATEGORIES, entityColumn, type Category } from '../../access/categories.js';
import { entityIdsInScope, entityScope } from '../../access/scope.js';

export interface GridArgs { Report_Type: string; Report_Category: string; Active_Year_ID: number; Previous_Year_ID?: number | null }
export const OUTPUTS = ['NotInitiated', 'Initiated', 'InProgress', 'Rejected', 'Approved', 'Consolidated'] as const;
export type Output = (typeof OUTPUTS)[number];

function check(a: GridArgs): Category {
  if (!CATEGORIES.includes(a.Report_Category as Category)) throw badInput('Report_Category: unknown category');
  return a.Report_Category as Category;
}

/** Out-turn (BOT) reports describe the year before the active one. */
export const yearFor = (a: GridArgs) => (a.Report_Type.endsWith('BOT') && a.Previous_Year_ID ? a.Previous_Year_ID : a.Active_Year_ID);

/** Which prepared grid statement serves an actor: the scope's shape differs for these three. */
type Variant = 'ministry' | 'vote' | 'sepc';
const variantOf = (actor: Actor): Variant => (actor.isMinistry ? 'ministry' : actor.sepcId ? 'sepc' : 'vote');

/**
 * The grid of one category for one kind of actor, with the year, report type, vote and parastatal as
 * placeholders. Not Initiated = entities in scope − submissions. The ministry's counts come from the counters
 * kept by migration 0007 (a few rows per report, whatever the number of submissions); other users' from their
 * own entities' submissions, grouped the same way. One statement per grid: the scope is counted and applied
 * inside it.
 */
function buildGrid(db: Executor, category: Category, variant: Variant) {
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
const GRID_STATEMENTS = perDatabase((db: Executor) => new Map<string, ReturnType<typeof buildGrid>>());

/** One row per dashboard report of the category: submission counts by grid column in the actor's scope and year. */
export async function gridData({ db }: Pick<Context, 'db'>, actor: Actor, a: GridArgs) {
  const category = check(a);
  const variant = variantOf(actor);
  const statements = GRID_STATEMENTS(db);
  let statement = statements.get(`${category} ${variant}`);
  if (!statement) statements.set(`${category} ${variant}`, (statement = buildGrid(db, category, variant)));
  const params = { year: yearFor(a), type: a.Report_Type, vote: actor.voteId ?? -1, sepc: actor.sepcId ?? -1 };
  const rows = await sharedRead(db, `grid ${category} ${variant} ${JSON.stringify(params)}`, () => statement.execute(params));
  return rows.map(({ inScope, total, ...r }) => ({ ...r, NotInitiated: Math.max(inScope - total, 0) }));
}

export type LevelStatus = 'Approved' | 'Pending' | 'Rejected' | 'Not Started' | 'N/A';

/** What the statuses of a submission depend on. */
type Progress = Pick<typeof submissions.$inferSelect, 'state' | 'currentLevel' | 'isConsolidated'>;

/** Initiator and First..Seventh level statuses of one entity's submission. */
export function levelStatuses(s: Progress | undefined, levels: number) {
  const status = (k: number): LevelStatus => {
    if (k > levels) return 'N/A';
    if (!s) return 'Not Started';
    if (s.state === 'Approved' || k < s.currentLevel) return 'Approved';
    if (k === s.currentLevel) return s.state === 'Rejected' ? 'Rejected' : 'Pending';
    return 'Not Started';
  };
  return {
    Task_Status: !s ? 'Not Initiated' : s.state,
    Initiator_Status: !s ? 'Pending' : s.state === 'Rejected' ? 'Returned' : 'Submitted',
    levels: [1, 2, 3, 4, 5, 6, 7].map(status),
  };
}

/** The submissions behind one column of the grid (none at all for Not Initiated). */
function inColumn(o: Output): SQL {
  const s = submissions;
  if (o === 'NotInitiated') return isNull(s.id);
  if (o === 'InProgress') return and(eq(s.state, 'Initiated'), gt(s.currentLevel, 1))!;
  if (o === 'Consolidated') return and(eq(s.state, 'Approved'), eq(s.isConsolidated, true))!;
  return eq(s.state, o);
}

/** The per-entity rows behind one count of the grid (Output = the clicked column). */
export async function reportDetails({ db }: Pick<Context, 'db'>, actor: Actor, a: GridArgs & { Report_ID: number; Output: string }) {
  const category = check(a);
  if (!OUTPUTS.includes(a.Output as Output)) throw badInput('Output: one of NotInitiated, Initiated, InProgress, Rejected, Approved, Consolidated');
  const [report] = await db.select().from(reports).where(and(eq(reports.id, a.Report_ID), eq(reports.category, category), eq(reports.reportType, a.Report_Type)));
  if (!report) throw notFound();
  const { table, where } = entityScope(db, actor, category);
  // One query: the actor's entities with their submission of the year, filtered to the clicked column in SQL,
  // so only the rows of the answer are read.
  const found = await db.select({
    id: table.id, code: table.code, name: table.name,
    submissionId: submissions.id, state: submissions.state, currentLevel: submissions.currentLevel, isConsolidated: submissions.isConsolidated,
  }).from(table)
    .leftJoin(submissions, and(eq(submissions[entityColumn(category)], table.id), eq(submissions.reportId, report.id), eq(submissions.yearId, yearFor(a))))
    .where(and(where, inColumn(a.Output as Output)))
    .orderBy(asc(table.code));
  return {
    report,
    rows: found.map((r) => {
      const st = levelStatuses(r.submissionId == null ? undefined : { state: r.state!, currentLevel: r.currentLevel!, isConsolidated: r.isConsolidated! }, report.levelOfApproval);
      return {
        category, entity: { id: r.id, code: r.code, name: r.name }, Task_Status: st.Task_Status, Initiator_Status: st.Initiator_Status,
        levels: st.levels, Submission_ID: r.submissionId,
      };
    }),
  };
}
