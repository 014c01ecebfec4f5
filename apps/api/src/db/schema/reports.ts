import { sql } from 'drizzle-orm';
import type { ReportCategory } from '@pbs/domain';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorship, status } from './common.js';
import { users } from './access.js';
import { budgetStages, fiscalYears, parastatals, programmes, votes } from './organisation.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  category: text('report_category').$type<ReportCategory>().notNull(),
  name: text('report_name').notNull(),
  internalName: text('internal_report_name').notNull(),
  format: text('report_format').notNull().default('PDF'),
  /** Generated from the data by this layout (@pbs/domain REPORT_LAYOUTS); null: a document the initiator uploads. */
  layout: text('content_layout'),
  reportType: text('report_type').notNull(),
  stage: integer('stage'),
  path: text('report_path'),
  levelOfApproval: integer('level_of_approval').notNull(),
  quarter: integer('report_quarter'),
  isDashboard: boolean('is_dashboard').notNull().default(true),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('reports_internal_uq').on(t.internalName, t.category, t.reportType),
  check('reports_levels_ck', sql`${t.levelOfApproval} between 1 and 7`),
  check('reports_category_ck', sql`${t.category} in ('VOTE','PROGRAMME','Parastatal','Vote')`),
  check('reports_type_ck', sql`${t.reportType} in ('CG','CG BOT','LG','LG BOT','SEPC')`),
]);

/** Who may act at each level (0 = initiator) of a report. */
export const reportApprovers = pgTable('report_approvers', {
  id: serial('id').primaryKey(),
  reportId: integer('report_id').notNull().references(() => reports.id),
  level: integer('level').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  voteId: integer('vote_id').references(() => votes.id),
  ...authorship,
}, (t) => [
  uniqueIndex('report_approvers_uq').on(t.reportId, t.level, t.userId, sql`coalesce(${t.voteId}, 0)`),
  check('report_approvers_level_ck', sql`${t.level} between 0 and 7`),
]);

/** Which report, year and entity (exactly one of vote, programme and parastatal): fresh columns per table. */
const reportForEntity = () => ({
  reportId: integer('report_id').notNull().references(() => reports.id),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  voteId: integer('vote_id').references(() => votes.id),
  programmeId: integer('programme_id').references(() => programmes.id),
  sepcId: integer('sepc_id').references(() => parastatals.id),
});

/** One report for one entity in one fiscal year. `version` guards concurrent approvals. */
export const submissions = pgTable('submissions', {
  id: serial('id').primaryKey(),
  ...reportForEntity(),
  state: text('state').notNull().default('Initiated'),
  currentLevel: integer('current_level').notNull().default(0),
  initiatedBy: integer('initiated_by').references(() => users.id),
  isConsolidated: boolean('is_consolidated').notNull().default(false),
  /** The budget stage an approved staged report was drawn from: its figures are frozen in that stage. */
  stageId: integer('stage_id').references(() => budgetStages.id),
  version: integer('version').notNull().default(0),
  ...authorship,
}, (t) => [
  uniqueIndex('submissions_entity_uq').on(t.reportId, t.yearId, sql`coalesce(${t.voteId}, 0)`, sql`coalesce(${t.programmeId}, 0)`, sql`coalesce(${t.sepcId}, 0)`),
  index('submissions_year_idx').on(t.yearId, t.reportId),
  // A vote user's grids look up their own entities' submissions of a year.
  index('submissions_vote_year_idx').on(t.voteId, t.yearId),
  index('submissions_programme_year_idx').on(t.programmeId, t.yearId),
  index('submissions_sepc_year_idx').on(t.sepcId, t.yearId),
  check('submissions_state_ck', sql`${t.state} in ('Initiated','Rejected','Approved')`),
]);

export const submissionEvents = pgTable('submission_events', {
  id: serial('id').primaryKey(),
  submissionId: integer('submission_id').notNull().references(() => submissions.id),
  level: integer('level').notNull(),
  action: text('action').notNull(),
  comment: text('comment'),
  actorId: integer('actor_id').notNull().references(() => users.id),
  /** The approver the actor stood in for (an approval delegation), if any. */
  actingFor: integer('acting_for').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [index('submission_events_sub_idx').on(t.submissionId)]);

/**
 * An approver's acting approver for a period (leave): from `startsOn` to `endsOn` inclusive, the delegate may
 * act wherever the approver is assigned, and is told of the tasks. Revoked, it stops at once; rows are kept.
 */
export const approvalDelegations = pgTable('approval_delegations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  delegateId: integer('delegate_id').notNull().references(() => users.id),
  startsOn: date('starts_on', { mode: 'string' }).notNull(),
  endsOn: date('ends_on', { mode: 'string' }).notNull(),
  reason: text('reason').notNull(),
  revokedAt: ts('revoked_at'),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  index('approval_delegations_delegate_idx').on(t.delegateId),
  index('approval_delegations_user_idx').on(t.userId),
  check('approval_delegations_period_ck', sql`${t.endsOn} >= ${t.startsOn}`),
  check('approval_delegations_self_ck', sql`${t.userId} <> ${t.delegateId}`),
]);

export const archivedReports = pgTable('archived_reports', {
  id: serial('id').primaryKey(),
  submissionId: integer('submission_id').notNull().references(() => submissions.id),
  reportFile: text('report_file').notNull(),
  fileFormat: text('file_format').notNull(),
  sha256: text('sha256').notNull(),
  /** Printed on the document with a QR code; from the SHA-256 of the document's content (documents/verification.ts). */
  verificationCode: text('verification_code'),
  /** An attached file archived with the report keeps the name it was uploaded under; null for the report's own files. */
  fileName: text('file_name'),
  /** Set when the submission, reopened, is approved again: the newer files stand in place of these. */
  supersededAt: ts('superseded_at'),
  isArchived: boolean('is_archived').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  uniqueIndex('archived_reports_file_uq').on(t.reportFile), index('archived_reports_sub_idx').on(t.submissionId),
  index('archived_reports_code_idx').on(t.verificationCode),
]);

/**
 * Files the initiator attaches to a report for one entity and year (reports upload, SPEC.md section 7): the
 * document itself when the report is uploaded rather than generated, and supporting files of any report. Keyed
 * like a submission so they can be attached before initiation; removal is soft so the audit can name the file.
 */
export const reportAttachments = pgTable('report_attachments', {
  id: serial('id').primaryKey(),
  ...reportForEntity(),
  purpose: text('purpose').notNull(),
  fileName: text('file_name').notNull(),
  fileFormat: text('file_format').notNull(),
  filePath: text('file_path').notNull(),
  sha256: text('sha256').notNull(),
  bytes: integer('bytes').notNull(),
  uploadedBy: integer('uploaded_by').notNull().references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  removedAt: ts('removed_at'),
  removedBy: integer('removed_by').references(() => users.id),
}, (t) => [
  index('report_attachments_key_idx').on(t.reportId, t.yearId, t.voteId, t.programmeId, t.sepcId),
  uniqueIndex('report_attachments_file_uq').on(t.filePath),
  // One current document per report, entity and year; a new one replaces it.
  uniqueIndex('report_attachments_document_uq').on(t.reportId, t.yearId, sql`coalesce(${t.voteId}, 0)`, sql`coalesce(${t.programmeId}, 0)`, sql`coalesce(${t.sepcId}, 0)`)
    .where(sql`${t.purpose} = 'Document' and ${t.removedAt} is null`),
  check('report_attachments_purpose_ck', sql`${t.purpose} in ('Document','Supporting')`),
  check('report_attachments_format_ck', sql`${t.fileFormat} in ('PDF','Excel','Word')`),
  check('report_attachments_entity_ck', sql`num_nonnulls(${t.voteId}, ${t.programmeId}, ${t.sepcId}) = 1`),
]);
export type ReportAttachment = typeof reportAttachments.$inferSelect;

/**
 * Submissions per report, fiscal year and grid column, kept by statement-level triggers (migration 0007), so
 * the ministry's dashboard grids read a few counters per report instead of counting every submission. Each in
 * eight shards by entity (migration 0051): approvals of one report for different votes do not wait on one counter
 * row to their commit. Readers sum the shards.
 */
export const submissionCounts = pgTable('submission_counts', {
  reportId: integer('report_id').notNull(),
  yearId: integer('year_id').notNull(),
  state: text('state').notNull(),
  inProgress: boolean('in_progress').notNull(),
  isConsolidated: boolean('is_consolidated').notNull(),
  n: integer('n').notNull(),
  shard: smallint('shard').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.reportId, t.yearId, t.state, t.inProgress, t.isConsolidated, t.shard] })]);

export type Report = typeof reports.$inferSelect;
export type Submission = typeof submissions.$inferSelect;

/** The consolidated document of a report and year, drawn anew from every consolidated submission each time one is added. */
export const consolidatedDocuments = pgTable('consolidated_documents', {
  id: serial('id').primaryKey(),
  reportId: integer('report_id').notNull().references(() => reports.id),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  fileFormat: text('file_format').notNull(),
  filePath: text('file_path').notNull(),
  sha256: text('sha256').notNull(),
  verificationCode: text('verification_code').notNull(),
  entities: integer('entities').notNull(),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** When a later drawing replaced it (another submission consolidated, or one reopened); the file is kept. */
  supersededAt: ts('superseded_at'),
}, (t) => [index('consolidated_documents_report_idx').on(t.reportId, t.yearId)]);

/** When a report is due for a fiscal year, how many days ahead to remind, and whom an overdue one goes to. */
export const reportDeadlines = pgTable('report_deadlines', {
  id: serial('id').primaryKey(),
  reportId: integer('report_id').notNull().references(() => reports.id),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  remindDays: integer('remind_days').notNull().default(3),
  escalateTo: text('escalate_to').notNull().default('next_level'),
  ...authorship,
}, (t) => [
  uniqueIndex('report_deadlines_uq').on(t.reportId, t.yearId),
  check('report_deadlines_remind_ck', sql`${t.remindDays} between 0 and 60`),
  check('report_deadlines_escalate_ck', sql`${t.escalateTo} in ('none', 'next_level', 'ministry')`),
]);

/** Reminders and escalations sent, one per deadline, entity, kind and level: the daily sweep never repeats one. */
export const deadlineNotices = pgTable('deadline_notices', {
  id: serial('id').primaryKey(),
  deadlineId: integer('deadline_id').notNull().references(() => reportDeadlines.id),
  entityId: integer('entity_id').notNull(),
  kind: text('kind').notNull(),
  level: integer('level').notNull(),
  sentAt: ts('sent_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('deadline_notices_uq').on(t.deadlineId, t.entityId, t.kind, t.level)]);

/**
 * A waiting submission given by an administrator to one person at its level (in place of the level's
 * approvers, e.g. when they are away with no acting approver). It ends when the submission leaves the level.
 */
export const submissionAssignees = pgTable('submission_assignees', {
  id: serial('id').primaryKey(),
  submissionId: integer('submission_id').notNull().references(() => submissions.id),
  level: integer('level').notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  reason: text('reason').notNull(),
  assignedBy: integer('assigned_by').notNull().references(() => users.id),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [uniqueIndex('submission_assignees_uq').on(t.submissionId, t.level)]);
