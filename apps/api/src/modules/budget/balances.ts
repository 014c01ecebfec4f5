import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { BUDGET_CATEGORIES, type BudgetCategory } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { budgetAdjustments, cgMtefs, programmes, programmeVotes } from '../../db/schema/index.js';
import { mtefColumn } from './columns.js';

export interface Line { programmeId: number; programmeCode: string; category: BudgetCategory; approved: number; ceiling: number; supplementary: number; virementIn: number; virementOut: number }
export const lineKey = (programmeId: number, category: string) => `${programmeId}:${category}`;
export const available = (l: Line) => l.approved + l.supplementary + l.virementIn - l.virementOut;

/**
 * Matches rows whose (year, stage) is the active stage of an area in the active fiscal year: a subquery, so the
 * dashboard widgets answer in one round trip.
 */
export function inActiveStage(yearId: SQLWrapper, stageId: SQLWrapper, area: 'CG' | 'LG' | 'SEPC'): SQL {
  return sql`(${yearId}, ${stageId}) in (select s.year_id, s.id from budget_stages s join fiscal_years y on y.id = s.year_id
    where y.is_active and s.is_active and s.process_area = ${area})`;
}

/**
 * Budget-year (Y1) lines of one vote — programme × category — with the allocation and ceiling of the stage and
 * the supplementaries and virements recorded against them in the year. `virementsOnly`: none at all (and the stage's
 * figures not read) for a vote with no virement in the year, for a caller that only looks at what virements moved.
 */
export async function voteLines(db: Executor, voteId: number, yearId: number, stageId: number | null, { virementsOnly = false } = {}): Promise<Map<string, Line>> {
  const lines = new Map<string, Line>();
  const adjustments = await db.select().from(budgetAdjustments).where(and(eq(budgetAdjustments.voteId, voteId), eq(budgetAdjustments.yearId, yearId)));
  if (virementsOnly && !adjustments.some((a) => a.kind === 'virement')) return lines;
  const line = (programmeId: number, programmeCode: string, category: BudgetCategory) => {
    const k = lineKey(programmeId, category);
    let l = lines.get(k);
    if (!l) lines.set(k, (l = { programmeId, programmeCode, category, approved: 0, ceiling: 0, supplementary: 0, virementIn: 0, virementOut: 0 }));
    return l;
  };
  if (stageId != null) {
    const figures = await db.select({
      programmeId: programmeVotes.programmeId, code: programmes.code, kind: cgMtefs.kind,
      ...Object.fromEntries(BUDGET_CATEGORIES.map((c) => [c, sql<number>`sum(${sql.raw(`cg_mtefs.${mtefColumn('Y1', c)}`)})::float8`])),
    }).from(cgMtefs)
      .innerJoin(programmeVotes, eq(programmeVotes.id, cgMtefs.progByVoteId))
      .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId))
      .where(and(eq(programmeVotes.voteId, voteId), eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId)))
      .groupBy(programmeVotes.programmeId, programmes.code, cgMtefs.kind);
    for (const f of figures as unknown as Record<string, number | string>[]) {
      for (const c of BUDGET_CATEGORIES) {
        const l = line(Number(f.programmeId), String(f.code), c);
        if (f.kind === 'ceiling') l.ceiling += Number(f[c]); else l.approved += Number(f[c]);
      }
    }
  }
  // Codes of the programmes adjusted that hold no figure in the stage (their lines are new here): the rest are known.
  const held = new Set([...lines.values()].map((l) => l.programmeId));
  const unnamed = [...new Set(adjustments.flatMap((a) => [a.toProgrammeId, a.fromProgrammeId ?? a.toProgrammeId]))].filter((id) => !held.has(id));
  const codes = new Map(unnamed.length
    ? (await db.select({ id: programmes.id, code: programmes.code }).from(programmes).where(inArray(programmes.id, unnamed))).map((p) => [p.id, p.code]) : []);
  for (const a of adjustments) {
    const to = line(a.toProgrammeId, codes.get(a.toProgrammeId) ?? '', a.toCategory as BudgetCategory);
    if (a.kind === 'supplementary') to.supplementary += a.amount;
    else {
      to.virementIn += a.amount;
      // A virement always names the line it moves from.
      if (a.fromProgrammeId !== null) line(a.fromProgrammeId, codes.get(a.fromProgrammeId) ?? '', a.fromCategory as BudgetCategory).virementOut += a.amount;
    }
  }
  return lines;
}

/** Votes with virements recorded in the year: the only ones whose allocations the balance rule can bind. */
export async function votesWithVirements(db: Executor, yearId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ voteId: budgetAdjustments.voteId }).from(budgetAdjustments)
    .where(and(eq(budgetAdjustments.yearId, yearId), eq(budgetAdjustments.kind, 'virement')));
  return rows.map((r) => r.voteId);
}
