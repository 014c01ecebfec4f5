import { z } from 'zod';
import { DEADLINE_ESCALATIONS, type NoticePart } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Who } from '../../access/categories.js';
import { entityColumn, type Category } from '../../access/categories.js';
import type { Db, Executor } from '../../db/client.js';
import type { Report, Submission } from '../../db/schema/index.js';
import type { DeadlineRow } from './deadlines.repo.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { daysBetween, isoDate, todayIso } from '../../lib/dates.js';
import { mapDbError, notFound } from '../../lib/errors.js';
import { valid } from '../../lib/valid.js';
import type { Notices } from '../../lib/notices.js';
import { assigneeOverride, assignees, peopleByIds, reportById, toldAt } from './approvers.repo.js';
import { entitiesInScope, voteOfEntity, type Entity } from './entities.js';
import { submissionsOf } from './submissions.repo.js';
import * as repo from './deadlines.repo.js';
import { countStandings, standings, statutoryDueOf } from './calendar.service.js';
import { usersWithMenu } from '../../auth/role-menus.repo.js';

/** Who may set deadlines and assign approvers: they hear of entities nobody holds. */
const REPORT_ADMINISTRATION = '/reports/approvers';

/** Every entity: the daily sweep reminds all of them, whoever is signed in. */
const EVERYONE: Who = { isMinistry: true, voteId: null, sepcId: null };

const input = z.object({
  Report_ID: z.number().int().positive(),
  Year_ID: z.number().int().positive(),
  Due_On: isoDate,
  Remind_Days_Before: z.number().int().min(0).max(60),
  Escalate_To: z.enum(DEADLINE_ESCALATIONS),
});


/** Where a deadline stands on `day`: reminders open `remindDays` ahead, then the due day, then overdue. */
export function phaseOf(day: string, dueOn: string, remindDays: number): 'reminder' | 'due' | 'overdue' | null {
  const left = daysBetween(day, dueOn);
  return left < 0 ? 'overdue' : left === 0 ? 'due' : left <= remindDays ? 'reminder' : null;
}

/** Each entity of a report not yet approved for the year, and where it waits: with its initiators (0) or at a level. */
async function pending(db: Executor, report: Report, yearId: number, who: Who) {
  const category = report.category;
  const [entities, subs] = await Promise.all([entitiesInScope(db, who, category), submissionsOf(db, report.id, yearId)]);
  const byEntity = new Map<number, Submission>(subs.map((s) => [Number(s[entityColumn(category)]), s]));
  const out: { entity: Entity; level: number; submissionId: number | null }[] = [];
  for (const entity of entities) {
    const s = byEntity.get(entity.id);
    if (s?.state === 'Approved') continue;
    out.push({ entity, level: s?.state === 'Initiated' ? s.currentLevel : 0, submissionId: s?.state === 'Initiated' ? s.id : null });
  }
  return { entities: entities.length, pending: out };
}

/**
 * Who holds a pending entity where it waits: its initiators (level 0); at a level, the person an administrator
 * gave it to, else the level's approvers and their acting approvers today.
 */
async function holdersOf(db: Executor, report: Report, category: Category, p: { entity: Entity; level: number; submissionId: number | null }) {
  const votes = await voteOfEntity(db, category, p.entity.id);
  if (p.level === 0) return { votes, holders: await assignees(db, report.id, 0, votes) };
  const given = p.submissionId == null ? null : await assigneeOverride(db, p.submissionId, p.level);
  return { votes, holders: given != null ? [given] : await toldAt(db, report.id, p.level, votes) };
}

/** The level an overdue entity waiting at `level` is escalated to, or null when the deadline does not escalate it. */
function escalationTarget(deadline: DeadlineRow, report: Report, level: number): number | null {
  if (deadline.escalateTo === 'none') return null;
  const target = deadline.escalateTo === 'next_level' ? Math.min(level + 1, report.levelOfApproval) : report.levelOfApproval;
  return target === level ? null : target;
}

/** An administrator sets or moves the deadline of a report for a year. */
export async function setDeadline(ctx: Pick<Context, 'db'>, actor: Actor, raw: unknown) {
  const p = valid(input, raw);
  if (!await reportById(ctx.db, p.Report_ID)) throw notFound();
  return ctx.db.transaction(async (tx) => {
    const { before, row } = await repo.upsertDeadline(tx, { reportId: p.Report_ID, yearId: p.Year_ID, dueOn: p.Due_On, remindDays: p.Remind_Days_Before, escalateTo: p.Escalate_To, by: actor.id })
      .catch(mapDbError);
    await writeAudit(tx, { table: 'report_deadlines', type: before ? 'update' : 'create', recordId: row.id, oldValues: before, newValues: row, actorId: actor.id });
    return row;
  });
}

/** The year's deadlines of reports the actor has entities for: how many entities are pending, due soon, overdue. */
export async function deadlineSummary(ctx: Pick<Context, 'db' | 'config'>, actor: Actor, yearId: number, day = todayIso()) {
  const rows = [];
  const start = await repo.yearStart(ctx.db, yearId);
  for (const { deadline, report } of await repo.deadlinesOfYear(ctx.db, yearId)) {
    const [{ entities, pending: open }, stand] = await Promise.all([
      pending(ctx.db, report, yearId, actor), standings(ctx.db, actor, report, yearId, deadline.dueOn, ctx.config.deadlineTz),
    ]);
    if (!entities) continue;
    const phase = phaseOf(day, deadline.dueOn, deadline.remindDays);
    rows.push({
      deadline, report, pending: open.length, standings: countStandings(stand), statutoryDueOn: start ? statutoryDueOf(report, start) : null,
      dueSoon: phase === 'reminder' || phase === 'due' ? open.length : 0, overdue: phase === 'overdue' ? open.length : 0,
    });
  }
  return rows;
}

/**
 * The entities of a deadline's report still pending in the caller's scope, for the list behind the dashboard's
 * counts: where each waits and with whom, and what the sweep has sent about it at that level (last reminder,
 * escalation and to which level). The first `limit` by entity code.
 */
export async function deadlineEntities(ctx: Pick<Context, 'db'>, actor: Actor, deadlineId: number, limit: number) {
  const found = await repo.deadlineById(ctx.db, deadlineId);
  if (!found) throw notFound();
  const { deadline, report } = found;
  const category = report.category;
  const [{ pending: open }, sent] = await Promise.all([pending(ctx.db, report, deadline.yearId, actor), repo.noticesOfDeadline(ctx.db, deadline.id)]);
  const rows = [];
  for (const p of open.slice(0, limit)) {
    const { holders } = await holdersOf(ctx.db, report, category, p);
    const here = sent.filter((n) => n.entityId === p.entity.id && n.level === p.level);
    const escalated = here.find((n) => n.kind === 'escalation');
    rows.push({
      entity: p.entity, level: p.level, waitingWith: (await peopleByIds(ctx.db, holders)).map((u) => u.name),
      remindedAt: here.filter((n) => n.kind !== 'escalation').at(-1)?.sentAt ?? null,
      escalatedAt: escalated?.sentAt ?? null, escalatedTo: escalated ? escalationTarget(deadline, report, p.level) : null,
    });
  }
  return rows;
}

const TITLE = { reminder: 'NOTICE.DUE_ON', due: 'NOTICE.DUE_TODAY', overdue: 'NOTICE.OVERDUE' } as const;
const where = (entity: string, level: number): NoticePart => (level === 0
  ? { key: 'NOTICE.WAITING_INITIATION', params: { entity } } : { key: 'NOTICE.WAITING_LEVEL', params: { entity, level } });

/**
 * The daily sweep: those holding each pending entity of an open deadline are reminded before the due date,
 * on it, and once it is overdue; an overdue one is escalated as the deadline says; the report administrators are
 * told how many nobody holds. Each notice is claimed
 * in the transaction that sends it, so no run (or second process) sends it twice. Answers how many went out.
 */
export async function sweepDeadlines(db: Db, notices: Notices, day = todayIso()) {
  let sent = 0;
  for (const { deadline, report } of await repo.deadlinesOpen(db, day)) {
    const phase = phaseOf(day, deadline.dueOn, deadline.remindDays);
    if (!phase) continue;
    const category = report.category;
    let unheld = 0;
    for (const p of (await pending(db, report, deadline.yearId, EVERYONE)).pending) {
      const { entity, level } = p;
      const { votes, holders } = await holdersOf(db, report, category, p);
      if (!holders.length) unheld++;
      const target = escalationTarget(deadline, report, level);
      sent += await db.transaction(async (tx) => {
        let n = 0;
        const key = { deadlineId: deadline.id, entityId: entity.id, level };
        if (holders.length && await repo.claimNotice(tx, { ...key, kind: phase })) {
          await notices.send(tx, holders, { title: { key: TITLE[phase], params: { report: report.name, due: { day: deadline.dueOn } } }, description: where(`${entity.code} ${entity.name}`, level) });
          n++;
        }
        if (phase === 'overdue' && target != null && await repo.claimNotice(tx, { ...key, kind: 'escalation' })) {
          await notices.send(tx, await toldAt(tx, report.id, target, votes), {
            title: { key: 'NOTICE.ESCALATED', params: { report: report.name, due: { day: deadline.dueOn } } }, description: where(`${entity.code} ${entity.name}`, level),
          });
          n++;
        }
        return n;
      });
    }
    // Those nobody holds would wait unseen: the report administrators hear of them once per phase, as one notice.
    if (unheld) {
      sent += await db.transaction(async (tx) => {
        if (!await repo.claimNotice(tx, { deadlineId: deadline.id, entityId: 0, level: 0, kind: `unassigned-${phase}` })) return 0;
        await notices.send(tx, await usersWithMenu(tx, REPORT_ADMINISTRATION), {
          title: { key: 'NOTICE.UNASSIGNED', params: { report: report.name, count: unheld, due: { day: deadline.dueOn } } },
          description: { key: 'NOTICE.UNASSIGNED_HINT' }, path: '/dashboard',
        });
        return 1;
      });
    }
  }
  return sent;
}

/** The sweep, now (an administrator's button; the schedule runs it daily). */
export async function sweepNow(ctx: Pick<Context, 'db' | 'notices'>) {
  return sweepDeadlines(ctx.db, ctx.notices);
}
