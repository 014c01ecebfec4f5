import type { Executor } from '../../db/client.js';
import type { Report } from '../../db/schema/index.js';
import { composeDocuments, type For } from './documents.service.js';
import { text, totalRow, type Column, type Doc, type Row, type Table } from './model.js';

const PLURAL: Record<string, string> = { Vote: 'votes', 'Local government': 'local governments', Programme: 'programmes', Parastatal: 'parastatals' };

/** One table of the consolidated document: a row per entity carrying the totals of that entity's table. */
function consolidateTable(docs: Doc[], index: number, kind: string): Table | null {
  const model = docs.find((d) => d.tables[index]?.rows.length)?.tables[index];
  if (!model) return null;
  // Figures keep their columns; text columns (programme, grant …) give way to the entity.
  const kept = model.columns.map((c, i) => [c, i] as const).filter(([c], i) => i > 0 && c.kind !== 'text');
  const position = new Map(kept.map(([, i], k) => [i, k + 1]));
  const columns: Column[] = [text(kind), ...kept.map(([c]) => (c.ratio ? { ...c, ratio: [position.get(c.ratio[0]) ?? 0, position.get(c.ratio[1]) ?? 0] as [number, number] } : c))];
  const rows: Row[] = docs.flatMap((d) => {
    const total = d.tables[index]?.rows.find((r) => r.style === 'total');
    return total ? [{ cells: [`${d.subject.code} ${d.subject.name}`, ...kept.map(([, i]) => total.cells[i])] }] : [];
  });
  // Each row is one entity's total: the entity's own breakdown (by programme, by grant …) is in its own document.
  const subject = model.title.replace(/\s+by\s.*$/i, '');
  return { title: `${subject}: the total of each ${kind.toLowerCase()}`, columns, rows: [...rows, totalRow(columns, rows)] };
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
  if (!entities.length) return null;
  const docs = await composeDocuments(db, report, entities[0].yearId, entities);
  const kind = docs[0].subject.kind;
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
  const tables = docs[0].tables.map((_, i) => consolidateTable(docs, i, kind)).filter((t): t is Table => t !== null);
  return {
    reportName: `${report.name} — consolidated`, subject: { kind: 'Consolidated', code: '', name }, fiscalYear: docs[0].fiscalYear, stage: docs[0].stage,
    tables: [...tables, included, ...absent],
    facts: [
      [`${plural[0].toUpperCase()}${plural.slice(1)} consolidated`, `${docs.length} of ${of}`],
      ['Consolidated by', on.by ? `${on.by.name}${on.by.title ? `, ${on.by.title}` : ''}` : '—'],
      ['Drawn on', `${on.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
    ],
    trail: [], draft: false, verification: null,
    identity: `${report.name} · consolidated · ${docs.length} of ${of} ${plural} · ${docs[0].fiscalYear}`,
  };
}
