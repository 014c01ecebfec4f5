import type { YearLine } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { workbookBuffer, type Sheet } from '../../lib/excel.js';
import { budgetCredibility } from './credibility.service.js';
import { compositionTable } from './composition.js';

const LINE_HEADERS = ['Line', 'Original budget (UGX)', 'Outturn (UGX)', 'Budget scaled by the aggregate outturn (UGX)', 'Deviation (UGX)'];

/** A year's composition table as a sheet: the lines, the total row, and the variance under it. */
function compositionSheet(title: string, lines: YearLine[]): Sheet {
  const c = compositionTable(lines);
  return { title, headers: LINE_HEADERS, rows: [...c.lines, ['Total', c.budget, c.actual, c.actual, c.deviation], ['Variance (deviation ÷ outturn)', null, null, null, c.variance]] };
}

/** Budget credibility as a workbook: the scores, the years, and every table behind a variance (ADR 0025). */
export async function credibilityWorkbook(ctx: Pick<Context, 'db'>, actor: Actor, yearIds: number[] | null) {
  const c = await budgetCredibility(ctx, actor, yearIds);
  const sheets: Sheet[] = [
    { title: 'Scores', headers: ['Indicator', 'Basis', 'Score', 'Not scored because'],
      rows: c.indicators.map((i) => [i.id, i.basis, i.scored.score, i.scored.score === null ? i.scored.reason : null]) },
    { title: 'Years', headers: ['Fiscal year', 'Complete', 'Outturn read from', 'Months held', 'Votes budgeted', 'Votes complete', 'Original budget (UGX)', 'Outturn (UGX)', 'Outturn ÷ budget',
      'Variance by programme', 'Variance by budget category', 'Variance by function', 'Variance by economic class', 'Charged to contingency ÷ budget',
      'Revenue budgeted (UGX)', 'Revenue collected (UGX)', 'Revenue variance'],
    rows: c.years.map((y) => [y.fiscalYear, y.complete ? 'yes' : 'no', y.source === 'lines' ? 'months at the chart\'s grain' : 'quarterly uploads', y.monthsHeld, y.votesBudgeted, y.votesComplete,
      y.budget, y.actual, y.outturn, y.programmeVariance, y.categoryVariance, y.functionVariance, y.economicVariance, y.contingencyShare,
      y.revenueBudget, y.revenueActual, y.revenueVariance]) },
    ...c.lines.flatMap((y) => [
      ...(y.complete ? [compositionSheet(`PI-2.1 ${y.basis[0]} ${y.fiscalYear}`, y.programmes), compositionSheet(`PI-2.2 ${y.basis[1]} ${y.fiscalYear}`, y.categories)] : []),
      ...(y.revenue.length ? [compositionSheet(`PI-3.2 ${y.fiscalYear}`, y.revenue)] : []),
    ]),
  ];
  return { fileName: 'Budget_credibility.xlsx', body: await workbookBuffer(sheets) };
}
