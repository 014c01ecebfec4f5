import { entityKindOf, type ReportLayout } from '@pbs/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { votes } from '../../db/schema/index.js';
import { badInput, notFound } from '../../lib/errors.js';
import { dataStageOf } from '../documents/documents.service.js';
import { checkConsistency, checkVirementBalance } from '../budget/balance-checks.js';
import type { Report } from '../../db/schema/index.js';

/**
 * Known by their layout, so that a report the ministry defines later is held to the same rule: CG vote reports
 * that present the estimates may be initiated only when the vote is within its ceilings in their stage, and those
 * that move money between lines only when no line is overdrawn.
 */
const NEEDS_CONSISTENCY: ReadonlySet<string> = new Set<ReportLayout>(['vote-estimates']);
const NEEDS_VIREMENT_BALANCE: ReadonlySet<string> = new Set<ReportLayout>(['virement']);

/**
 * Budget checks a report must pass before it is initiated (checkConsistanceReportBalance and
 * checkAvailableVirementBalanceReportBalance); refusals carry the check's message.
 */
export async function checkBudgetGates(db: Executor, actor: Actor, report: Report, entityId: number, yearId: number) {
  if (entityKindOf(report.category) !== 'cgVote') return;
  if (report.layout && NEEDS_CONSISTENCY.has(report.layout)) {
    // The stage the document prints (a Budget Framework Paper its stage 1), not whichever stage is active.
    const stage = await dataStageOf(db, report, yearId);
    if (!stage) return;
    const r = await checkConsistency(db, actor, entityId, yearId, stage.stage);
    if (!r.Is_Balanced) throw badInput({ key: 'SERVER.NOT_CONSISTENT', params: { detail: r.Message } });
  }
  if (report.layout && NEEDS_VIREMENT_BALANCE.has(report.layout)) {
    const [v] = await db.select({ code: votes.code }).from(votes).where(eq(votes.id, entityId));
    if (!v) throw notFound();
    const r = await checkVirementBalance(db, actor, yearId, v.code);
    if (!r.Is_Balanced) throw badInput({ key: 'SERVER.VIREMENTS_OVERDRAW', params: { detail: r.Message } });
  }
}
