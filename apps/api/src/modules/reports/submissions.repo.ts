import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { fiscalYears, programmes, reportApprovers, reports, submissions, userProgrammes } from '../../db/schema/index.js';
import { isReportCategory } from '@pbs/domain';
import { entityColumn, type Category } from '../../access/categories.js';

export async function findReport(db: Executor, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row;
}

export async function findReportByNames(db: Executor, internalName: string, category: string, reportType: string) {
  if (!isReportCategory(category)) return undefined;
  const [row] = await db.select().from(reports).where(and(eq(reports.internalName, internalName), eq(reports.category, category), eq(reports.reportType, reportType)));
  return row;
}

export const submissionsOf = (db: Executor, reportId: number, yearId: number) =>
  db.select().from(submissions).where(and(eq(submissions.reportId, reportId), eq(submissions.yearId, yearId)));

export async function hasSubmission(db: Executor, reportId: number, yearId: number, category: Category, entityId: number) {
  const rows = await db.select({ id: submissions.id }).from(submissions)
    .where(and(eq(submissions.reportId, reportId), eq(submissions.yearId, yearId), eq(submissions[entityColumn(category)], entityId))).limit(1);
  return rows.length > 0;
}

export async function yearExists(db: Executor, id: number) {
  return (await db.select({ id: fiscalYears.id }).from(fiscalYears).where(eq(fiscalYears.id, id))).length === 1;
}

/** Active reports a user initiates (assigned at level 0), by name. */
export async function reportsInitiatedBy(db: Executor, userId: number) {
  const rows = await db.selectDistinct({ r: reports }).from(reportApprovers).innerJoin(reports, eq(reports.id, reportApprovers.reportId))
    .where(and(eq(reportApprovers.userId, userId), eq(reportApprovers.level, 0), eq(reports.status, true)))
    .orderBy(asc(reports.name));
  return rows.map((x) => x.r);
}

/** Programmes a user is assigned to report on, optionally for one report type. */
export async function programmesAssigned(db: Executor, userId: number, reportType?: string) {
  const rows = await db.selectDistinct({ p: programmes }).from(userProgrammes).innerJoin(programmes, eq(programmes.id, userProgrammes.programmeId))
    .where(and(eq(userProgrammes.userId, userId), reportType ? eq(userProgrammes.reportType, reportType) : undefined))
    .orderBy(asc(programmes.code));
  return rows.map((x) => x.p);
}
