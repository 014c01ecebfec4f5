import { z } from 'zod';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { daysBetween, isoDate, todayIso } from '../../lib/dates.js';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.js';
import { valid } from '../../lib/valid.js';
import { approverRowsOf } from './workflow.repo.js';
import { reason } from './workflow.service.js';
import * as repo from './delegations.repo.js';

/** Longest acting period one delegation may cover (a long leave is named again, deliberately). */
export const MAX_DELEGATION_DAYS = 180;

const input = z.object({
  Delegate_ID: z.number().int().positive(),
  Starts_On: isoDate,
  Ends_On: isoDate,
  Reason: reason,
});

/**
 * An approver names an acting approver for a period: a user of the same kind, vote and parastatal, one at a
 * time. The delegate is told, and acts on the approver's tasks until the period ends or it is revoked.
 */
export async function delegateApprovals(ctx: Pick<Context, 'db' | 'notices'>, actor: Actor, raw: unknown) {
  const p = valid(input, raw);
  if (p.Ends_On < p.Starts_On) throw badInput({ key: 'SERVER.ENDS_BEFORE_START' });
  if (p.Ends_On < todayIso()) throw badInput({ key: 'SERVER.PERIOD_OVER' });
  if (daysBetween(p.Starts_On, p.Ends_On) >= MAX_DELEGATION_DAYS) throw badInput({ key: 'SERVER.DELEGATION_TOO_LONG', params: { days: MAX_DELEGATION_DAYS } });
  if (!(await approverRowsOf(ctx.db, actor.id)).some((a) => a.level >= 1)) throw forbidden();
  if (!(await repo.candidatesFor(ctx.db, actor.id)).some((u) => u.id === p.Delegate_ID)) {
    throw badInput({ key: 'SERVER.DELEGATE_CHOICE' });
  }
  return ctx.db.transaction(async (tx) => {
    await repo.lockUser(tx, actor.id);
    if ((await repo.overlapping(tx, actor.id, p.Starts_On, p.Ends_On)).length) {
      throw conflict({ key: 'SERVER.DELEGATION_OVERLAP' });
    }
    const row = await repo.insertDelegation(tx, {
      userId: actor.id, delegateId: p.Delegate_ID, startsOn: p.Starts_On, endsOn: p.Ends_On, reason: p.Reason, createdBy: actor.id,
    });
    await writeAudit(tx, { table: 'approval_delegations', type: 'create', recordId: row.id, newValues: row, actorId: actor.id });
    await ctx.notices.send(tx, [p.Delegate_ID], {
      title: { key: 'NOTICE.ACTING', params: { user: actor.userName } },
      description: { key: 'NOTICE.ACTING.TEXT', params: { from: { day: p.Starts_On }, to: { day: p.Ends_On }, reason: p.Reason } },
    });
    return row;
  });
}

export async function revokeDelegation(ctx: Pick<Context, 'db' | 'notices'>, actor: Actor, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await repo.revokeDelegation(tx, id, actor.id);
    if (!row) throw notFound();
    await writeAudit(tx, { table: 'approval_delegations', type: 'update', recordId: row.id, newValues: { revokedAt: row.revokedAt }, actorId: actor.id });
    await ctx.notices.send(tx, [row.delegateId], {
      title: { key: 'NOTICE.ACTING_ENDED', params: { user: actor.userName } }, description: { key: 'NOTICE.ACTING_ENDED.TEXT', params: { date: { day: todayIso() } } },
    });
    return row;
  });
}

export const myDelegations = (ctx: Pick<Context, 'db'>, actor: Actor) => repo.delegationsOf(ctx.db, actor.id);
/** Who may stand in for the actor; none when the actor approves nothing. */
export async function delegationCandidates(ctx: Pick<Context, 'db'>, actor: Actor) {
  return (await approverRowsOf(ctx.db, actor.id)).some((a) => a.level >= 1) ? repo.candidatesFor(ctx.db, actor.id) : [];
}
