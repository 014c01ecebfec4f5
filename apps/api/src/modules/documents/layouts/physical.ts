import { shortOfTarget, SHORTFALL_MARGIN, type Said } from '@pbs/domain';
import { amount, count, percent, row, text, totalRow, type Column, type Table } from '../model.js';
import { quarterIndicators } from '../documents.repo.js';
import { needs, type LayoutInput } from './input.js';

/**
 * Physical performance of quarter `n` of `year` (as printed) against the targets planned in `plan`: each
 * indicator's target and actual with the share achieved and, where it falls short, why. An indicator short of its
 * target (or not yet reported) with no explanation is what the report needs before it can be initiated.
 */
export async function physical(i: LayoutInput, n: number, plan: { id: number } | null, year: string): Promise<{ table: Table | null; programmes: Table | null; missing: Said[] }> {
  const rows = plan ? await quarterIndicators(i.db, plan.id, i.entityId, n) : [];
  if (!rows.length) return { table: null, programmes: null, missing: [] };
  const unexplained = rows.filter((r) => shortOfTarget(r.actual ?? 0, r.quarterTarget) && !r.explanation.trim());
  if (unexplained.length) {
    return { table: null, programmes: null, missing: [needs('NEEDS.EXPLANATIONS', { quarter: n, margin: SHORTFALL_MARGIN * 100, n: unexplained.length, indicators: `${unexplained.slice(0, 3).map((r) => `"${r.name}"`).join(', ')}${unexplained.length > 3 ? ', …' : ''}` })] };
  }
  const cols: Column[] = [text('Indicator'), text('Unit'), amount(`Annual target ${year}`), amount(`Q${n} target`), amount(`Q${n} actual`), percent('Achieved %', 4, 3), text('Explanation')];
  const groups = new Map<string, ReturnType<typeof row>[]>();
  for (const r of rows) {
    const key = `${r.programme}\u0000${r.output}`;
    groups.set(key, [...(groups.get(key) ?? []), row(cols, [r.name, r.unit, r.target, r.quarterTarget, r.actual ?? 0, null, r.explanation])]);
  }
  // Indicators are not added up: each output's heading row carries its name, no sub-total.
  const body = [...groups.entries()].flatMap(([key, list]) => {
    const [programme, output] = key.split('\u0000');
    return [{ cells: [`${programme} — ${output}`, null, null, null, null, null, null], style: 'heading' as const }, ...list];
  });
  // Counted by programme, which a consolidation adds up across votes: the national picture of each programme.
  const countCols: Column[] = [text('Programme'), count('Indicators'), count('On track'), count('Off track'), count('Not reported')];
  const counts = new Map<string, [number, number, number, number]>();
  for (const r of rows) {
    const c = counts.get(r.programme) ?? [0, 0, 0, 0];
    c[0]++;
    c[r.actual == null ? 3 : shortOfTarget(r.actual, r.quarterTarget) ? 2 : 1]++;
    counts.set(r.programme, c);
  }
  const byProgramme = [...counts.entries()].map(([programme, c]) => row(countCols, [programme, ...c]));
  return {
    table: { title: `Physical performance Q${n} ${year}: indicators against targets`, note: `Achieved: the quarter's actual as a share of its target. An actual more than ${SHORTFALL_MARGIN * 100} % short is explained.`, columns: cols, rows: body },
    programmes: { title: `Indicators by programme Q${n} ${year}: on and off track`, note: `Off track: the quarter's actual more than ${SHORTFALL_MARGIN * 100} % short of its target.`,
      columns: countCols, rows: [...byProgramme, totalRow(countCols, byProgramme)], sumRows: true },
    missing: [],
  };
}
