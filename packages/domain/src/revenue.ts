/**
 * Where the budget's money comes from, classified as the IMF's Government Finance Statistics Manual 2014 classifies
 * revenue (1: taxes by kind, social contributions, grants, other revenue) and financing (the net incurrence of
 * liabilities, domestic and foreign). A stage's revenue and financing estimates are kept per code.
 */
export const REVENUE_KINDS = ['tax', 'nonTax', 'grant', 'borrowing'] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];

/** In the order a budget speech reads them (an array: codes such as 12 would otherwise sort before 111). */
export const REVENUE_SOURCES: readonly { code: string; kind: RevenueKind; name: string }[] = [
  { code: '111', kind: 'tax', name: 'Taxes on income, profits and capital gains' },
  { code: '112', kind: 'tax', name: 'Taxes on payroll and workforce' },
  { code: '113', kind: 'tax', name: 'Taxes on property' },
  { code: '114', kind: 'tax', name: 'Taxes on goods and services' },
  { code: '115', kind: 'tax', name: 'Taxes on international trade and transactions' },
  { code: '116', kind: 'tax', name: 'Other taxes' },
  { code: '12', kind: 'nonTax', name: 'Social contributions' },
  { code: '141', kind: 'nonTax', name: 'Property income' },
  { code: '142', kind: 'nonTax', name: 'Sales of goods and services (fees, AIA)' },
  { code: '143', kind: 'nonTax', name: 'Fines, penalties and forfeits' },
  { code: '144', kind: 'nonTax', name: 'Other revenue' },
  { code: '131', kind: 'grant', name: 'Grants from foreign governments' },
  { code: '132', kind: 'grant', name: 'Grants from international organizations' },
  { code: '331', kind: 'borrowing', name: 'Domestic borrowing (net)' },
  { code: '332', kind: 'borrowing', name: 'External borrowing (net)' },
];
const BY_CODE = new Map(REVENUE_SOURCES.map((s) => [s.code, s]));

/** The source of a code, if it is one. */
export const revenueSource = (code: string) => BY_CODE.get(code);

/** Revenue and grants are never below zero; net borrowing may be (more repaid than borrowed). */
export const revenueMayBeNegative = (code: string) => BY_CODE.get(code)?.kind === 'borrowing';

/** The sums a stage's sources come to, beside what it spends: the balance is revenue and grants less spending. */
export function revenueBalance(lines: readonly { code: string; amount: number }[], spending: number) {
  const by = Object.fromEntries(REVENUE_KINDS.map((k) => [k, 0])) as Record<RevenueKind, number>;
  for (const l of lines) { const kind = BY_CODE.get(l.code)?.kind; if (kind) by[kind] += l.amount; }
  const revenue = by.tax + by.nonTax + by.grant;
  return { ...by, revenue, spending, balance: revenue - spending, unfinanced: spending - revenue - by.borrowing };
}
