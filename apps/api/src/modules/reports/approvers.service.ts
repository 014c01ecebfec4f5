import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, notFound } from '../../lib/errors.js';
import { unknownRef, valid } from '../../lib/valid.js';
import * as repo from './approvers.repo.js';
import { votesOfSubmissions } from './workflow.repo.js';
import type { Executor } from '../../db/client.js';

export async function approvers(ctx: Pick<Context, 'db'>, reportId: number) {
  return repo.approversOf(ctx.db, reportId);
}

/** For each level from the initiator (0) to the report's last level: how many users may act. */
export async function levelAssignments(ctx: Pick<Context, 'db'>, reportId: number) {
  const report = await repo.reportById(ctx.db, reportId);
  if (!report) throw notFound();
  const counts = await repo.usersPerLevel(ctx.db, reportId);
  return Array.from({ length: report.levelOfApproval + 1 }, (_, level) => ({ level, assigned: counts.find((c) => c.level === level)?.n ?? 0 }));
}

const setInput = z.object({
  Report_ID: z.number().int().positive(), Level: z.number().int().min(0).max(7),
  User_IDs: z.array(z.number().int().positive()).max(200), Vote_ID: z.number().int().positive().nullable().optional(),
});

/** Replaces who acts at one level of a report (for one vote, or for every vote when Vote_ID is empty). */
export function setApprovers(ctx: Pick<Context, 'db'>, actor: Actor, raw: unknown) {
  const a = valid(setInput, raw);
  const voteId = a.Vote_ID ?? null;
  return ctx.db.transaction(async (tx) => {
    const report = await repo.reportById(tx, a.Report_ID);
    if (!report) throw notFound();
    if (a.Level > report.levelOfApproval) throw badInput({ key: 'FIELD.MAX', params: { field: 'Level', n: report.levelOfApproval } });
    const ids = [...new Set(a.User_IDs)];
    if (ids.length && await repo.countActiveUsers(tx, ids) !== ids.length) throw unknownRef('User_IDs');
    const old = await repo.assignmentsAt(tx, a.Report_ID, a.Level, voteId);
    for (const row of old.filter((o) => !ids.includes(o.userId))) {
      await repo.deleteAssignment(tx, row.id);
      await writeAudit(tx, { table: 'report_approvers', type: 'remove', recordId: row.id, oldValues: row, actorId: actor.id });
    }
    for (const userId of ids.filter((id) => !old.some((o) => o.userId === id))) {
      const row = await repo.insertAssignment(tx, { reportId: a.Report_ID, level: a.Level, userId, voteId, createdBy: actor.id });
      await writeAudit(tx, { table: 'report_approvers', type: 'create', recordId: row.id, newValues: row, actorId: actor.id });
    }
    await mustLeaveSomeone(tx, report.name, a.Report_ID, a.Level);
    return repo.approversAt(tx, a.Report_ID, a.Level, voteId);
  });
}

/**
 * A change that would leave a waiting submission with no one at its level is refused (and rolled back), naming
 * how many wait and for which entities, so that no report sits in nobody's list.
 */
async function mustLeaveSomeone(tx: Executor, reportName: string, reportId: number, level: number) {
  const waiting = await repo.waitingAt(tx, reportId, level);
  if (!waiting.length) return;
  const votesOf = await votesOfSubmissions(tx, waiting);
  const stranded: number[] = [];
  for (const s of waiting) if (!(await repo.assignees(tx, reportId, level, votesOf.get(s.id) ?? [])).length) stranded.push(s.id);
  if (stranded.length) {
    throw badInput({ key: 'SERVER.STRANDED', params: { count: stranded.length, report: reportName, level } });
  }
}
