import { REVENUE_SOURCES, revenueBalance, revenueMayBeNegative, revenueSource, UPLOAD_LIMITS } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { outOfRange } from '../../lib/valid.js';
import { cgStageId } from '../budget/mtef.repo.js';
import { revenueLines, stageSpending, writeRevenueLines } from './revenue.repo.js';

export const MAX_REVENUE_LINES = REVENUE_SOURCES.length;

/**
 * A stage's revenue and financing estimates: every source of the classification (zero where none is held) and what
 * they come to beside the stage's detailed spending — revenue and grants, net borrowing, the balance, and what is
 * left unfinanced. Read by every signed-in user: national figures, printed in the budget speech.
 */
export async function revenueEstimates({ db }: Pick<Context, 'db'>, yearId: number, stage: number) {
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  const [held, spending] = await Promise.all([revenueLines(db, st.id), stageSpending(db, st.id)]);
  const amounts = new Map(held.map((h) => [h.code, h.amount]));
  const lines = REVENUE_SOURCES.map((s) => ({ ...s, amount: amounts.get(s.code) ?? 0 }));
  return { stageOpen: st.isActive, held: held.length > 0, lines, totals: revenueBalance(lines, spending) };
}

/**
 * The ministry keeps a stage's revenue and financing estimates (the open stage only: a closed one is the record of
 * what was decided). Whole shillings; revenue and grants not below zero; net borrowing either way. Audited.
 */
export async function saveRevenueEstimates({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, input: { code: string; amount: number }[]) {
  if (!actor.isMinistry) throw forbidden();
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  if (!st.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
  const seen = new Set<string>();
  for (const l of input) {
    const source = revenueSource(l.code);
    if (!source) throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Code', options: REVENUE_SOURCES.map((x) => x.code).join(', ') } });
    if (seen.has(l.code)) throw badInput({ key: 'SERVER.REVENUE_TWICE', params: { code: l.code } });
    seen.add(l.code);
    const min = revenueMayBeNegative(l.code) ? -UPLOAD_LIMITS.maxAmount : 0;
    if (!Number.isInteger(l.amount) || l.amount < min || l.amount > UPLOAD_LIMITS.maxAmount) throw outOfRange(`${l.code} ${source.name}`, min, UPLOAD_LIMITS.maxAmount);
  }
  await db.transaction(async (tx) => {
    const before = await writeRevenueLines(tx, yearId, st.id, input, actor.id);
    const changed = input.filter((l) => (before.get(l.code) ?? 0) !== l.amount);
    if (changed.length) {
      await writeAudit(tx, { table: 'revenue_estimates', type: 'update', recordId: st.id, actorId: actor.id,
        oldValues: Object.fromEntries(changed.map((l) => [l.code, before.get(l.code) ?? 0])), newValues: Object.fromEntries(changed.map((l) => [l.code, l.amount])) });
    }
  });
  return revenueEstimates({ db }, yearId, stage);
}
