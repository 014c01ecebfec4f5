import { BUDGET_CATEGORIES } from '@pbs/domain';
import { amount, row, text, totalRow, type Column, type Row, type Table } from '../model.js';
import { budgetByDepartment, contractLines } from '../documents.repo.js';
import { CATEGORY_LABELS } from './estimates.js';
import { FOR_LG, FOR_VOTE, stageWords, needs, fy, stageName, type Built, type Layout, type LayoutInput } from './input.js';

type Line = Awaited<ReturnType<typeof contractLines>>[number];

/**
 * A performance contract: what the accounting officer undertakes to deliver for the budget — each key output
 * under its programme (a CG vote's Form A) or its department (a district's Form B) with what it delivers and its
 * cost (the detailed estimates under it), then its indicators with baseline, annual target and the target of each
 * quarter. Costs add up; indicators do not.
 */
async function contract(i: LayoutInput, by: 'programme' | 'department'): Promise<Built & { lines: Line[] }> {
  if (!i.stage) return { tables: [], facts: [], missing: [needs('NEEDS.ACTIVE_STAGE')], lines: [] };
  const lines = await contractLines(i.db, i.year.id, i.stage.id, i.entityId);
  if (!lines.length) {
    const scope = by === 'programme' ? FOR_VOTE : FOR_LG;
    return { tables: [], facts: [], missing: [needs('NEEDS.OUTPUTS', { stage: stageWords(i.stage), year: fy(i.year, 0), for: scope })], lines };
  }
  const head = by === 'programme' ? 'Programme' : 'Department';
  const outputCols: Column[] = [text(head), text('Output'), text('What it delivers'), text('Planned activities'), amount(`Cost ${fy(i.year, 1)}`)];
  const outputs = new Map<string, Line>();
  for (const l of lines) if (!outputs.has(l.output)) outputs.set(l.output, l);
  const outputRows: Row[] = [...outputs.values()].map((l) => row(outputCols, [l[by], l.output, l.description, l.activities, l.cost]));
  const total = [...outputs.values()].reduce((s, l) => s + l.cost, 0);

  const cols: Column[] = [text('Indicator'), text('Unit'), amount('Baseline'), amount(`Target ${fy(i.year, 1)}`), amount('Q1'), amount('Q2'), amount('Q3'), amount('Q4')];
  const indicatorRows: Row[] = [];
  for (const [output, first] of outputs) {
    indicatorRows.push({ cells: [`${first[by]} — ${output}`, null, null, null, null, null, null, null], style: 'heading' });
    for (const l of lines.filter((x) => x.output === output && x.name)) indicatorRows.push(row(cols, [l.name, l.unit, l.baseline, l.target, l.q1, l.q2, l.q3, l.q4]));
  }
  return {
    tables: [
      { title: `Key outputs and their cost ${fy(i.year, 1)} (UGX)`, note: `${stageName(i.stage)} stage. The cost of an output is the detailed estimates under it.`, columns: outputCols,
        rows: [...outputRows, { cells: ['Total', null, null, null, total], style: 'total' }] },
      { title: `Indicators and targets ${fy(i.year, 1)}`, note: 'Each output\'s indicators, with the baseline, the annual target and the target of each quarter.', columns: cols, rows: indicatorRows },
    ],
    facts: [['Key outputs', outputs.size], ['Indicators', lines.filter((l) => l.name).length], [`Cost ${fy(i.year, 1)} (UGX)`, total]],
    missing: [],
    lines,
  };
}

/** A CG vote's performance contract (Form A): outputs by programme. */
export const performanceContract: Layout = async (i) => {
  const { tables, facts, missing } = await contract(i, 'programme');
  return { tables, facts, missing };
};

/**
 * A district's performance contract (Form B): first each department's budget (its detailed estimates by category,
 * as the work plan is funded), then its outputs and indicators by department as in Form A.
 */
export const lgPerformanceContract: Layout = async (i) => {
  const built = await contract(i, 'department');
  if (built.missing.length || !i.stage) return { tables: [], facts: [], missing: built.missing };
  const sums = await budgetByDepartment(i.db, i.year.id, i.stage.id, i.entityId);
  const cols: Column[] = [text('Department'), ...CATEGORY_LABELS.map(amount), amount(`Total ${fy(i.year, 1)}`)];
  // Every department with a planned output has a row, budgeted or not: a plan without money shows as nought.
  const departments = [...new Set([...built.lines.map((l) => l.department), ...sums.map((s) => s.department)])].sort();
  const rows = departments.map((d) => {
    const figures = BUDGET_CATEGORIES.map((c) => sums.find((s) => s.department === d && s.category === c)?.total ?? 0);
    return row(cols, [d, ...figures, figures.reduce((a, b) => a + b, 0)]);
  });
  const budget: Table = { title: `Budget by department ${fy(i.year, 1)} (UGX)`,
    note: `${stageName(i.stage)} stage. A department's budget is its detailed estimates, by the category of each line's fund.`, columns: cols,
    rows: [...rows, totalRow(cols, rows)] };
  return { tables: [budget, ...built.tables], facts: [...built.facts, ['Departments', departments.length]], missing: [] };
};
