import { builder } from '../../graphql/builder.js';
import { actorOf, type Context } from '../../graphql/context.js';
import { objectType } from '../../graphql/object-type.js';
import { ProgrammeRef } from '../masters/organisation.masters.js';
import { ReportRef } from './reports.masters.js';
import { entityKindOf, type EntityKind } from '@pbs/domain';
import { CATEGORIES } from '../../access/categories.js';
import { z } from 'zod';
import { gridData, levelStatuses, reportDetails } from './dashboard.service.js';
import { OUTPUTS } from './dashboard.repo.js';
import * as flow from './workflow.service.js';
import * as corrections from './corrections.service.js';
import { approveMany, BULK_APPROVAL_LIMIT, type BulkOutcome } from './bulk-approval.service.js';
import { reassign } from './reassign.service.js';
import * as subs from './submissions.service.js';
import type { Report, Submission } from '../../db/schema/index.js';
import { parastatalLabel, programmeLabel, reportById, voteLabel } from './loaders.js';

export const SubmissionRef = objectType('Submission', {
  Submission_ID: ['id', 'Int'], Report_ID: ['reportId', 'Int'], Year_ID: ['yearId', 'Int'], Vote_ID: ['voteId', 'Int', true],
  Programme_ID: ['programmeId', 'Int', true], SEPC_ID: ['sepcId', 'Int', true], State: ['state', 'String'],
  Current_Level: ['currentLevel', 'Int'], Is_Consolidated: ['isConsolidated', 'Boolean'], Version: ['version', 'Int'],
  Initiated_By: ['initiatedBy', 'Int', true], Created_Date: ['createdAt', 'DateTime'], Modified_Date: ['modifiedAt', 'DateTime', true],
});

const BulkItemRef = builder.inputType('SubmissionVersionInput', {
  fields: (t) => ({ Submission_ID: t.int({ required: true }), Version: t.int({ required: true }) }),
});

const BulkOutcomeRef = builder.objectRef<BulkOutcome>('BulkApprovalOutcome').implement({
  fields: (t) => ({
    Submission_ID: t.exposeInt('id'),
    Approved: t.boolean({ resolve: (o) => o.submission !== null }),
    Submission: t.field({ type: SubmissionRef, nullable: true, resolve: (o) => o.submission }),
    Error_Code: t.exposeString('code', { nullable: true }),
    Error_Message: t.exposeString('message', { nullable: true }),
  }),
});

/** Names for task lists, looked up in one batch per list (loaders.ts). */
builder.objectFields(SubmissionRef, (t) => {
  const report = (s: Record<string, unknown>, { loaders }: Context) => loaders.of(reportById).load(Number(s.reportId));
  return {
    Report_Name: t.string({ resolve: async (s, _a, ctx) => (await report(s, ctx))?.name ?? '' }),
    Level_of_Approval: t.int({ resolve: async (s, _a, ctx) => (await report(s, ctx))?.levelOfApproval ?? 0 }),
    Report_Type: t.string({ resolve: async (s, _a, ctx) => (await report(s, ctx))?.reportType ?? '' }),
    Entity_Name: t.string({
      resolve: (s, _a, { loaders }) => (s.voteId != null ? loaders.of(voteLabel).load(Number(s.voteId))
        : s.programmeId != null ? loaders.of(programmeLabel).load(Number(s.programmeId)) : loaders.of(parastatalLabel).load(Number(s.sepcId))),
    }),
  };
});

const HistoryRef = objectType('SubmissionEvent', {
  Level: ['level', 'Int'], Action: ['action', 'String'], Comment: ['comment', 'String', true], Created_Date: ['createdAt', 'DateTime'],
  User_Name: ['userName', 'String'], First_Name: ['firstName', 'String'], Last_Name: ['lastName', 'String'],
  /** The approver the user acted for, under a delegation. */
  Acting_For: ['actingFor', 'String', true],
});

const GridRowRef = objectType('DashboardReportRow', {
  Report_ID: ['Report_ID', 'Int'], Report_Name: ['Report_Name', 'String'], Internal_Report_Name: ['Internal_Report_Name', 'String'],
  Report_Type: ['Report_Type', 'String'], Is_DashBoard: ['Is_DashBoard', 'Boolean'], Consolidated: ['Consolidated', 'Int'],
  NotInitiated: ['NotInitiated', 'Int'], Initiated: ['Initiated', 'Int'], InProgress: ['InProgress', 'Int'],
  Rejected: ['Rejected', 'Int'], Approved: ['Approved', 'Int'], Stage: ['Stage', 'Int', true],
});

type Detail = Awaited<ReturnType<typeof reportDetails>>['rows'][number];
const LEVEL_FIELDS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh'];
const DetailRef = builder.objectRef<Detail>('DashboardDetailRow').implement({
  fields: (t) => {
    /** A field of one kind of entity: null on the rows of the others. */
    const of = <T>(kinds: EntityKind[], f: (d: Detail) => T) => (d: Detail): T | null => (kinds.includes(entityKindOf(d.category)) ? f(d) : null);
    const VOTES: EntityKind[] = ['cgVote', 'lgVote'];
    return {
      Vote_ID: t.int({ nullable: true, resolve: of(VOTES, (d) => d.entity.id) }),
      Vote_Code: t.string({ nullable: true, resolve: of(VOTES, (d) => d.entity.code) }),
      Vote_Name: t.string({ nullable: true, resolve: of(VOTES, (d) => d.entity.name) }),
      Programme_ID: t.int({ nullable: true, resolve: of(['programme'], (d) => d.entity.id) }),
      Programme_Code: t.string({ nullable: true, resolve: of(['programme'], (d) => d.entity.code) }),
      Programme_Name: t.string({ nullable: true, resolve: of(['programme'], (d) => d.entity.name) }),
      SEPC_ID: t.int({ nullable: true, resolve: of(['parastatal'], (d) => d.entity.id) }),
      Parastatal_Code: t.string({ nullable: true, resolve: of(['parastatal'], (d) => d.entity.code) }),
      Parastatal_Name: t.string({ nullable: true, resolve: of(['parastatal'], (d) => d.entity.name) }),
      Submission_ID: t.int({ nullable: true, resolve: (d) => d.Submission_ID }),
      Task_Status: t.string({ resolve: (d) => d.Task_Status }),
      Initiator_Status: t.string({ resolve: (d) => d.Initiator_Status }),
      ...Object.fromEntries(LEVEL_FIELDS.map((name, i) => [`${name}_Level_Status`, t.string({ resolve: (d) => d.levels[i] ?? 'N/A' })])),
    };
  },
});

/** One entity's place in a report's workflow, for the Reports screens. */
type EntityStatus = { report: Report; entity: { id: number; code: string; name: string }; submission: Submission | null };
const EntityStatusRef = builder.objectRef<EntityStatus>('ReportEntityStatus').implement({
  fields: (t) => ({
    Report_ID: t.int({ resolve: (r) => r.report.id }),
    Report_Name: t.string({ resolve: (r) => r.report.name }),
    Level_of_Approval: t.int({ resolve: (r) => r.report.levelOfApproval }),
    Entity_ID: t.int({ resolve: (r) => r.entity.id }),
    Entity_Code: t.string({ resolve: (r) => r.entity.code }),
    Entity_Name: t.string({ resolve: (r) => r.entity.name }),
    Task_Status: t.string({ resolve: (r) => levelStatuses(r.submission ?? undefined, r.report.levelOfApproval).Task_Status }),
    submission: t.field({ type: SubmissionRef, nullable: true, resolve: (r) => r.submission }),
  }),
});

/** The grid's arguments, checked at the edge: a category the system knows, a report type of at most 20 characters. */
const gridArgs = builder.args((t) => ({
  Report_Type: t.string({ required: true, validate: { maxLength: 20 } }),
  Report_Category: t.string({ required: true, validate: { schema: z.enum(CATEGORIES) } }),
  Active_Year_ID: t.int({ required: true }), Previous_Year_ID: t.int(),
}));
const grid = (name: string, shown: string) => builder.queryField(name, (t) => t.field({
  type: [GridRowRef], authScopes: { signedIn: true }, args: gridArgs, description: `Submission Status grid (${shown})`,
  resolve: (_r, a, ctx) => gridData(ctx, actorOf(ctx), a),
}));
grid('dashboardReportsGridDataVote', 'CG Vote');
grid('dashboardReportsGridData', 'CG Programme');
grid('dashboardReportsGridDataSepc', 'SEPC');
grid('dashboardReportsGridDataLgVote', 'LG Vote');

builder.queryFields((t) => ({
  dashboardReportDetails: t.field({
    type: [DetailRef], authScopes: { signedIn: true },
    args: { ...gridArgs, Report_ID: t.arg.int({ required: true }), Output: t.arg.string({ required: true, validate: { schema: z.enum(OUTPUTS) } }) },
    resolve: async (_r, a, ctx) => (await reportDetails(ctx, actorOf(ctx), a)).rows,
  }),
  /** Every entity in the actor's scope with its submission of one report and year. */
  reportEntityStatuses: t.field({
    type: [EntityStatusRef], authScopes: { signedIn: true }, args: { Report_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => subs.entityStatuses(ctx, actorOf(ctx), a.Report_ID, a.Year_ID),
  }),
  /** Submissions waiting at a level where the actor is an assigned approver. */
  mySubmissionTasks: t.field({
    type: [SubmissionRef], authScopes: { signedIn: true }, args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => flow.myTasks(ctx, actorOf(ctx), a.Year_ID),
  }),
  submissionHistory: t.field({
    type: [HistoryRef], authScopes: { signedIn: true }, args: { Submission_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => subs.history(ctx, actorOf(ctx), a.Submission_ID),
  }),
  checkIsReportInitiated: t.boolean({
    authScopes: { signedIn: true },
    args: {
      Internal_Report_Name: t.arg.string({ required: true, validate: { maxLength: 60 } }), Report_Category: t.arg.string({ required: true, validate: { maxLength: 20 } }),
      Report_Type: t.arg.string({ required: true, validate: { maxLength: 20 } }),
      Vote_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }), Previous_Year_ID: t.arg.int(),
    },
    resolve: (_r, a, ctx) => subs.isInitiated(ctx, actorOf(ctx), a),
  }),
  /** Reports the actor may initiate for a vote, with that vote's status in the year. */
  userAssignedToGenerateReports: t.field({
    type: [ReportRef], authScopes: { signedIn: true },
    args: { Vote_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }), Stage: t.arg.int() },
    resolve: (_r, a, ctx) => subs.reportsToInitiate(ctx, actorOf(ctx), a.Vote_ID, a.Year_ID, a.Stage),
  }),
  userAssignedReportProgrammes: t.field({
    type: [ProgrammeRef], authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => subs.assignedProgrammes(ctx, actorOf(ctx)),
  }),
  userAssignedReportProgrammesByReportType: t.field({
    type: [ProgrammeRef], authScopes: { signedIn: true }, args: { Report_Type: t.arg.string({ required: true, validate: { maxLength: 20 } }) },
    resolve: (_r, a, ctx) => subs.assignedProgrammes(ctx, actorOf(ctx), a.Report_Type),
  }),
}));


builder.mutationFields((t) => ({
  initiateReport: t.field({
    type: SubmissionRef, authScopes: { signedIn: true },
    args: { Report_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }), Entity_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => flow.initiate(ctx, actorOf(ctx), a),
  }),
  approveSubmission: t.field({
    type: SubmissionRef, authScopes: { signedIn: true }, args: { Submission_ID: t.arg.int({ required: true }), Version: t.arg.int({ required: true }), Comment: t.arg.string({ validate: { maxLength: 1000 } }) },
    resolve: (_r, a, ctx) => flow.approve(ctx, actorOf(ctx), a.Submission_ID, a.Version, a.Comment),
  }),
  /** Several tasks approved with one comment, each a separate approval that succeeds or fails on its own. */
  approveSubmissions: t.field({
    type: [BulkOutcomeRef], authScopes: { signedIn: true },
    args: {
      Items: t.arg({ type: [BulkItemRef], required: true, validate: { maxLength: BULK_APPROVAL_LIMIT } }),
      Comment: t.arg.string({ validate: { maxLength: 1000 } }),
    },
    resolve: (_r, a, ctx) => approveMany(ctx, actorOf(ctx), a.Items, a.Comment),
  }),
  /** An administrator gives a waiting submission to one person at its level (modules/reports/reassign.service.ts). */
  reassignSubmission: t.field({
    type: SubmissionRef, authScopes: { menu: '/reports/approvers' },
    args: {
      Submission_ID: t.arg.int({ required: true }), Version: t.arg.int({ required: true }), User_ID: t.arg.int({ required: true }),
      Reason: t.arg.string({ required: true, validate: { maxLength: 500 } }),
    },
    resolve: (_r, a, ctx) => reassign(ctx, actorOf(ctx), a),
  }),
  rejectSubmission: t.field({
    type: SubmissionRef, authScopes: { signedIn: true }, args: { Submission_ID: t.arg.int({ required: true }), Version: t.arg.int({ required: true }), Comment: t.arg.string({ required: true, validate: { maxLength: 2000 } }) },
    resolve: (_r, a, ctx) => flow.reject(ctx, actorOf(ctx), a.Submission_ID, a.Version, a.Comment),
  }),
  resubmitSubmission: t.field({
    type: SubmissionRef, authScopes: { signedIn: true }, args: { Submission_ID: t.arg.int({ required: true }), Version: t.arg.int({ required: true }), Comment: t.arg.string({ validate: { maxLength: 1000 } }) },
    resolve: (_r, a, ctx) => flow.resubmit(ctx, actorOf(ctx), a.Submission_ID, a.Version, a.Comment),
  }),
  recallSubmission: t.field({
    type: SubmissionRef, authScopes: { signedIn: true }, description: 'The initiator takes back a submission level 1 has not acted on.',
    args: { Submission_ID: t.arg.int({ required: true }), Version: t.arg.int({ required: true }), Comment: t.arg.string({ validate: { maxLength: 1000 } }) },
    resolve: (_r, a, ctx) => corrections.recall(ctx, actorOf(ctx), a.Submission_ID, a.Version, a.Comment),
  }),
  reopenSubmission: t.field({
    type: SubmissionRef, authScopes: { ministry: true }, description: 'Reopens an approved submission with a reason (roles with Consolidate_Permission); it goes back to its initiators.',
    args: { Submission_ID: t.arg.int({ required: true }), Version: t.arg.int({ required: true }), Reason: t.arg.string({ required: true, validate: { maxLength: 1000 } }) },
    resolve: (_r, a, ctx) => corrections.reopen(ctx, actorOf(ctx), a.Submission_ID, a.Version, a.Reason),
  }),
  consolidateSubmission: t.field({
    type: SubmissionRef, authScopes: { ministry: true }, args: { Submission_ID: t.arg.int({ required: true }), Version: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => flow.consolidate(ctx, actorOf(ctx), a.Submission_ID, a.Version),
  }),
}));

