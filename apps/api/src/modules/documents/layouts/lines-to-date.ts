import { GFS_CLASSES } from '@pbs/domain';
import { segmentSums } from '../../estimates/lines.repo.js';
import { budgetAgainstActual, budgetYearOf, monthsHeldOfVote } from '../../execution/execution.repo.js';
import { amount, percent, row, text, totalRow, type Column, type Table } from '../model.js';
import { fy, type LayoutInput } from './input.js';

const MEASURES = ['approved', 'revised', 'released', 'spent'];
/** Rows a table of outputs may print: a vote's outputs, with room to spare. */
const MAX_ROWS = 2_000;

/**
 * A vote's year at the chart's grain to the end of a month (ADR 0026, 0027), where the year holds its months: by output
 * (the money beside the indicators the report prints of each output) and by economic class (GFS), each with the approved
 * and revised budget, what was released and spent to date and the shares of the revised budget. None for a vote whose
 * year holds no month.
 */
export async function linesToDate(i: LayoutInput, toMonth: number, period: string): Promise<Table[]> {
  const before = await budgetYearOf(i.db, i.year.id);
  if (!before?.lines || !await monthsHeldOfVote(i.db, i.year.id, i.entityId)) return [];
  const source = budgetAgainstActual(i.year.id, before.id, toMonth, i.entityId);
  const [outputs, classes] = await Promise.all([
    segmentSums(i.db, source, before.id, ['subProgramme', 'output'], MEASURES, MAX_ROWS),
    segmentSums(i.db, source, before.id, ['economicClass'], MEASURES, MAX_ROWS),
  ]);
  const columns = (first: string): Column[] => [text(first), amount(`Approved ${fy(i.year, 0)}`), amount('Revised'), amount(`Released ${period}`), amount(`Spent ${period}`),
    percent('% of revised released', 3, 2), percent('% of revised spent', 4, 2)];
  const table = (first: string, rows: typeof outputs, label: (r: (typeof outputs)[number]) => string, title: string, sumRows: boolean): Table => {
    const cols = columns(first);
    const body = rows.map((r) => row(cols, [label(r), ...r.sums, null, null]));
    return { title, columns: cols, rows: [...body, totalRow(cols, body)], sumRows,
      note: 'From the financial system\'s months at the chart\'s grain. Revised: the approved estimates with the supplementaries and virements by line.' };
  };
  const named = (code: string | null, name: string | null, none: string) => (code ? `${code} ${name ?? ''}`.trim() : none);
  return [
    // An output's code is its sub-programme's: it is named under it (programme.sub-programme.output).
    table('Output', outputs, (r) => (r.codes[1] ? named(`${r.codes[0]}.${r.codes[1]}`, r.names[1] ?? null, '') : `${r.codes[0] ?? '—'} no output`),
      `Financial performance by output, ${period} ${fy(i.year, 0)} (UGX)`, false),
    table('Economic class', classes, (r) => named(r.codes[0] ?? null, GFS_CLASSES[r.codes[0] ?? ''] ?? null, 'Not by item'),
      `Financial performance by economic class, ${period} ${fy(i.year, 0)} (UGX)`, true),
  ];
}
