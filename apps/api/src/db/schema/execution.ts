import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, pgView, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorship } from './common.js';
import { fiscalYears, programmes, subProgrammes, votes } from './organisation.js';
import { coaFunds, coaItems, coaOutputs } from './estimates.js';

/**
 * A month of a year's execution at the chart's grain (ADR 0026): warranted, released, spent and committed in that month
 * per vote × sub-programme × output (none where the financial system's file carries no output) × item × fund, in whole
 * shillings. The codes are those of the chart of the estimates the year is carried out under. A month is written by
 * the load of that month's file, which replaces the month whole.
 */
export const executionLines = pgTable('execution_lines', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  month: smallint('month').notNull(),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  programmeId: integer('programme_id').notNull().references(() => programmes.id),
  subProgrammeId: integer('sub_programme_id').notNull().references(() => subProgrammes.id),
  outputId: integer('output_id').references(() => coaOutputs.id),
  itemId: integer('item_id').notNull().references(() => coaItems.id),
  fundId: integer('fund_id').notNull().references(() => coaFunds.id),
  warranted: bigint('warranted', { mode: 'number' }).notNull(),
  released: bigint('released', { mode: 'number' }).notNull(),
  spent: bigint('spent', { mode: 'number' }).notNull(),
  committed: bigint('committed', { mode: 'number' }),
  /** The load that wrote the month as it stands. */
  batchId: integer('batch_id'),
  ...authorship,
}, (t) => [
  uniqueIndex('execution_lines_uq').on(t.yearId, t.month, t.voteId, t.subProgrammeId, sql`coalesce(${t.outputId}, 0)`, t.itemId, t.fundId),
  index('execution_lines_vote_idx').on(t.yearId, t.voteId, t.month),
  index('execution_lines_batch_idx').on(t.batchId),
  check('execution_lines_month_ck', sql`${t.month} between 1 and 12`),
]);

/**
 * The quarterly releases and expenditure as every reader takes them (migration 0062): a vote's quarter held month by
 * month reads as the sums of its lines by programme and budget category; any other as uploaded (`upload_rows`).
 */
export const quarterlyFigures = pgView('quarterly_figures', {
  id: integer('id'),
  kind: text('kind').notNull(),
  yearId: integer('year_id').notNull(),
  voteId: integer('vote_id').notNull(),
  programmeId: integer('programme_id'),
  quarter: text('quarter'),
  category: text('category'),
  amount: numeric('amount', { mode: 'number' }).notNull(),
  data: jsonb('data').notNull(),
  fromLines: boolean('from_lines').notNull(),
}).existing();

/**
 * Each line of a year's execution summed to the end of each month (index 1 … 12: what was warranted, released, spent and
 * committed from the year's first month to that one), with the sector and function of its budget line: rebuilt for the
 * year by every load and revert of a month, so the budget against actual reads one row a line, not one a month.
 */
export const executionToDate = pgTable('execution_to_date', {
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  programmeId: integer('programme_id').notNull().references(() => programmes.id),
  subProgrammeId: integer('sub_programme_id').notNull().references(() => subProgrammes.id),
  outputId: integer('output_id').references(() => coaOutputs.id),
  itemId: integer('item_id').notNull().references(() => coaItems.id),
  fundId: integer('fund_id').notNull().references(() => coaFunds.id),
  sectorId: integer('sector_id'),
  cofog: text('cofog'),
  warranted: bigint('warranted', { mode: 'number' }).array().notNull(),
  released: bigint('released', { mode: 'number' }).array().notNull(),
  spent: bigint('spent', { mode: 'number' }).array().notNull(),
  committed: bigint('committed', { mode: 'number' }).array().notNull(),
}, (t) => [
  uniqueIndex('execution_to_date_uq').on(t.yearId, t.voteId, t.subProgrammeId, sql`coalesce(${t.outputId}, 0)`, t.itemId, t.fundId),
]);
