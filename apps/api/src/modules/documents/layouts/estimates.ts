import { amount, percent, row, text, totalRow, type Cell, type Column, type Row } from '../model.js';
import { MTEF_CATEGORIES, mtefLines, uploadedRows, type MtefLine } from '../documents.repo.js';
import { fy, stageName, type Built, type Layout, type LayoutInput } from './input.js';
import { detailTables } from './detail.js';

const CATEGORY_LABELS = ['Wage', 'Non wage', 'GoU development', 'AIA', 'External financing'];
const y1 = (l: MtefLine) => MTEF_CATEGORIES.reduce((s, c) => s + l[`y1_${c}`], 0);
const yearTotal = (l: MtefLine, y: 0 | 1 | 2 | 3 | 4 | 5) => MTEF_CATEGORIES.reduce((s, c) => s + l[`y${y}_${c}`], 0);

/**
 * Estimates in the shape of the Approved Estimates of Revenue and Expenditure: the budget year by programme
 * (or vote) and category beside the previous stage with the change, the medium-term projections with each year
 * labelled, and the revenue side (AIA and external financing).
 */
async function estimates(i: LayoutInput, by: 'vote' | 'programme'): Promise<Built> {
  const { db, year, stage, stages, entityId } = i;
  if (!stage) return { tables: [], facts: [], missing: ['an active budget stage for the year'] };
  const lines = await mtefLines(db, year.id, stage.id, by, entityId);
  if (!lines.length) {
    return { tables: [], facts: [], missing: [`MTEF allocations of the ${stageName(stage)} stage of ${fy(year, 0)} for this ${by === 'vote' ? 'vote' : 'programme'}`] };
  }
  // The stage before, beside this one, when it holds figures for the entity.
  const previousStage = stages.filter((s) => s.stage < stage.stage).at(-1) ?? null;
  const earlier = previousStage ? await mtefLines(db, year.id, previousStage.id, by, entityId) : [];
  const previous = earlier.length ? previousStage : null;
  const before = earlier.length ? new Map(earlier.map((l) => [l.code, y1(l)])) : null;
  const head = by === 'vote' ? 'Programme' : 'Vote';

  const summaryCols: Column[] = [text(head), ...CATEGORY_LABELS.map(amount), amount(`Total ${fy(year, 1)}`)];
  if (previous) summaryCols.push(amount(`${stageName(previous)} ${fy(year, 1)}`), amount('Change'), percent('Change %', 8, 7));
  const summaryRows: Row[] = lines.map((l) => {
    const total = y1(l);
    const cells: Cell[] = [`${l.code} ${l.name}`, ...MTEF_CATEGORIES.map((c) => l[`y1_${c}`]), total];
    if (before) { const b = before.get(l.code) ?? 0; cells.push(b, total - b, null); }
    return row(summaryCols, cells);
  });

  const mtefCols: Column[] = [text(head), amount(`Approved ${fy(year, 0)}`), ...[1, 2, 3, 4, 5].map((y) => amount(y === 1 ? `Budget ${fy(year, 1)}` : `Projection ${fy(year, y)}`))];
  const mtefRows = lines.map((l) => row(mtefCols, [`${l.code} ${l.name}`, ...([0, 1, 2, 3, 4, 5] as const).map((y) => yearTotal(l, y))]));

  const revenueCols: Column[] = [text(head), amount(`AIA ${fy(year, 1)}`), amount(`External financing ${fy(year, 1)}`), amount('Total')];
  const revenueRows = lines.map((l) => row(revenueCols, [`${l.code} ${l.name}`, l.y1_aia, l.y1_donor, l.y1_aia + l.y1_donor]));

  const tables = [
    { title: `Budget ${fy(year, 1)} by ${head.toLowerCase()} and category (UGX)`, note: `${stageName(stage)} stage${previous ? `, beside the ${stageName(previous)} stage` : ''}.`, columns: summaryCols, rows: [...summaryRows, totalRow(summaryCols, summaryRows)] },
    { title: 'Medium-term expenditure framework (UGX)', columns: mtefCols, rows: [...mtefRows, totalRow(mtefCols, mtefRows)] },
    { title: `Revenue: appropriation in aid and external financing ${fy(year, 1)} (UGX)`, columns: revenueCols, rows: [...revenueRows, totalRow(revenueCols, revenueRows)] },
  ];
  if (by === 'vote') {
    tables.push(...await detailTables(i, stage.id));
    const projects = await uploadedRows(db, 'external-finance', year.id, entityId);
    if (projects.length) {
      const cols: Column[] = [text('Programme'), text('Project'), text('Financier'), ...[1, 2, 3, 4, 5].map((y) => amount(fy(year, y)))];
      const rows = projects.map((p) => row(cols, [`${p.programmeCode ?? ''} ${p.programmeName ?? ''}`, String(p.data.Project_Code ?? ''), String(p.data.Financier ?? ''),
        ...[1, 2, 3, 4, 5].map((y) => Number(p.data[`Estimate_Y${y}`] ?? 0))]));
      tables.push({ title: 'External financing by project (UGX)', note: '', columns: cols, rows: [...rows, totalRow(cols, rows)] });
    }
  }
  const total = lines.reduce((s, l) => s + y1(l), 0);
  const facts: [string, Cell][] = [[`Budget ${fy(year, 1)} (UGX)`, total], [by === 'vote' ? 'Programmes' : 'Votes', lines.length]];
  if (before) facts.push([`Change from ${stageName(previous!)} (UGX)`, total - [...before.values()].reduce((s, v) => s + v, 0)]);
  return { tables, facts, missing: [] };
}

export const voteEstimates: Layout = (i) => estimates(i, 'vote');
export const programmeEstimates: Layout = (i) => estimates(i, 'programme');
