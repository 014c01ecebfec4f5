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
  return { title: `${model.title}, by ${kind.toLowerCase()}`, columns, rows: [...rows, totalRow(columns, rows)] };
}

/**
 * The consolidated (national or LG-wide) document of a report and year: each entity's document drawn from its
 * data, then its totals set side by side, one row per entity, with the grand total.
 */
export async function composeConsolidated(db: Executor, report: Report, entities: For[]): Promise<Doc | null> {
  if (!entities.length) return null;
  const docs = await composeDocuments(db, report, entities[0].yearId, entities);
  const kind = docs[0].subject.kind;
  const tables = docs[0].tables.map((_, i) => consolidateTable(docs, i, kind)).filter((t): t is Table => t !== null);
  const name = `All ${PLURAL[kind] ?? 'entities'} consolidated (${docs.length})`;
  return {
    reportName: `${report.name} — consolidated`, subject: { kind: 'Consolidated', code: '', name }, fiscalYear: docs[0].fiscalYear, stage: docs[0].stage,
    tables, facts: [[PLURAL[kind] ? `${PLURAL[kind][0].toUpperCase()}${PLURAL[kind].slice(1)} consolidated` : 'Entities', String(docs.length)]],
    trail: [], draft: false, verification: null,
    identity: `${report.name} · consolidated · ${docs[0].fiscalYear}`,
  };
}
