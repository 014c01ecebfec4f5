import { codeKey, fiscalMonthOf, UPLOAD_LIMITS, type ExecutionField, type ExecutionMeasure, type LoadMapping } from '@pbs/domain';
import type { Said } from '../../lib/errors.js';
import { entry } from '../../lib/present.js';
import { outputOf, underKey, type Chart } from '../estimates/chart.repo.js';
import type { FlatRow } from '../estimates/flat-file.js';
import { ERROR_CELL, fundReader, text, wholeShillings, type RowProblem } from '../estimates/load-check.js';
import { executionKey, type ExecutionIds } from './execution.repo.js';

/** A line of a month's file, its codes found in the chart: its first row, and its figures (rows of one line added). */
export interface ExecutionLine extends ExecutionIds {
  key: string; row: number; codes: { vote: string; programme: string; line: string };
  warranted: number; released: number; spent: number; committed: number | null;
}
export interface ExecutionCheck { lines: ExecutionLine[]; problems: RowProblem[]; repeated: number; rows: number; blankRows: number }

const MEASURES: ExecutionMeasure[] = ['warranted', 'released', 'spent', 'committed'];

/**
 * Every row of a month's file checked and read as a line of the chart the year is carried out under: nothing is added
 * to that chart (a code it does not hold names its row). Figures are whole shillings and may be negative — a month's
 * reversal of an earlier payment; the rules read the figures to date. Rows of one line are added together and counted.
 */
export function checkExecutionRows(rows: FlatRow[], fields: { field: ExecutionField; header: string }[], mapping: LoadMapping, chart: Chart, month: number, blankRows: number): ExecutionCheck {
  const col = new Map(fields.map((f, i) => [f.field, i]));
  const headerOf = new Map(fields.map((f) => [f.field, f.header]));
  const fundOf = fundReader(mapping, chart);
  const problems: RowProblem[] = [];
  const lines = new Map<string, ExecutionLine>();
  let repeated = 0;
  const spentHeader = entry(headerOf, 'spent').toLowerCase();
  for (const r of rows) {
    const cell = (f: ExecutionField) => (col.has(f) ? r.cells[entry(col, f)] : null);
    const say = (key: Said['key'], params: Said['params'] = {}) => problems.push({ row: r.row, said: { key, params } });
    if (r.cells.some((c) => c === undefined)) { say('SERVER.LOAD_SHORT_ROW', { found: r.cells.filter((c) => c !== undefined).length, expected: fields.length }); continue; }
    if (text(cell('spent')).toLowerCase() === spentHeader) { say('SERVER.LOAD_HEADER_IN_DATA'); continue; }
    const bad = fields.filter((f) => ERROR_CELL.test(text(r.cells[entry(col, f.field)])));
    if (bad.length) { for (const f of bad) say('SERVER.LOAD_ERROR_CELL', { field: f.header, value: text(r.cells[entry(col, f.field)]) }); continue; }
    const blank = fields.filter((f) => f.field !== 'outputCode' && f.field !== 'committed' && f.field !== 'period' && text(cell(f.field)) === '');
    if (blank.length) { for (const f of blank) say('SERVER.LOAD_BLANK', { field: f.header }); continue; }
    if (col.has('period') && fiscalMonthOf(text(cell('period'))) !== month) { say('SERVER.EXEC_OTHER_PERIOD', { field: entry(headerOf, 'period'), value: text(cell('period')).slice(0, 20), month }); continue; }
    const figures = new Map<ExecutionMeasure, number>();
    for (const m of MEASURES) {
      if (!col.has(m) || (m === 'committed' && text(cell(m)) === '')) continue;
      const v = wholeShillings(cell(m));
      if (v === null) say('SERVER.LOAD_NOT_NUMBER', { field: entry(headerOf, m), value: text(cell(m)).slice(0, 40) });
      else if (Math.abs(v) > UPLOAD_LIMITS.maxAmount) say('SERVER.LOAD_OUT_OF_RANGE', { field: entry(headerOf, m), value: v, max: UPLOAD_LIMITS.maxAmount });
      else figures.set(m, v);
    }
    if (problems.length && problems[problems.length - 1]?.row === r.row) continue;
    const fundCode = fundOf(text(cell('fund')));
    if (!fundCode) { say('SERVER.LOAD_UNKNOWN_FUND', { field: entry(headerOf, 'fund'), value: text(cell('fund')).slice(0, 60), funds: [...chart.funds.values()].map((f) => f.code).join(', ') }); continue; }
    const codes = { vote: text(cell('voteCode')), programme: text(cell('programmeCode')), sub: text(cell('subProgrammeCode')), output: text(cell('outputCode')), item: text(cell('itemCode')) };
    const vote = chart.votes.get(codeKey(codes.vote));
    const programme = chart.programmes.get(codeKey(codes.programme));
    const sub = programme && chart.subProgrammes.get(underKey(programme.id, codes.sub));
    const output = codes.output && sub && vote ? outputOf(chart, sub.id, vote.id, codes.output) : null;
    const item = chart.items.get(codeKey(codes.item));
    const unknown: [string, string][] = [
      ...(vote ? [] : [['vote', codes.vote] as [string, string]]), ...(programme ? [] : [['programme', codes.programme] as [string, string]]),
      ...(!programme || sub ? [] : [['sub-programme', `${codes.programme}.${codes.sub}`] as [string, string]]),
      ...(!sub || !vote || !codes.output || output ? [] : [['output', `${codes.programme}.${codes.sub}.${codes.output}`] as [string, string]]),
      ...(item ? [] : [['item', codes.item] as [string, string]]),
    ];
    if (unknown.length || !vote || !programme || !sub || !item) { for (const [segment, code] of unknown) say('SERVER.EXEC_NOT_IN_CHART', { segment, code }); continue; }
    const fund = entry(chart.funds, codeKey(fundCode));
    const ids = { voteId: vote.id, programmeId: programme.id, subProgrammeId: sub.id, outputId: output?.id ?? null, itemId: item.id, fundId: fund.id };
    const key = executionKey(ids);
    const at = (m: ExecutionMeasure) => figures.get(m) ?? 0;
    const same = lines.get(key);
    if (same) {
      same.warranted += at('warranted'); same.released += at('released'); same.spent += at('spent');
      if (same.committed !== null) same.committed += at('committed');
      repeated++;
      continue;
    }
    lines.set(key, {
      ...ids, key, row: r.row, codes: { vote: vote.code, programme: programme.code, line: `${programme.code}.${sub.code}.${output?.code ?? '—'} ${item.code} ${fund.code}` },
      warranted: at('warranted'), released: at('released'), spent: at('spent'), committed: col.has('committed') ? at('committed') : null,
    });
  }
  return { lines: [...lines.values()], problems, repeated, rows: rows.length, blankRows };
}
