import { BUDGET_CATEGORIES, type Said } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { badInput } from '../../lib/errors.js';
import { ceilingControl } from './ceilings.js';
import { mtefColumn } from './columns.js';
import { detailKey, detailSums, segmentCodes } from './detail.repo.js';
import { stageAllocations } from './mtef.repo.js';
import type { AllocationAfter } from './overdraw.js';

export interface DetailBreach { voteId: number; programmeId: number; vote: string; programme: string; category: string; detail: number; figure: number | null }

const EPSILON = 0.005;

/**
 * The rule that keeps detailed estimates and the MTEF one budget: for each central-government vote × programme
 * × category of the budget year, the lines' total stays within the Y1 allocation. It is checked on every path that
 * writes either side — lines (screen, national load, stage copy, revert) with `detail` (totals after the change by
 * detailKey), and figures (MTEF screen, upload, stage copy, revert) with `figures`. A change that raises no total
 * and lowers no figure is never refused, so what already stands over can be brought back.
 */
export async function detailBreaches(db: Executor, yearId: number, stageId: number,
  change: { detail?: Map<string, number>; figures?: AllocationAfter[] }): Promise<DetailBreach[]> {
  const detailAfter = change.detail ?? new Map<string, number>();
  const figuresAfter = new Map<string, number>();
  for (const f of change.figures ?? []) for (const c of BUDGET_CATEGORIES) figuresAfter.set(detailKey(f.voteId, f.programmeId, c), f.cells[mtefColumn('Y1', c)] ?? 0);
  const keys = [...new Set([...detailAfter.keys(), ...figuresAfter.keys()])];
  if (!keys.length) return [];
  const parts = keys.map((k) => k.split('|'));
  const voteIds = [...new Set(parts.map((p) => Number(p[0])))];
  const [held, allocations, codes] = await Promise.all([
    detailSums(db, yearId, stageId, voteIds), stageAllocations(db, yearId, stageId, voteIds),
    segmentCodes(db, voteIds, [...new Set(parts.map((p) => Number(p[1])))]),
  ]);
  const figures = new Map<string, number>();
  for (const a of allocations) for (const c of BUDGET_CATEGORIES) figures.set(detailKey(a.voteId, a.programmeId, c), a.cells[mtefColumn('Y1', c)] ?? 0);
  const out: DetailBreach[] = [];
  for (const [i, key] of keys.entries()) {
    const [voteId, programmeId, category] = parts[i];
    const vote = codes.vote.get(Number(voteId));
    if (!vote || codes.kind.get(Number(voteId)) !== 'CG') continue;
    const d0 = held.get(key) ?? 0;
    const d1 = detailAfter.has(key) ? detailAfter.get(key)! : d0;
    const f0 = figures.get(key);
    const f1 = figuresAfter.has(key) ? figuresAfter.get(key)! : f0;
    if (d1 <= EPSILON) continue;
    const raised = d1 > d0 + EPSILON || (f0 !== undefined && f1 !== undefined && f1 < f0 - EPSILON);
    if (raised && (f1 === undefined || d1 > f1 + EPSILON)) {
      out.push({ voteId: Number(voteId), programmeId: Number(programmeId), vote, programme: codes.programme.get(Number(programmeId)) ?? '', category, detail: d1, figure: f1 ?? null });
    }
  }
  return out;
}

/** 'Vote 014, programme 12, Y1_Wage: the detailed estimates add up to 5,000, above the MTEF figure of 4,000'. */
export const detailSaid = (b: DetailBreach): Said => (b.figure === null
  ? { key: 'SERVER.DETAIL_NO_MTEF', params: { vote: b.vote, programme: b.programme, category: b.category, detail: b.detail } }
  : { key: 'SERVER.DETAIL_OVER_MTEF', params: { vote: b.vote, programme: b.programme, category: b.category, detail: b.detail, figure: b.figure } });

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
