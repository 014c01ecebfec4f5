import type { BudgetCategory } from '@pbs/domain';
import { amount, row, text, totalRow, type Column } from '../model.js';
import { adjustmentsOf, programmeNames } from '../documents.repo.js';
import { lineKey, voteLines, type Line } from '../../budget/balances.js';
import { activeStageId } from '../../masters/periods.repo.js';
import { FOR_VOTE, needs, fy, type Layout, type LayoutInput } from './input.js';

const CATEGORY_NAMES: Record<BudgetCategory, string> = { Wage: 'Wage', NonWage: 'Non wage', GoUDevt: 'GoU development', AIA: 'AIA', Donor: 'External financing' };

async function linesOf({ db, year, entityId }: LayoutInput) {
  return voteLines(db, entityId, year.id, await activeStageId(db, year.id, 'CG'));
}

/** Virements of the year, and each line they touch with its balance before and after. */
export const virement: Layout = async (i) => {
  const moves = await adjustmentsOf(i.db, 'virement', i.entityId, i.year.id);
  if (!moves.length) return { tables: [], facts: [], missing: [needs('NEEDS.VIREMENTS', { year: fy(i.year, 1), for: FOR_VOTE })] };
  const [lines, names] = await Promise.all([linesOf(i), programmeNames(i.db, i.year.id, i.entityId)]);
  // Moves between lines of the detailed estimates print the two lines' codes beside their programmes and categories.
  const lined = moves.some((m) => m.fromLine !== null || m.toLine !== null);
  const reqCols: Column[] = [text('From programme'), text('From category'), ...(lined ? [text('From line')] : []), text('To programme'), text('To category'),
    ...(lined ? [text('To line')] : []), amount('Amount'), text('Reason')];
  const reqRows = moves.map((m) => row(reqCols, [m.from ?? '', CATEGORY_NAMES[m.fromCategory as BudgetCategory], ...(lined ? [m.fromLine ?? ''] : []),
    m.to, CATEGORY_NAMES[m.toCategory as BudgetCategory], ...(lined ? [m.toLine ?? ''] : []), m.amount, m.reason]));
  const touched = new Set(moves.flatMap((m) => [...(m.fromProgrammeId !== null && m.fromCategory !== null ? [lineKey(m.fromProgrammeId, m.fromCategory)] : []), lineKey(m.toProgrammeId, m.toCategory)]));
  const balCols: Column[] = [text('Programme'), text('Category'), amount('Before (approved + supplementary)'), amount('Vired in'), amount('Vired out'), amount('After')];
  const balRows = [...lines.entries()].filter(([k]) => touched.has(k)).map(([, l]: [string, Line]) => {
    const before = l.approved + l.supplementary;
    return row(balCols, [names.get(l.programmeId) ?? l.programmeCode, CATEGORY_NAMES[l.category], before, l.virementIn, l.virementOut, before + l.virementIn - l.virementOut]);
  });
  const total = moves.reduce((s, m) => s + m.amount, 0);
  return {
    tables: [
      { title: `Virements ${fy(i.year, 1)} (UGX)`, columns: reqCols, rows: [...reqRows, totalRow(reqCols, reqRows)] },
      { title: 'Line balances before and after the virements (UGX)', columns: balCols, rows: [...balRows, totalRow(balCols, balRows)] },
    ],
    facts: [['Virements', moves.length], ['Amount vired (UGX)', total]],
    missing: [],
  };
};

/** Supplementary requests of the year, and each line's budget before and after them. */
export const supplementary: Layout = async (i) => {
  const adds = await adjustmentsOf(i.db, 'supplementary', i.entityId, i.year.id);
  if (!adds.length) return { tables: [], facts: [], missing: [needs('NEEDS.SUPPLEMENTARIES', { year: fy(i.year, 1), for: FOR_VOTE })] };
  const [lines, names] = await Promise.all([linesOf(i), programmeNames(i.db, i.year.id, i.entityId)]);
  const lined = adds.some((a) => a.toLine !== null);
  const reqCols: Column[] = [text('Programme'), text('Category'), ...(lined ? [text('Line')] : []), amount('Amount'), text('Reason')];
  const reqRows = adds.map((a) => row(reqCols, [a.to, CATEGORY_NAMES[a.toCategory as BudgetCategory], ...(lined ? [a.toLine ?? ''] : []), a.amount, a.reason]));
  const touched = new Set(adds.map((a) => lineKey(a.toProgrammeId, a.toCategory)));
  const cols: Column[] = [text('Programme'), text('Category'), amount('Approved'), amount('Supplementary'), amount('Revised budget')];
  const rows = [...lines.entries()].filter(([k]) => touched.has(k))
    .map(([, l]) => row(cols, [names.get(l.programmeId) ?? l.programmeCode, CATEGORY_NAMES[l.category], l.approved, l.supplementary, l.approved + l.supplementary]));
  return {
    tables: [
      { title: `Supplementary requests ${fy(i.year, 1)} (UGX)`, columns: reqCols, rows: [...reqRows, totalRow(reqCols, reqRows)] },
      { title: 'Budget lines before and after (UGX)', columns: cols, rows: [...rows, totalRow(cols, rows)] },
    ],
    facts: [['Requests', adds.length], ['Amount requested (UGX)', adds.reduce((s, a) => s + a.amount, 0)]],
    missing: [],
  };
};
