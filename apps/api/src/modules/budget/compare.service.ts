import { BUDGET_CATEGORIES } from '@pbs/domain';
import type { Context } from '../../graphql/context.js';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { badInput, notFound } from '../../lib/errors.js';
import { stageByNumber } from '../masters/periods.repo.js';
import { MTEF_CELLS } from './columns.js';
import { IPF_YEARS, ipfPair, mtefPair, type Side } from './compare.repo.js';
import { versionById } from './versions.repo.js';

export type StagePairRow = {
  Line_Code: string; Line_Name: string; Figure: 'Allocation' | 'Ceiling' | 'IPF'; Year: string; Category: string;
  Stage_Amount: number; Other_Stage_Amount: number; Difference: number;
};

const FIGURE = { allocation: 'Allocation', ceiling: 'Ceiling', ipf: 'IPF' } as const;

export interface CompareInput {
  Year_ID: number; Area: 'CG' | 'LG'; Stage: number; Other_Stage: number; Vote_ID?: number | null;
  /** A kept version (BudgetVersion.Version_ID) on either side instead of the stage's working figures. */
  Version_ID?: number | null; Other_Version_ID?: number | null;
}

/** A side of a comparison: the stage's working figures, or one of the vote's kept versions of that stage. */
async function side(db: Executor, area: 'CG' | 'LG', stageId: number, voteId: number, versionId: number | null | undefined): Promise<Side> {
  if (versionId == null) return { stageId, versionId: null };
  const v = await versionById(db, area, versionId);
  if (!v || v.voteId !== voteId || v.stageId !== stageId) throw notFound();
  return { stageId, versionId };
}

/**
 * A vote's budget in one stage (or kept version) beside another of the same year, for every year Y0–Y5,
 * every category (MTEF) or grant (IPF), ceilings included: one row per figure that is not zero in both, with
 * the difference. Vote users compare their own vote; the ministry names the vote.
 */
/** Where a category stands in the budget's order (Wage first); an IPF line's one label, 'Grant', has no place. */
const categoryOrder = (c: string) => (BUDGET_CATEGORIES as readonly string[]).indexOf(c);

export async function compareBudgetStages({ db }: Pick<Context, 'db'>, actor: Actor, input: CompareInput) {
  const voteId = actor.isMinistry ? input.Vote_ID : actor.voteId;
  if (!actor.isMinistry && input.Vote_ID != null && input.Vote_ID !== actor.voteId) throw notFound();
  if (voteId == null) throw badInput({ key: 'FIELD.REQUIRED', params: { field: 'Vote_ID' } });
  if (input.Stage === input.Other_Stage && (input.Version_ID ?? null) === (input.Other_Version_ID ?? null)) {
    throw badInput({ key: 'SERVER.OTHER_STAGE' });
  }
  const [a, b] = [await stageByNumber(db, input.Year_ID, input.Area, input.Stage), await stageByNumber(db, input.Year_ID, input.Area, input.Other_Stage)];
  if (!a || !b) throw notFound();
  const out: StagePairRow[] = [];
  const push = (r: Record<string, unknown>, year: string, category: string, column: string) => {
    const [x, y] = [Number(r[`a:${column}`]), Number(r[`b:${column}`])];
    if (x === 0 && y === 0) return;
    out.push({ Line_Code: String(r.line_code), Line_Name: String(r.line_name), Figure: FIGURE[r.figure as keyof typeof FIGURE], Year: year, Category: category,
      Stage_Amount: x, Other_Stage_Amount: y, Difference: x - y });
  };
  const [left, right] = [await side(db, input.Area, a.id, voteId, input.Version_ID), await side(db, input.Area, b.id, voteId, input.Other_Version_ID)];
  if (input.Area === 'CG') {
    for (const r of await mtefPair(db, input.Year_ID, voteId, left, right)) for (const c of MTEF_CELLS) push(r, c.year, c.category, c.column);
  } else {
    for (const r of await ipfPair(db, input.Year_ID, voteId, left, right)) for (const [year, column] of IPF_YEARS) push(r, year, 'Grant', column);
  }
  return out.sort((p, q) => p.Line_Code.localeCompare(q.Line_Code) || p.Figure.localeCompare(q.Figure) || p.Year.localeCompare(q.Year)
    || categoryOrder(p.Category) - categoryOrder(q.Category));
}
