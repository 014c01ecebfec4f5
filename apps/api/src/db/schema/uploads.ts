import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { authorship } from './common.js';
import { budgetStages, fiscalYears, parastatals, programmes, subProgrammes, votes } from './organisation.js';
import { coaFunds, coaItems, coaOutputs } from './estimates.js';
import { users } from './access.js';

const amount = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' }).notNull().default(0);

/** One accepted spreadsheet: who, what kind, for which year/stage, and the stored file's hash. */
export const uploadBatches = pgTable('upload_batches', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  stageId: integer('stage_id').references(() => budgetStages.id),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  sha256: text('sha256').notNull(),
  rowCount: integer('row_count').notNull(),
  /** The votes (and parastatals) whose rows the file wrote: who may see and revert it. */
  voteIds: integer('vote_ids').array().notNull().default(sql`'{}'`),
  sepcIds: integer('sepc_ids').array().notNull().default(sql`'{}'`),
  /** How many stored rows the file replaced (kept whole in upload_replaced_rows). */
  replacedCount: integer('replaced_count').notNull().default(0),
  revertedAt: timestamp('reverted_at', { withTimezone: true, mode: 'date' }),
  revertedBy: integer('reverted_by').references(() => users.id),
  ...authorship,
}, (t) => [index('upload_batches_kind_idx').on(t.kind, t.yearId)]);

/** The stored rows an upload replaced, whole, so the upload can be shown and reverted (DESIGN.md: old and new values). */
export const uploadReplacedRows = pgTable('upload_replaced_rows', {
  id: serial('id').primaryKey(),
  batchId: integer('batch_id').notNull().references(() => uploadBatches.id),
  data: jsonb('data').notNull(),
}, (t) => [index('upload_replaced_rows_batch_idx').on(t.batchId)]);

/** A refused upload: its file and every row's problem, so the rejected rows can be given back to fix. */
export const uploadRejections = pgTable('upload_rejections', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  sha256: text('sha256').notNull(),
  errorCount: integer('error_count').notNull(),
  errors: jsonb('errors').notNull(),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('upload_rejections_user_idx').on(t.createdBy, t.createdAt)]);

/**
 * Rows of the list-like uploads (pension, staff, students, LRR, warrants, releases, limits, external finance):
 * the typed keys the budget queries filter on, the amount they add up, and every cell as uploaded.
 */
export const uploadRows = pgTable('upload_rows', {
  id: serial('id').primaryKey(),
  batchId: integer('batch_id').notNull().references(() => uploadBatches.id),
  kind: text('kind').notNull(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  /** The parastatal of a parastatal's own rows (its vote is the one it reports under). */
  sepcId: integer('sepc_id').references(() => parastatals.id),
  programmeId: integer('programme_id').references(() => programmes.id),
  quarter: text('quarter'),
  category: text('category'),
  amount: amount('amount'),
  data: jsonb('data').notNull(),
}, (t) => [index('upload_rows_scope_idx').on(t.kind, t.yearId, t.voteId), index('upload_rows_batch_idx').on(t.batchId)]);

/**
 * A virement asked for on the screen: one move between two lines of a vote, waiting for the ministry's decision.
 * Approved, it is recorded as a budget adjustment naming the request.
 */
export const virementRequests = pgTable('virement_requests', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  fromProgrammeId: integer('from_programme_id').notNull().references(() => programmes.id),
  fromCategory: text('from_category').notNull(),
  toProgrammeId: integer('to_programme_id').notNull().references(() => programmes.id),
  toCategory: text('to_category').notNull(),
  amount: amount('amount'),
  reason: text('reason').notNull(),
  status: text('status').notNull().default('Pending'),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  comment: text('comment'),
  /** What the two lines had available when the ministry approved the move (the balances before it). */
  fromBefore: numeric('from_before', { precision: 20, scale: 2, mode: 'number' }),
  toBefore: numeric('to_before', { precision: 20, scale: 2, mode: 'number' }),
  /** A request at line grain names the two lines of the detailed estimates (ADR 0027); its programmes and categories are theirs. */
  fromSubProgrammeId: integer('from_sub_programme_id').references(() => subProgrammes.id),
  fromOutputId: integer('from_output_id').references(() => coaOutputs.id),
  fromItemId: integer('from_item_id').references(() => coaItems.id),
  fromFundId: integer('from_fund_id').references(() => coaFunds.id),
  toSubProgrammeId: integer('to_sub_programme_id').references(() => subProgrammes.id),
  toOutputId: integer('to_output_id').references(() => coaOutputs.id),
  toItemId: integer('to_item_id').references(() => coaItems.id),
  toFundId: integer('to_fund_id').references(() => coaFunds.id),
}, (t) => [
  index('virement_requests_vote_idx').on(t.voteId, t.yearId),
  check('virement_requests_lines_ck', sql`num_nulls(${t.fromSubProgrammeId}, ${t.fromOutputId}, ${t.fromItemId}, ${t.fromFundId},
    ${t.toSubProgrammeId}, ${t.toOutputId}, ${t.toItemId}, ${t.toFundId}) in (0, 8)`),
  check('virement_requests_status_ck', sql`${t.status} in ('Pending','Approved','Rejected','Withdrawn')`),
  check('virement_requests_amount_ck', sql`${t.amount} > 0`),
]);

/**
 * Supplementary allocations and virements: changes to an approved line (programme × category, budget year),
 * each from an upload's batch or an approved virement request. Where the change names a line of the detailed estimates
 * (sub-programme × output × item × fund, ADR 0027), that line's revised budget carries it; its programme and category
 * are the line's.
 */
export const budgetAdjustments = pgTable('budget_adjustments', {
  id: serial('id').primaryKey(),
  batchId: integer('batch_id').references(() => uploadBatches.id),
  requestId: integer('request_id').references(() => virementRequests.id),
  kind: text('kind').notNull(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  fromProgrammeId: integer('from_programme_id').references(() => programmes.id),
  fromCategory: text('from_category'),
  toProgrammeId: integer('to_programme_id').notNull().references(() => programmes.id),
  toCategory: text('to_category').notNull(),
  toSubProgrammeId: integer('to_sub_programme_id').references(() => subProgrammes.id),
  toOutputId: integer('to_output_id').references(() => coaOutputs.id),
  toItemId: integer('to_item_id').references(() => coaItems.id),
  toFundId: integer('to_fund_id').references(() => coaFunds.id),
  fromSubProgrammeId: integer('from_sub_programme_id').references(() => subProgrammes.id),
  fromOutputId: integer('from_output_id').references(() => coaOutputs.id),
  fromItemId: integer('from_item_id').references(() => coaItems.id),
  fromFundId: integer('from_fund_id').references(() => coaFunds.id),
  amount: amount('amount'),
  reason: text('reason').notNull(),
  ...authorship,
}, (t) => [
  index('budget_adjustments_vote_idx').on(t.voteId, t.yearId),
  index('budget_adjustments_batch_idx').on(t.batchId),
  check('budget_adjustments_kind_ck', sql`${t.kind} in ('supplementary','virement')`),
  check('budget_adjustments_amount_ck', sql`${t.amount} > 0`),
  check('budget_adjustments_virement_ck', sql`${t.kind} = 'supplementary' or (${t.fromProgrammeId} is not null and ${t.fromCategory} is not null)`),
  check('budget_adjustments_source_ck', sql`(${t.batchId} is null) <> (${t.requestId} is null)`),
  uniqueIndex('budget_adjustments_request_uq').on(t.requestId),
  check('budget_adjustments_to_line_ck', sql`num_nulls(${t.toSubProgrammeId}, ${t.toOutputId}, ${t.toItemId}, ${t.toFundId}) in (0, 4)`),
  check('budget_adjustments_from_line_ck', sql`num_nulls(${t.fromSubProgrammeId}, ${t.fromOutputId}, ${t.fromItemId}, ${t.fromFundId}) in (0, 4)
    and case when ${t.kind} = 'virement' then (${t.fromItemId} is null) = (${t.toItemId} is null) else ${t.fromItemId} is null end`),
]);

/**
 * An upload checked and shown before it is written: the stored file, where it goes, and until when it may be
 * committed. Committing re-runs every check on the file and marks the preview used in the same transaction.
 */
export const uploadPreviews = pgTable('upload_previews', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  stage: integer('stage'),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  sha256: text('sha256').notNull(),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  committedAt: timestamp('committed_at', { withTimezone: true, mode: 'date' }),
  batchId: integer('batch_id').references(() => uploadBatches.id),
}, (t) => [index('upload_previews_user_idx').on(t.createdBy, t.expiresAt)]);
