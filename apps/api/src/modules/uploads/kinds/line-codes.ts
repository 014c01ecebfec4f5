import { codeKey, UploadError, type RowError } from '@pbs/domain';
import type { Executor } from '../../../db/client.js';
import { chartForVote } from '../../estimates/chart.repo.js';
import { entry } from '../../../lib/present.js';
import { idIn, type ParsedRow } from '../validate-rows.js';
import type { NamedLine } from '../../virements/line-rule.js';

/** Which line of a row its columns name: the row's own, or the one moved from or to. */
export type Side = '' | 'From_' | 'To_';
type VoteChart = Awaited<ReturnType<typeof chartForVote>>;

/**
 * The line a row's side names in its vote's chart of the year (programme, sub-programme, output, item and fund codes —
 * leading zeros or not; a fund by code or name), or the row's errors saying which code the chart does not hold. A
 * blank output, where the kind allows one, names the sub-programme's lines together.
 */
function lineNamed(r: ParsedRow, side: Side, chart: VoteChart): NamedLine | RowError[] {
  const v = (c: string) => String(r.v[`${side}${c}`] ?? '').trim();
  // The vote's chart holds only the programmes it delivers: its code finds the vote's own programme of that code.
  const underSub = (o: VoteChart['outputs'][number]) => codeKey(o.programmeCode) === codeKey(v('Programme_Code')) && codeKey(o.subProgrammeCode) === codeKey(v('SubProgramme_Code'));
  const blank = v('Output_Code') === '';
  const output = chart.outputs.find((o) => underSub(o) && (blank || codeKey(o.code) === codeKey(v('Output_Code'))));
  const item = chart.items.find((i) => codeKey(i.code) === codeKey(v('Item_Code')));
  const fund = chart.funds.find((f) => codeKey(f.code) === codeKey(v('Fund_Code')) || f.name.toLowerCase() === v('Fund_Code').toLowerCase());
  const errors: RowError[] = [
    ...(output ? [] : [{ row: r.row, column: `${side}${blank ? 'SubProgramme_Code' : 'Output_Code'}`, code: UploadError.NOT_AN_OUTPUT,
      params: { output: `${v('SubProgramme_Code')}.${v('Output_Code')}`, vote: String(r.v.Vote_Code) } }]),
    ...(item ? [] : [{ row: r.row, column: `${side}Item_Code`, code: UploadError.NOT_AN_ITEM, params: { item: v('Item_Code') } }]),
    ...(fund ? [] : [{ row: r.row, column: `${side}Fund_Code`, code: UploadError.NOT_A_FUND, params: { fund: v('Fund_Code'), funds: chart.funds.map((f) => f.code).join(', ') } }]),
  ];
  if (!output || !item || !fund) return errors;
  return {
    programmeId: output.programmeId, programmeCode: output.programmeCode, subProgrammeId: output.subProgrammeId, outputId: blank ? null : output.id, itemId: item.id, fundId: fund.id,
    category: fund.mtefCategory, text: `${output.programmeCode}.${output.subProgrammeCode}.${blank ? '—' : output.code} ${item.code} ${fund.code}`,
  };
}

/** Each row's lines (one a side) in the chart of `chartYearId`, or the errors of its codes; the chart read once a vote. */
export async function namedRows(db: Executor, rows: ParsedRow[], chartYearId: number, sides: Side[]) {
  const charts = new Map<number, VoteChart>();
  const named = new Map<ParsedRow, NamedLine[]>();
  const errors: RowError[] = [];
  for (const r of rows) {
    const voteId = idIn(r, 'Vote_Code');
    if (!charts.has(voteId)) charts.set(voteId, await chartForVote(db, chartYearId, voteId));
    const found = sides.map((s) => lineNamed(r, s, entry(charts, voteId)));
    const bad = found.flatMap((f) => (Array.isArray(f) ? f : []));
    if (bad.length) errors.push(...bad);
    else named.set(r, found as NamedLine[]);
  }
  return { named, errors };
}
