import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorship } from './common.js';
import { budgetStages, fiscalYears, votes } from './organisation.js';
import { coaOutputs } from './estimates.js';

/**
 * Programme performance (ADR 0015): what a vote delivers for its budget. A vote's key output of a year and stage
 * (the output is a segment of the chart of accounts, so its cost is the detailed estimates' lines under it),
 * described, with the activities planned for it.
 */
export const perfOutputs = pgTable('perf_outputs', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  stageId: integer('stage_id').notNull().references(() => budgetStages.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  outputId: integer('output_id').notNull().references(() => coaOutputs.id),
  description: text('description').notNull(),
  activities: text('activities').notNull().default(''),
  /** The upload that last wrote the output (null once typed on the screen), so the upload can be reverted. */
  batchId: integer('batch_id'),
  ...authorship,
}, (t) => [uniqueIndex('perf_outputs_uq').on(t.yearId, t.stageId, t.voteId, t.outputId)]);

/** An indicator of a vote's output: its unit, how it is measured, the baseline, the annual target and its quarters. */
export const perfIndicators = pgTable('perf_indicators', {
  id: serial('id').primaryKey(),
  perfOutputId: integer('perf_output_id').notNull().references(() => perfOutputs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  unit: text('unit').notNull(),
  measure: text('measure').notNull().default(''),
  baseline: numeric('baseline', { mode: 'number' }),
  target: numeric('target', { mode: 'number' }).notNull(),
  q1: numeric('q1_target', { mode: 'number' }).notNull(),
  q2: numeric('q2_target', { mode: 'number' }).notNull(),
  q3: numeric('q3_target', { mode: 'number' }).notNull(),
  q4: numeric('q4_target', { mode: 'number' }).notNull(),
  /** The upload that wrote the indicator (null once typed on the screen). */
  batchId: integer('batch_id'),
  ...authorship,
}, (t) => [
  uniqueIndex('perf_indicators_uq').on(t.perfOutputId, sql`lower(${t.name})`),
  index('perf_indicators_batch_idx').on(t.batchId),
  check('perf_indicators_figures_ck', sql`${t.target} >= 0 and ${t.q1} >= 0 and ${t.q2} >= 0 and ${t.q3} >= 0 and ${t.q4} >= 0 and coalesce(${t.baseline}, 0) >= 0`),
]);

/** An indicator's actual in a quarter of the year and, when it falls short of the quarter's target, why. */
export const perfActuals = pgTable('perf_actuals', {
  id: serial('id').primaryKey(),
  indicatorId: integer('indicator_id').notNull().references(() => perfIndicators.id, { onDelete: 'cascade' }),
  quarter: smallint('quarter').notNull(),
  actual: numeric('actual', { mode: 'number' }).notNull(),
  explanation: text('explanation').notNull().default(''),
  ...authorship,
}, (t) => [
  uniqueIndex('perf_actuals_uq').on(t.indicatorId, t.quarter),
  index('perf_actuals_quarter_idx').on(t.quarter),
  check('perf_actuals_ck', sql`${t.quarter} between 1 and 4 and ${t.actual} >= 0`),
]);
