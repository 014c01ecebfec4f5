import { REVENUE_SOURCES, revenueBalance, revenueMayBeNegative, revenueSource, UPLOAD_LIMITS } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { outOfRange } from '../../lib/valid.js';
import { cgStageId } from '../budget/mtef.repo.js';
import { fiscalYearById } from '../masters/periods.repo.js';
import { revenueLines, revenueOutturnLines, stageSpending, writeSourceAmounts, type SourceTarget } from './revenue.repo.js';

export const MAX_REVENUE_LINES = REVENUE_SOURCES.length;
type SourceLine = { code: string; amount: number };

/** Every source of the classification, in its order, with the amount held (zero where none is). */
const everySource = (held: SourceLine[]) => {
  const amounts = new Map(held.map((h) => [h.code, h.amount]));
  return REVENUE_SOURCES.map((s) => ({ ...s, amount: amounts.get(s.code) ?? 0 }));
};

/** Whole shillings, each code of the classification once; revenue and grants not below zero, net borrowing either way. */
function checkSources(input: SourceLine[]) {
  const seen = new Set<string>();
  for (const l of input) {
    const source = revenueSource(l.code);
    if (!source) throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Code', options: REVENUE_SOURCES.map((x) => x.code).join(', ') } });
    if (seen.has(l.code)) throw badInput({ key: 'SERVER.REVENUE_TWICE', params: { code: l.code } });
    seen.add(l.code);
    const min = revenueMayBeNegative(l.code) ? -UPLOAD_LIMITS.maxAmount : 0;
    if (!Number.isInteger(l.amount) || l.amount < min || l.amount > UPLOAD_LIMITS.maxAmount) throw outOfRange(`${l.code} ${source.name}`, min, UPLOAD_LIMITS.maxAmount);
  }
}

/** Writes the amounts given and audits what changed, in one transaction. */
async function keepSources(db: Context['db'], target: SourceTarget, input: SourceLine[], actor: Actor, recordId: number) {
  await db.transaction(async (tx) => {
    const before = await writeSourceAmounts(tx, target, input, actor.id);
    const changed = input.filter((l) => (before.get(l.code) ?? 0) !== l.amount);
    if (!changed.length) return;
    await writeAudit(tx, { table: target.kind === 'estimate' ? 'revenue_estimates' : 'revenue_outturns', type: 'update', recordId, actorId: actor.id,
      oldValues: Object.fromEntries(changed.map((l) => [l.code, before.get(l.code) ?? 0])), newValues: Object.fromEntries(changed.map((l) => [l.code, l.amount])) });
  });
}

/**
 * A stage's revenue and financing estimates: every source of the classification (zero where none is held) and what
 * they come to beside the stage's detailed spending — revenue and grants, net borrowing, the balance, and what is
 * left unfinanced. Read by every signed-in user: national figures, printed in the budget speech.
 */
export async function revenueEstimates({ db }: Pick<Context, 'db'>, yearId: number, stage: number) {
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  const [held, spending] = await Promise.all([revenueLines(db, st.id), stageSpending(db, st.id)]);
  const lines = everySource(held);
  return { stageOpen: st.isActive, held: held.length > 0, lines, totals: revenueBalance(lines, spending) };
}

/**
 * The ministry keeps a stage's revenue and financing estimates (the open stage only: a closed one is the record of
 * what was decided). Audited.
 */
export async function saveRevenueEstimates({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, input: SourceLine[]) {
  if (!actor.isMinistry) throw forbidden();
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  if (!st.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
  checkSources(input);
  await keepSources(db, { kind: 'estimate', yearId, stageId: st.id }, input, actor, st.id);
  return revenueEstimates({ db }, yearId, stage);
}

/** What a year collected and borrowed, every source of the classification (zero where none is held). */
export async function revenueOutturns({ db }: Pick<Context, 'db'>, yearId: number) {
  if (!await fiscalYearById(db, yearId)) throw notFound();
  const held = await revenueOutturnLines(db, yearId);
  return { held: held.length > 0, lines: everySource(held) };
}

/** The ministry keeps what a year collected and borrowed of each source, from its accounts. Audited. */
export async function saveRevenueOutturns({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, input: SourceLine[]) {
  if (!actor.isMinistry) throw forbidden();
  if (!await fiscalYearById(db, yearId)) throw notFound();
  checkSources(input);
  await keepSources(db, { kind: 'outturn', yearId }, input, actor, yearId);
  return revenueOutturns({ db }, yearId);
}
