import { formatNumber, yearActual } from '@pbs/domain';
import { amount, percent, row, text, type Column, type Row, type Table } from '../model.js';
import { uploadedRows, yearIndicators } from '../documents.repo.js';
import { fiscalYearBefore } from '../../masters/periods.repo.js';
import { FOR_VOTE, needs, fy, type Layout, type LayoutInput } from './input.js';
import { approvedBudget, cumulative } from './quarterly.js';
import { linesToDate } from './lines-to-date.js';

/**
 * Physical performance of the year: each indicator planned for it (the year before, in the performance contract)
 * with its annual target, the actual of each quarter, the year's actual and the share achieved, and the
 * explanations given quarter by quarter. Indicators are not added up.
 */
async function physicalYear(i: LayoutInput): Promise<Table | null> {
  const plan = await fiscalYearBefore(i.db, i.year);
  const lines = plan ? await yearIndicators(i.db, plan.id, i.entityId) : [];
  if (!lines.length) return null;
  const cols: Column[] = [text('Indicator'), text('Unit'), amount(`Annual target ${fy(i.year, 0)}`), amount('Q1'), amount('Q2'), amount('Q3'), amount('Q4'),
    amount('Actual for the year'), percent('Achieved %', 7, 2), text('Explanations')];
  const body: Row[] = [];
  let heading = '';
  for (const l of lines) {
    const group = `${l.programme} — ${l.output}`;
    // A heading names its output; its figure columns stay empty (indicators are not added up).
    if (group !== heading) { body.push({ cells: [group, null, null, null, null, null, null, null, null, null], style: 'heading' }); heading = group; }
    const actual = yearActual(l.target, l.targets, l.actuals);
    const cells = row(cols, [l.name, l.unit, l.target, ...l.actuals, actual, null, l.explanation]).cells;
    // Nothing reported is not zero achieved.
    body.push({ cells: actual == null ? cells.map((c, k) => (k === 8 ? null : c)) : cells });
  }
  return {
    title: `Physical performance ${fy(i.year, 0)}: indicators against their annual targets`, columns: cols, rows: body,
    note: 'The year\'s actual adds the quarters where the quarters\' targets add up to the annual target (a count); otherwise (a level or rate) it is the latest quarter reported.',
  };
}

/**
 * The annual performance report of a CG vote: the year's money — approved budget, releases and expenditure for the
 * whole year with the three shares, per programme and category — and its results against the annual targets.
 */
export const annualPerformance: Layout = async (i) => {
  const [releases, spent, budget] = await Promise.all([
    uploadedRows(i.db, 'quarterly-releases', i.year.id, i.entityId),
    uploadedRows(i.db, 'quarterly-warrants-expenditure', i.year.id, i.entityId),
    approvedBudget(i),
  ]);
  const missing = [
    ...(budget.size ? [] : [needs('NEEDS.APPROVED_BUDGET', { year: fy(i.year, 0), for: FOR_VOTE })]),
    ...(releases.length || spent.length ? [] : [needs('NEEDS.YEAR_FIGURES', { year: fy(i.year, 0), for: FOR_VOTE })]),
  ];
  if (missing.length) return { tables: [], facts: [], missing };
  const [money, results, byLine] = await Promise.all([cumulative(i, 4, budget), physicalYear(i), linesToDate(i, 12, 'in the year')]);
  const pct = (k: number) => `${formatNumber(Number(money.total[k] ?? 0), 1)} %`;
  return {
    tables: [
      { ...money.table, title: `Financial performance ${fy(i.year, 0)}: the approved budget, released and spent in the year (UGX)`,
        columns: money.table.columns.map((c, k) => (k === 3 ? { ...c, label: 'Released in the year' } : k === 4 ? { ...c, label: 'Spent in the year' } : c)) },
      { ...money.programmes, title: `Financial performance ${fy(i.year, 0)} by programme (UGX)`,
        columns: money.programmes.columns.map((c, k) => (k === 2 ? { ...c, label: 'Released in the year' } : k === 3 ? { ...c, label: 'Spent in the year' } : c)) },
      ...byLine,
      ...(results ? [results] : []),
    ],
    facts: [['Approved budget (UGX)', money.total[2] ?? 0], ['Released (UGX)', money.total[3] ?? 0], ['Spent (UGX)', money.total[4] ?? 0],
      ['Budget released', pct(5)], ['Budget spent', pct(6)], ['Releases spent', pct(7)]],
    missing: [],
  };
};
