import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { updateAudited } from '../../lib/audited.js';
import { badInput, notFound } from '../../lib/errors.js';
import { budgetStages, fiscalYears } from '../../db/schema/index.js';
import * as periods from './periods.repo.js';

export async function previousFiscalYear(ctx: Context) {
  const active = await periods.activeFiscalYear(ctx.db);
  return active ? periods.fiscalYearBefore(ctx.db, active) : null;
}

/** One active fiscal year at a time: the old one is switched off in the same transaction. */
export function setActiveFiscalYear(ctx: Context, actor: Actor, yearId: number) {
  return ctx.db.transaction(async (tx) => {
    const year = await periods.fiscalYearById(tx, yearId);
    if (!year) throw notFound();
    if (!year.status) throw badInput({ key: 'SERVER.INACTIVE_YEAR' });
    const old = await periods.otherActiveYear(tx, yearId);
    if (old) await updateAudited(tx, fiscalYears, old.id, { isActive: false }, actor.id);
    return updateAudited(tx, fiscalYears, yearId, { isActive: true }, actor.id);
  });
}

/** One active stage per area and year, switched the same way. */
export function setActiveBudgetStage(ctx: Context, actor: Actor, stageId: number) {
  return ctx.db.transaction(async (tx) => {
    const stage = await periods.stageById(tx, stageId);
    if (!stage) throw notFound();
    if (!stage.status) throw badInput({ key: 'SERVER.INACTIVE_STAGE' });
    const old = await periods.otherActiveStage(tx, stage);
    if (old) await updateAudited(tx, budgetStages, old.id, { isActive: false }, actor.id);
    return updateAudited(tx, budgetStages, stageId, { isActive: true }, actor.id);
  });
}
