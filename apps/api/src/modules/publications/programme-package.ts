import { stringify } from 'csv-stringify/sync';
import { COFOG_DIVISIONS, type BudgetPhase } from '@pbs/domain';
import { COUNTRY_CODE, CURRENCY } from './package.js';
import type { ProgrammeLine } from './publications.repo.js';

/** A figure of each line, published as the column `<key>_ugx`; `phase` where it is one of the budget's phases. */
export interface Measure<L, K extends string = string> { key: K; title: string; phase?: BudgetPhase; of: (l: L) => number }

/** A package of figures by vote, programme and budget category (in-year execution, the adjusted budget). */
export interface ProgrammePackage<L extends ProgrammeLine, K extends string = string> {
  /** Names the package after the budget year: `budget-<year>-<slug>-<id>`. */
  slug: string; budgetYear: string; title: string; description: string; keywords: string[];
  /** What the figures cover, as the period column says it (e.g. 'Q1-Q2'), and the column's title. */
  period: string; periodTitle: string; created: Date; measures: Measure<L, K>[];
}

const CATEGORY_NAMES: Record<string, string> = { Wage: 'Wage', NonWage: 'Non wage', GoUDevt: 'GoU development', AIA: 'AIA', Donor: 'External financing' };

const DIMENSION_FIELDS: { name: string; title: string; of: (l: ProgrammeLine) => string }[] = [
  { name: 'cofog_code', title: 'COFOG division', of: (l) => l.cofog ?? '' },
  { name: 'cofog_name', title: 'COFOG division name', of: (l) => (l.cofog ? COFOG_DIVISIONS[l.cofog] ?? '' : '') },
  { name: 'sector_code', title: 'Sector', of: (l) => l.sector_code ?? '' },
  { name: 'sector_name', title: 'Sector name', of: (l) => l.sector_name ?? '' },
  { name: 'vote_code', title: 'Vote', of: (l) => l.vote_code },
  { name: 'vote_name', title: 'Vote name', of: (l) => l.vote_name },
  { name: 'programme_code', title: 'Programme', of: (l) => l.programme_code },
  { name: 'programme_name', title: 'Programme name', of: (l) => l.programme_name },
  { name: 'budget_category', title: 'Budget category', of: (l) => CATEGORY_NAMES[l.category] ?? l.category },
];

const attr = (source: string, labelfor?: string) => ({ source, ...(labelfor ? { labelfor } : {}) });

/**
 * The Fiscal Data Package of figures by vote, programme and budget category: one table (budget.csv), a measure per
 * figure in whole Uganda shillings with its phase where it has one, and the administrative, functional (COFOG and
 * sector), activity (programme), category and period dimensions.
 */
export function programmeDescriptor<L extends ProgrammeLine>(p: ProgrammePackage<L>, id: string) {
  const first = Number(p.budgetYear.slice(0, 4));
  return {
    profile: 'tabular-data-package',
    name: `budget-${p.budgetYear}-${p.slug}-${id}`,
    title: p.title,
    description: p.description,
    created: p.created.toISOString(),
    countryCode: COUNTRY_CODE,
    granularity: 'aggregated',
    fiscalPeriod: { start: `${first}-07-01`, end: `${first + 1}-06-30` },
    licenses: [{ name: 'CC-BY-4.0', path: 'https://creativecommons.org/licenses/by/4.0/', title: 'Creative Commons Attribution 4.0' }],
    keywords: ['budget', 'fiscal', ...p.keywords],
    resources: [{
      name: 'budget', path: 'budget.csv', profile: 'tabular-data-resource', format: 'csv', mediatype: 'text/csv', encoding: 'utf-8',
      schema: {
        fields: [
          { name: 'fiscal_year', title: 'Fiscal year', type: 'string' }, { name: 'period', title: p.periodTitle, type: 'string' },
          ...DIMENSION_FIELDS.map((f) => ({ name: f.name, title: f.title, type: 'string' })),
          ...p.measures.map((m) => ({ name: `${m.key}_ugx`, title: m.title, type: 'integer', constraints: { required: true, minimum: 0 } })),
        ],
      },
    }],
    model: {
      measures: Object.fromEntries(p.measures.map((m) => [m.key, {
        source: `${m.key}_ugx`, resource: 'budget', currency: CURRENCY, direction: 'expenditure', ...(m.phase ? { phase: m.phase } : {}),
      }])),
      dimensions: {
        administrative: { dimensionType: 'classification', classificationType: 'administrative', primaryKey: 'vote_code', attributes: { vote_code: attr('vote_code'), vote_name: attr('vote_name', 'vote_code') } },
        functional: {
          dimensionType: 'classification', classificationType: 'functional', primaryKey: ['cofog_code', 'sector_code'],
          attributes: { cofog_code: attr('cofog_code'), cofog_name: attr('cofog_name', 'cofog_code'), sector_code: { ...attr('sector_code'), parent: 'cofog_code' }, sector_name: attr('sector_name', 'sector_code') },
        },
        activity: { dimensionType: 'activity', primaryKey: 'programme_code', attributes: { programme_code: attr('programme_code'), programme_name: attr('programme_name', 'programme_code') } },
        category: { dimensionType: 'other', primaryKey: 'budget_category', attributes: { budget_category: attr('budget_category') } },
        date: { dimensionType: 'datetime', primaryKey: ['fiscal_year', 'period'], attributes: { fiscal_year: attr('fiscal_year'), period: attr('period') } },
      },
    },
  };
}

/** The package's CSV: a row per line, every measure rounded to whole shillings. */
export const programmeCsv = <L extends ProgrammeLine>(p: ProgrammePackage<L>, lines: L[]) => stringify([
  ['fiscal_year', 'period', ...DIMENSION_FIELDS.map((f) => f.name), ...p.measures.map((m) => `${m.key}_ugx`)],
  ...lines.map((l) => [p.budgetYear, p.period, ...DIMENSION_FIELDS.map((f) => f.of(l)), ...p.measures.map((m) => Math.round(m.of(l)))]),
], { record_delimiter: '\r\n' });

/** The portal's reading of the package: each measure's national total and each vote's. */
export function programmeSummary<L extends ProgrammeLine, K extends string>(p: ProgrammePackage<L, K>, lines: L[]) {
  const add = (of: L[]) => Object.fromEntries(p.measures.map((m) => [m.key, of.reduce((s, l) => s + m.of(l), 0)])) as Record<K, number>;
  const byVote = new Map<string, L[]>();
  for (const l of lines) {
    const own = byVote.get(l.vote_code);
    if (own) own.push(l);
    else byVote.set(l.vote_code, [l]);
  }
  const votes = [...byVote].flatMap(([code, own]) => (own[0] ? [{ code, name: own[0].vote_name, ...add(own) }] : []));
  return { budgetYear: p.budgetYear, title: p.title, lines: lines.length, ...add(lines), votes };
}
