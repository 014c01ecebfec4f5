import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { objectType } from '../../graphql/object-type.js';
import { archiveWhere, consolidatedDocumentsOf, listArchives } from './archives.repo.js';
import { verifyDocument } from './verify.service.js';

/** SPEC.md "Archived report", plus the format and checksum of the stored file. */
const ArchivedReportRef = objectType('ArchivedReport', {
  Archive_ID: ['id', 'Int'], Fiscal_Year: ['fiscalYear', 'String'], Report_Name: ['reportName', 'String'],
  Report_Category: ['reportCategory', 'String'], Report_Type: ['reportType', 'String'],
  Vote_Code: ['voteCode', 'String', true], Vote_Name: ['voteName', 'String', true],
  Programme_Code: ['programmeCode', 'String', true], Programme_Name: ['programmeName', 'String', true],
  Parastatal_Code: ['parastatalCode', 'String', true], Parastatal_Name: ['parastatalName', 'String', true],
  Is_Archived: ['isArchived', 'Boolean'], Report_File: ['reportFile', 'String'], File_Format: ['fileFormat', 'String'],
  SHA256: ['sha256', 'String'], Created_Date: ['createdAt', 'DateTime'], Verification_Code: ['verificationCode', 'String', true],
  File_Name: ['fileName', 'String', true], Superseded_Date: ['supersededAt', 'DateTime', true],
});

type Verified = NonNullable<Awaited<ReturnType<typeof verifyDocument>>>;
const VerifiedFileRef = builder.objectRef<Verified['files'][number]>('VerifiedFile').implement({
  fields: (t) => ({ File_Format: t.exposeString('format'), SHA256: t.exposeString('sha256') }),
});
const VerifiedApprovalRef = builder.objectRef<Verified['approvals'][number]>('VerifiedApproval').implement({
  fields: (t) => ({
    Level: t.exposeInt('level'), Action: t.exposeString('action'), Name: t.exposeString('name'),
    Title: t.exposeString('title', { nullable: true }), Date: t.field({ type: 'DateTime', resolve: (a) => a.when }),
  }),
});
const VerifiedDocumentRef = builder.objectRef<Verified>('VerifiedDocument').implement({
  description: 'An archived document found by the verification code printed on it.',
  fields: (t) => ({
    Verification_Code: t.exposeString('code'), Report_Name: t.exposeString('reportName'), Fiscal_Year: t.exposeString('fiscalYear'),
    Entity_Code: t.exposeString('entityCode'), Entity_Name: t.exposeString('entityName'),
    Archived_Date: t.field({ type: 'DateTime', resolve: (v) => v.archivedAt }),
    Files: t.field({ type: [VerifiedFileRef], resolve: (v) => v.files }),
    Approvals: t.field({ type: [VerifiedApprovalRef], resolve: (v) => v.approvals }),
  }),
});

const ConsolidatedDocumentRef = objectType('ConsolidatedDocument', {
  Consolidated_ID: ['id', 'Int'], Report_ID: ['reportId', 'Int'], Year_ID: ['yearId', 'Int'], File_Format: ['fileFormat', 'String'],
  SHA256: ['sha256', 'String'], Verification_Code: ['verificationCode', 'String'], Entities: ['entities', 'Int'], Created_Date: ['createdAt', 'DateTime'],
  Superseded_Date: ['supersededAt', 'DateTime', true],
});

builder.queryFields((t) => ({
  /** The consolidated documents of a report and year, newest first (ministry users). */
  consolidatedDocuments: t.field({
    type: [ConsolidatedDocumentRef], authScopes: { ministry: true },
    args: { Report_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, { db }) => consolidatedDocumentsOf(db, a.Report_ID, a.Year_ID),
  }),
  verifyArchivedDocument: t.field({
    type: VerifiedDocumentRef, nullable: true, authScopes: { signedIn: true },
    args: { Code: t.arg.string({ required: true, validate: { maxLength: 20 } }) },
    resolve: (_r, a, ctx) => verifyDocument(ctx, a.Code),
  }),
  getArchivedReports: t.field({
    type: [ArchivedReportRef], authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => listArchives(ctx.db, actorOf(ctx)),
  }),
  getArchivedReportsByTypeYearAndStage: t.field({
    type: [ArchivedReportRef], authScopes: { signedIn: true },
    args: { type: t.arg.string({ required: true, validate: { maxLength: 20 } }), year: t.arg.int({ required: true }), stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => listArchives(ctx.db, actorOf(ctx), archiveWhere({ reportType: a.type, yearId: a.year, stage: a.stage })),
  }),
  getArchivedReportsByTypeYearAndVote: t.field({
    type: [ArchivedReportRef], authScopes: { signedIn: true },
    args: { type: t.arg.string({ required: true, validate: { maxLength: 20 } }), year: t.arg.int({ required: true }), vote: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => listArchives(ctx.db, actorOf(ctx), archiveWhere({ reportType: a.type, yearId: a.year, voteId: a.vote })),
  }),
}));
