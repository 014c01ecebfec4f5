import { amount, row, text, totalRow, type Column } from '../model.js';
import { detailByFund } from '../documents.repo.js';
import { FOR_VOTE, stageWords, needs, fy, stageName, type Layout } from './input.js';

/** The schedule's columns after the vote, and where each fund source counts: its own column, else its MTEF category's. */
const COLUMNS = ['Wage', 'Non-wage', 'GoU development', 'Statutory', 'Arrears', 'AIA', 'External financing'] as const;
const BY_FUND: Record<string, (typeof COLUMNS)[number]> = {
  WAGE: 'Wage', NWR: 'Non-wage', GOUDEV: 'GoU development', STATWAGE: 'Statutory', STATNWR: 'Statutory', ARREARS: 'Arrears', AIA: 'AIA', EXTFIN: 'External financing',
};
const BY_CATEGORY: Record<string, (typeof COLUMNS)[number]> = { Wage: 'Wage', NonWage: 'Non-wage', GoUDevt: 'GoU development', AIA: 'AIA', Donor: 'External financing' };

/** The schedule's columns, the first naming the line (a vote). */
export const appropriationColumns = (first: string): Column[] => [text(first), amount('Wage'), amount('Non-wage'), amount('GoU development'),
  amount('Appropriated (excl. statutory, arrears, AIA, external financing)'), amount('Statutory'), amount('Arrears'), amount('AIA'), amount('External financing'),
  amount('Total')];

/**
 * One line of the schedule from amounts by fund source (each with its MTEF category): wage, non-wage and GoU
 * development, their sum — the amount appropriated — then statutory expenditure (charged by law, not voted),
 * arrears, AIA, external financing and the total.
 */
export function appropriationFigures(funds: { fund: string; category: string; amount: number }[]): ScheduleLine {
  const by = Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Record<(typeof COLUMNS)[number], number>;
  for (const f of funds) {
    // Every fund has an MTEF category, and every category a column.
    const column = BY_FUND[f.fund] ?? BY_CATEGORY[f.category];
    if (column) by[column] += f.amount;
  }
  const appropriated = by.Wage + by['Non-wage'] + by['GoU development'];
  return [by.Wage, by['Non-wage'], by['GoU development'], appropriated, by.Statutory, by.Arrears, by.AIA, by['External financing'],
    appropriated + by.Statutory + by.Arrears + by.AIA + by['External financing']];
}

/** Wage, non-wage, GoU development, appropriated, statutory, arrears, AIA, external financing, total. */
type ScheduleLine = [number, number, number, number, number, number, number, number, number];

/**
 * A vote's line of the Appropriation schedule, from its detailed estimates: wage, non-wage and GoU development, and
 * their sum — the amount appropriated, excluding statutory items, arrears, AIA and external financing — then
 * statutory, arrears, AIA, external financing and the total. Consolidated across votes it is the national schedule, one line per vote.
 */
export const appropriation: Layout = async ({ db, year, stage, entityId }) => {
  if (!stage) return { tables: [], facts: [], missing: [needs('NEEDS.ACTIVE_STAGE')] };
  const funds = await detailByFund(db, year.id, stage.id, entityId);
  if (!funds.length) return { tables: [], facts: [], missing: [needs('NEEDS.DETAIL', { stage: stageWords(stage), year: fy(year, 0), for: FOR_VOTE })] };
  const figures = appropriationFigures(funds);
  const cols = appropriationColumns('Vote');
  const rows = [row(cols, ['This vote', ...figures])];
  return {
    tables: [{ title: `Appropriation ${fy(year, 1)} (UGX)`, note: `${stageName(stage)} stage; from the vote's detailed estimates.`, columns: cols, rows: [...rows, totalRow(cols, rows)] }],
    facts: [[`Appropriated ${fy(year, 1)} (UGX)`, figures[3]], [`Statutory ${fy(year, 1)} (UGX)`, figures[4]], [`Total ${fy(year, 1)} (UGX)`, figures[8]]],
    missing: [],
  };
};
