import { BUDGET_CATEGORIES, type Said } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { badInput } from '../../lib/errors.js';
import { ceilingControl } from './ceilings.js';
import { mtefColumn } from './columns.js';
import { detailKey, detailSums, segmentCodes } from './detail.repo.js';
import { lgDetailTotals, lgEnvelopes } from './envelope.repo.js';
import { stageAllocations } from './mtef.repo.js';
import type { AllocationAfter } from './overdraw.js';
import { entry } from '../../lib/present.js';

export interface DetailBreach {
  voteId: number; programmeId: number; vote: string; programme: string; category: string; detail: number; figure: number | null;
  /** A local government's: its lines stand under its envelope (grant IPFs and local revenue) as a whole vote. */
  lg: boolean;
}

const EPSILON = 0.005;

/**
 * The rule that keeps detailed estimates and the budget's figures one budget: for each central-government vote ×
 * programme × category of the budget year, the lines' total stays within the Y1 allocation; for each local
 * government × category, within its envelope (envelope.repo.ts: its grant IPFs' budget-year projections and its
 * local revenue estimates). It is checked on every path that writes lines — screen, national load, stage copy,
 * revert — with `detail` (totals after the change by detailKey), and on every path that writes MTEF figures with
 * `figures` (IPFs and local revenue: envelopeHold). A change that raises no total and lowers no figure is never
 * refused, so what already stands over can be brought back.
 */
export async function detailBreaches(db: Executor, yearId: number, stageId: number,
  change: { detail?: Map<string, number>; figures?: AllocationAfter[] }): Promise<DetailBreach[]> {
  const detailAfter = change.detail ?? new Map<string, number>();
  const figuresAfter = new Map<string, number>();
  for (const f of change.figures ?? []) for (const c of BUDGET_CATEGORIES) figuresAfter.set(detailKey(f.voteId, f.programmeId, c), f.cells[mtefColumn('Y1', c)] ?? 0);
  const raw = [...new Set([...detailAfter.keys(), ...figuresAfter.keys()])].map((k) => k.split('|').map((p, i) => (i < 2 ? Number(p) : p)));
  if (!raw.length) return [];
  const voteIds = [...new Set(raw.map((p) => Number(p[0])))];
  const codes = await segmentCodes(db, voteIds, [...new Set(raw.map((p) => Number(p[1])))]);
  // Envelopes are local governments': not read for a change of central votes only.
  const lgVotes = voteIds.filter((id) => codes.kind.get(id) === 'LG');
  const [held, allocations, envelopes] = await Promise.all([
    detailSums(db, yearId, stageId, voteIds), stageAllocations(db, yearId, stageId, voteIds), lgEnvelopes(db, yearId, stageId, lgVotes),
  ]);
  const isLg = (voteId: number) => codes.kind.get(voteId) === 'LG';
  // A local government's totals are its vote's: every programme's key folds into programme 0.
  const fold = (key: string) => { const [v, , c = ''] = key.split('|'); return isLg(Number(v)) ? detailKey(Number(v), 0, c) : key; };
  const heldBy = new Map<string, number>();
  for (const [k, v] of held) heldBy.set(fold(k), (heldBy.get(fold(k)) ?? 0) + v);
  const afterBy = new Map<string, number>();
  for (const [k, v] of detailAfter) afterBy.set(fold(k), (afterBy.get(fold(k)) ?? heldBy.get(fold(k)) ?? 0) + v - (held.get(k) ?? 0));
  const figures = new Map<string, number>();
  for (const a of allocations) for (const c of BUDGET_CATEGORIES) figures.set(detailKey(a.voteId, a.programmeId, c), a.cells[mtefColumn('Y1', c)] ?? 0);
  for (const [k, v] of envelopes) { const [, voteId, c = ''] = k.split('|'); figures.set(detailKey(Number(voteId), 0, c), v); }
  const out: DetailBreach[] = [];
  for (const key of new Set([...afterBy.keys(), ...figuresAfter.keys()])) {
    const [voteId, programmeId, category = ''] = key.split('|');
    const vote = codes.vote.get(Number(voteId));
    const lg = isLg(Number(voteId));
    if (!vote || (!lg && codes.kind.get(Number(voteId)) !== 'CG') || (lg && programmeId !== '0')) continue;
    const d0 = heldBy.get(key) ?? 0;
    const d1 = afterBy.has(key) ? entry(afterBy, key) : d0;
    // A local government without IPFs or local revenue in a category has an envelope of nothing there.
    const f0 = figures.get(key) ?? (lg ? 0 : undefined);
    const f1 = figuresAfter.has(key) ? entry(figuresAfter, key) : f0;
    if (d1 <= EPSILON) continue;
    const raised = d1 > d0 + EPSILON || (f0 !== undefined && f1 !== undefined && f1 < f0 - EPSILON);
    if (raised && (f1 === undefined || d1 > f1 + EPSILON)) {
      out.push({ voteId: Number(voteId), programmeId: Number(programmeId), vote, programme: codes.programme.get(Number(programmeId)) ?? '', category, detail: d1, figure: f1 ?? null, lg });
    }
  }
  return out;
}

/**
 * The figure side for local governments: their envelopes read before a write of grant IPFs or local revenue
 * estimates, and after it, in every stage, what the write lowered below the lines standing over it — binding
 * under Stop (the year's ceiling control), none under Warn. Called inside the write's transaction, under the
 * votes' 'mtef' lock that line saves take.
 */
export async function envelopeHold(tx: Executor, yearId: number, voteIds: number[]): Promise<() => Promise<DetailBreach[]>> {
  const before = await lgEnvelopes(tx, yearId, null, voteIds);
  return async () => {
    const [after, detail, codes] = await Promise.all([lgEnvelopes(tx, yearId, null, voteIds), lgDetailTotals(tx, yearId, voteIds), segmentCodes(tx, voteIds, [])]);
    const out: DetailBreach[] = [];
    for (const [key, d] of detail) {
      const [, voteId, category = ''] = key.split('|');
      const f0 = before.get(key) ?? 0;
      const f1 = after.get(key) ?? 0;
      if (f1 < f0 - EPSILON && d > f1 + EPSILON) out.push({ voteId: Number(voteId), programmeId: 0, vote: codes.vote.get(Number(voteId)) ?? '', programme: '', category, detail: d, figure: f1, lg: true });
    }
    return out.length && await ceilingControl(tx, yearId) === 'Stop' ? out : [];
  };
}

/** 'Vote 014, programme 12, Y1_Wage: the detailed estimates add up to 5,000, above the MTEF figure of 4,000'. */
export const detailSaid = (b: DetailBreach): Said => {
  if (b.lg) return { key: 'SERVER.DETAIL_OVER_IPF', params: { vote: b.vote, category: b.category, detail: b.detail, figure: b.figure ?? 0 } };
  return b.figure === null
    ? { key: 'SERVER.DETAIL_NO_MTEF', params: { vote: b.vote, programme: b.programme, category: b.category, detail: b.detail } }
    : { key: 'SERVER.DETAIL_OVER_MTEF', params: { vote: b.vote, programme: b.programme, category: b.category, detail: b.detail, figure: b.figure } };
};

/** The breaches as one list for a refusal: the first five, and how many more. */
export function detailList(breaches: DetailBreach[]): Said[] {
  const more: Said[] = breaches.length > 5 ? [{ key: 'SERVER.AND_MORE', params: { count: breaches.length - 5 } }] : [];
  return [...breaches.slice(0, 5).map(detailSaid), ...more];
}

/**
 * Under Stop (the year's ceiling control) a change that breaks the rule is refused, naming what it breaks; under
 * Warn it goes ahead and the breaches are answered so the screen can flag them. A figure with no MTEF line at all
 * is refused either way: detail must stand under a figure.
 */
export async function holdDetail(db: Executor, yearId: number, stageId: number, change: Parameters<typeof detailBreaches>[3]): Promise<DetailBreach[]> {
  const breaches = await detailBreaches(db, yearId, stageId, change);
  const binding = await ceilingControl(db, yearId) === 'Stop' ? breaches : breaches.filter((b) => b.figure === null);
  if (binding.length) throw badInput({ key: 'SERVER.DETAIL_OVER', params: { detail: detailList(binding) } }, { breaches: binding.length });
  return breaches;
}
