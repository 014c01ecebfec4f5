import { formatNumber } from '@pbs/domain';
import { amount, cellAt, percent, row, text, totalRow, type Column, type Row } from '../model.js';
import { inQuarter, mtefLines, toQuarter, uploadedRows, type UploadedRow } from '../documents.repo.js';
import { physical } from './physical.js';
import { linesToDate } from './lines-to-date.js';
import { FOR_VOTE, needs, fy, type Layout, type LayoutInput } from './input.js';
import { fiscalYearBefore } from '../../masters/periods.repo.js';
import type { Table } from '../model.js';
import { present } from '../../../lib/present.js';

type Figures = Record<string, number>;
const CATEGORY_NAMES: Record<string, string> = { Wage: 'Wage', NonWage: 'Non wage', GoUDevt: 'GoU development', AIA: 'AIA', Donor: 'External financing' };

/** Adds each row's figure under its programme × category line. */
function collect(lines: Map<string, Figures>, rows: UploadedRow[], field: string, value: (r: UploadedRow) => number) {
  for (const r of rows) {
    const key = `${r.programmeCode ?? ''} ${r.programmeName ?? ''}\u0000${r.category ?? ''}`;
    const f = lines.get(key) ?? {};
    f[field] = (f[field] ?? 0) + value(r);
    lines.set(key, f);
  }
}

const sorted = (lines: Map<string, Figures>) => [...lines.entries()].sort(([a], [b]) => a.localeCompare(b))
  .map(([key, f]) => { const [programme = '', category = ''] = key.split('\u0000'); return { programme, category: CATEGORY_NAMES[category] ?? category, f }; });

const BUDGET_KEYS: [string, string][] = [['wage', 'Wage'], ['non_wage', 'NonWage'], ['gou_devt', 'GoUDevt'], ['aia', 'AIA'], ['donor', 'Donor']];

/** The year's approved budget: Y0 of the last stage that holds figures for the vote, per programme × category. */
export async function approvedBudget({ db, year, stages, entityId }: LayoutInput): Promise<Map<string, Figures>> {
  let budget: Awaited<ReturnType<typeof mtefLines>> = [];
  for (const s of [...stages].reverse()) { budget = await mtefLines(db, year.id, s.id, 'vote', entityId); if (budget.length) break; }
  const lines = new Map<string, Figures>();
  for (const l of budget) for (const [col, cat] of BUDGET_KEYS) {
    const k = `${l.code} ${l.name}\u0000${cat}`;
    lines.set(k, { ...(lines.get(k) ?? {}), budget: l[`y0_${col}` as 'y0_wage'] });
  }
  return lines;
}

/**
 * A programme's categories added up, one row per programme: what a consolidation adds across votes by programme
 * (sumRows), the national picture of each programme. Columns after the category's as in the table it sums.
 */
function byProgramme(rows: Row[], title: string, cols: Column[]): Table {
  const columns: Column[] = [present(cols[0], 'the label column'), ...cols.slice(2).map((c) => (c.ratio ? { ...c, ratio: [c.ratio[0] - 1, c.ratio[1] - 1] as [number, number] } : c))];
  const sums = new Map<string, number[]>();
  for (const r of rows) {
    const label = String(r.cells[0]);
    const sum = sums.get(label) ?? columns.slice(1).map(() => 0);
    r.cells.slice(2).forEach((c, k) => { if (columns[k + 1]?.kind === 'amount') sum[k] = (sum[k] ?? 0) + Number(c ?? 0); });
    sums.set(label, sum);
  }
  const body = [...sums.entries()].map(([label, sum]) => row(columns, [label, ...sum]));
  return { title, columns, rows: [...body, totalRow(columns, body)], sumRows: true,
    note: 'Each programme\'s categories added up; consolidated, each programme\'s figures across the votes that deliver it.' };
}

/**
 * Financial performance cumulative to the end of quarter `n`: the approved budget beside the releases and the
 * expenditure of Q1 … Qn, the share of the budget released, the share of the budget spent and the share of the
 * releases spent — per programme and category (wage, non-wage, development), with the vote's total.
 */
export async function cumulative(i: LayoutInput, n: number, budget: Map<string, Figures>): Promise<{ table: Table; programmes: Table; total: (number | string | null)[] }> {
  const [releases, spent] = await Promise.all([
    uploadedRows(i.db, 'quarterly-releases', i.year.id, i.entityId, toQuarter(n)),
    uploadedRows(i.db, 'quarterly-warrants-expenditure', i.year.id, i.entityId, toQuarter(n)),
  ]);
  const lines = new Map([...budget].map(([k, f]) => [k, { ...f }]));
  collect(lines, releases, 'release', (r) => r.amount);
  collect(lines, spent, 'spent', (r) => Number(r.data.Expenditure_Amount ?? 0));
  const upTo = n === 1 ? 'Q1' : `Q1–Q${n}`;
  const cols: Column[] = [text('Programme'), text('Category'), amount(`Approved budget ${fy(i.year, 0)}`), amount(`Released ${upTo}`), amount(`Spent ${upTo}`),
    percent('% of budget released', 3, 2), percent('% of budget spent', 4, 2), percent('% of releases spent', 4, 3)];
  const rows = sorted(lines).filter(({ f }) => (f.budget ?? 0) || (f.release ?? 0) || (f.spent ?? 0))
    .map(({ programme, category, f }) => row(cols, [programme, category, f.budget ?? 0, f.release ?? 0, f.spent ?? 0, null, null, null]));
  const total = totalRow(cols, rows);
  return {
    table: { title: `Financial performance to the end of Q${n} ${fy(i.year, 0)}, cumulative (UGX)`, note: 'Releases and expenditure from the start of the year; shares of the approved budget and of the releases.', columns: cols, rows: [...rows, total] },
    programmes: byProgramme(rows, `Financial performance to the end of Q${n} ${fy(i.year, 0)} by programme, cumulative (UGX)`, cols),
    total: total.cells,
  };
}

/**
 * The quarterly performance report's money: the quarter's own cash limits, warrants, releases and expenditure,
 * then the year so far against the approved budget (cumulative, with the three shares).
 */
export const cgQuarterly: Layout = async (i) => {
  const { db, report, year, entityId } = i;
  const n = report.quarter ?? 1;
  const q = `Q${n}`;
  const [limits, releases, spent] = await Promise.all([
    uploadedRows(db, 'quarterly-cash-limits', year.id, entityId, inQuarter(q)),
    uploadedRows(db, 'quarterly-releases', year.id, entityId, inQuarter(q)),
    uploadedRows(db, 'quarterly-warrants-expenditure', year.id, entityId, inQuarter(q)),
  ]);
  if (!releases.length && !spent.length) {
    return { tables: [], facts: [], missing: [needs('NEEDS.QUARTER_FIGURES', { quarter: n, year: fy(year, 0), for: FOR_VOTE })] };
  }
  const budget = await approvedBudget(i);
  if (!budget.size) return { tables: [], facts: [], missing: [needs('NEEDS.APPROVED_BUDGET', { year: fy(year, 0), for: FOR_VOTE })] };
  const lines = new Map<string, Figures>();
  collect(lines, limits, 'limit', (r) => r.amount);
  collect(lines, spent, 'warrant', (r) => Number(r.data.Warrant_Amount ?? 0));
  collect(lines, releases, 'release', (r) => r.amount);
  collect(lines, spent, 'spent', (r) => Number(r.data.Expenditure_Amount ?? 0));
  const cols: Column[] = [text('Programme'), text('Category'), amount('Cash limit'), amount('Warrant'), amount('Release'), amount('Expenditure'), percent('Absorption %', 5, 4)];
  const rows = sorted(lines).map(({ programme, category, f }) => row(cols, [programme, category, f.limit ?? 0, f.warrant ?? 0, f.release ?? 0, f.spent ?? 0, null]));
  const total = totalRow(cols, rows);
  // This year's targets were planned the year before, with the estimates for this year (the performance contract).
  const [year2date, results, byLine] = await Promise.all([cumulative(i, n, budget), fiscalYearBefore(i.db, year).then((plan) => physical(i, n, plan, fy(year, 0))),
    linesToDate(i, 3 * n, n === 1 ? 'Q1' : `Q1–Q${n}`)]);
  if (results.missing.length) return { tables: [], facts: [], missing: results.missing };
  return {
    tables: [
      { title: `${q} ${fy(year, 0)}: cash limits, warrants, releases and expenditure (UGX)`, note: 'Absorption is expenditure as a share of the release.', columns: cols, rows: [...rows, total] },
      year2date.table,
      year2date.programmes,
      ...byLine,
      ...(results.table && results.programmes ? [results.table, results.programmes] : []),
    ],
    facts: [['Released in the quarter (UGX)', cellAt(total, 4)], ['Spent in the quarter (UGX)', cellAt(total, 5)],
      ['Budget released to date', `${formatNumber(Number(year2date.total[5] ?? 0), 1)} %`], ['Budget spent to date', `${formatNumber(Number(year2date.total[6] ?? 0), 1)} %`],
      ['Releases spent to date', `${formatNumber(Number(year2date.total[7] ?? 0), 1)} %`]],
    missing: [],
  };
};

/** The year's approved budget against what was released and spent, per programme and category. */
export const cgOutturn: Layout = async (i) => {
  const [releases, spent] = await Promise.all([
    uploadedRows(i.db, 'quarterly-releases', i.year.id, i.entityId),
    uploadedRows(i.db, 'quarterly-warrants-expenditure', i.year.id, i.entityId),
  ]);
  const budget = await approvedBudget(i);
  const missing = [
    ...(budget.size ? [] : [needs('NEEDS.APPROVED_BUDGET', { year: fy(i.year, 0), for: FOR_VOTE })]),
    ...(releases.length || spent.length ? [] : [needs('NEEDS.YEAR_FIGURES', { year: fy(i.year, 0), for: FOR_VOTE })]),
  ];
  if (missing.length) return { tables: [], facts: [], missing };
  const lines = budget;
  collect(lines, releases, 'release', (r) => r.amount);
  collect(lines, spent, 'spent', (r) => Number(r.data.Expenditure_Amount ?? 0));
  const cols: Column[] = [text('Programme'), text('Category'), amount(`Budget ${fy(i.year, 0)}`), amount('Released'), amount('Spent'), percent('Released %', 3, 2), percent('Absorption %', 4, 3)];
  const rows = sorted(lines).filter(({ f }) => (f.budget ?? 0) || (f.release ?? 0) || (f.spent ?? 0))
    .map(({ programme, category, f }) => row(cols, [programme, category, f.budget ?? 0, f.release ?? 0, f.spent ?? 0, null, null]));
  const total = totalRow(cols, rows);
  return {
    tables: [{ title: `Budget outturn ${fy(i.year, 0)} (UGX)`, note: 'Released: share of the budget released. Absorption: share of the release spent.', columns: cols, rows: [...rows, total] },
      ...await linesToDate(i, 12, 'in the year')],
    facts: [['Budget (UGX)', cellAt(total, 2)], ['Released', `${formatNumber(total.cells[5] ?? 0, 1)} %`], ['Absorption', `${formatNumber(total.cells[6] ?? 0, 1)} %`]],
    missing: [],
  };
};
