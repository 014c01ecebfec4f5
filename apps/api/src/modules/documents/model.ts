/**
 * A report document as data: what the PDF and the spreadsheet both print, so the two always carry the same
 * figures. Builders (layouts/) fill it from the database; pdf.ts and xlsx.ts only draw it.
 */
/** `billions`: an amount held in shillings and printed in billions of shillings, as a printed book's summaries give them. */
export type ColumnKind = 'text' | 'amount' | 'billions' | 'count' | 'percent';
export interface Column {
  label: string; kind: ColumnKind;
  /** Percent columns: the share of column `part` in column `whole`, on every row including totals. */
  ratio?: [part: number, whole: number];
}
export type Cell = string | number | null;
/** `indent`: the first cell's level in a hierarchy (programme 0 … item 3), drawn as an indent. */
/** `heading`: a group's name over its rows, with no figures of its own (indicators are not added up). */
export interface Row { cells: Cell[]; style?: 'subtotal' | 'total' | 'heading'; indent?: number }
/** `sumRows`: consolidated by adding up rows of the same label across entities (a classification), not one row per entity. */
/** `compact`: printed in a smaller type, for a table of many figure columns that must leave room for its names. */
export interface Table { title: string; note?: string; columns: Column[]; rows: Row[]; sumRows?: boolean; compact?: boolean }

export interface Subject { kind: 'Vote' | 'Local government' | 'Programme' | 'Parastatal' | 'Consolidated'; code: string; name: string }

/** 'Vote 014 — Ministry of Health'; a consolidated document has no code: 'Consolidated — All votes (34)'. */
export const subjectLine = (s: Subject) => `${[s.kind, s.code].filter(Boolean).join(' ')} — ${s.name}`;
export interface Signature {
  level: number; action: string; userId?: number; name: string; title: string | null; when: Date; comment: string | null;
  /** The approver this person stood in for (an approval delegation), printed beside the name. */
  actingFor?: string | null;
  /** PNG or JPEG bytes of the approver's signature, when one is on file. */
  image?: Buffer | null;
}

export interface Doc {
  reportName: string;
  subject: Subject;
  /** The year the document is titled for, '2026/27' style (estimates: the budget year they prepare), and the stage its figures are taken from, when staged. */
  fiscalYear: string;
  stage: string | null;
  tables: Table[];
  /** Summary lines under the title block (counts, totals): figures as numbers, so the workbook keeps them as numbers. */
  facts: [string, Cell][];
  trail: Signature[];
  /** Printed in every footer: which report, for whom, which year, and (when archived) the file's code. */
  identity: string;
  draft: boolean;
  /** An archived document's verification code and the link its QR code opens. */
  verification: { code: string; url: string } | null;
}

export const text = (label: string): Column => ({ label, kind: 'text' });
export const amount = (label: string): Column => ({ label, kind: 'amount' });
export const count = (label: string): Column => ({ label, kind: 'count' });

/** A table of amounts in shillings as the same table in billions of shillings ("(UGX)" → "(UGX billion)" in its title). */
export function inBillions(t: Table): Table {
  return { ...t, title: t.title.replace('(UGX)', '(UGX billion)'), columns: t.columns.map((c) => (c.kind === 'amount' ? { ...c, kind: 'billions' } : c)) };
}
export const percent = (label: string, part: number, whole: number): Column => ({ label, kind: 'percent', ratio: [part, whole] });

/** The share `part / whole` as a percentage, or null when there is no whole to measure against. */
export const share = (part: number, whole: number): number | null => (whole ? (part / whole) * 100 : null);

/** Fills the percent columns of a row from its own figures. */
export function withRatios(columns: Column[], cells: Cell[]): Cell[] {
  return cells.map((cell, i) => {
    const r = columns[i]?.ratio;
    return r ? share(Number(cells[r[0]] ?? 0), Number(cells[r[1]] ?? 0)) : cell;
  });
}

/** A row of figures with its percent columns filled. */
export const row = (columns: Column[], cells: Cell[]): Row => ({ cells: withRatios(columns, cells) });

/** A row's figure in column `i`, or null where the row is shorter. */
export const cellAt = (r: Row, i: number): Cell => r.cells[i] ?? null;

/** A total row: the sum of every amount and count column, percents from those sums; `label` in the first column. */
export function totalRow(columns: Column[], rows: Row[], label = 'Total', style: Row['style'] = 'total'): Row {
  const cells = columns.map((c, i): Cell => {
    if (i === 0) return label;
    if (c.kind !== 'amount' && c.kind !== 'billions' && c.kind !== 'count') return null;
    return rows.reduce((s, r) => s + (typeof r.cells[i] === 'number' ? (r.cells[i]) : 0), 0);
  });
  return { style, cells: withRatios(columns, cells) };
}

/** Rows grouped by a key, each group followed by its sub-total, and a grand total at the end. */
export function withSubtotals(columns: Column[], groups: [string, Row[]][], grand = 'Total'): Row[] {
  const out: Row[] = [];
  for (const [label, rows] of groups) out.push(...rows, totalRow(columns, rows, `Sub-total ${label}`, 'subtotal'));
  out.push(totalRow(columns, groups.flatMap(([, rows]) => rows), grand));
  return out;
}
