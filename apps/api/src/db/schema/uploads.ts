import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authorship } from './common.js';
import { budgetStages, fiscalYears, parastatals, programmes, votes } from './organisation.js';
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
  ...authorship,
}, (t) => [index('upload_batches_kind_idx').on(t.kind, t.yearId)]);

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
}, (t) => [index('upload_rows_scope_idx').on(t.kind, t.yearId, t.voteId)]);

/** Supplementary allocations and virements: changes to an approved line (programme × category, budget year). */
export const budgetAdjustments = pgTable('budget_adjustments', {
  id: serial('id').primaryKey(),
  batchId: integer('batch_id').notNull().references(() => uploadBatches.id),
  kind: text('kind').notNull(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  fromProgrammeId: integer('from_programme_id').references(() => programmes.id),
  fromCategory: text('from_category'),
  toProgrammeId: integer('to_programme_id').notNull().references(() => programmes.id),
  toCategory: text('to_category').notNull(),
  amount: amount('amount'),
  reason: text('reason').notNull(),
  ...authorship,
}, (t) => [
  index('budget_adjustments_vote_idx').on(t.voteId, t.yearId),
  check('budget_adjustments_kind_ck', sql`${t.kind} in ('supplementary','virement')`),
  check('budget_adjustments_amount_ck', sql`${t.amount} > 0`),
  check('budget_adjustments_virement_ck', sql`${t.kind} = 'supplementary' or (${t.fromProgrammeId} is not null and ${t.fromCategory} is not null)`),
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
