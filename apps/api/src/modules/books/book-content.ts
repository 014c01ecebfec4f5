import { GFS_CLASSES, REVENUE_KINDS, REVENUE_SOURCES, revenueBalance, type RevenueKind } from '@pbs/domain';
import type { FiscalYear, BudgetStage } from '../masters/periods.repo.js';
import { amount, count, inBillions, row, text, totalRow, type Column, type Doc, type Row, type Table } from '../documents/model.js';
import { appropriationColumns, appropriationFigures } from '../documents/layouts/appropriation.js';
import { fy } from '../documents/layouts/input.js';
import type { TotalRow } from '../estimates/lines.repo.js';
import type { BookVote } from './books.repo.js';

/** What the book's summaries are drawn from: its votes in order, the year's funds, and the stage's totals by vote × fund and class × fund. */
export interface BookData {
  year: FiscalYear;
  stage: BudgetStage;
  votes: BookVote[];
  funds: { code: string; name: string; category: string }[];
  byVoteFund: TotalRow[];
  byClassFund: TotalRow[];
  /** The stage's totals by each line's sector, vote and fund (ADR 0024: a vote may span sectors). */
  bySectorVoteFund: TotalRow[];
  /** The stage's revenue and financing estimates by GFS code (none: the book prints no such table). */
  revenue: { code: string; amount: number }[];
}

/** How every part of the book is headed and footed. */
export interface BookFrame { identity: string; verification: Doc['verification'] }

const NO_SECTOR = 'Not assigned to a sector';
export const bookTitle = (d: Pick<BookData, 'stage'>) => `National Budget Book — ${d.stage.stageName}`;
const sectorOf = (v: BookVote) => (v.sectorCode ? `${v.sectorCode} ${v.sectorName ?? ''}`.trim() : NO_SECTOR);

/** Each fund's amount of some totals rows, and their sum: the figures of one line of a summary. */
function byFund(d: BookData, rows: TotalRow[]): number[] {
  const funds = d.funds.map((f) => rows.reduce((s, r) => s + (r.codes[1] === f.code ? r.amount : 0), 0));
  return [...funds, funds.reduce((a, b) => a + b, 0)];
}

const fundColumns = (d: BookData, first: string): Column[] => [text(first), ...d.funds.map((f) => amount(f.name)), amount('Total')];

/** The book's totals: votes, lines, the amount of every line, and what is appropriated. */
export function bookFigures(d: BookData) {
  const total = d.byVoteFund.reduce((s, r) => s + r.amount, 0);
  const category = new Map(d.funds.map((f) => [f.code, f.category]));
  const appropriated = appropriationFigures(d.byVoteFund.map((r) => ({ fund: r.codes[1] ?? '', category: category.get(r.codes[1] ?? '') ?? '', amount: r.amount })))[3];
  return { votes: d.votes.length, lines: d.votes.reduce((s, v) => s + v.lines, 0), total, appropriated };
}

const KIND_TITLE: Record<RevenueKind, string> = { tax: 'Tax revenue', nonTax: 'Non-tax revenue', grant: 'Grants', borrowing: 'Net borrowing' };

/**
 * Where the stage's spending is paid from, as a budget speech's resource envelope reads: each kind's sub-total, then
 * its sources (GFSM 2014), then revenue and grants against spending, the balance, net borrowing and what is left
 * unfinanced. Null when the stage holds no estimates.
 */
function revenueTable(d: BookData, y: string, spending: number): Table | null {
  if (!d.revenue.length) return null;
  const cols: Column[] = [text('Source (GFS)'), amount('Amount')];
  const held = new Map(d.revenue.map((r) => [r.code, r.amount]));
  const rows = REVENUE_KINDS.flatMap((kind) => {
    const mine = REVENUE_SOURCES.filter((s) => s.kind === kind && held.has(s.code)).map((s) => ({ ...row(cols, [`${s.code} ${s.name}`, held.get(s.code) ?? 0]), indent: 1 }));
    return mine.length ? [totalRow(cols, mine, KIND_TITLE[kind], 'subtotal'), ...mine] : [];
  });
  const b = revenueBalance(d.revenue, spending);
  const line = (label: string, value: number, style?: Row['style']) => ({ ...row(cols, [label, value]), style });
  return {
    title: `Revenue and financing ${y} (UGX)`, columns: cols,
    rows: [...rows, line('Revenue and grants', b.revenue, 'total'), line('Spending (detailed estimates)', b.spending), line('Balance (revenue and grants less spending)', b.balance),
      line('Net borrowing', b.borrowing), line('Left unfinanced', b.unfinanced, 'total')],
  };
}

/**
 * The national summaries that open the book: by sector; by vote within each sector with the sector's sub-total;
 * the Appropriation schedule (per vote: wage, non-wage, development, the amount appropriated, statutory, arrears, AIA and
 * external financing); and by GFS economic class. Every figure is a sum of the stage's lines; the revenue and
 * financing that pay for them come first, where the stage holds them.
 */
export function summaryDoc(d: BookData, frame: BookFrame): Doc {
  const y = fy(d.year, 1);
  const ofVote = new Map<string, TotalRow[]>();
  for (const r of d.byVoteFund) ofVote.set(r.codes[0] ?? '', [...ofVote.get(r.codes[0] ?? '') ?? [], r]);
  // Sectors as the lines carry them, in their code's order; each vote under every sector it has lines in, with that part.
  const sectorName = (r: TotalRow) => (r.codes[0] ? `${r.codes[0]} ${r.names[0] ?? ''}`.trim() : NO_SECTOR);
  const sectorKeys = [...new Map(d.bySectorVoteFund.map((r) => [r.codes[0] ?? '', sectorName(r)])).entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'en', { numeric: true })));
  const voteCols = fundColumns(d, 'Sector / vote');
  const voteOrder = new Map(d.votes.map((v, i) => [v.code, i]));
  const bySector = sectorKeys.map(([key, label]): [string, Row[], number] => {
    const rows = d.bySectorVoteFund.filter((r) => (r.codes[0] ?? '') === key);
    const votes = [...new Set(rows.map((r) => r.codes[1] ?? ''))].sort((a, b) => (voteOrder.get(a) ?? 0) - (voteOrder.get(b) ?? 0));
    return [label, votes.map((code) => {
      const name = d.votes.find((v) => v.code === code)?.name ?? rows.find((r) => r.codes[1] === code)?.names[1] ?? '';
      return { ...row(voteCols, [`${code} ${name}`, ...byFund(d, rows.filter((r) => r.codes[1] === code).map((r) => ({ ...r, codes: [r.codes[1] ?? null, r.codes[2] ?? null] })))]), indent: 1 };
    }), rows.reduce((n, r) => n + r.lines, 0)];
  });
  const sectorCols = fundColumns(d, 'Sector');
  const sectorRows = bySector.map(([s, rows]) => ({ ...totalRow(sectorCols, rows, s), style: undefined }));
  const category = new Map(d.funds.map((f) => [f.code, f.category]));
  const appCols = appropriationColumns('Vote');
  // The schedule in vote order, as the Appropriation Bill lists them.
  const inVoteOrder = [...d.votes].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  const appRows = inVoteOrder.map((v) => row(appCols, [`${v.code} ${v.name}`,
    ...appropriationFigures((ofVote.get(v.code) ?? []).map((r) => ({ fund: r.codes[1] ?? '', category: category.get(r.codes[1] ?? '') ?? '', amount: r.amount })))]));
  const classCols = fundColumns(d, 'Economic class (GFS)');
  const classes = [...new Set(d.byClassFund.map((r) => r.codes[0] ?? ''))].sort();
  const classRows = classes.map((c) => row(classCols, [`${c} ${GFS_CLASSES[c] ?? ''}`.trim(), ...byFund(d, d.byClassFund.filter((r) => r.codes[0] === c))]));
  const voteCount: Column[] = [text('Sector'), count('Votes'), count('Lines')];
  const bySectorTable: Table = { title: `Summary by sector ${y} (UGX)`, columns: sectorCols, rows: [...sectorRows, totalRow(sectorCols, sectorRows)] };
  const schedule: Table = { title: `Appropriation schedule ${y} (UGX)`, note: 'The amount appropriated is wage, non-wage and GoU development; arrears, AIA and external financing are shown apart.',
    columns: appCols, rows: [...appRows, totalRow(appCols, appRows)], compact: true };
  const f = bookFigures(d);
  const revenue = revenueTable(d, y, f.total);
  const tables: Table[] = [
    ...(revenue ? [revenue] : []),
    inBillions(bySectorTable),
    bySectorTable,
    { title: `Summary by vote ${y} (UGX)`, note: 'Each sector\'s sub-total, then its votes (a vote spanning sectors under each, with its part).', columns: voteCols,
      rows: [...bySector.flatMap(([s, rows]) => [totalRow(voteCols, rows, s, 'subtotal'), ...rows]), totalRow(voteCols, bySector.flatMap(([, rows]) => rows))] },
    inBillions(schedule),
    schedule,
    { title: `Summary by economic class ${y} (UGX)`, columns: classCols, rows: [...classRows, totalRow(classCols, classRows)] },
    { title: 'Votes and lines by sector', note: 'A vote with lines in several sectors is counted in each.', columns: voteCount,
      rows: ((rows) => [...rows, totalRow(voteCount, rows)])(bySector.map(([s, rows, lines]) => row(voteCount, [s, rows.length, lines]))) },
  ];
  return {
    reportName: bookTitle(d), subject: { kind: 'Consolidated', code: '', name: `National summaries — all ${f.votes} votes` },
    fiscalYear: y, stage: d.stage.stageName, tables,
    facts: [['Votes', f.votes], ['Lines', f.lines], [`Appropriated ${y} (UGX)`, f.appropriated], [`Total ${y} (UGX)`, f.total]],
    trail: [], draft: false, ...frame,
  };
}

/** One vote's part of the book: its detailed estimates tables under the vote's heading and sector. */
export function voteDoc(d: BookData, v: BookVote, tables: Table[], frame: BookFrame): Doc {
  const total = d.byVoteFund.filter((r) => r.codes[0] === v.code).reduce((s, r) => s + r.amount, 0);
  return {
    reportName: bookTitle(d), subject: { kind: 'Vote', code: v.code, name: v.name }, fiscalYear: fy(d.year, 1), stage: d.stage.stageName,
    tables, facts: [['Sector', sectorOf(v)], ['Lines', v.lines], [`Total ${fy(d.year, 1)} (UGX)`, total]],
    trail: [], draft: false, ...frame,
  };
}

export interface ContentsEntry { part: string; sector: string; page: number }

/** The book's contents: each part with the page it starts on. */
export function contentsDoc(d: BookData, entries: ContentsEntry[], frame: BookFrame, drawn: { by: string; at: Date }): Doc {
  const cols: Column[] = [text('Part'), text('Sector'), count('Page')];
  const f = bookFigures(d);
  return {
    reportName: bookTitle(d), subject: { kind: 'Consolidated', code: '', name: `All ${f.votes} votes` }, fiscalYear: fy(d.year, 1), stage: d.stage.stageName,
    tables: [{ title: 'Contents', columns: cols, rows: entries.map((e) => ({ cells: [e.part, e.sector, e.page] })) }],
    facts: [['Votes', f.votes], ['Lines', f.lines], [`Total ${fy(d.year, 1)} (UGX)`, f.total], ['Drawn by', drawn.by], ['Drawn on', `${drawn.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`]],
    trail: [], draft: false, ...frame,
  };
}

export const voteEntry = (v: BookVote): Omit<ContentsEntry, 'page'> => ({ part: `Vote ${v.code} ${v.name}`, sector: sectorOf(v) });
