import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { reports, submissions } from '../../db/schema/index.js';
import { badInput, notFound } from '../../lib/errors.js';
import { CATEGORIES, entityColumn, entityIdsInScope, scopeOf, type Category } from './entities.js';

export interface GridArgs { Report_Type: string; Report_Category: string; Active_Year_ID: number; Previous_Year_ID?: number | null }
export const OUTPUTS = ['NotInitiated', 'Initiated', 'InProgress', 'Rejected', 'Approved', 'Consolidated'] as const;
export type Output = (typeof OUTPUTS)[number];

const COLUMN = { voteId: 'vote_id', programmeId: 'programme_id', sepcId: 'sepc_id' } as const;

function check(a: GridArgs): Category {
  if (!CATEGORIES.includes(a.Report_Category as Category)) throw badInput('Report_Category: unknown category');
  return a.Report_Category as Category;
}

/** Out-turn (BOT) reports describe the year before the active one. */
export const yearFor = (a: GridArgs) => (a.Report_Type.endsWith('BOT') && a.Previous_Year_ID ? a.Previous_Year_ID : a.Active_Year_ID);

/**
 * One row per dashboard report: submission counts by grid column for the actor's entities in the year,
 * and Not Initiated = entities in scope − submissions. The ministry's counts come from the counters kept by
 * migration 0007 (a few rows per report, whatever the number of submissions); other users' from their own
 * entities' submissions, grouped the same way.
 */
export async function gridData(db: Executor, actor: Actor, a: GridArgs) {
  const category = check(a);
  const year = yearFor(a);
  const scope = entityIdsInScope(db, actor, category);
  const counts = actor.isMinistry
    ? sql`select report_id, state, in_progress, is_consolidated, n from submission_counts where year_id = ${year}`
    : sql`select report_id, state, state = 'Initiated' and current_level > 1 as in_progress, is_consolidated, count(*)::int as n
        from submissions where year_id = ${year} and ${sql.raw(COLUMN[entityColumn(category)])} in (${scope}) group by 1, 2, 3, 4`;
  // One statement per grid: the scope is counted and applied inside it.
  const rows = await db.execute(sql`
    select r.id, r.report_name, r.internal_report_name, r.report_type, r.is_dashboard, r.stage,
      (select count(*) from (${scope}) entities)::int as in_scope,
      coalesce(sum(c.n) filter (where c.state = 'Approved' and c.is_consolidated), 0)::int as consolidated,
      coalesce(sum(c.n) filter (where c.state = 'Initiated'), 0)::int as initiated,
      coalesce(sum(c.n) filter (where c.in_progress), 0)::int as in_progress,
      coalesce(sum(c.n) filter (where c.state = 'Rejected'), 0)::int as rejected,
      coalesce(sum(c.n) filter (where c.state = 'Approved'), 0)::int as approved,
      coalesce(sum(c.n), 0)::int as total
    from reports r
    left join (${counts}) c on c.report_id = r.id
    where r.report_type = ${a.Report_Type} and r.report_category = ${category} and r.status and r.is_dashboard
    group by r.id order by r.report_name`);
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    Report_ID: Number(r.id), Report_Name: String(r.report_name), Internal_Report_Name: String(r.internal_report_name),
    Report_Type: String(r.report_type), Is_DashBoard: Boolean(r.is_dashboard), Stage: r.stage == null ? null : Number(r.stage),
    Consolidated: Number(r.consolidated), Initiated: Number(r.initiated), InProgress: Number(r.in_progress),
    Rejected: Number(r.rejected), Approved: Number(r.approved), NotInitiated: Math.max(Number(r.in_scope) - Number(r.total), 0),
  }));
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
export async function reportDetails(db: Executor, actor: Actor, a: GridArgs & { Report_ID: number; Output: string }) {
  const category = check(a);
  if (!OUTPUTS.includes(a.Output as Output)) throw badInput('Output: one of NotInitiated, Initiated, InProgress, Rejected, Approved, Consolidated');
  const [report] = await db.select().from(reports).where(and(eq(reports.id, a.Report_ID), eq(reports.category, category), eq(reports.reportType, a.Report_Type)));
  if (!report) throw notFound();
  const { table, where } = scopeOf(db, actor, category);
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
