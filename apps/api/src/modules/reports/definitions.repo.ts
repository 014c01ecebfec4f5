import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isReportCategory } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { reports } from '../../db/schema/index.js';

/** Report definitions of a type, and of a category when one is named (an unknown category has none). */
export function reportsOfType(db: Executor, type: string, category?: string) {
  const ofCategory = category == null ? undefined : isReportCategory(category) ? eq(reports.category, category) : sql`false`;
  return db.select().from(reports).where(and(eq(reports.reportType, type), ofCategory)).orderBy(asc(reports.name));
}

/** How many definitions there are of each category and type. */
export const reportCounts = (db: Executor) => db.select({ n: count(), category: reports.category, reportType: reports.reportType })
  .from(reports).groupBy(reports.category, reports.reportType).orderBy(asc(reports.reportType), asc(reports.category));

/** How many definitions are active (or inactive). */
export async function reportsWithStatus(db: Executor, status: boolean) {
  return (await db.select({ n: count() }).from(reports).where(eq(reports.status, status)))[0]?.n ?? 0;
}
