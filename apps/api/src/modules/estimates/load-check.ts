import { codeKey, cofogOf, LOAD_FIELDS, UPLOAD_LIMITS, type LoadField, type LoadKind, type LoadMapping } from '@pbs/domain';
import { badInput, type Said } from '../../lib/errors.js';
import type { Raw } from '../../lib/read-sheet.js';
import { outputOf, underKey, type Chart } from './chart.repo.js';
import type { FlatRow, PickColumns } from './flat-file.js';
import { entry } from '../../lib/present.js';

/** One bad row of a file and what is wrong with it. */
export interface RowProblem { row: number; said: Said }

/**
 * A line as the file gives it, by codes: `key` is its identity in the stage (vote, programme, sub-programme,
 * output, item and fund by code key); names are what the file calls each code, for codes new to the chart.
 */
export interface FileLine {
  key: string; row: number; amount: number;
  sector: string | null; sectorName: string | null; cofog: string | null; vote: string; voteName: string | null; programme: string; programmeName: string | null;
  subProgramme: string; subProgrammeName: string | null; output: string; outputName: string | null; item: string; itemName: string | null; fund: string;
}

export interface FileCheck { lines: FileLine[]; problems: RowProblem[]; repeated: number; rows: number; blankRows: number }

/** The fields of `list` a mapping maps, in the list's order, with the header each reads; a required one unmapped refuses it. */
export function fieldsOf<F extends string>(mapping: LoadMapping, list: readonly { field: F; required: boolean }[]): { field: F; header: string }[] {
  const columns = mapping.columns as Partial<Record<string, string>>;
  const missing = list.filter((f) => f.required && !columns[f.field]?.trim()).map((f) => f.field);
  if (missing.length) throw badInput({ key: 'SERVER.LOAD_MAPPING_INCOMPLETE', params: { fields: missing.join(', ') } });
  return list.flatMap((f) => {
    const header = columns[f.field]?.trim();
    return header ? [{ field: f.field, header }] : [];
  });
}

/** The fields an estimates mapping maps, in LOAD_FIELDS order, with the header each reads. */
export const mappedFields = (mapping: LoadMapping) => fieldsOf(mapping, LOAD_FIELDS);

/** Refuses a kept mapping made for the other kind of file (estimates, or a month of execution). */
export function mappingOfKind(mapping: LoadMapping, kind: LoadKind, name: string) {
  const its = mapping.kind ?? 'estimates';
  if (its !== kind) throw badInput({ key: its === 'execution' ? 'SERVER.MAPPING_FOR_EXECUTION' : 'SERVER.MAPPING_FOR_ESTIMATES', params: { name } });
  return mapping;
}

/** How a file's fund cells are read: the mapping's fund names, else the year's fund codes and names (any case). */
export function fundReader(mapping: LoadMapping, chart: Chart): (cell: string) => string | undefined {
  const fundOf = new Map<string, string>();
  for (const f of chart.funds.values()) { fundOf.set(f.code.toLowerCase(), f.code); fundOf.set(f.name.toLowerCase(), f.code); }
  for (const [name, code] of Object.entries(mapping.funds)) if (chart.funds.has(codeKey(code))) fundOf.set(name.trim().toLowerCase(), entry(chart.funds, codeKey(code)).code);
  return (cell) => fundOf.get(cell.trim().toLowerCase());
}

/** The columns a mapping reads, found in the file's header by name (case and spacing aside); a missing one refuses the file. */
export function columnPicker(fields: { header: string }[]): PickColumns {
  const norm = (h: string) => h.trim().replace(/\s+/g, ' ').toLowerCase();
  return (headers) => {
    const at = new Map(headers.map((h, i) => [norm(h), i] as const).reverse());
    const missing = fields.filter((f) => !at.has(norm(f.header))).map((f) => f.header);
    if (missing.length) {
      throw badInput({ key: 'SERVER.LOAD_MISSING_COLUMNS', params: { columns: missing.join(', '), found: headers.filter(Boolean).slice(0, 40).join(', ') } });
    }
    return fields.map((f) => entry(at, norm(f.header)));
  };
}

export const ERROR_CELL = /^#(N\/A|REF!|VALUE!|DIV\/0!|NAME\?|NUM!|NULL!|SPILL!|CALC!)/i;
export const text = (v: Raw | undefined) => (v === null || v === undefined ? '' : String(v).trim());

/**
 * An amount in whole shillings: numbers as they are, text with spaces or thousands separators read as a
 * number; float noise (61000000.100000001) rounded away. Null when the cell is not an amount.
 */
export function wholeShillings(v: Raw | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.round(v) : null;
  const s = text(v).replace(/[\s\u00a0]/g, '');
  if (!/^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/.test(s)) return null;
  return Math.round(Number(s.replace(/,/g, '')));
}

/**
 * Every row of a file checked and read as a line by code, nothing looked up but the funds (the mapping's fund
 * names, else the year's fund codes and names) and the chart's codes, to name new codes that come without a name.
 * Lines repeated in the file are added together (a published file may split an item over rows) and counted.
 */
export function checkRows(rows: FlatRow[], fields: { field: LoadField; header: string }[], mapping: LoadMapping, chart: Chart, blankRows: number): FileCheck {
  const col = new Map(fields.map((f, i) => [f.field, i]));
  const headerOf = new Map(fields.map((f) => [f.field, f.header]));
  const fundOf = fundReader(mapping, chart);
  const problems: RowProblem[] = [];
  const lines = new Map<string, FileLine>();
  const named = new Set<string>();
  let repeated = 0;
  const amountHeader = entry(headerOf, 'amount').toLowerCase();
  for (const r of rows) {
    const cell = (f: LoadField) => (col.has(f) ? r.cells[entry(col, f)] : null);
    const say = (key: Said['key'], params: Said['params'] = {}) => problems.push({ row: r.row, said: { key, params } });
    if (r.cells.some((c) => c === undefined)) { say('SERVER.LOAD_SHORT_ROW', { found: r.cells.filter((c) => c !== undefined).length, expected: fields.length }); continue; }
    if (text(cell('amount')).toLowerCase() === amountHeader) { say('SERVER.LOAD_HEADER_IN_DATA'); continue; }
    const bad = fields.filter((f) => ERROR_CELL.test(text(r.cells[entry(col, f.field)])));
    if (bad.length) { for (const f of bad) say('SERVER.LOAD_ERROR_CELL', { field: f.header, value: text(r.cells[entry(col, f.field)]) }); continue; }
    const blank = LOAD_FIELDS.filter((f) => f.required && text(cell(f.field)) === '');
    if (blank.length) { for (const f of blank) say('SERVER.LOAD_BLANK', { field: entry(headerOf, f.field) }); continue; }
    const amount = wholeShillings(cell('amount'));
    if (amount === null) { say('SERVER.LOAD_NOT_NUMBER', { field: entry(headerOf, 'amount'), value: text(cell('amount')).slice(0, 40) }); continue; }
    if (amount < 0 || amount > UPLOAD_LIMITS.maxAmount) { say('SERVER.LOAD_OUT_OF_RANGE', { field: entry(headerOf, 'amount'), value: amount, max: UPLOAD_LIMITS.maxAmount }); continue; }
    const fund = fundOf(text(cell('fund')));
    if (!fund) { say('SERVER.LOAD_UNKNOWN_FUND', { field: entry(headerOf, 'fund'), value: text(cell('fund')).slice(0, 60), funds: [...chart.funds.values()].map((f) => f.code).join(', ') }); continue; }
    const functionText = text(cell('functionCode'));
    const cofog = functionText ? cofogOf(functionText) : null;
    if (functionText && !cofog) { say('SERVER.LOAD_BAD_FUNCTION', { field: entry(headerOf, 'functionCode'), value: functionText.slice(0, 20) }); continue; }
    const line: FileLine = {
      key: '', row: r.row, amount, fund, cofog,
      sector: text(cell('sectorCode')) || null, sectorName: text(cell('sectorName')) || null,
      vote: text(cell('voteCode')), voteName: text(cell('voteName')) || null,
      programme: text(cell('programmeCode')), programmeName: text(cell('programmeName')) || null,
      subProgramme: text(cell('subProgrammeCode')), subProgrammeName: text(cell('subProgrammeName')) || null,
      output: text(cell('outputCode')), outputName: text(cell('outputName')) || null,
      item: text(cell('itemCode')), itemName: text(cell('itemName')) || null,
    };
    if (!chart.items.has(codeKey(line.item)) && !/^\d{6}$/.test(line.item)) { say('SERVER.LOAD_BAD_ITEM', { field: entry(headerOf, 'itemCode'), value: line.item.slice(0, 20) }); continue; }
    const rowProblems = problems.length;
    for (const [segment, code, name, known, key] of segmentsOf(line, chart)) {
      if (known || name) continue;
      const id = `${segment}:${key}`;
      if (!named.has(id)) say('SERVER.LOAD_NEW_WITHOUT_NAME', { segment, code });
      named.add(id);
    }
    if (problems.length > rowProblems) continue;
    line.key = [line.vote, line.programme, line.subProgramme, line.output, line.item, line.fund].map(codeKey).join('|');
    const same = lines.get(line.key);
    // A vote may span sectors (ADR 0024), line by line; one line cannot be in two.
    if (same && codeKey(same.sector ?? '') !== codeKey(line.sector ?? '')) {
      say('SERVER.LOAD_LINE_TWO_SECTORS', { vote: line.vote, output: `${line.programme}.${line.subProgramme}.${line.output}`, item: line.item, fund: line.fund, first: same.sector ?? '—', row: same.row, second: line.sector ?? '—' });
      continue;
    }
    if (same) { same.amount += amount; repeated++; } else lines.set(line.key, line);
  }
  return { lines: [...lines.values()], problems, repeated, rows: rows.length, blankRows };
}

/**
 * Each segment of a line: its name as a segment, its code as the file writes it (sub-programmes and outputs under
 * their parents' codes), the name the file gives it, whether the year's chart already holds it, and its identity
 * (code keys: `1.2` for sub-programme 02 of programme 1).
 */
export function segmentsOf(l: FileLine, chart: Chart): [string, string, string | null, boolean, string][] {
  const vote = chart.votes.get(codeKey(l.vote));
  const programme = chart.programmes.get(codeKey(l.programme));
  const sub = programme && chart.subProgrammes.get(underKey(programme.id, l.subProgramme));
  const output = sub && vote && outputOf(chart, sub.id, vote.id, l.output);
  const keys = (...codes: string[]) => codes.map(codeKey).join('.');
  return [
    ...(l.sector ? [['sector', l.sector, l.sectorName, chart.sectors.has(codeKey(l.sector)), keys(l.sector)] as [string, string, string | null, boolean, string]] : []),
    ['vote', l.vote, l.voteName, !!vote, keys(l.vote)], ['programme', l.programme, l.programmeName, !!programme, keys(l.programme)],
    ['sub-programme', `${l.programme}.${l.subProgramme}`, l.subProgrammeName, !!sub, keys(l.programme, l.subProgramme)],
    ['output', `${l.programme}.${l.subProgramme}.${l.output}`, l.outputName, !!output, keys(l.vote, l.programme, l.subProgramme, l.output)],
    ['item', l.item, l.itemName, chart.items.has(codeKey(l.item)), keys(l.item)],
  ];
}
