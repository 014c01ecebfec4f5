import { amount, row, text, type Column, type Row } from '../model.js';
import { contractLines } from '../documents.repo.js';
import { FOR_VOTE, stageWords, needs, fy, stageName, type Layout } from './input.js';

/**
 * A CG vote's performance contract (Form A): what the accounting officer undertakes to deliver for the budget —
 * each key output under its programme with what it delivers and its cost (the detailed estimates under it), then
 * its indicators with baseline, annual target and the target of each quarter. Costs add up; indicators do not.
 */
export const performanceContract: Layout = async (i) => {
  if (!i.stage) return { tables: [], facts: [], missing: [needs('NEEDS.ACTIVE_STAGE')] };
  const lines = await contractLines(i.db, i.year.id, i.stage.id, i.entityId);
  if (!lines.length) {
    return { tables: [], facts: [], missing: [needs('NEEDS.OUTPUTS', { stage: stageWords(i.stage), year: fy(i.year, 0), for: FOR_VOTE })] };
  }
  const outputCols: Column[] = [text('Programme'), text('Output'), text('What it delivers'), text('Planned activities'), amount(`Cost ${fy(i.year, 1)}`)];
  const outputs = new Map<string, (typeof lines)[number]>();
  for (const l of lines) if (!outputs.has(l.output)) outputs.set(l.output, l);
  const outputRows: Row[] = [...outputs.values()].map((l) => row(outputCols, [l.programme, l.output, l.description, l.activities, l.cost]));
  const total = [...outputs.values()].reduce((s, l) => s + l.cost, 0);

  const cols: Column[] = [text('Indicator'), text('Unit'), amount('Baseline'), amount(`Target ${fy(i.year, 1)}`), amount('Q1'), amount('Q2'), amount('Q3'), amount('Q4')];
  const indicatorRows: Row[] = [];
  for (const [output, first] of outputs) {
    indicatorRows.push({ cells: [`${first.programme} — ${output}`, null, null, null, null, null, null, null], style: 'heading' });
    for (const l of lines.filter((x) => x.output === output && x.name)) indicatorRows.push(row(cols, [l.name, l.unit, l.baseline, l.target, l.q1, l.q2, l.q3, l.q4]));
  }
  return {
    tables: [
      { title: `Key outputs and their cost ${fy(i.year, 1)} (UGX)`, note: `${stageName(i.stage)} stage. The cost of an output is the detailed estimates under it.`, columns: outputCols,
        rows: [...outputRows, { cells: ['Total', null, null, null, total], style: 'total' }] },
      { title: `Indicators and targets ${fy(i.year, 1)}`, note: 'Each output\'s indicators, with the baseline, the annual target and the target of each quarter.', columns: cols, rows: indicatorRows },
    ],
    facts: [['Key outputs', outputs.size], ['Indicators', lines.filter((l) => l.name).length], [`Cost ${fy(i.year, 1)} (UGX)`, total]],
    missing: [],
  };
};
