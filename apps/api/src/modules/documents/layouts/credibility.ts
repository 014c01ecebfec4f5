import { COFOG_DIVISIONS, GFS_CLASSES, OUTTURN_BANDS, VARIANCE_BANDS, CONTINGENCY_BANDS, type YearLine } from '@pbs/domain';
import { credibilityUpTo } from '../../credibility/credibility.service.js';
import { compositionTable } from '../../credibility/composition.js';
import { amount, text, type Column, type Row, type Table } from '../model.js';
import { fy, needs, type Layout } from './input.js';

/** Why an indicator has no score, as the document says it. */
const NOT_SCORED: Record<string, string> = {
  years: 'fewer than three ended years are held',
  partial: 'a year\'s outturn is partial (not every month or quarter held)',
  'no-contingency-vote': 'no vote is marked as the contingency vote',
  'no-revenue-outturn': 'a year lacks its revenue estimates or its revenue outturn',
};
const BASIS: Record<string, string> = {
  aggregate: 'Aggregate expenditure outturn', function: 'Composition by function (COFOG, interest left out)', programme: 'Composition by programme',
  economic: 'Composition by economic type (GFS)', category: 'Composition by budget category', contingency: 'Expenditure charged to the contingency vote',
  revenue: 'Aggregate revenue outturn', 'revenue-composition': 'Revenue composition',
};
const BANDS = `Bands: PI-1 ${OUTTURN_BANDS.expenditure.map(([s, lo, hi]) => `${s} ${lo}–${hi} %`).join(', ')}; PI-2.1 and PI-2.2 variance below ${VARIANCE_BANDS.map(([s, v]) => `${s} ${v} %`).join(', ')}; `
  + `PI-2.3 below ${CONTINGENCY_BANDS.map(([s, v]) => `${s} ${v} %`).join(', ')}; PI-3.1 ${OUTTURN_BANDS.revenue.map(([s, lo, hi]) => `${s} ${lo}–${hi} %`).join(', ')} — in two of the three years (PI-2.3: on average). Otherwise D.`;

const pct = (v: number | null) => (v === null ? null : Math.round(v * 10_000) / 100);
const pctColumn = (label: string): Column => ({ label, kind: 'percent' });

/** A line's key as the reader knows it: a function or an economic class by its name beside its code. */
function named(basis: string, key: string): string {
  const name = basis === 'function' ? COFOG_DIVISIONS[key] : basis === 'economic' ? GFS_CLASSES[key] : undefined;
  return key === 'none' ? 'Not classified' : name ? `${key} ${name}` : key;
}

/** One year's composition worked as PEFA does: each line scaled by the aggregate outturn, its deviation, the variance. */
function compositionOf(title: string, basis: string, lines: YearLine[]): Table {
  const c = compositionTable(lines);
  const columns = [text('Line'), amount('Original budget'), amount('Outturn'), amount('Budget × aggregate outturn'), amount('Deviation')];
  const body: Row[] = c.lines.map(([key, ...figures]) => ({ cells: [named(basis, key), ...figures] }));
  return {
    title, columns, compact: true,
    rows: [...body, { cells: ['Total', c.budget, c.actual, c.actual, c.deviation], style: 'total' }],
    note: `Variance: the deviations over the outturn, ${c.variance === null ? '—' : `${(Math.round(c.variance * 10_000) / 100).toFixed(2)} %`}.`,
  };
}

/**
 * Budget credibility as of the report's year (ADR 0025): for the last three years ended by then, the scores of PI-1,
 * PI-2.1–2.3 and PI-3.1–3.2 by the PEFA 2016 calibrations, each year's budget and outturn with its variances, and the
 * composition table behind each variance — what the ministry's screen and workbook show, to be approved and signed.
 * The document is the government's: its figures do not depend on the vote it is filed under.
 */
export const credibility: Layout = async (i) => {
  const c = await credibilityUpTo(i.db, i.year.id);
  if (!c.years.length) return { tables: [], facts: [], missing: [needs('NEEDS.ENDED_YEARS', { year: fy(i.year, 0) })] };
  const scores: Table = {
    title: 'Scores (PEFA 2016: PI-1, PI-2, PI-3)', note: BANDS,
    columns: [text('Indicator'), text('Basis'), text('Score'), text('Not scored because')],
    rows: c.indicators.map((x) => ({ cells: [x.id, BASIS[x.basis] ?? x.basis, x.scored.score, x.scored.score === null ? NOT_SCORED[x.scored.reason] ?? x.scored.reason : null] })),
  };
  const years: Table = {
    title: 'Each year: original budget and outturn (UGX), outturn and composition variances (%)', compact: true,
    note: 'Outturn read from the months held at the chart\'s grain, else from the quarterly uploads. A year not complete is said, never scored.',
    columns: [text('Fiscal year'), text('Outturn read from'), amount('Original budget'), amount('Outturn'), pctColumn('Outturn ÷ budget'),
      pctColumn('By function'), pctColumn('By economic type'), pctColumn('By programme'), pctColumn('By category'), pctColumn('Contingency ÷ budget'), pctColumn('Revenue outturn ÷ budget')],
    rows: c.years.map((y) => ({ cells: [
      `${y.fiscalYear}${y.complete ? '' : ' (partial)'}`, y.source === 'lines' ? `${y.monthsHeld} of 12 months` : `${y.votesComplete} of ${y.votesBudgeted} votes' quarters`,
      y.budget, y.actual, pct(y.outturn), pct(y.functionVariance), pct(y.economicVariance), pct(y.programmeVariance), pct(y.categoryVariance), pct(y.contingencyShare),
      y.revenueBudget && y.revenueActual !== null ? pct(y.revenueActual / y.revenueBudget) : null,
    ] })),
  };
  const tables = c.lines.flatMap((y) => [
    ...(y.complete ? [compositionOf(`PI-2.1 ${BASIS[y.basis[0] ?? '']?.toLowerCase() ?? ''}, ${y.fiscalYear} (UGX)`, y.basis[0] ?? '', y.programmes),
      compositionOf(`PI-2.2 ${BASIS[y.basis[1] ?? '']?.toLowerCase() ?? ''}, ${y.fiscalYear} (UGX)`, y.basis[1] ?? '', y.categories)] : []),
    ...(y.revenue.length ? [compositionOf(`PI-3.2 revenue composition, ${y.fiscalYear} (UGX)`, 'revenue', y.revenue)] : []),
  ]);
  const scored = c.indicators.filter((x) => x.scored.score !== null).length;
  return {
    tables: [scores, years, ...tables],
    facts: [['Years assessed', c.years.map((y) => y.fiscalYear).join(', ')], ['Indicators scored', `${scored} of ${c.indicators.length}`]],
    missing: [],
  };
};
