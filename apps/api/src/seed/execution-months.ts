import { codeKey, type LoadMapping } from '@pbs/domain';
import { nth, PUBLISHED_MAPPING, random, type NationalYear } from './national-year.js';

/**
 * A synthetic year of execution as a ministry's financial system (IFMIS) exports it, month by month, for the lines of
 * a generated national year: for tests, benchmarks and the demo. No real system's export ships with the product.
 */

/** The layout the financial system wrote until its upgrade (a period column, commitments). */
export const IFMIS_HEADER = ['Period', 'Vote Code', 'Programme Code', 'Sub Programme Code', 'Output Code', 'GL Account', 'Fund Source',
  'Warrant Amount', 'Release Amount', 'Payments', 'Commitments'] as const;
/** The layout after the upgrade at mid-year: columns renamed and reordered, no commitments. */
export const IFMIS_UPGRADED_HEADER = ['Vote', 'Programme', 'SubProgramme', 'Output', 'Item', 'Source of Funds', 'Fiscal Period', 'Expenditure', 'Releases', 'Warrants'] as const;

/** How the financial system names the funds (mapped to the year's fund codes). */
const FUND_NAMES: Record<string, string> = {
  WAGE: 'Wage Recurrent', NWR: 'Non Wage Recurrent', GOUDEV: 'GoU Development', EXTFIN: 'External Financing', AIA: 'AIA', ARREARS: 'Arrears',
  STATWAGE: 'Statutory Wage', STATNWR: 'Statutory Non Wage',
};
const FUNDS = Object.fromEntries(Object.entries(FUND_NAMES).map(([code, name]) => [name, code]));

export const IFMIS_MAPPING: LoadMapping = {
  kind: 'execution',
  columns: { period: 'Period', voteCode: 'Vote Code', programmeCode: 'Programme Code', subProgrammeCode: 'Sub Programme Code', outputCode: 'Output Code',
    itemCode: 'GL Account', fund: 'Fund Source', warranted: 'Warrant Amount', released: 'Release Amount', spent: 'Payments', committed: 'Commitments' },
  funds: FUNDS,
};
export const IFMIS_UPGRADED_MAPPING: LoadMapping = {
  kind: 'execution',
  columns: { period: 'Fiscal Period', voteCode: 'Vote', programmeCode: 'Programme', subProgrammeCode: 'SubProgramme', outputCode: 'Output',
    itemCode: 'Item', fund: 'Source of Funds', warranted: 'Warrants', released: 'Releases', spent: 'Expenditure' },
  funds: FUNDS,
};

/** A month's file: its header and rows (null rows are blank lines, as exports carry). */
export interface MonthFile { month: number; header: string[]; rows: ((string | number | null)[] | null)[] }

/** A budget line of the national year by its codes, with its amount. */
interface BudgetLine { vote: number; programme: number; sub: number; output: number; item: string; fund: string; amount: number }

function budgetLinesOf(national: NationalYear): BudgetLine[] {
  const lines = new Map<string, BudgetLine>();
  const fundOf = PUBLISHED_MAPPING.funds as Record<string, string>;
  for (const r of national.rows) {
    const l = { vote: Number(r[2]), programme: Number(r[4]), sub: Number(r[6]), output: Number(r[8]), item: String(r[10]), fund: fundOf[String(r[12])] ?? String(r[12]), amount: Math.round(Number(r[13])) };
    const key = [l.vote, l.programme, l.sub, l.output, l.item, l.fund].map((c) => codeKey(c)).join('|');
    const same = lines.get(key);
    if (same) same.amount += l.amount; else lines.set(key, l);
  }
  return [...lines.values()];
}

/**
 * Twelve monthly files of the national year's execution: each line warranted a twelfth of what the line will use
 * (70–100 % of its budget) each month, released 95–100 % of that and spent 80–100 % of the release, so every rule
 * holds to date. From `upgradeFrom` (7) the upgraded layout. Real shapes: codes with and without leading zeros, float
 * noise on some amounts, one line in a hundred split over two rows, a blank line every few thousand rows, periods
 * written `P07`, `7` or `07`.
 */
export function executionMonths(national: NationalYear, o: { seed?: number; upgradeFrom?: number } = {}): MonthFile[] {
  const rnd = random(o.seed ?? 54);
  const lines = budgetLinesOf(national).map((l) => ({ ...l, rate: 0.7 + rnd() * 0.3 }));
  const code = (n: number, width: number) => (rnd() < 0.5 ? String(n) : String(n).padStart(width, '0'));
  const noisy = (n: number) => (rnd() < 0.05 ? n + 0.000000001 : n);
  return Array.from({ length: 12 }, (_, k) => {
    const month = k + 1;
    const upgraded = month >= (o.upgradeFrom ?? 7);
    const period = nth([`P${String(month).padStart(2, '0')}`, String(month), String(month).padStart(2, '0')], month);
    const rows: MonthFile['rows'] = [];
    for (const [i, l] of lines.entries()) {
      const warranted = Math.floor((l.amount * l.rate) / 12);
      const released = Math.floor(warranted * (0.95 + rnd() * 0.05));
      const spent = Math.floor(released * (0.8 + rnd() * 0.2));
      const committed = Math.floor(spent * 0.1);
      const parts = i % 100 === 7 ? [0.4, 0.6] : [1];
      let left = { warranted, released, spent, committed };
      for (const [p, share] of parts.entries()) {
        const last = p === parts.length - 1;
        const part = last ? left : { warranted: Math.floor(warranted * share), released: Math.floor(released * share), spent: Math.floor(spent * share), committed: Math.floor(committed * share) };
        left = { warranted: left.warranted - part.warranted, released: left.released - part.released, spent: left.spent - part.spent, committed: left.committed - part.committed };
        const codes = [code(l.vote, 3), code(l.programme, 2), code(l.sub, 2), code(l.output, 2), l.item, FUND_NAMES[l.fund] ?? l.fund];
        rows.push(upgraded
          ? [...codes, period, noisy(part.spent), part.released, part.warranted]
          : [period, ...codes, part.warranted, noisy(part.released), part.spent, part.committed]);
      }
      if (i % 4_999 === 4_998) rows.push(null);
    }
    return { month, header: [...(upgraded ? IFMIS_UPGRADED_HEADER : IFMIS_HEADER)], rows };
  });
}

/**
 * A month damaged as exports are: an error cell, text in an amount, an item the chart does not hold, a row of another
 * month and a short row. Answers the file and the damaged rows' numbers as a spreadsheet shows them (header row 1).
 */
export function damagedMonth(file: MonthFile): { file: MonthFile; rows: number[] } {
  const rows = file.rows.map((r) => (r ? [...r] : r));
  const at = (i: number) => rows.findIndex((r, j) => j >= i && r !== null);
  const col = (name: string) => file.header.indexOf(name);
  const damaged: number[] = [];
  const spoil = (i: number, change: (r: (string | number | null)[]) => void) => { const j = at(i); const r = rows[j]; if (r) { change(r); damaged.push(j + 2); } };
  const item = col('GL Account') >= 0 ? col('GL Account') : col('Item');
  const period = col('Period') >= 0 ? col('Period') : col('Fiscal Period');
  const spentCol = col('Payments') >= 0 ? col('Payments') : col('Expenditure');
  // Spread through the file, whatever its size (a national month's 12,000th row is ~0.6 of it).
  const near = (share: number) => Math.floor(rows.length * share);
  spoil(near(0.005), (r) => { r[spentCol] = '#REF!'; });
  spoil(near(0.1), (r) => { r[spentCol] = 'twelve million'; });
  spoil(near(0.25), (r) => { r[item] = '999999'; });
  spoil(near(0.45), (r) => { r[period] = String(file.month === 12 ? 1 : file.month + 1); });
  spoil(near(0.6), (r) => { r.length = 3; });
  return { file: { ...file, rows }, rows: damaged };
}
