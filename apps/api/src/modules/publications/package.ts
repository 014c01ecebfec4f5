import { stringify } from 'csv-stringify/sync';
import { COFOG_DIVISIONS, GFS_CLASSES, gfsClassOf, REVENUE_SOURCES, revenueBalance, revenueSource, type BudgetPhase, type KeyDocument } from '@pbs/domain';
import type { PublishedLine } from './publications.repo.js';

/** The country and currency every published figure is in. */
export const COUNTRY_CODE = 'UG';
export const CURRENCY = 'UGX';

/** What a publication says of itself. */
export interface PackageMeta {
  budgetYear: string;
  document: KeyDocument;
  phase: BudgetPhase;
  stageName: string;
  title: string;
  created: Date;
}

/** The flat CSV's columns, each a field of the package's table schema. */
const FIELDS: { name: string; title: string; type: 'string' | 'integer'; of: (l: PublishedLine, m: PackageMeta) => string | number }[] = [
  { name: 'fiscal_year', title: 'Fiscal year', type: 'string', of: (_, m) => m.budgetYear },
  { name: 'budget_phase', title: 'Budget phase', type: 'string', of: (_, m) => m.phase },
  { name: 'budget_stage', title: 'Budget stage', type: 'string', of: (_, m) => m.stageName },
  { name: 'cofog_code', title: 'COFOG division', type: 'string', of: (l) => l.cofog ?? '' },
  { name: 'cofog_name', title: 'COFOG division name', type: 'string', of: (l) => (l.cofog ? COFOG_DIVISIONS[l.cofog] ?? '' : '') },
  { name: 'sector_code', title: 'Sector', type: 'string', of: (l) => l.sector_code ?? '' },
  { name: 'sector_name', title: 'Sector name', type: 'string', of: (l) => l.sector_name ?? '' },
  { name: 'vote_code', title: 'Vote', type: 'string', of: (l) => l.vote_code },
  { name: 'vote_name', title: 'Vote name', type: 'string', of: (l) => l.vote_name },
  { name: 'programme_code', title: 'Programme', type: 'string', of: (l) => l.programme_code },
  { name: 'programme_name', title: 'Programme name', type: 'string', of: (l) => l.programme_name },
  { name: 'sub_programme_code', title: 'Sub-programme', type: 'string', of: (l) => `${l.programme_code}.${l.sub_programme_code}` },
  { name: 'sub_programme_name', title: 'Sub-programme name', type: 'string', of: (l) => l.sub_programme_name },
  { name: 'output_code', title: 'Output', type: 'string', of: (l) => l.output_code },
  { name: 'output_name', title: 'Output name', type: 'string', of: (l) => l.output_name },
  { name: 'gfs_class_code', title: 'GFS economic class', type: 'string', of: (l) => gfsClassOf(l.class_code) },
  { name: 'gfs_class_name', title: 'GFS economic class name', type: 'string', of: (l) => GFS_CLASSES[gfsClassOf(l.class_code)] ?? '' },
  { name: 'item_code', title: 'Economic item', type: 'string', of: (l) => l.item_code },
  { name: 'item_name', title: 'Economic item name', type: 'string', of: (l) => l.item_name },
  { name: 'fund_code', title: 'Fund source', type: 'string', of: (l) => l.fund_code },
  { name: 'fund_name', title: 'Fund source name', type: 'string', of: (l) => l.fund_name },
  { name: 'mtef_category', title: 'Budget category', type: 'string', of: (l) => l.mtef_category },
  { name: 'amount_ugx', title: 'Amount (UGX)', type: 'integer', of: (l) => Math.round(l.amount) },
];

/** The sources' CSV: one row per GFS code the stage estimates (net borrowing may be below zero: it is financing). */
const REVENUE_FIELDS: { name: string; title: string; type: 'string' | 'integer'; of: (l: { code: string; amount: number }, m: PackageMeta) => string | number }[] = [
  { name: 'fiscal_year', title: 'Fiscal year', type: 'string', of: (_, m) => m.budgetYear },
  { name: 'budget_phase', title: 'Budget phase', type: 'string', of: (_, m) => m.phase },
  { name: 'gfs_source_code', title: 'GFS revenue or financing code', type: 'string', of: (l) => l.code },
  { name: 'gfs_source_name', title: 'GFS revenue or financing name', type: 'string', of: (l) => revenueSource(l.code)?.name ?? '' },
  { name: 'source_kind', title: 'Kind (tax, nonTax, grant, borrowing)', type: 'string', of: (l) => revenueSource(l.code)?.kind ?? '' },
  { name: 'amount_ugx', title: 'Amount (UGX)', type: 'integer', of: (l) => Math.round(l.amount) },
];
export const revenueCsvOf = (m: PackageMeta, lines: readonly { code: string; amount: number }[]) =>
  stringify([REVENUE_FIELDS.map((f) => f.name), ...REVENUE_SOURCES.flatMap((s) => lines.filter((l) => l.code === s.code)).map((l) => REVENUE_FIELDS.map((f) => f.of(l, m)))], { record_delimiter: '\r\n' });

const attr = (source: string, labelfor?: string) => ({ source, ...(labelfor ? { labelfor } : {}) });

/**
 * The Fiscal Data Package descriptor of a publication: one table (budget.csv) and the model naming its measure
 * (amount in UGX, expenditure, the phase) and dimensions (administrative, functional, activity, economic, fund,
 * period). It declares `tabular-data-package`, as the Fiscal Data Package schema itself requires of its packages.
 */
export function descriptorOf(m: PackageMeta & { /** tells one package of a document from another: the data's hash, shortened */ id: string; /** with revenue.csv */ revenue?: boolean }) {
  const first = Number(m.budgetYear.slice(0, 4));
  return {
    profile: 'tabular-data-package',
    name: `budget-${m.budgetYear}-${m.document}-${m.id}`,
    title: m.title,
    description: `${m.title}: every line of the ${m.stageName} stage in whole Uganda shillings, by vote, programme, sub-programme, output, economic item and fund source.`,
    created: m.created.toISOString(),
    countryCode: COUNTRY_CODE,
    granularity: 'aggregated',
    fiscalPeriod: { start: `${first}-07-01`, end: `${first + 1}-06-30` },
    licenses: [{ name: 'CC-BY-4.0', path: 'https://creativecommons.org/licenses/by/4.0/', title: 'Creative Commons Attribution 4.0' }],
    keywords: ['budget', 'fiscal', m.document, m.phase],
    resources: [{
      name: 'budget', path: 'budget.csv', profile: 'tabular-data-resource', format: 'csv', mediatype: 'text/csv', encoding: 'utf-8',
      schema: {
        fields: FIELDS.map((f) => ({ name: f.name, title: f.title, type: f.type, ...(f.type === 'integer' ? { constraints: { required: true, minimum: 0 } } : {}) })),
      },
    }, ...(m.revenue ? [{
      name: 'revenue', path: 'revenue.csv', profile: 'tabular-data-resource', format: 'csv', mediatype: 'text/csv', encoding: 'utf-8',
      description: 'Where the money comes from: the stage\'s revenue and financing estimates by GFSM 2014 code (borrowing rows are financing, net).',
      schema: { fields: REVENUE_FIELDS.map((f) => ({ name: f.name, title: f.title, type: f.type, ...(f.type === 'integer' ? { constraints: { required: true } } : {}) })) },
    }] : [])],
    model: {
      measures: {
        amount: { source: 'amount_ugx', resource: 'budget', currency: CURRENCY, direction: 'expenditure', phase: m.phase },
        ...(m.revenue ? { revenue: { source: 'amount_ugx', resource: 'revenue', currency: CURRENCY, direction: 'revenue', phase: m.phase } } : {}),
      },
      dimensions: {
        administrative: { dimensionType: 'classification', classificationType: 'administrative', primaryKey: 'vote_code', attributes: { vote_code: attr('vote_code'), vote_name: attr('vote_name', 'vote_code') } },
        functional: {
          dimensionType: 'classification', classificationType: 'functional', primaryKey: ['cofog_code', 'sector_code'],
          attributes: { cofog_code: attr('cofog_code'), cofog_name: attr('cofog_name', 'cofog_code'), sector_code: { ...attr('sector_code'), parent: 'cofog_code' }, sector_name: attr('sector_name', 'sector_code') },
        },
        activity: {
          dimensionType: 'activity', primaryKey: ['programme_code', 'sub_programme_code', 'output_code'],
          attributes: {
            programme_code: attr('programme_code'), programme_name: attr('programme_name', 'programme_code'),
            sub_programme_code: { ...attr('sub_programme_code'), parent: 'programme_code' }, sub_programme_name: attr('sub_programme_name', 'sub_programme_code'),
            output_code: { ...attr('output_code'), parent: 'sub_programme_code' }, output_name: attr('output_name', 'output_code'),
          },
        },
        economic: {
          dimensionType: 'classification', classificationType: 'economic', primaryKey: ['gfs_class_code', 'item_code'],
          attributes: { gfs_class_code: attr('gfs_class_code'), gfs_class_name: attr('gfs_class_name', 'gfs_class_code'), item_code: { ...attr('item_code'), parent: 'gfs_class_code' }, item_name: attr('item_name', 'item_code') },
        },
        fund: { dimensionType: 'other', primaryKey: 'fund_code', attributes: { fund_code: attr('fund_code'), fund_name: attr('fund_name', 'fund_code'), mtef_category: attr('mtef_category') } },
        date: { dimensionType: 'datetime', primaryKey: 'fiscal_year', attributes: { fiscal_year: attr('fiscal_year') } },
        ...(m.revenue ? {
          revenue_source: {
            dimensionType: 'classification', classificationType: 'economic', primaryKey: 'gfs_source_code',
            attributes: {
              gfs_source_code: { ...attr('gfs_source_code'), resource: 'revenue' }, gfs_source_name: { ...attr('gfs_source_name', 'gfs_source_code'), resource: 'revenue' },
              source_kind: { ...attr('source_kind'), resource: 'revenue' },
            },
          },
        } : {}),
      },
    },
  };
}

/** The flat, fully coded CSV: a header of field names, then one row per line. */
export const csvOf = (m: PackageMeta, lines: PublishedLine[]) =>
  stringify([FIELDS.map((f) => f.name), ...lines.map((l) => FIELDS.map((f) => f.of(l, m)))], { record_delimiter: '\r\n' });

interface Total { code: string; name: string; amount: number }

/** Adds lines up by a key, largest first. */
function totalsBy(lines: PublishedLine[], key: (l: PublishedLine) => [string, string]): Total[] {
  const sums = new Map<string, Total>();
  for (const l of lines) {
    const [code, name] = key(l);
    const t = sums.get(code) ?? { code, name, amount: 0 };
    t.amount += l.amount;
    sums.set(code, t);
  }
  return [...sums.values()].sort((a, b) => b.amount - a.amount || a.code.localeCompare(b.code));
}

/**
 * What the citizens' portal shows of a publication, added up from the very lines it published: where the money
 * goes by function (COFOG), sector, vote and fund, and each vote's programmes and outputs; and, beside the lines'
 * total, the stage figures' total of the same votes (`figures`, null when the stage holds none); and where the money
 * comes from (`sources`: the stage's revenue and financing estimates and the balance with the lines' spending; null
 * when none are given).
 */
export function summaryOf(m: PackageMeta, lines: PublishedLine[], figures: number | null, revenue: readonly { code: string; amount: number }[] = []) {
  const total = lines.reduce((s, l) => s + l.amount, 0);
  const byVote = new Map<string, PublishedLine[]>();
  for (const l of lines) {
    const own = byVote.get(l.vote_code);
    if (own) own.push(l);
    else byVote.set(l.vote_code, [l]);
  }
  const votes = totalsBy(lines, (l) => [l.vote_code, l.vote_name]).map((v) => {
    const own = byVote.get(v.code) ?? [];
    return {
      // A vote may span sectors (ADR 0024): it is shown under the one that holds most of its money.
      ...v, sector: totalsBy(own, (l) => [l.sector_code ?? '', l.sector_name ?? ''])[0]?.name || null,
      programmes: totalsBy(own, (l) => [l.programme_code, l.programme_name]).map((p) => ({
        // An output's code is unique within its sub-programme only.
        ...p, outputs: totalsBy(own.filter((l) => l.programme_code === p.code), (l) => [`${l.sub_programme_code}.${l.output_code}`, l.output_name]),
      })),
      funds: totalsBy(own, (l) => [l.fund_code, l.fund_name]),
    };
  });
  return {
    budgetYear: m.budgetYear, document: m.document, phase: m.phase, stage: m.stageName, title: m.title,
    total, lines: lines.length,
    // The document prints both its figures and its detailed lines; where they differ, both totals and the gap are said.
    reconciliation: figures == null ? null : { figures, lines: total, difference: figures - total },
    byFunction: totalsBy(lines, (l) => [l.cofog ?? '', l.cofog ? COFOG_DIVISIONS[l.cofog] ?? '' : '']),
    bySector: totalsBy(lines, (l) => [l.sector_code ?? '', l.sector_name ?? '']),
    byFund: totalsBy(lines, (l) => [l.fund_code, l.fund_name]),
    byEconomic: totalsBy(lines, (l) => [gfsClassOf(l.class_code), GFS_CLASSES[gfsClassOf(l.class_code)] ?? '']),
    votes,
    sources: revenue.length ? {
      lines: REVENUE_SOURCES.flatMap((s) => {
        const amount = revenue.filter((r) => r.code === s.code).reduce((a, r) => a + r.amount, 0);
        return amount ? [{ ...s, amount }] : [];
      }),
      totals: revenueBalance(revenue, total),
    } : null,
  };
}
export type PublicationSummary = ReturnType<typeof summaryOf>;
