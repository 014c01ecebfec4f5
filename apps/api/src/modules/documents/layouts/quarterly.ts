import { formatNumber } from '@pbs/domain';
import { amount, percent, row, text, totalRow, type Column } from '../model.js';
import { inQuarter, mtefLines, uploadedRows, type UploadedRow } from '../documents.repo.js';
import { fy, type Layout } from './input.js';

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
  .map(([key, f]) => { const [programme, category] = key.split('\u0000'); return { programme, category: CATEGORY_NAMES[category] ?? category, f }; });

/** One quarter's cash limits, warrants, releases and expenditure per programme and category, with absorption. */
export const cgQuarterly: Layout = async ({ db, report, year, entityId }) => {
  const q = `Q${report.quarter ?? 1}`;
  const [limits, releases, spent] = await Promise.all([
    uploadedRows(db, 'quarterly-cash-limits', year.id, entityId, inQuarter(q)),
    uploadedRows(db, 'quarterly-releases', year.id, entityId, inQuarter(q)),
    uploadedRows(db, 'quarterly-warrants-expenditure', year.id, entityId, inQuarter(q)),
  ]);
  if (!releases.length && !spent.length) {
    return { tables: [], facts: [], missing: [`the ${q} releases or warrants and expenditure of ${fy(year, 0)} for this vote (quarterly uploads)`] };
  }
  const lines = new Map<string, Figures>();
  collect(lines, limits, 'limit', (r) => r.amount);
  collect(lines, spent, 'warrant', (r) => Number(r.data.Warrant_Amount ?? 0));
  collect(lines, releases, 'release', (r) => r.amount);
  collect(lines, spent, 'spent', (r) => Number(r.data.Expenditure_Amount ?? 0));
  const cols: Column[] = [text('Programme'), text('Category'), amount('Cash limit'), amount('Warrant'), amount('Release'), amount('Expenditure'), percent('Absorption %', 5, 4)];
  const rows = sorted(lines).map(({ programme, category, f }) => row(cols, [programme, category, f.limit ?? 0, f.warrant ?? 0, f.release ?? 0, f.spent ?? 0, null]));
  const total = totalRow(cols, rows);
  return {
    tables: [{ title: `${q} ${fy(year, 0)}: cash limits, warrants, releases and expenditure (UGX)`, note: 'Absorption is expenditure as a share of the release.', columns: cols, rows: [...rows, total] }],
    facts: [['Released (UGX)', total.cells[4]], ['Spent (UGX)', total.cells[5]], ['Absorption', `${formatNumber(total.cells[6] ?? 0, 1)} %`]],
    missing: [],
  };
};

/** The year's approved budget against what was released and spent, per programme and category. */
export const cgOutturn: Layout = async ({ db, year, stages, entityId }) => {
  const [releases, spent] = await Promise.all([
    uploadedRows(db, 'quarterly-releases', year.id, entityId),
    uploadedRows(db, 'quarterly-warrants-expenditure', year.id, entityId),
  ]);
  // The approved budget of the year is Y0 of the last stage that holds figures for the vote.
  let budget: Awaited<ReturnType<typeof mtefLines>> = [];
  for (const s of [...stages].reverse()) { budget = await mtefLines(db, year.id, s.id, 'vote', entityId); if (budget.length) break; }
  const missing = [
    ...(budget.length ? [] : [`the approved budget (MTEF) of ${fy(year, 0)} for this vote`]),
    ...(releases.length || spent.length ? [] : [`the releases and expenditure of ${fy(year, 0)} for this vote (quarterly uploads)`]),
  ];
  if (missing.length) return { tables: [], facts: [], missing };
  const lines = new Map<string, Figures>();
  const keys: [string, string][] = [['wage', 'Wage'], ['non_wage', 'NonWage'], ['gou_devt', 'GoUDevt'], ['aia', 'AIA'], ['donor', 'Donor']];
  for (const l of budget) for (const [col, cat] of keys) {
    const k = `${l.code} ${l.name}\u0000${cat}`;
    lines.set(k, { ...(lines.get(k) ?? {}), budget: l[`y0_${col}` as 'y0_wage'] });
  }
  collect(lines, releases, 'release', (r) => r.amount);
  collect(lines, spent, 'spent', (r) => Number(r.data.Expenditure_Amount ?? 0));
  const cols: Column[] = [text('Programme'), text('Category'), amount(`Budget ${fy(year, 0)}`), amount('Released'), amount('Spent'), percent('Released %', 3, 2), percent('Absorption %', 4, 3)];
  const rows = sorted(lines).filter(({ f }) => (f.budget ?? 0) || (f.release ?? 0) || (f.spent ?? 0))
    .map(({ programme, category, f }) => row(cols, [programme, category, f.budget ?? 0, f.release ?? 0, f.spent ?? 0, null, null]));
  const total = totalRow(cols, rows);
  return {
    tables: [{ title: `Budget outturn ${fy(year, 0)} (UGX)`, note: 'Released: share of the budget released. Absorption: share of the release spent.', columns: cols, rows: [...rows, total] }],
    facts: [['Budget (UGX)', total.cells[2]], ['Released', `${formatNumber(total.cells[5] ?? 0, 1)} %`], ['Absorption', `${formatNumber(total.cells[6] ?? 0, 1)} %`]],
    missing: [],
  };
};
