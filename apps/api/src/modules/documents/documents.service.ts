import { entityKindOf, isReportLayout, LAYOUT_STAGE_AREA, shiftFiscalYear, shortFiscalYear, type Said } from '@pbs/domain';
import type { Executor, Tx } from '../../db/client.js';
import type { Report } from '../../db/schema/index.js';
import { activeStage, fiscalYearById, type Area, type BudgetStage } from '../masters/periods.repo.js';
import { stagesOf, yearNameOf } from './documents.repo.js';
import { parastatalById, programmeById, voteById } from '../masters/master-rules.repo.js';
import { BUDGET_YEAR_TITLED, LAYOUTS, STAGED } from './layouts/index.js';
import type { Built } from './layouts/input.js';
import { count, text, type Doc, type Signature, type Subject, type Table } from './model.js';
import { currentAttachments, lockKey, type AttachmentKey } from './attachments.repo.js';
import { badInput, notFound } from '../../lib/errors.js';
import { documentRenderer } from './render-pool.js';
import { renderXlsx } from './xlsx.js';

/** Whose document: exactly one of the three is set, as on a submission. */
export interface For { yearId: number; voteId: number | null; programmeId: number | null; sepcId: number | null }

const areaOf = (r: Report): Area => (r.layout && isReportLayout(r.layout) ? LAYOUT_STAGE_AREA[r.layout] : undefined)
  ?? (r.reportType.startsWith('LG') ? 'LG' : entityKindOf(r.category) === 'parastatal' ? 'SEPC' : 'CG');

async function subjectOf(db: Executor, f: For): Promise<Subject & { id: number }> {
  if (f.voteId != null) {
    const v = await voteById(db, f.voteId);
    if (!v) throw notFound();
    // Headed with the name the year gives the vote: votes are renamed, and a code retired may name another later.
    return { id: v.id, kind: v.kind === 'LG' ? 'Local government' : 'Vote', code: v.code, name: (await yearNameOf(db, f.yearId, 'vote', v.id)) ?? v.name };
  }
  if (f.programmeId != null) {
    const p = await programmeById(db, f.programmeId);
    if (!p) throw notFound();
    return { id: p.id, kind: 'Programme', code: p.code, name: (await yearNameOf(db, f.yearId, 'programme', p.id)) ?? p.name };
  }
  const p = f.sepcId != null ? await parastatalById(db, f.sepcId) : null;
  if (!p) throw notFound();
  return { id: p.id, kind: 'Parastatal', code: p.code, name: p.name };
}

/**
 * The files attached to the report, named with their SHA-256 so the signed record (and its verification code)
 * binds the exact files approved; null when there are none.
 */
/** A report is uploaded rather than generated when it has no layout: the initiator's document is its content. */
export const isUploadedReport = (report: Report) => report.layout == null;

/** The files attached to a report for one entity and year now (removed ones are kept for the audit only). */
export const attachmentsAt = async (db: Executor, key: AttachmentKey) => (await currentAttachments(db, key)).map((r) => r.attachment);

/**
 * Inside the initiating transaction: an uploaded report needs its document, checked under the key's lock so a
 * removal cannot slip in between the check and the submission.
 */
export async function requireDocument(tx: Tx, report: Report, key: AttachmentKey) {
  if (!isUploadedReport(report)) return;
  await lockKey(tx, key);
  if (!(await attachmentsAt(tx, key)).some((a) => a.purpose === 'Document')) throw badInput({ key: 'SERVER.DOCUMENT_NEEDED', params: { report: report.name } });
}

async function attachedFiles(db: Executor, report: Report, f: For): Promise<{ table: Table | null; hasDocument: boolean }> {
  const rows = await attachmentsAt(db, { reportId: report.id, ...f });
  const table: Table = {
    title: 'Attached files', note: 'Each file is archived with this record; its SHA-256 identifies it exactly.',
    columns: [text('File'), text('Purpose'), text('Format'), count('Size (KB)'), text('SHA-256')],
    rows: rows.map((a) => ({ cells: [a.fileName, a.purpose === 'Document' ? 'Report document' : 'Supporting', a.fileFormat, Math.ceil(a.bytes / 1024), a.sha256.replace(/(.{16})(?!$)/g, '$1 ')] })),
  };
  return { table: rows.length ? table : null, hasDocument: rows.some((a) => a.purpose === 'Document') };
}

/** What every entity's document of a report and year shares: the year and the stage its figures come from. */
async function yearContext(db: Executor, report: Report, yearId: number) {
  const year = await fiscalYearById(db, yearId);
  if (!year) throw notFound();
  const stages = await stagesOf(db, year.id, areaOf(report));
  return { year, stages, stage: await stageOf(db, report, year.id, stages) };
}
type YearContext = Awaited<ReturnType<typeof yearContext>>;

/**
 * The report's content for one entity: drawn by its layout, or the initiator's document; with the files
 * attached to its record unless `withFiles` is false (a consolidation lists figures, not each entity's files).
 */
async function buildIn(db: Executor, report: Report, ctx: YearContext, f: For, withFiles = true) {
  const subject = await subjectOf(db, f);
  const files = withFiles ? await attachedFiles(db, report, f) : { table: null, hasDocument: false };
  const built: Built = report.layout && isReportLayout(report.layout)
    ? await LAYOUTS[report.layout]({ db, report, year: ctx.year, stage: ctx.stage, stages: ctx.stages, entityId: subject.id })
    : { tables: [], facts: [['Document', 'Uploaded by the initiator; this record lists its files and approvals.']],
      missing: files.hasDocument ? [] : [{ key: 'NEEDS.DOCUMENT' }] };
  return { ...ctx, subject, built: files.table ? { ...built, tables: [...built.tables, files.table] } : built };
}

const build = async (db: Executor, report: Report, f: For) => buildIn(db, report, await yearContext(db, report, f.yearId), f);

/** The stage a report's figures come from: the one its definition names, else the area's active stage. */
async function stageOf(db: Executor, report: Report, yearId: number, stages: BudgetStage[]) {
  return (report.stage != null ? stages.find((s) => s.stage === report.stage) : null) ?? await activeStage(db, yearId, areaOf(report));
}

/** For a staged layout, the stage its document is drawn from (recorded on approval: those figures freeze); else null. */
export async function dataStageOf(db: Executor, report: Report, yearId: number) {
  if (!report.layout || !isReportLayout(report.layout) || !STAGED.has(report.layout)) return null;
  return stageOf(db, report, yearId, await stagesOf(db, yearId, areaOf(report)));
}

/** What a generated report needs that the database does not hold yet; empty when it can be produced. */
export async function missingData(db: Executor, report: Report, f: For): Promise<Said[]> {
  return (await build(db, report, f)).built.missing;
}

/**
 * The document of a report for one entity and year, or what it still needs: one build for both, where asking
 * `missingData` first drew the whole document twice (a draft's statements and CPU, docs/PERFORMANCE.md).
 */
export async function composeIfComplete(db: Executor, report: Report, f: For, opts: { trail: Signature[]; draft: boolean }): Promise<{ missing: Said[]; doc: Doc | null }> {
  const built = await build(db, report, f);
  return built.built.missing.length ? { missing: built.built.missing, doc: null } : { missing: [], doc: docOf(report, built, opts) };
}

/** The document of a report for one entity and year, ready to render. */
export async function composeDocument(db: Executor, report: Report, f: For, opts: { trail: Signature[]; draft: boolean }): Promise<Doc> {
  return docOf(report, await build(db, report, f), opts);
}

/** The documents of a report for many entities of one year (a consolidation): the year and stage are read once. */
export async function composeDocuments(db: Executor, report: Report, yearId: number, entities: For[]): Promise<Doc[]> {
  const ctx = await yearContext(db, report, yearId);
  const docs: Doc[] = [];
  for (const f of entities) docs.push(docOf(report, await buildIn(db, report, ctx, f, false), { trail: [], draft: false }));
  return docs;
}

/** The year a report's document is titled for, '2026/27' style: estimates and the like, the budget year after the report's. */
export function titledYear(report: Pick<Report, 'layout'>, fiscalYear: string) {
  const forBudgetYear = report.layout && isReportLayout(report.layout) && BUDGET_YEAR_TITLED.has(report.layout);
  return shortFiscalYear(forBudgetYear ? shiftFiscalYear(fiscalYear, 1) : fiscalYear);
}

function docOf(report: Report, { year, subject, stage, built }: Awaited<ReturnType<typeof buildIn>>, opts: { trail: Signature[]; draft: boolean }): Doc {
  const fiscalYear = titledYear(report, year.fiscalYear);
  return {
    reportName: report.name, subject, fiscalYear,
    stage: report.layout && isReportLayout(report.layout) && STAGED.has(report.layout) && stage ? stage.stageName : null,
    tables: built.tables, facts: built.facts, trail: opts.trail, draft: opts.draft, verification: null,
    identity: `${report.name} · ${subject.code} ${subject.name} · FY ${fiscalYear}`,
  };
}

export type FileFormat = 'PDF' | 'Excel';
/** Report_Format decides the files: 'PDF', 'Excel' or 'PDF and Excel'. */
export const formatsOf = (report: Report): FileFormat[] => (['PDF', 'Excel'] as const).filter((f) => report.format.includes(f));

export async function renderDocument(doc: Doc, format: FileFormat): Promise<{ body: Buffer; ext: 'pdf' | 'xlsx' }> {
  // Laid out in a worker thread (render-pool.ts): the pages of a document would hold up every other request.
  return format === 'PDF' ? { body: await documentRenderer.pdf(doc), ext: 'pdf' } : { body: await renderXlsx(doc), ext: 'xlsx' };
}
