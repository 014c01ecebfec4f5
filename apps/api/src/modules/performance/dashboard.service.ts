import { shortOfTarget } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { notFound } from '../../lib/errors.js';
import { fiscalYearBefore, fiscalYearById } from '../masters/periods.repo.js';
import { approvedBudgetTotal, latestIndicators, quarterMoney } from './dashboard.repo.js';

export interface ProgrammeTrack { code: string; name: string; indicators: number; onTrack: number; offTrack: number; notReported: number; latestQuarter: number | null }
export interface QuarterMoney { quarter: number; reported: boolean; released: number; spent: number; releasedToDate: number; spentToDate: number }

/**
 * The dashboard's performance of a year: per programme, how many of the indicators planned for the year stand on
 * track or off track at their latest reported quarter (off: short of that quarter's target by more than the margin)
 * or are not yet reported; and the money by quarter — released and spent in each and to date, beside the approved
 * budget (each vote's detailed estimates the year is carried out under, where held, else its MTEF's Y0). The ministry
 * sees every central vote or one; a vote's user only their own vote.
 */
export async function performanceDashboard({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, voteId: number | null) {
  if (!actor.isMinistry && voteId != null && voteId !== actor.voteId) throw notFound();
  const scope = actor.isMinistry ? voteId : actor.voteId;
  const year = await fiscalYearById(db, yearId);
  if (!year) throw notFound();
  if (!actor.isMinistry && scope == null) return { budget: 0, programmes: [], quarters: [] };
  const plan = await fiscalYearBefore(db, year);
  const [indicators, budget, money] = await Promise.all([
    plan ? latestIndicators(db, plan.id, scope) : Promise.resolve([]), approvedBudgetTotal(db, yearId, plan?.id ?? null, scope), quarterMoney(db, yearId, scope),
  ]);
  const programmes = new Map<string, ProgrammeTrack>();
  for (const i of indicators) {
    const p = programmes.get(i.programmeCode) ?? { code: i.programmeCode, name: i.programmeName, indicators: 0, onTrack: 0, offTrack: 0, notReported: 0, latestQuarter: null };
    p.indicators++;
    if (i.quarter == null || i.actual == null) p.notReported++;
    else if (shortOfTarget(i.actual, i.target ?? 0)) p.offTrack++;
    else p.onTrack++;
    if (i.quarter != null) p.latestQuarter = Math.max(p.latestQuarter ?? 0, i.quarter);
    programmes.set(i.programmeCode, p);
  }
  let releasedToDate = 0;
  let spentToDate = 0;
  const quarters: QuarterMoney[] = [1, 2, 3, 4].map((quarter) => {
    const m = money.find((x) => x.quarter === `Q${quarter}`);
    releasedToDate += m?.released ?? 0;
    spentToDate += m?.spent ?? 0;
    return { quarter, reported: !!m, released: m?.released ?? 0, spent: m?.spent ?? 0, releasedToDate, spentToDate };
  });
  return { budget, programmes: [...programmes.values()], quarters };
}
