import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { valid } from '../../lib/valid.js';
import { assignees } from './approvers.repo.js';
import { voteOfEntity } from './entities.js';
import * as repo from './workflow.repo.js';
import { comment, forAction, MOVED_ON, screenOf, taskOf } from './workflow.service.js';
import { CONSOLIDATION_QUEUE, type ConsolidationJob } from './consolidation-jobs.js';

/**
 * The initiator takes a submission back before level 1 has acted on it (to fix a figure or a file): it goes
 * back to the state a rejection leaves it in, from which any initiator of the entity resubmits it.
 */
export async function recall(ctx: Pick<Context, 'db' | 'notices'>, actor: Actor, id: number, version: number, note?: string | null) {
  const { submission: s } = await forAction(ctx, actor, id, 0);
  if (s.state !== 'Initiated' || s.currentLevel !== 1 || await repo.levelsActed(ctx.db, s.id) > 0) {
    throw conflict({ key: 'SERVER.RECALL_ONLY' });
  }
  return ctx.db.transaction(async (tx) => {
    const row = await repo.transition(tx, s.id, version, { state: 'Rejected' }, actor.id);
    if (!row) throw conflict(MOVED_ON);
    await repo.addEvent(tx, { submissionId: s.id, level: 0, action: 'Recalled', comment: note?.trim() || null, actorId: actor.id });
    await writeAudit(tx, { table: 'submissions', type: 'update', recordId: s.id, oldValues: s, newValues: row, actorId: actor.id });
    // Level 1 was told it waits for them: it no longer does.
    await ctx.notices.settle(tx, taskOf(s.id));
    return row;
  });
}

/**
 * A ministry user whose role may consolidate reopens an approved submission, with a reason: its figures and
 * files are no longer frozen, its initiators are told, and it goes back to them to correct and resubmit. The
 * archived files are kept; they are marked superseded when the submission is approved again.
 */
export async function reopen(ctx: Pick<Context, 'db' | 'notices' | 'jobs'>, actor: Actor, id: number, version: number, reason: string) {
  const typed = valid(comment, reason, 'Reason');
  if (!actor.isMinistry || actor.roleId == null || !await repo.roleMayConsolidate(ctx.db, actor.roleId)) throw forbidden();
  const found = await repo.findSubmission(ctx.db, id);
  if (!found) throw notFound();
  const { submission: s, report } = found;
  if (s.state !== 'Approved') throw conflict({ key: 'SERVER.REOPEN_ONLY' });
  const votes = await voteOfEntity(ctx.db, report.category, s.voteId ?? s.programmeId ?? s.sepcId ?? 0);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.transition(tx, s.id, version, { state: 'Rejected', currentLevel: 1, stageId: null, isConsolidated: false }, actor.id);
    if (!row) throw conflict(MOVED_ON);
    await repo.addEvent(tx, { submissionId: s.id, level: report.levelOfApproval, action: 'Reopened', comment: typed, actorId: actor.id });
    await writeAudit(tx, { table: 'submissions', type: 'update', recordId: s.id, oldValues: s, newValues: row, actorId: actor.id });
    await ctx.notices.send(tx, [...new Set([s.initiatedBy ?? 0, ...await assignees(tx, report.id, 0, votes)])], {
      title: { key: 'NOTICE.REOPENED', params: { report: report.name } }, description: typed, task: taskOf(s.id), path: screenOf(report, 'submissions'),
    });
    // A consolidated submission taken back: the consolidated document is drawn again without it.
    if (s.isConsolidated) await ctx.jobs.send<ConsolidationJob>(tx, CONSOLIDATION_QUEUE, [{ reportId: report.id, yearId: s.yearId, actorId: actor.id }]);
    return row;
  });
}
