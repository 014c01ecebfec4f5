import type { Executor } from '../../db/client.js';
import type { Report } from '../../db/schema/index.js';
import { composeDocuments, type For } from './documents.service.js';
import { text, totalRow, withRatios, type Cell, type Column, type Doc, type Row, type Table } from './model.js';
import { entry } from '../../lib/present.js';

const PLURAL: Record<string, string> = { Vote: 'votes', 'Local government': 'local governments', Programme: 'programmes', Parastatal: 'parastatals' };

/**
 * One table of the consolidated document: a row per entity carrying the totals of that entity's table of this
 * title. Tables are matched by title, not position: an entity's document may hold a table others do not (detail,
 * external financing by project), and a table's totals must never land under another's columns.
 */
function consolidateTable(docs: Doc[], title: string, kind: string): Table | null {
  const of = (d: Doc) => d.tables.find((t) => t.title === title);
  const model = docs.map(of).find((t) => t?.rows.length);
  if (!model) return null;
  if (model.sumRows) return sumRows(docs.flatMap((d) => of(d)?.rows.filter((r) => r.style !== 'total') ?? []), model);
  // Figures keep their columns; text columns (programme, grant …) give way to the entity.
  const kept = model.columns.map((c, i) => [c, i] as const).filter(([c], i) => i > 0 && c.kind !== 'text');
  const position = new Map(kept.map(([, i], k) => [i, k + 1]));
  const columns: Column[] = [text(kind), ...kept.map(([c]) => (c.ratio ? { ...c, ratio: [position.get(c.ratio[0]) ?? 0, position.get(c.ratio[1]) ?? 0] as [number, number] } : c))];
  const rows: Row[] = docs.flatMap((d) => {
    const total = of(d)?.rows.find((r) => r.style === 'total');
    return total ? [{ cells: [`${d.subject.code} ${d.subject.name}`, ...kept.map(([, i]) => total.cells[i] ?? null)] }] : [];
  });
  // Each row is one entity's total: the entity's own breakdown (by programme, by grant …) is in its own document.
  const subject = model.title.replace(/\s+by\s.*$/i, '');
  return { title: `${subject}: the total of each ${kind.toLowerCase()}`, columns, rows: [...rows, totalRow(columns, rows)] };
}

/** A classification's table summed across entities: each label's figures added up, in label order, with the total. */
function sumRows(rows: Row[], model: Table): Table {
  const byLabel = new Map<string, Cell[]>();
  for (const r of rows) {
    const label = String(r.cells[0]);
    const sum = byLabel.get(label) ?? model.columns.map((_, i) => (i === 0 ? label : 0));
    r.cells.forEach((c, i) => { if (i > 0 && typeof c === 'number') sum[i] = Number(sum[i]) + c; });
    byLabel.set(label, sum);
  }
  // Shares are not added: each is worked out again from the summed figures.
  const summed = [...byLabel.keys()].sort().map((k) => ({ cells: withRatios(model.columns, entry(byLabel, k)) }));
  return { title: model.title, note: model.note, columns: model.columns, rows: [...summed, totalRow(model.columns, summed)] };
}

/** What a consolidation stands on: every entity it should hold, who drew it and when, and each included document. */
export interface Consolidation {
  expected: { code: string; name: string }[];
  by: { name: string; title: string | null } | null;
  at: Date;
  /** The archived document of each included entity (by `${code}`): its verification code and final approval. */
  sources: Map<string, { code: string; approvedAt: Date }>;
}

const MISSING_LISTED = 60;
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The consolidated (national or LG-wide) document of a report and year: each entity's document drawn from its
 * data, then its totals set side by side, one row per entity, with the grand total; then the approved documents
 * it stands on (each with its verification code), the entities not in it yet, and who drew it and when.
 */
export async function composeConsolidated(db: Executor, report: Report, entities: For[], on: Consolidation): Promise<Doc | null> {
  const [firstEntity] = entities;
  if (!firstEntity) return null;
  const docs = await composeDocuments(db, report, firstEntity.yearId, entities);
  const [first] = docs;
  if (!first) return null;
  const kind = first.subject.kind;
  const plural = PLURAL[kind] ?? 'entities';
  const held = new Set(docs.map((d) => d.subject.code));
  const missing = on.expected.filter((e) => !held.has(e.code));
  const of = Math.max(on.expected.length, docs.length);
  // A partial consolidation says so on its face: how many of how many, and which are not in it yet.
  const name = docs.length === of ? `All ${of} ${plural}` : `${docs.length} of ${of} ${plural}`;
  const included: Table = {
    title: `Approved documents consolidated (${docs.length})`, columns: [text(kind), text('Approved on'), text('Verification code')],
    rows: docs.map((d) => ({ cells: [`${d.subject.code} ${d.subject.name}`, ((s) => (s ? day(s.approvedAt) : ''))(on.sources.get(d.subject.code)), on.sources.get(d.subject.code)?.code ?? ''] })),
  };
  const absent: Table[] = missing.length ? [{
    title: `Not yet consolidated (${missing.length})`, columns: [text(kind)],
    note: missing.length > MISSING_LISTED ? `The first ${MISSING_LISTED} of ${missing.length} by code.` : undefined,
    rows: missing.slice(0, MISSING_LISTED).map((m) => ({ cells: [`${m.code} ${m.name}`] })),
  }] : [];
  // Every table any entity's document holds, in the order they first appear.
  const titles = [...new Set(docs.flatMap((d) => d.tables.map((t) => t.title)))];
  // Money facts (the budget, and without external financing and AIA) add up across entities; counts do not.
  const money = first.facts.map(([label]) => label).filter((label) => label.endsWith('(UGX)'));
  const sums: [string, Cell][] = money.map((label) => [label, docs.reduce((s, d) => s + Number(d.facts.find(([l]) => l === label)?.[1] ?? 0), 0)]);
  const tables = titles.map((title) => consolidateTable(docs, title, kind)).filter((t): t is Table => t !== null);
  return {
    reportName: `${report.name} — consolidated`, subject: { kind: 'Consolidated', code: '', name }, fiscalYear: first.fiscalYear, stage: first.stage,
    tables: [...tables, included, ...absent],
    facts: [
      [`${plural.charAt(0).toUpperCase()}${plural.slice(1)} consolidated`, `${docs.length} of ${of}`],
      ['Consolidated by', on.by ? `${on.by.name}${on.by.title ? `, ${on.by.title}` : ''}` : '—'],
      ['Drawn on', `${on.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
      ...sums,
    ],
    trail: [], draft: false, verification: null,
    identity: `${report.name} · consolidated · ${docs.length} of ${of} ${plural} · ${first.fiscalYear}`,
  };
}
