import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Db, Tx } from '../../db/client.js';
import { archivedReports, consolidatedDocuments, fiscalYears, parastatals, programmes, programmeVotes, reports, submissions, users, votes } from '../../db/schema/index.js';
import { entityScope, submissionScope } from '../../access/scope.js';
import type { Category } from '../../access/categories.js';
import { present } from '../../lib/present.js';

export type ArchiveRow = Awaited<ReturnType<typeof listArchives>>[number];

/** Archived files with the submission, report, year and entity each belongs to. */
const archiveRows = (db: Db) => db.select({
  id: archivedReports.id, submissionId: submissions.id, reportFile: archivedReports.reportFile, fileFormat: archivedReports.fileFormat,
  sha256: archivedReports.sha256, isArchived: archivedReports.isArchived, createdAt: archivedReports.createdAt, fiscalYear: fiscalYears.fiscalYear,
  yearId: fiscalYears.id, verificationCode: archivedReports.verificationCode, fileName: archivedReports.fileName, supersededAt: archivedReports.supersededAt,
  reportName: reports.name, reportCategory: reports.category, reportType: reports.reportType,
  voteId: submissions.voteId, programmeId: submissions.programmeId, sepcId: submissions.sepcId,
  voteCode: votes.code, voteName: votes.name, programmeCode: programmes.code, programmeName: programmes.name,
  parastatalCode: parastatals.code, parastatalName: parastatals.name,
}).from(archivedReports)
  .innerJoin(submissions, eq(submissions.id, archivedReports.submissionId))
  .innerJoin(reports, eq(reports.id, submissions.reportId))
  .innerJoin(fiscalYears, eq(fiscalYears.id, submissions.yearId))
  .leftJoin(votes, eq(votes.id, submissions.voteId))
  .leftJoin(programmes, eq(programmes.id, submissions.programmeId))
  .leftJoin(parastatals, eq(parastatals.id, submissions.sepcId));

/** Archived files with their report, year and entity; limited to what the actor may see. */
export function listArchives(db: Db, actor: Actor, where?: SQL) {
  return archiveRows(db)
    .where(and(eq(archivedReports.isArchived, true), submissionScope(db, actor), where))
    .orderBy(reports.name, desc(archivedReports.createdAt))
    .limit(5000);
}

/** A submission that belongs to a vote: the vote itself, a programme the vote delivers, or the vote's parastatal. */
const ofVote = (voteId: number) => or(
  eq(submissions.voteId, voteId),
  sql`exists (select 1 from ${parastatals} p where p.id = ${submissions.sepcId} and p.vote_id = ${voteId})`,
  sql`exists (select 1 from ${programmeVotes} pv where pv.programme_id = ${submissions.programmeId} and pv.vote_id = ${voteId})`,
);

/** Archives of a report type and year, and of a stage (reports without one count for every stage) or of a vote. */
export const archiveWhere = (f: { reportType: string; yearId: number; stage?: number; voteId?: number }) =>
  and(eq(reports.reportType, f.reportType), eq(submissions.yearId, f.yearId),
    f.stage != null ? or(isNull(reports.stage), eq(reports.stage, f.stage)) : undefined, f.voteId != null ? ofVote(f.voteId) : undefined);

/** The archived files printed with a verification code, with what they are: any signed-in user may check a copy. */
export async function archivedByCode(db: Db, code: string) {
  const rows = await archiveRows(db).where(and(eq(archivedReports.verificationCode, code), eq(archivedReports.isArchived, true)))
    .orderBy(archivedReports.fileFormat);
  return rows.map((r) => ({
    submissionId: r.submissionId, format: r.fileFormat, sha256: r.sha256, archivedAt: r.createdAt, reportName: r.reportName, fiscalYear: r.fiscalYear,
    entityCode: r.voteCode ?? r.programmeCode ?? r.parastatalCode ?? '', entityName: r.voteName ?? r.programmeName ?? r.parastatalName ?? '',
  }));
}

/** The entities of a report's approved and consolidated submissions in a year. */
export function consolidatedEntities(db: Db, reportId: number, yearId: number) {
  return db.select({ yearId: submissions.yearId, voteId: submissions.voteId, programmeId: submissions.programmeId, sepcId: submissions.sepcId,
    submissionId: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.reportId, reportId), eq(submissions.yearId, yearId), eq(submissions.state, 'Approved'), eq(submissions.isConsolidated, true)))
    .orderBy(submissions.voteId, submissions.programmeId, submissions.sepcId);
}

/** Every active entity of a report's category (what a full consolidation holds), by code. */
export function entitiesOfCategory(db: Db, category: Category) {
  const { table, where } = entityScope(db, { isMinistry: true, voteId: null, sepcId: null }, category);
  return db.select({ id: table.id, code: table.code, name: table.name }).from(table).where(where).orderBy(asc(table.code));
}

/** The current archived document of each submission, by its entity's code: verification code and archive date (the final approval). */
export async function archivedSources(db: Db, submissionIds: number[]): Promise<Map<string, { code: string; approvedAt: Date }>> {
  if (!submissionIds.length) return new Map();
  const rows = await archiveRows(db).where(and(inArray(submissions.id, submissionIds), isNull(archivedReports.supersededAt), eq(archivedReports.isArchived, true)));
  return new Map(rows.flatMap((r) => (r.verificationCode ? [[r.voteCode ?? r.programmeCode ?? r.parastatalCode ?? '', { code: r.verificationCode, approvedAt: r.createdAt }] as const] : [])));
}

/** A user's name and title, as a document prints who acted. */
export async function personOf(db: Db, userId: number) {
  const [u] = await db.select({ first: users.firstName, last: users.lastName, title: users.occupation }).from(users).where(eq(users.id, userId));
  return u ? { name: `${u.first} ${u.last}`, title: u.title } : null;
}

/** A consolidated document's files by the verification code printed on them, with who drew it and when. */
export async function consolidatedByCode(db: Db, code: string) {
  return db.select({ format: consolidatedDocuments.fileFormat, sha256: consolidatedDocuments.sha256, archivedAt: consolidatedDocuments.createdAt,
    entities: consolidatedDocuments.entities, reportName: reports.name, fiscalYear: fiscalYears.fiscalYear,
    by: { first: users.firstName, last: users.lastName, title: users.occupation } })
    .from(consolidatedDocuments)
    .innerJoin(reports, eq(reports.id, consolidatedDocuments.reportId))
    .innerJoin(fiscalYears, eq(fiscalYears.id, consolidatedDocuments.yearId))
    .leftJoin(users, eq(users.id, consolidatedDocuments.createdBy))
    .where(eq(consolidatedDocuments.verificationCode, code)).orderBy(consolidatedDocuments.fileFormat);
}

/** The consolidated documents of a report and year, newest first. */
export const consolidatedDocumentsOf = (db: Db, reportId: number, yearId: number) =>
  db.select().from(consolidatedDocuments).where(and(eq(consolidatedDocuments.reportId, reportId), eq(consolidatedDocuments.yearId, yearId)))
    .orderBy(desc(consolidatedDocuments.id));

/** A consolidated document with its report's name, layout and fiscal year (which name its file). */
export const consolidatedDocument = async (db: Db, id: number) =>
  (await db.select({ doc: consolidatedDocuments, reportName: reports.name, layout: reports.layout, fiscalYear: fiscalYears.fiscalYear }).from(consolidatedDocuments)
    .innerJoin(reports, eq(reports.id, consolidatedDocuments.reportId)).innerJoin(fiscalYears, eq(fiscalYears.id, consolidatedDocuments.yearId))
    .where(eq(consolidatedDocuments.id, id)))[0] ?? null;

/** A report and year's consolidated documents, drawn again: the current ones are marked superseded. */
/** Drawings of one report and year store their files one at a time. */
export const lockConsolidated = (tx: Tx, reportId: number, yearId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consolidated:${reportId}:${yearId}`}))`);

/** Whether a drawing of the report and year begun after `from` has stored its files (it holds all this one would). */
export async function drawnSince(tx: Tx, reportId: number, yearId: number, from: Date): Promise<boolean> {
  const [row] = await tx.select({ id: consolidatedDocuments.id }).from(consolidatedDocuments)
    .where(and(eq(consolidatedDocuments.reportId, reportId), eq(consolidatedDocuments.yearId, yearId), sql`${consolidatedDocuments.createdAt} > ${from}`)).limit(1);
  return !!row;
}

export const supersedeConsolidated = (tx: Tx, reportId: number, yearId: number) =>
  tx.update(consolidatedDocuments).set({ supersededAt: new Date() })
    .where(and(eq(consolidatedDocuments.reportId, reportId), eq(consolidatedDocuments.yearId, yearId), isNull(consolidatedDocuments.supersededAt)));

/** A reopened submission approved again: its earlier files stay, marked superseded by the new ones. */
export const supersedeArchives = (tx: Tx, submissionId: number) =>
  tx.update(archivedReports).set({ supersededAt: new Date() }).where(and(eq(archivedReports.submissionId, submissionId), isNull(archivedReports.supersededAt)));

export async function insertArchive(tx: Tx, values: typeof archivedReports.$inferInsert) {
  return present((await tx.insert(archivedReports).values(values).returning())[0], 'the archivedReports row written');
}
