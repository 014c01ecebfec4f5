import { amount, percent, row, text, totalRow, type Column, type Row } from '../model.js';
import { parastatalRows } from '../documents.repo.js';
import { fy, needs, type Layout } from './input.js';

const YEARS = ['Approved_Y0', 'Estimate_Y1', 'Projection_Y2', 'Projection_Y3'] as const;

/** A parastatal's revenue and expenditure by item, each year labelled, the change in the budget year, and the balance. */
export const sepcEstimates: Layout = async ({ db, year, entityId }) => {
  const rows = await parastatalRows(db, year.id, entityId);
  if (!rows.length) return { tables: [], facts: [], missing: [needs('NEEDS.SEPC', { year: fy(year, 0), for: { key: 'FOR.PARASTATAL' } })] };
  const cols: Column[] = [text('Item'), amount(`Approved ${fy(year, 0)}`), amount(`Budget ${fy(year, 1)}`), amount(`Projection ${fy(year, 2)}`),
    amount(`Projection ${fy(year, 3)}`), amount('Change'), percent('Change %', 5, 1)];
  const table = (line: 'Revenue' | 'Expenditure') => {
    const body: Row[] = rows.filter((r) => r.line === line).map((r) => {
      const v = YEARS.map((y) => Number(r.data[y] ?? 0));
      const [approved = 0, budget = 0] = v;
      return row(cols, [`${String(r.data.Item_Code ?? '')} ${String(r.data.Item ?? '')}`, ...v, budget - approved, null]);
    });
    return { title: `${line} (UGX)`, columns: cols, rows: body.length ? [...body, totalRow(cols, body)] : [] };
  };
  const revenue = table('Revenue');
  const spending = table('Expenditure');
  const sum = (t: typeof revenue, i: number) => Number(t.rows.at(-1)?.cells[i] ?? 0);
  const balance = row(cols, ['Surplus (deficit)', ...[1, 2, 3, 4, 5].map((i) => sum(revenue, i) - sum(spending, i)), null]);
  return {
    tables: [revenue, spending, { title: 'Balance: revenue less expenditure (UGX)', columns: cols, rows: [balance] }],
    facts: [[`Revenue ${fy(year, 1)} (UGX)`, sum(revenue, 2)], [`Expenditure ${fy(year, 1)} (UGX)`, sum(spending, 2)],
      [`Surplus (deficit) ${fy(year, 1)} (UGX)`, sum(revenue, 2) - sum(spending, 2)]],
    missing: [],
  };
};
