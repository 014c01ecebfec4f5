import { shiftFiscalYear, shortFiscalYear, STAGE_PUBLICATION, type BudgetPhase } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { Db } from '../../db/client.js';
import type { Report } from '../../db/schema/index.js';
import { publications } from '../../db/schema/index.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import { badInput, notFound } from '../../lib/errors.js';
import { sha256Hex, type FileStore } from '../../lib/file-store.js';
import { fiscalYearById, stageByNumber } from '../masters/periods.repo.js';
import { consolidatedEntities, entitiesOfCategory } from '../archives/archives.repo.js';
import { csvOf, descriptorOf, revenueCsvOf, summaryOf } from './package.js';
import { adjustedLines, executedLines, inYearLines, latestPublication, lockPublications, publicationById, publicationsDecided, publishedLines, stageFiguresTotal, supersedePublications, type Publication, type PublishedDocument } from './publications.repo.js';
import { inYearCsv, inYearDescriptor, inYearSummary } from './in-year.js';
import { executedCsv, withExecutedLines } from './executed-lines.js';
import { adjustedCsv, adjustedDescriptor, adjustedSummary } from './adjusted.js';
import { present } from '../../lib/present.js';
import { revenueLines } from '../revenue/revenue.repo.js';

/** A publication as it is written: its document, its figures and the three files. */
interface Composed {
  yearId: number; doc: PublishedDocument; phase: BudgetPhase; stageId: number | null; reportId: number; documentId: number | null;
  title: string; votes: number; expectedVotes: number; lines: number; total: number;
  csv: Buffer; descriptor: object; summary: object;
  /** Where the money comes from, for a budget of every vote that gives it (revenue.csv). */
  revenueCsv?: Buffer;
  /** An in-year report's lines at the chart's grain, for the votes whose year holds its months (lines.csv). */
  linesCsv?: Buffer;
}

/**
 * Stores a publication beside those before it: one publisher of a document at a time, so jobs running at once
 * publish the same figures once; figures unchanged since the last publication publish nothing new; otherwise the
 * standing one is superseded (kept) and the new one audited.
 */
async function store(db: Db, files: FileStore, c: Composed, actorId: number): Promise<Publication | null> {
  // The figures published: the lines, and the sources where they are given.
  const dataSha256 = sha256Hex(Buffer.concat([c.csv, ...(c.revenueCsv ? [c.revenueCsv] : []), ...(c.linesCsv ? [c.linesCsv] : [])]));
  return db.transaction(async (tx) => {
    await lockPublications(tx, c.doc);
    if ((await latestPublication(tx, c.doc))?.dataSha256 === dataSha256) return null;
    await supersedePublications(tx, c.doc);
    const put = async (ext: string, body: Buffer) => ({ ...await files.put(tx, 'open', ext, body), bytes: body.length });
    const stored = {
      'datapackage.json': await put('json', Buffer.from(JSON.stringify(c.descriptor, null, 2))),
      'budget.csv': await put('csv', c.csv),
      ...(c.revenueCsv ? { 'revenue.csv': await put('csv', c.revenueCsv) } : {}),
      ...(c.linesCsv ? { 'lines.csv': await put('csv', c.linesCsv) } : {}),
      'summary.json': await put('json', Buffer.from(JSON.stringify(c.summary))),
    };
    return insertAudited(tx, publications, {
      yearId: c.yearId, budgetYear: c.doc.budgetYear, document: c.doc.document, quarter: c.doc.quarter, phase: c.phase, stageId: c.stageId,
      reportId: c.reportId, documentId: c.documentId, title: c.title, votes: c.votes, expectedVotes: c.expectedVotes, lines: c.lines, total: c.total,
      files: Object.fromEntries(Object.entries(stored).map(([name, f]) => [name, { path: f.file, sha256: f.sha256, bytes: f.bytes }])),
      dataSha256,
    }, actorId);
  });
}

/**
 * Publishes what a consolidation holds: of a central government estimates stage (BFP, Draft or Approved
 * Estimates), every line of the consolidated votes at that stage, as a Fiscal Data Package, a flat CSV and the
 * citizens' summary; of a quarterly performance report, the in-year execution, and of the year's out-turn report the
 * year-end execution (publishInYear); of a virement or
 * supplementary budget report, the adjusted budget (publishAdjusted). Runs in the
 * consolidation's job, after its documents are drawn. Answers the new publication, or null when there is nothing to
 * publish.
 */
export async function publishConsolidation(db: Db, files: FileStore, report: Report, yearId: number, actorId: number, documentId: number | null): Promise<Publication | null> {
  const ids = { yearId, actorId, documentId };
  if (report.layout === 'cg-quarterly' && report.reportType === 'CG' && report.quarter) return publishInYear(db, files, report, ids, report.quarter, 'in-year-report');
  if (report.layout === 'cg-outturn' && report.reportType === 'CG BOT') return publishInYear(db, files, report, ids, 4, 'year-end-report');
  if ((report.layout === 'virement' || report.layout === 'supplementary') && report.reportType === 'CG') return publishAdjusted(db, files, report, yearId, actorId, documentId);
  const kind = report.layout === 'vote-estimates' && report.reportType === 'CG' && report.stage ? STAGE_PUBLICATION[report.stage] : undefined;
  const year = kind ? await fiscalYearById(db, yearId) : null;
  const stage = year && report.stage ? await stageByNumber(db, yearId, 'CG', report.stage) : null;
  if (!kind || !year || !stage) return null;
  const voteIds = (await consolidatedEntities(db, report.id, yearId)).flatMap((e) => (e.voteId ? [e.voteId] : []));
  const lines = await publishedLines(db, yearId, stage.id, voteIds);
  if (!lines.length) return null;
  const budgetYear = shiftFiscalYear(year.fiscalYear, 1);
  const meta = { budgetYear, ...kind, stageName: stage.stageName, title: `${report.name} FY ${shortFiscalYear(budgetYear)}`, created: new Date() };
  const csv = Buffer.from(csvOf(meta, lines));
  const expectedVotes = (await entitiesOfCategory(db, report.category)).length;
  // Where the money comes from is national: said beside a publication of every vote only, never of some.
  const sources = voteIds.length >= expectedVotes ? await revenueLines(db, stage.id) : [];
  const summary = summaryOf(meta, lines, await stageFiguresTotal(db, stage.id, voteIds), sources);
  const revenueCsv = sources.length ? Buffer.from(revenueCsvOf(meta, sources)) : undefined;
  return store(db, files, {
    yearId, doc: { budgetYear, document: kind.document, quarter: null }, phase: kind.phase, stageId: stage.id, reportId: report.id, documentId,
    title: meta.title, votes: voteIds.length, expectedVotes, lines: lines.length, total: summary.total,
    csv, revenueCsv, descriptor: descriptorOf({ ...meta, id: sha256Hex(csv).slice(0, 12), revenue: revenueCsv !== undefined }), summary,
  }, actorId);
}

/**
 * Publishes a consolidated quarterly performance report as the year's in-year report of that quarter (executed
 * phase), and a consolidated out-turn report as the year-end report (the four quarters): each consolidated vote's
 * approved budget by programme and category beside what was released and spent from the year's start to the
 * quarter's end, and each line of the votes held month by month. The figures are the report year's own (its
 * quarters, its approved budget).
 */
async function publishInYear(db: Db, files: FileStore, report: Report, { yearId, actorId, documentId }: { yearId: number; actorId: number; documentId: number | null },
  quarter: number, document: 'in-year-report' | 'year-end-report'): Promise<Publication | null> {
  const year = await fiscalYearById(db, yearId);
  if (!year) return null;
  const voteIds = (await consolidatedEntities(db, report.id, yearId)).flatMap((e) => (e.voteId ? [e.voteId] : []));
  const lines = await inYearLines(db, yearId, quarter, voteIds);
  if (!lines.length) return null;
  const budgetYear = year.fiscalYear;
  const title = document === 'year-end-report' ? `Year-end budget execution FY ${shortFiscalYear(budgetYear)}` : `In-year budget execution Q${quarter} FY ${shortFiscalYear(budgetYear)}`;
  const meta = { budgetYear, quarter, document, title, created: new Date() };
  const csv = Buffer.from(inYearCsv(meta, lines));
  const summary = inYearSummary(meta, lines);
  // Beside the programmes and categories, each line of the votes whose year is held month by month (ADR 0026).
  const executed = await executedLines(db, yearId, 3 * quarter, voteIds);
  const linesCsv = executed.length ? Buffer.from(executedCsv(budgetYear, quarter === 1 ? 'Q1' : `Q1-Q${quarter}`, executed)) : undefined;
  const descriptor = inYearDescriptor({ ...meta, id: sha256Hex(linesCsv ? Buffer.concat([csv, linesCsv]) : csv).slice(0, 12) });
  return store(db, files, {
    yearId, doc: { budgetYear, document, quarter: document === 'in-year-report' ? quarter : null }, phase: 'executed', stageId: null, reportId: report.id, documentId,
    title: meta.title, votes: voteIds.length, expectedVotes: (await entitiesOfCategory(db, report.category)).length, lines: lines.length, total: summary.spent,
    csv, linesCsv, descriptor: linesCsv ? withExecutedLines(descriptor) : descriptor, summary,
  }, actorId);
}

/**
 * Publishes the adjusted budget when a virement or supplementary budget report is consolidated: every vote's
 * approved budget of the budget year with all the supplementaries and virements recorded in the year so far (the
 * national figure stands whole whichever report brought it), superseding the one before when the figures changed.
 */
async function publishAdjusted(db: Db, files: FileStore, report: Report, yearId: number, actorId: number, documentId: number | null): Promise<Publication | null> {
  const year = await fiscalYearById(db, yearId);
  const lines = year ? await adjustedLines(db, yearId) : [];
  if (!year || !lines.some((l) => l.supplementary || l.virement_in)) return null;
  const budgetYear = shiftFiscalYear(year.fiscalYear, 1);
  const meta = { budgetYear, asOf: new Date().toISOString().slice(0, 10), title: `Adjusted budget FY ${shortFiscalYear(budgetYear)}`, created: new Date() };
  const csv = Buffer.from(adjustedCsv(meta, lines));
  const summary = adjustedSummary(meta, lines);
  const votes = new Set(lines.map((l) => l.vote_code)).size;
  return store(db, files, {
    yearId, doc: { budgetYear, document: 'adjusted-budget', quarter: null }, phase: 'adjusted', stageId: null, reportId: report.id, documentId,
    title: meta.title, votes, expectedVotes: votes, lines: lines.length, total: summary.adjusted,
    csv, descriptor: adjustedDescriptor({ ...meta, id: sha256Hex(csv).slice(0, 12) }), summary,
  }, actorId);
}

/** What the ministry may do to a publication: withhold it (reversible), release it again, or retract it for good. */
export type PublicationDecision = 'withheld' | 'published' | 'retracted';

/**
 * Withholds, releases or retracts a publication, with the reason audited beside the change. A retracted one
 * stays so: what the next consolidation holds is published anew.
 */
export async function decidePublication(ctx: Pick<Context, 'db'>, actor: Actor, id: number, state: PublicationDecision, reason: string) {
  return ctx.db.transaction(async (tx) => {
    const held = await publicationById(tx, id);
    if (!held) throw notFound();
    if (held.state === 'retracted') throw badInput({ key: 'SERVER.PUBLICATION_RETRACTED' });
    if (held.state === state) throw badInput({ key: 'SERVER.PUBLICATION_UNCHANGED' });
    await updateAudited(tx, publications, id, { state, reason, decidedBy: actor.id, decidedAt: new Date() }, actor.id);
    return present((await publicationsDecided(tx, 1, id))[0], 'the publication decided');
  });
}

/** Every publication for the ministry, whatever its state, newest first. */
export const ministryPublications = (ctx: Pick<Context, 'db'>) => publicationsDecided(ctx.db, 1_000);
