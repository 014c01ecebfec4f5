import { COFOG_DIVISIONS, ESTIMATE_SEGMENTS, GFS_CLASSES, type EstimateSegment } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { badInput, notFound } from '../../lib/errors.js';
import { cgStageId } from '../budget/mtef.repo.js';
import { segmentTotals } from './lines.repo.js';

/** Rows one answer of totals may hold (a pair such as vote × item stays under it for a national year). */
const MAX_TOTALS = 5_000;

/**
 * A year and stage's detailed estimates added up by one segment or a pair (sector, function, vote, programme,
 * sub-programme, output, economic class, item, fund), within the caller's scope: the ministry sees every vote (or the one asked
 * for), a vote only itself.
 */
export async function estimateTotals({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, by: string[], voteId: number | null) {
  if (by.length < 1 || by.length > 2 || by.some((s) => !(ESTIMATE_SEGMENTS as readonly string[]).includes(s)) || new Set(by).size !== by.length) {
    throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'By', options: ESTIMATE_SEGMENTS.join(', ') } });
  }
  if (!actor.isMinistry && voteId !== null && voteId !== actor.voteId) throw notFound();
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  const rows = await segmentTotals(db, yearId, st.id, by as EstimateSegment[], actor.isMinistry ? voteId : actor.voteId ?? -1, MAX_TOTALS + 1);
  if (rows.length > MAX_TOTALS) throw badInput({ key: 'SERVER.TOTALS_TOO_MANY', params: { max: MAX_TOTALS } });
  return rows.map((r) => ({ ...r, names: r.names.map((n, i) => (by[i] === 'economicClass' ? GFS_CLASSES[r.codes[i] ?? ''] ?? null : by[i] === 'function' ? COFOG_DIVISIONS[r.codes[i] ?? ''] ?? null : n)) }));
}
