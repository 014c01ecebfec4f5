import { formatNumber } from '@pbs/domain';
import { amount, cellAt, percent, row, text, totalRow, withSubtotals, type Column, type Row, type Table } from '../model.js';
import { ipfLines, revenueNames, uploadedRows, type IpfLine } from '../documents.repo.js';
import { physical } from './physical.js';
import { FOR_LG, stageWords, needs, fy, stageName, type Built, type Layout, type LayoutInput } from './input.js';
import { present } from '../../../lib/present.js';

const YEARS = ['y1', 'y2', 'y3', 'y4', 'y5'] as const;
const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const;
const grantOf = (l: IpfLine) => (l.grantCode ? `${l.grantCode} ${l.grantName}` : `${l.revenueCode} ${l.revenueName}`);

/** Lines summed per key, in key order. */
function sumBy<K extends string>(lines: IpfLine[], key: (l: IpfLine) => string, fields: readonly K[]): [string, Record<K, number>][] {
  const m = new Map<string, Record<K, number>>();
  for (const l of lines) {
    const f = m.get(key(l)) ?? (Object.fromEntries(fields.map((k) => [k, 0])) as Record<K, number>);
    for (const k of fields) f[k] += Number(l[k as keyof IpfLine] ?? 0);
    m.set(key(l), f);
  }
  return [...m.entries()].sort(([a], [b]) => a.localeCompare(b));
}

async function linesOrMissing(i: LayoutInput): Promise<IpfLine[] | Built> {
  if (!i.stage) return { tables: [], facts: [], missing: [needs('NEEDS.ACTIVE_LG_STAGE')] };
  const lines = await ipfLines(i.db, i.year.id, i.stage.id, i.entityId);
  if (!lines.length) return { tables: [], facts: [], missing: [needs('NEEDS.IPFS', { stage: stageWords(i.stage), year: fy(i.year, 0), for: FOR_LG })] };
  // IPF lines under a locally raised source (held from before the rule) would print local revenue a second time.
  const local = [...new Set(lines.filter((l) => l.revenueClass === 'LocalRevenue').map((l) => l.revenueCode))];
  if (local.length) return { tables: [], facts: [], missing: [needs('NEEDS.LRR_NOT_IPF', { revenues: local.join(', ') })] };
  return lines;
}

async function lrrTable(i: LayoutInput) {
  const [rows, names] = await Promise.all([uploadedRows(i.db, 'lrr', i.year.id, i.entityId), revenueNames(i.db)]);
  const cols: Column[] = [text('Revenue source'), amount(`Actual ${fy(i.year, 0)}`), amount(`Estimate ${fy(i.year, 1)}`), amount('Change'), percent('Change %', 3, 1)];
  const body = rows.map((r) => {
    const code = String(r.data.Revenue_Code ?? '');
    const actual = Number(r.data.Actual_Y0 ?? 0);
    const estimate = Number(r.data.Estimate_Y1 ?? 0);
    return row(cols, [`${code} ${names.get(code.toUpperCase()) ?? ''}`.trim(), actual, estimate, estimate - actual, null]);
  });
  const estimate = body.reduce((s, r) => s + Number(r.cells[2]), 0);
  return { rows, estimate, table: { title: 'Locally raised revenue (UGX)', columns: cols, rows: body.length ? [...body, totalRow(cols, body)] : [] } };
}

/** Lines by revenue source, then grant and transfer, each year labelled, with a sub-total per source. */
function bySource(lines: IpfLine[], cols: Column[]): Row[] {
  const byRevenue = new Map<string, IpfLine[]>();
  for (const l of lines) byRevenue.set(`${l.revenueCode} ${l.revenueName}`, [...(byRevenue.get(`${l.revenueCode} ${l.revenueName}`) ?? []), l]);
  return withSubtotals(cols, [...byRevenue.entries()].map(([revenue, list]): [string, Row[]] => [revenue,
    sumBy(list, (l) => `${grantOf(l)}\u0000${l.transfer}`, ['planY0', ...YEARS] as const).map(([k, f]) => {
      const [grant = '', transfer] = k.split('\u0000');
      return row(cols, [grant, transfer === 'conditional' ? 'Conditional' : 'Discretionary', f.planY0, ...YEARS.map((y) => f[y])]);
    })]));
}

/**
 * An LG's estimates, each revenue source printed once under its class (the Revenue master): government
 * transfers by source and grant, external financing by project, locally raised revenue from its own upload,
 * and the budget year's revenue by class adding them up.
 */
export const lgEstimates: Layout = async (i) => {
  const lines = await linesOrMissing(i);
  if (!Array.isArray(lines)) return lines;
  const cols: Column[] = [text('Grant'), text('Transfer'), amount(`Plan ${fy(i.year, 0)}`), ...YEARS.map((y, k) => amount(`${k ? 'Projection' : 'Budget'} ${fy(i.year, k + 1)}`))];
  const transfers = lines.filter((l) => l.revenueClass !== 'External');
  const external = lines.filter((l) => l.revenueClass === 'External');
  const lrr = await lrrTable(i);
  const y1 = (list: IpfLine[], kind?: string) => list.filter((l) => !kind || l.transfer === kind).reduce((s, l) => s + l.y1, 0);
  const summaryCols: Column[] = [text('Revenue'), amount(`Budget ${fy(i.year, 1)}`)];
  const summary = [
    row(summaryCols, ['Government transfers: conditional', y1(transfers, 'conditional')]),
    row(summaryCols, ['Government transfers: discretionary', y1(transfers, 'discretionary')]),
    row(summaryCols, ['Locally raised revenue', lrr.estimate]),
    row(summaryCols, ['External financing', y1(external)]),
  ];
  const grand = totalRow(summaryCols, summary, 'Total revenue');
  const tables: Table[] = [{ title: `Revenue ${fy(i.year, 1)} by source (UGX)`, note: `${stageName(present(i.stage, 'the stage'))} stage.`, columns: summaryCols, rows: [...summary, grand] }];
  if (transfers.length) tables.push({ title: 'Government transfers by revenue source and grant (UGX)', columns: cols, rows: bySource(transfers, cols) });
  if (external.length) tables.push({ title: 'External financing by source and project (UGX)', columns: cols, rows: bySource(external, cols) });
  if (lrr.rows.length) tables.push(lrr.table);
  return {
    tables,
    facts: [[`Government transfers ${fy(i.year, 1)} (UGX)`, y1(transfers)], [`Locally raised revenue ${fy(i.year, 1)} (UGX)`, lrr.estimate],
      [`External financing ${fy(i.year, 1)} (UGX)`, y1(external)], ['Grant lines', lines.length]],
    missing: [],
  };
};

/** Government transfers (grants) of the budget year by sub-programme, conditional and discretionary. */
export const lgGrants: Layout = async (i) => {
  const all = await linesOrMissing(i);
  if (!Array.isArray(all)) return all;
  const lines = all.filter((l) => l.revenueClass === 'Transfer');
  const cols: Column[] = [text('Sub-programme'), amount('Conditional'), amount('Discretionary'), amount(`Total ${fy(i.year, 1)}`)];
  const rows = sumBy(lines, (l) => l.subProgramme, ['y1'] as const).map(([sp]) => {
    const of = (kind: string) => lines.filter((l) => l.subProgramme === sp && l.transfer === kind).reduce((s, l) => s + l.y1, 0);
    return row(cols, [sp, of('conditional'), of('discretionary'), of('conditional') + of('discretionary')]);
  });
  return { tables: [{ title: `Grant allocations ${fy(i.year, 1)} by sub-programme (UGX)`, columns: cols, rows: [...rows, totalRow(cols, rows)] }], facts: [], missing: [] };
};

/** Locally raised revenue: last year's actuals against the new estimates. */
export const lgLrr: Layout = async (i) => {
  const lrr = await lrrTable(i);
  if (!lrr.rows.length) return { tables: [], facts: [], missing: [needs('NEEDS.LRR', { year: fy(i.year, 0), for: FOR_LG })] };
  const total = lrr.table.rows.at(-1);
  return { tables: [lrr.table], facts: [[`Estimate ${fy(i.year, 1)} (UGX)`, total ? cellAt(total, 2) : null], ['Revenue sources', lrr.rows.length]], missing: [] };
};

/**
 * Grants received by quarter against the budget year's IPFs. A quarterly report (its definition names the quarter)
 * runs from the year's start to that quarter's end, cumulative, in UGX thousands as local governments print it, then
 * the quarter's physical performance (indicators the district planned this year, by department); a report without a
 * quarter (the outturn, the annual performance) covers every quarter's money, in shillings.
 */
export const lgPerformance: Layout = async (i) => {
  const lines = await linesOrMissing(i);
  if (!Array.isArray(lines)) return lines;
  const n = i.report.quarter;
  const quarters = QUARTERS.slice(0, n ?? 4);
  if (!lines.some((l) => quarters.some((q) => l[q] > 0))) {
    return { tables: [], facts: [], missing: [needs('NEEDS.RECEIPTS', { year: fy(i.year, 1), for: FOR_LG })] };
  }
  const scale = n ? 1_000 : 1;
  const cols: Column[] = [text('Grant'), amount(`Budget ${fy(i.year, 1)}`), ...quarters.map((q) => amount(q.toUpperCase())),
    amount(n ? 'Received to date' : 'Received'), percent('Received %', quarters.length + 2, 1)];
  const rows = sumBy(lines, grantOf, ['y1', ...quarters] as const).map(([grant, f]) =>
    row(cols, [grant, f.y1 / scale, ...quarters.map((q) => f[q] / scale), quarters.reduce((s, q) => s + f[q], 0) / scale, null]));
  const total = totalRow(cols, rows);
  const received = lines.reduce((s, l) => s + quarters.reduce((t, q) => t + Number(l[q]), 0), 0);
  // The first quarter is its own total: 'Q1', not 'Q1 to Q1 (cumulative)'.
  const span = n === 1 ? 'Q1 (UGX thousands)' : `Q1 to Q${n} (cumulative, UGX thousands)`;
  const title = n ? `Grants received ${fy(i.year, 1)}, ${span}` : `Grants received ${fy(i.year, 1)} by quarter (UGX)`;
  // A quarter's physical side: the district's indicators by department, planned this year for the budget year.
  const results = n ? await physical(i, n, i.year, fy(i.year, 1)) : null;
  if (results?.missing.length) return { tables: [], facts: [], missing: results.missing };
  return {
    tables: [{ title, columns: cols, rows: [...rows, total], ...(n ? { note: 'Figures in thousands of shillings, each rounded; a total may differ from the sum of its rounded rows.' } : {}) },
      ...(results?.table && results.programmes ? [results.table, results.programmes] : [])],
    facts: [[n ? `Received to the end of Q${n} (UGX)` : 'Received (UGX)', received],
      ['Share of budget received', `${formatNumber(total.cells[quarters.length + 3] ?? 0, 1)} %`]],
    missing: [],
  };
};
