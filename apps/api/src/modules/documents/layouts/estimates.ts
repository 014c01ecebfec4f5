import type { Said } from '@pbs/domain';
import { amount, percent, row, text, totalRow, withSubtotals, type Cell, type Column, type Row, type Table } from '../model.js';
import { MTEF_CATEGORIES, mtefLines, uploadedRows, type MtefLine } from '../documents.repo.js';
import { FOR_VOTE, stageWords, needs, fy, stageName, type Built, type Layout, type LayoutInput } from './input.js';
import { detailTables } from './detail.js';

/** The MTEF categories as printed, in BUDGET_CATEGORIES' order. */
export const CATEGORY_LABELS = ['Wage', 'Non wage', 'GoU development', 'AIA', 'External financing'];
const y1 = (l: MtefLine) => MTEF_CATEGORIES.reduce((s, c) => s + l[`y1_${c}`], 0);
const yearTotal = (l: MtefLine, y: 0 | 1 | 2 | 3 | 4 | 5) => MTEF_CATEGORIES.reduce((s, c) => s + l[`y${y}_${c}`], 0);

/**
 * Estimates in the shape of the Approved Estimates of Revenue and Expenditure: the budget year by programme
 * (or vote) and category beside the previous stage with the change, the medium-term projections with each year
 * labelled, and the revenue side (AIA and external financing).
 */
async function estimates(i: LayoutInput, by: 'vote' | 'programme'): Promise<Built> {
  const { db, year, stage, stages, entityId } = i;
  if (!stage) return { tables: [], facts: [], missing: [needs('NEEDS.ACTIVE_STAGE')] };
  const lines = await mtefLines(db, year.id, stage.id, by, entityId);
  if (!lines.length) {
    return { tables: [], facts: [], missing: [needs('NEEDS.MTEF', { stage: stageWords(stage), year: fy(year, 0), for: by === 'vote' ? FOR_VOTE : { key: 'FOR.PROGRAMME' } })] };
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
    tables.push(...await detailTables(i.db, i.year, stage.id, i.entityId));
    const byProject = await externalByProject(i, lines);
    if ('missing' in byProject) return { tables: [], facts: [], missing: byProject.missing };
    if (byProject.table) tables.push(byProject.table);
  }
  const total = lines.reduce((s, l) => s + y1(l), 0);
  const external = lines.reduce((s, l) => s + l.y1_donor, 0);
  const aia = lines.reduce((s, l) => s + l.y1_aia, 0);
  // As the Appropriation schedule reads: the budget, then what Parliament votes from the Consolidated Fund.
  const facts: [string, Cell][] = [[`Budget ${fy(year, 1)} (UGX)`, total], [`Excluding external financing ${fy(year, 1)} (UGX)`, total - external],
    [`Excluding external financing and AIA ${fy(year, 1)} (UGX)`, total - external - aia], [by === 'vote' ? 'Programmes' : 'Votes', lines.length]];
  if (before && previous) facts.push([`Change from ${stageName(previous)} (UGX)`, total - [...before.values()].reduce((s, v) => s + v, 0)]);
  return { tables, facts, missing: [] };
}

const YEARS = [1, 2, 3, 4, 5] as const;

/**
 * A vote's external financing by project, as a breakdown of the MTEF's external financing — one figure printed
 * twice would otherwise be two: each programme's projects, then what the MTEF holds beyond them, so every
 * sub-total is the programme's external financing in the budget. Projects above it are a contradiction the
 * document refuses to print (the report cannot be initiated until the figures agree).
 */
async function externalByProject(i: LayoutInput, lines: MtefLine[]): Promise<{ table: Table | null } | { missing: Said[] }> {
  const projects = await uploadedRows(i.db, 'external-finance', i.year.id, i.entityId);
  const cols: Column[] = [text('Project'), text('Financier'), ...YEARS.map((y) => amount(fy(i.year, y)))];
  const missing: Said[] = [];
  const groups: [string, Row[]][] = [];
  for (const l of lines) {
    const own = projects.filter((p) => p.programmeCode === l.code);
    const rows = own.map((p) => row(cols, [String(p.data.Project_Code ?? ''), String(p.data.Financier ?? ''), ...YEARS.map((y) => Number(p.data[`Estimate_Y${y}`] ?? 0))]));
    const rest = YEARS.map((y, k) => l[`y${y}_donor`] - rows.reduce((s, r) => s + Number(r.cells[2 + k]), 0));
    const over = YEARS.find((_, k) => (rest[k] ?? 0) < 0);
    if (over) {
      missing.push(needs('NEEDS.PROJECTS_WITHIN', { programme: l.code, year: fy(i.year, over), projects: l[`y${over}_donor`] - (rest[over - 1] ?? 0), mtef: l[`y${over}_donor`] }));
      continue;
    }
    if (!rows.length && rest.every((v) => v === 0)) continue;
    if (rest.some((v) => v > 0)) rows.push(row(cols, [rows.length ? 'Other external financing' : 'Not attributed to a project', '', ...rest]));
    groups.push([`${l.code} ${l.name}`, rows]);
  }
  const held = new Set(lines.map((l) => l.code));
  for (const code of new Set(projects.map((p) => p.programmeCode ?? '').filter((c) => !held.has(c)))) {
    missing.push(needs('NEEDS.MTEF_EXTERNAL', { programme: code }));
  }
  if (missing.length) return { missing };
  if (!projects.length) return { table: null };
  return { table: { title: 'External financing by programme and project (UGX)', note: 'Each programme\'s sub-total is its external financing in the MTEF.', columns: cols, rows: withSubtotals(cols, groups) } };
}

export const voteEstimates: Layout = (i) => estimates(i, 'vote');
export const programmeEstimates: Layout = (i) => estimates(i, 'programme');
