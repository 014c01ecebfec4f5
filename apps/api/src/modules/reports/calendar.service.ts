import { performanceDocumentOf, standingOf, statutoryDueDate, type Standing } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Who } from '../../access/categories.js';
import { entityColumn } from '../../access/categories.js';
import type { Executor } from '../../db/client.js';
import type { Report } from '../../db/schema/index.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { dayIn } from '../../lib/dates.js';
import { notFound } from '../../lib/errors.js';
import { entitiesInScope, type Entity } from './entities.js';
import * as repo from './deadlines.repo.js';

/** How many days before a statutory due date its reminders open, and whom an overdue report goes up to. */
const STATUTORY = { remindDays: 7, escalateTo: 'next_level' } as const;

export interface StandingRow { entity: Entity; state: string | null; handedInOn: string | null; standing: Standing }

/**
 * Each entity of a report in the caller's scope against the report's due date of the year: the day it last handed
 * the report in to its approvers (in the ministry's time zone) and whether that was on time, late, or — not handed
 * in — still open or missing. A report returned to its entity (rejected, recalled, reopened) is not in the
 * ministry's hands: it counts from when it is handed in again.
 */
export async function standings(db: Executor, who: Who, report: Report, yearId: number, dueOn: string, timeZone: string, now = new Date()): Promise<StandingRow[]> {
  const category = report.category;
  const [entities, handIns] = await Promise.all([entitiesInScope(db, who, category), repo.handIns(db, report.id, yearId)]);
  const column = entityColumn(category);
  const byEntity = new Map(handIns.map((h) => [Number(h[column]), h]));
  const today = dayIn(timeZone, now);
  return entities.map((entity) => {
    const h = byEntity.get(entity.id);
    const handedInOn = h && h.state !== 'Rejected' ? dayIn(timeZone, h.handedInAt) : null;
    return { entity, state: h?.state ?? null, handedInOn, standing: standingOf(dueOn, handedInOn, today) };
  });
}

/** How many entities stand each way. */
export const countStandings = (rows: StandingRow[]) => Object.fromEntries(
  (['on_time', 'late', 'missing', 'open'] as const).map((s) => [s, rows.filter((r) => r.standing === s).length]),
) as Record<Standing, number>;

/** A deadline's entities in the caller's scope with their standing: the list behind the dashboard's counts. */
export async function deadlineStandings(ctx: Pick<Context, 'db' | 'config'>, actor: Actor, deadlineId: number, limit: number) {
  const found = await repo.deadlineById(ctx.db, deadlineId);
  if (!found) throw notFound();
  const { deadline, report } = found;
  return (await standings(ctx.db, actor, report, deadline.yearId, deadline.dueOn, ctx.config.deadlineTz)).slice(0, limit);
}

/** The statutory due date of a report of a year, when it is a performance document; null otherwise. */
export const statutoryDueOf = (report: Report, yearStart: string) => {
  const document = performanceDocumentOf(report.layout, report.quarter);
  return document ? statutoryDueDate(document, yearStart, report.quarter ?? 1) : null;
};

/**
 * Sets the statutory due date of every active performance document of the year that has no deadline yet (a date
 * the ministry set or moved is kept), each audited. Answers how many were set.
 */
export async function setStatutoryDeadlines(ctx: Pick<Context, 'db'>, actor: Actor, yearId: number) {
  const start = await repo.yearStart(ctx.db, yearId);
  if (!start) throw notFound();
  return ctx.db.transaction(async (tx) => {
    let set = 0;
    for (const { report, deadline } of await repo.reportsWithDeadlines(tx, yearId)) {
      const dueOn = statutoryDueOf(report, start);
      if (deadline || !dueOn) continue;
      const row = await repo.insertDeadlineIfAbsent(tx, { reportId: report.id, yearId, dueOn, ...STATUTORY, by: actor.id });
      if (!row) continue;
      await writeAudit(tx, { table: 'report_deadlines', type: 'create', recordId: row.id, oldValues: null, newValues: row, actorId: actor.id });
      set++;
    }
    return set;
  });
}
