import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
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
