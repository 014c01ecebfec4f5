import { fundsShown, GFS_CLASSES } from '@pbs/domain';
import { amount, row, text, totalRow, type Column, type Row, type Table } from '../model.js';
import { detailLines, yearFunds, type DetailLine } from '../documents.repo.js';
import type { Executor } from '../../../db/client.js';
import type { FiscalYear } from '../../masters/periods.repo.js';
import { fy } from './input.js';

/**
 * A vote's estimates at the grain they are prepared: programme → sub-programme → output → economic item with a column
 * per fund source and a sub-total on each heading, and the same lines summed by GFS economic class. Empty when the
 * stage holds no detail for the vote.
 */
export async function detailTables(db: Executor, year: FiscalYear, stageId: number, voteId: number): Promise<Table[]> {
  const lines = await detailLines(db, year.id, stageId, voteId);
  return lines.length ? detailTablesOf(lines, await yearFunds(db, year.id), year) : [];
}

/** The same tables from lines already read (the budget book reads each vote's lines once for its PDF and workbook). */
export function detailTablesOf(lines: DetailLine[], yearFunds: { code: string; name: string }[], year: FiscalYear): Table[] {
  const funds = fundsShown(yearFunds, (code) => lines.some((l) => l.fund === code));
  const cols: Column[] = [text('Programme / sub-programme / output / item'), ...funds.map((f) => amount(f.name)), amount('Total')];
  // Each fund's sum of some lines, and their total.
  const sum = (of: DetailLine[]) => {
    const byFund = funds.map((f) => of.reduce((s, l) => s + (l.fund === f.code ? l.amount : 0), 0));
    return [...byFund, byFund.reduce((a, b) => a + b, 0)];
  };
  const heading = (label: string, of: DetailLine[], indent: number): Row => ({ style: 'subtotal', indent, cells: [label, ...sum(of)] });
  const groups = (of: DetailLine[], key: keyof DetailLine) => [...new Set(of.map((l) => l[key]))].map((k) => of.filter((l) => l[key] === k));
  const rows: Row[] = [];
  const items: Row[] = [];
  for (const p of groups(lines, 'programme_code')) {
    rows.push(heading(`${p[0].programme_code} ${p[0].programme_name}`, p, 0));
    for (const s of groups(p, 'sub_code')) {
      rows.push(heading(`${s[0].sub_code} ${s[0].sub_name}`, s, 1));
      for (const o of groups(s, 'output_code')) {
        rows.push(heading(`${o[0].output_code} ${o[0].output_name}`, o, 2));
        for (const it of groups(o, 'item_code')) {
          const r = { ...row(cols, [`${it[0].item_code} ${it[0].item_name}`, ...sum(it)]), indent: 3 };
          rows.push(r);
          items.push(r);
        }
      }
    }
  }
  const classCols: Column[] = [text('Economic class (GFS)'), ...cols.slice(1)];
  const classRows = groups(lines.map((l) => ({ ...l, class_code: l.class_code.slice(0, 2) })), 'class_code')
    .sort((a, b) => a[0].class_code.localeCompare(b[0].class_code))
    .map((c) => row(classCols, [`${c[0].class_code} ${GFS_CLASSES[c[0].class_code] ?? ''}`.trim(), ...sum(c)]));
  return [
    { title: `Detailed estimates ${fy(year, 1)} by programme, sub-programme, output and item (UGX)`, note: 'Sub-totals on each heading; items are the economic items of the chart of accounts.',
      columns: cols, rows: [...rows, totalRow(cols, items)] },
    { title: `Detailed estimates ${fy(year, 1)} by economic class (UGX)`, columns: classCols, rows: [...classRows, totalRow(classCols, classRows)], sumRows: true },
  ];
}
