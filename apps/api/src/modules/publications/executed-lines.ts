import { stringify } from 'csv-stringify/sync';
import { GFS_CLASSES, gfsClassOf } from '@pbs/domain';
import { CURRENCY } from './package.js';
import type { ExecutedLine } from './publications.repo.js';

const FIELDS: { name: string; title: string; type: 'string' | 'integer'; of: (l: ExecutedLine) => string | number }[] = [
  { name: 'vote_code', title: 'Vote', type: 'string', of: (l) => l.vote_code },
  { name: 'vote_name', title: 'Vote name', type: 'string', of: (l) => l.vote_name },
  { name: 'programme_code', title: 'Programme', type: 'string', of: (l) => l.programme_code },
  { name: 'programme_name', title: 'Programme name', type: 'string', of: (l) => l.programme_name },
  { name: 'sub_programme_code', title: 'Sub-programme', type: 'string', of: (l) => l.sub_programme_code },
  { name: 'sub_programme_name', title: 'Sub-programme name', type: 'string', of: (l) => l.sub_programme_name },
  { name: 'output_code', title: 'Output (none where the financial system\'s month carries none)', type: 'string', of: (l) => l.output_code ?? '' },
  { name: 'output_name', title: 'Output name', type: 'string', of: (l) => l.output_name ?? '' },
  { name: 'gfs_class_code', title: 'GFS economic class', type: 'string', of: (l) => gfsClassOf(l.class_code) },
  { name: 'gfs_class_name', title: 'GFS economic class name', type: 'string', of: (l) => GFS_CLASSES[gfsClassOf(l.class_code)] ?? '' },
  { name: 'item_code', title: 'Economic item', type: 'string', of: (l) => l.item_code },
  { name: 'item_name', title: 'Economic item name', type: 'string', of: (l) => l.item_name },
  { name: 'fund_code', title: 'Fund source', type: 'string', of: (l) => l.fund_code },
  { name: 'fund_name', title: 'Fund source name', type: 'string', of: (l) => l.fund_name },
];
const MEASURES = [
  { key: 'approved', title: 'Approved budget (UGX)', phase: 'approved' }, { key: 'revised', title: 'Revised budget: supplementaries and virements by line (UGX)', phase: 'adjusted' },
  { key: 'released', title: 'Released to date (UGX)' }, { key: 'spent', title: 'Spent to date (UGX)', phase: 'executed' },
] as const;

/** The executed lines' CSV (lines.csv): the chart's segments, then each measure in whole shillings (a reversal may leave one below zero). */
export const executedCsv = (budgetYear: string, period: string, lines: ExecutedLine[]) => stringify([
  ['fiscal_year', 'period', ...FIELDS.map((f) => f.name), ...MEASURES.map((m) => `${m.key}_ugx`)],
  ...lines.map((l) => [budgetYear, period, ...FIELDS.map((f) => f.of(l)), ...MEASURES.map((m) => Math.round(l[m.key]))]),
], { record_delimiter: '\r\n' });

const attr = (source: string, labelfor?: string) => ({ source, resource: 'lines', ...(labelfor ? { labelfor } : {}) });

/**
 * The in-year package with the executed lines beside its table (a second resource, `lines`): its measures and the
 * dimensions that read it — the vote, the activity down to the output, the economic item, the fund.
 */
export function withExecutedLines<D extends { resources: object[]; model: { measures: object; dimensions: object } }>(d: D): D {
  return {
    ...d,
    resources: [...d.resources, {
      name: 'lines', path: 'lines.csv', profile: 'tabular-data-resource', format: 'csv', mediatype: 'text/csv', encoding: 'utf-8',
      description: 'The votes whose year is held month by month from the financial system: each line of the chart with its approved and revised budget, released and spent to date.',
      schema: { fields: [{ name: 'fiscal_year', title: 'Fiscal year', type: 'string' }, { name: 'period', title: 'Period (cumulative from the start of the year)', type: 'string' },
        ...FIELDS.map((f) => ({ name: f.name, title: f.title, type: f.type })), ...MEASURES.map((m) => ({ name: `${m.key}_ugx`, title: m.title, type: 'integer', constraints: { required: true } }))] },
    }],
    model: {
      measures: { ...d.model.measures, ...Object.fromEntries(MEASURES.map((m) => [`line_${m.key}`, {
        source: `${m.key}_ugx`, resource: 'lines', currency: CURRENCY, direction: 'expenditure', ...('phase' in m ? { phase: m.phase } : {}),
      }])) },
      dimensions: {
        ...d.model.dimensions,
        line_administrative: { dimensionType: 'classification', classificationType: 'administrative', primaryKey: 'vote_code', attributes: { vote_code: attr('vote_code'), vote_name: attr('vote_name', 'vote_code') } },
        line_activity: {
          dimensionType: 'activity', primaryKey: ['programme_code', 'sub_programme_code', 'output_code'],
          attributes: {
            programme_code: attr('programme_code'), programme_name: attr('programme_name', 'programme_code'),
            sub_programme_code: { ...attr('sub_programme_code'), parent: 'programme_code' }, sub_programme_name: attr('sub_programme_name', 'sub_programme_code'),
            output_code: { ...attr('output_code'), parent: 'sub_programme_code' }, output_name: attr('output_name', 'output_code'),
          },
        },
        line_economic: {
          dimensionType: 'classification', classificationType: 'economic', primaryKey: ['gfs_class_code', 'item_code'],
          attributes: { gfs_class_code: attr('gfs_class_code'), gfs_class_name: attr('gfs_class_name', 'gfs_class_code'), item_code: { ...attr('item_code'), parent: 'gfs_class_code' }, item_name: attr('item_name', 'item_code') },
        },
        line_fund: { dimensionType: 'other', primaryKey: 'fund_code', attributes: { fund_code: attr('fund_code'), fund_name: attr('fund_name', 'fund_code') } },
      },
    },
  };
}
