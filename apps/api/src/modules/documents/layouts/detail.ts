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
  // Lines of one code, in order of first appearance, each group with its first line (which names it).
  const groups = <L extends DetailLine>(of: L[], key: keyof L): [L, L[]][] => {
    const by = new Map<unknown, [L, L[]]>();
    for (const l of of) {
      const group = by.get(l[key]);
      if (group) group[1].push(l);
      else by.set(l[key], [l, [l]]);
    }
    return [...by.values()];
  };
  const rows: Row[] = [];
  const items: Row[] = [];
  for (const [pl, p] of groups(lines, 'programme_code')) {
    rows.push(heading(`${pl.programme_code} ${pl.programme_name}`, p, 0));
    for (const [sl, s] of groups(p, 'sub_code')) {
      rows.push(heading(`${sl.sub_code} ${sl.sub_name}`, s, 1));
      for (const [ol, o] of groups(s, 'output_code')) {
        rows.push(heading(`${ol.output_code} ${ol.output_name}`, o, 2));
        for (const [il, it] of groups(o, 'item_code')) {
          const r = { ...row(cols, [`${il.item_code} ${il.item_name}`, ...sum(it)]), indent: 3 };
          rows.push(r);
          items.push(r);
        }
      }
    }
  }
  const classCols: Column[] = [text('Economic class (GFS)'), ...cols.slice(1)];
  const classRows = groups(lines.map((l) => ({ ...l, class_code: l.class_code.slice(0, 2) })), 'class_code')
    .sort(([a], [b]) => a.class_code.localeCompare(b.class_code))
    .map(([first, c]) => row(classCols, [`${first.class_code} ${GFS_CLASSES[first.class_code] ?? ''}`.trim(), ...sum(c)]));
  return [
    { title: `Detailed estimates ${fy(year, 1)} by programme, sub-programme, output and item (UGX)`, note: 'Sub-totals on each heading; items are the economic items of the chart of accounts.',
      columns: cols, rows: [...rows, totalRow(cols, items)] },
    { title: `Detailed estimates ${fy(year, 1)} by economic class (UGX)`, columns: classCols, rows: [...classRows, totalRow(classCols, classRows)], sumRows: true },
  ];
}
