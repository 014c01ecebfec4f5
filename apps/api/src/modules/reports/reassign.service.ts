import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { unknownRef, valid } from '../../lib/valid.js';
import { scopeOfUser, setOverride } from './approvers.repo.js';
import { entityVisible } from './entities.js';
import * as repo from './workflow.repo.js';
import { entityOf, MOVED_ON, reason, screenOf, taskOf } from './workflow.service.js';

const input = z.object({
  Submission_ID: z.number().int().positive(),
  Version: z.number().int(),
  User_ID: z.number().int().positive(),
  Reason: reason,
});

/**
 * An administrator gives a waiting submission to one person at its current level, in place of the level's
 * approvers: an active user who may see the entity and did not initiate it. Recorded in the history and the
 * audit; the person is told. The version moves on, so an approval racing it is told someone acted first.
 */
export async function reassign(ctx: Pick<Context, 'db' | 'notices'>, actor: Actor, raw: unknown) {
  const p = valid(input, raw);
  const found = await repo.findSubmission(ctx.db, p.Submission_ID);
  if (!found) throw notFound();
  const { submission: s, report } = found;
  if (s.state !== 'Initiated') throw conflict({ key: 'SERVER.REASSIGN_ONLY' });
  if (s.version !== p.Version) throw conflict(MOVED_ON);
  const person = await scopeOfUser(ctx.db, p.User_ID);
  if (!person?.status) throw unknownRef('User_ID');
  if (person.id === s.initiatedBy) throw badInput({ key: 'SERVER.REASSIGN_INITIATOR' });
  const entity = await entityVisible(ctx.db, person, report.category, entityOf(s));
  if (!entity) throw badInput({ key: 'SERVER.REASSIGN_CANNOT_SEE', params: { user: person.userName, report: report.name } });
  return ctx.db.transaction(async (tx) => {
    const row = await repo.transition(tx, s.id, p.Version, { currentLevel: s.currentLevel }, actor.id);
    if (!row) throw conflict(MOVED_ON);
    await setOverride(tx, { submissionId: s.id, level: s.currentLevel, userId: person.id, reason: p.Reason, assignedBy: actor.id });
    await repo.addEvent(tx, { submissionId: s.id, level: s.currentLevel, action: 'Reassigned', comment: `To ${person.userName}: ${p.Reason}`, actorId: actor.id });
    await writeAudit(tx, { table: 'submissions', type: 'update', recordId: s.id, oldValues: s, newValues: { ...row, assignedTo: person.id, reason: p.Reason }, actorId: actor.id });
    await ctx.notices.settle(tx, taskOf(s.id));
    await ctx.notices.send(tx, [person.id], {
      task: taskOf(s.id), path: screenOf(report, 'approvals'),
      title: { key: 'NOTICE.GIVEN', params: { report: report.name } },
      description: { key: 'NOTICE.GIVEN.TEXT', params: { entity: `${entity.code} ${entity.name}`, level: s.currentLevel, reason: p.Reason } },
    });
    return row;
  });
}
