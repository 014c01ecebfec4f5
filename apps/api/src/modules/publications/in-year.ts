import { stringify } from 'csv-stringify/sync';
import { COFOG_DIVISIONS } from '@pbs/domain';
import { COUNTRY_CODE, CURRENCY } from './package.js';
import type { InYearLine } from './publications.repo.js';

/** What an in-year publication says of itself: the year executed and the quarter its figures run to. */
export interface InYearMeta { budgetYear: string; quarter: number; title: string; created: Date }

const CATEGORY_NAMES: Record<string, string> = { Wage: 'Wage', NonWage: 'Non wage', GoUDevt: 'GoU development', AIA: 'AIA', Donor: 'External financing' };

/** The in-year CSV's columns: each line is a vote's programme and budget category, cumulative to the quarter. */
const FIELDS: { name: string; title: string; type: 'string' | 'integer'; of: (l: InYearLine, m: InYearMeta) => string | number }[] = [
  { name: 'fiscal_year', title: 'Fiscal year', type: 'string', of: (_, m) => m.budgetYear },
  { name: 'period', title: 'Period (cumulative from the start of the year)', type: 'string', of: (_, m) => (m.quarter === 1 ? 'Q1' : `Q1-Q${m.quarter}`) },
  { name: 'cofog_code', title: 'COFOG division', type: 'string', of: (l) => l.cofog ?? '' },
  { name: 'cofog_name', title: 'COFOG division name', type: 'string', of: (l) => (l.cofog ? COFOG_DIVISIONS[l.cofog] ?? '' : '') },
  { name: 'sector_code', title: 'Sector', type: 'string', of: (l) => l.sector_code ?? '' },
  { name: 'sector_name', title: 'Sector name', type: 'string', of: (l) => l.sector_name ?? '' },
  { name: 'vote_code', title: 'Vote', type: 'string', of: (l) => l.vote_code },
  { name: 'vote_name', title: 'Vote name', type: 'string', of: (l) => l.vote_name },
  { name: 'programme_code', title: 'Programme', type: 'string', of: (l) => l.programme_code },
  { name: 'programme_name', title: 'Programme name', type: 'string', of: (l) => l.programme_name },
  { name: 'budget_category', title: 'Budget category', type: 'string', of: (l) => CATEGORY_NAMES[l.category] ?? l.category },
  { name: 'approved_ugx', title: 'Approved budget (UGX)', type: 'integer', of: (l) => Math.round(l.approved) },
  { name: 'released_ugx', title: 'Released to date (UGX)', type: 'integer', of: (l) => Math.round(l.released) },
  { name: 'spent_ugx', title: 'Spent to date (UGX)', type: 'integer', of: (l) => Math.round(l.spent) },
];

const attr = (source: string, labelfor?: string) => ({ source, ...(labelfor ? { labelfor } : {}) });

/**
 * The Fiscal Data Package of an in-year report: one table (budget.csv) with three measures — the approved budget
 * (approved phase), released and spent from the year's start to the quarter's end (executed phase) — by vote,
 * programme and budget category, with the function (COFOG) and sector of each vote.
 */
export function inYearDescriptor(m: InYearMeta & { id: string }) {
  const first = Number(m.budgetYear.slice(0, 4));
  const measure = (source: string, phase?: 'approved' | 'executed') => ({ source, resource: 'budget', currency: CURRENCY, direction: 'expenditure', ...(phase ? { phase } : {}) });
  return {
    profile: 'tabular-data-package',
    name: `budget-${m.budgetYear}-in-year-report-q${m.quarter}-${m.id}`,
    title: m.title,
    description: `${m.title}: the approved budget, and what was released and spent from 1 July to the end of Q${m.quarter}, in whole Uganda shillings, by vote, programme and budget category.`,
    created: m.created.toISOString(),
    countryCode: COUNTRY_CODE,
    granularity: 'aggregated',
    fiscalPeriod: { start: `${first}-07-01`, end: `${first + 1}-06-30` },
    licenses: [{ name: 'CC-BY-4.0', path: 'https://creativecommons.org/licenses/by/4.0/', title: 'Creative Commons Attribution 4.0' }],
    keywords: ['budget', 'fiscal', 'in-year-report', 'executed'],
    resources: [{
      name: 'budget', path: 'budget.csv', profile: 'tabular-data-resource', format: 'csv', mediatype: 'text/csv', encoding: 'utf-8',
      schema: {
        fields: FIELDS.map((f) => ({ name: f.name, title: f.title, type: f.type, ...(f.type === 'integer' ? { constraints: { required: true, minimum: 0 } } : {}) })),
      },
    }],
    model: {
      measures: { approved: measure('approved_ugx', 'approved'), released: measure('released_ugx'), spent: measure('spent_ugx', 'executed') },
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

export const inYearCsv = (m: InYearMeta, lines: InYearLine[]) =>
  stringify([FIELDS.map((f) => f.name), ...lines.map((l) => FIELDS.map((f) => f.of(l, m)))], { record_delimiter: '\r\n' });

/** The portal's reading of an in-year report: the national totals and each vote's, with the shares released and spent. */
export function inYearSummary(m: InYearMeta, lines: InYearLine[]) {
  const add = (of: InYearLine[]) => ({
    approved: of.reduce((s, l) => s + l.approved, 0), released: of.reduce((s, l) => s + l.released, 0), spent: of.reduce((s, l) => s + l.spent, 0),
  });
  const votes = [...new Set(lines.map((l) => l.vote_code))].map((code) => {
    const own = lines.filter((l) => l.vote_code === code);
    return { code, name: own[0].vote_name, ...add(own) };
  });
  return { budgetYear: m.budgetYear, document: 'in-year-report', phase: 'executed', quarter: m.quarter, title: m.title, lines: lines.length, ...add(lines), votes };
}
