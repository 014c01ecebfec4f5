import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { coaCrosswalk, fiscalYears } from '../../db/schema/index.js';

export type CrosswalkSegment = 'vote' | 'programme' | 'sector';
export type CrosswalkEntry = typeof coaCrosswalk.$inferSelect;

/** The crosswalk entries of some years (each year's entries name the earlier years its codes continue). */
export const crosswalkOf = (db: Executor, yearIds: number[], segment?: CrosswalkSegment) => (yearIds.length
  ? db.select().from(coaCrosswalk).where(and(inArray(coaCrosswalk.yearId, yearIds), segment ? eq(coaCrosswalk.segment, segment) : undefined))
    .orderBy(asc(coaCrosswalk.yearId), asc(coaCrosswalk.segment), asc(coaCrosswalk.codeKey))
  : Promise.resolve([]));

/** Replaces, whole, a year's entries of one segment against one earlier year; answers the entries it removed. */
export async function replaceCrosswalk(tx: Tx, yearId: number, segment: CrosswalkSegment, fromYearId: number,
  entries: { code: string; fromCode: string | null }[], actorId: number): Promise<CrosswalkEntry[]> {
  const gone = await tx.delete(coaCrosswalk).where(and(eq(coaCrosswalk.yearId, yearId), eq(coaCrosswalk.segment, segment), eq(coaCrosswalk.fromYearId, fromYearId))).returning();
  if (entries.length) await tx.insert(coaCrosswalk).values(entries.map((e) => ({ yearId, segment, fromYearId, code: e.code, fromCode: e.fromCode, createdBy: actorId })));
  return gone;
}

/** Fiscal years by id, in their order (start date), for a comparison. */
export const yearsByIds = (db: Executor, ids: number[]) =>
  db.select({ id: fiscalYears.id, fiscalYear: fiscalYears.fiscalYear, startDate: fiscalYears.startDate }).from(fiscalYears)
    .where(inArray(fiscalYears.id, ids)).orderBy(asc(fiscalYears.startDate));
