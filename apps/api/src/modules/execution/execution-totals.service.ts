import { COFOG_DIVISIONS, ESTIMATE_SEGMENTS, GFS_CLASSES, type EstimateSegment } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { segmentSums } from '../estimates/lines.repo.js';
import { budgetAgainstActual, budgetYearOf, monthsHeld } from './execution.repo.js';

/** Rows one answer may hold, as estimateTotals. */
const MAX_TOTALS = 5_000;
const MEASURES = ['approved', 'revised', 'warranted', 'released', 'spent', 'committed'] as const;

export interface ExecutionTotal {
  codes: (string | null)[]; names: (string | null)[]; lines: number;
  approved: number; revised: number; warranted: number; released: number; spent: number; committed: number;
}

/**
 * A year's budget against its execution to the end of a month, added up by one segment or a pair (sector, function,
 * vote, programme, sub-programme, output, economic class, item, fund), within the caller's scope: the ministry every vote
 * (or the one asked for), a vote only itself. The budget is the estimates the year is carried out under, as approved and as
 * revised by supplementaries and virements.
 */
export async function executionTotals({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, by: string[], toMonth: number, voteId: number | null): Promise<ExecutionTotal[]> {
  if (by.length < 1 || by.length > 2 || by.some((s) => !(ESTIMATE_SEGMENTS as readonly string[]).includes(s)) || new Set(by).size !== by.length) {
    throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'By', options: ESTIMATE_SEGMENTS.join(', ') } });
  }
  if (!Number.isInteger(toMonth) || toMonth < 1 || toMonth > 12) throw badInput({ key: 'SERVER.EXEC_BAD_MONTH' });
  if (!actor.isMinistry && voteId !== null && voteId !== actor.voteId) throw notFound();
  const before = await budgetYearOf(db, yearId);
  if (!before) throw notFound();
  const segments = by as EstimateSegment[];
  const source = budgetAgainstActual(yearId, before.id, toMonth, actor.isMinistry ? voteId : actor.voteId ?? -1);
  const rows = await segmentSums(db, source, before.id, segments, [...MEASURES], MAX_TOTALS + 1);
  if (rows.length > MAX_TOTALS) throw badInput({ key: 'SERVER.TOTALS_TOO_MANY', params: { max: MAX_TOTALS } });
  return rows.map((r) => {
    const [approved = 0, revised = 0, warranted = 0, released = 0, spent = 0, committed = 0] = r.sums;
    const names = r.names.map((n, i) => (segments[i] === 'economicClass' ? GFS_CLASSES[r.codes[i] ?? ''] ?? null : segments[i] === 'function' ? COFOG_DIVISIONS[r.codes[i] ?? ''] ?? null : n));
    return { codes: r.codes, names, lines: r.lines, approved, revised, warranted, released, spent, committed };
  });
}

/** The months of a year's execution held, for the ministry's screen. */
export async function executionMonths({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number) {
  if (!actor.isMinistry) throw forbidden();
  return (await monthsHeld(db, yearId)).map((m) => ({ ...m, month: Number(m.month) }));
}
