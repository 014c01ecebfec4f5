import { and, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { parastatals, programmes, reports, submissions, votes } from '../../db/schema/index.js';

/**
 * Whose data, of which year and stage: entity ids of any kind (none at all: every entity of the year and stage),
 * and for quarterly figures the quarters (1–4) changed: a quarter's report freezes only its quarter.
 */
export interface DataScope { yearId: number; stageId: number | null; voteIds?: number[]; programmeIds?: number[]; sepcIds?: number[]; quarters?: number[] }

/** Approved submissions of reports drawn with these layouts over the scope's data, newest first. */
export function approvedOver(db: Executor, layouts: readonly string[], d: DataScope) {
  const ids: [SQLWrapper, number[] | undefined][] = [[submissions.voteId, d.voteIds], [submissions.programmeId, d.programmeIds], [submissions.sepcId, d.sepcIds]];
  const given = ids.flatMap(([col, list]) => (list ? [[col, list] as const] : []));
  const entity: SQL | undefined = given.length ? or(...given.map(([col, list]) => (list.length ? inArray(col, list) : sql`false`))) : undefined;
  return db.select({
    report: reports.name, approvedAt: submissions.modifiedAt,
    entity: sql<string>`coalesce(${votes.code}, ${programmes.code}, ${parastatals.code})`,
  }).from(submissions)
    .innerJoin(reports, eq(reports.id, submissions.reportId))
    .leftJoin(votes, eq(votes.id, submissions.voteId))
    .leftJoin(programmes, eq(programmes.id, submissions.programmeId))
    .leftJoin(parastatals, eq(parastatals.id, submissions.sepcId))
    .where(and(eq(submissions.state, 'Approved'), eq(submissions.yearId, d.yearId), inArray(reports.layout, [...layouts]),
      // An approval made before stages were recorded freezes every stage of its year.
      d.stageId == null ? undefined : or(isNull(submissions.stageId), eq(submissions.stageId, d.stageId)), entity,
      d.quarters ? or(isNull(reports.quarter), inArray(reports.quarter, d.quarters.length ? d.quarters : [-1])) : undefined))
    .orderBy(desc(submissions.modifiedAt)).limit(20);
}
