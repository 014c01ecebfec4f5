import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorship } from './common.js';
import { budgetStages, fiscalYears, programmeVotes, revenues, subGrants, subSubProgrammes, votes } from './organisation.js';

const money = (name: string) => numeric(name, { precision: 20, scale: 2, mode: 'number' }).notNull().default(0);

const MTEF_YEARS = ['y0', 'y1', 'y2', 'y3', 'y4', 'y5'] as const;
const MTEF_CATEGORIES = ['wage', 'non_wage', 'gou_devt', 'aia', 'donor'] as const;

/** Y0..Y5 × Wage, NonWage, GoUDevt, AIA, Donor as 30 money columns. */
function mtefColumns() {
  const cols: Record<string, ReturnType<typeof money>> = {};
  for (const y of MTEF_YEARS) for (const c of MTEF_CATEGORIES) cols[`${y}_${c}`] = money(`${y}_${c}`);
  return cols;
}

export const cgMtefs = pgTable('cg_mtefs', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  progByVoteId: integer('prog_by_vote_id').notNull().references(() => programmeVotes.id),
  stageId: integer('stage_id').notNull().references(() => budgetStages.id),
  mtefVersion: integer('mtef_version').notNull().default(1),
  /** 'ceiling' is set by the ministry, 'allocation' entered by the vote. */
  kind: text('kind').notNull().default('allocation'),
  ...mtefColumns(),
  /** The upload that wrote the line as it stands; cleared by an edit on the screen (uploads/history.service.ts). */
  batchId: integer('batch_id'),
  ...authorship,
}, (t) => [
  index('cg_mtefs_batch_idx').on(t.batchId),
  uniqueIndex('cg_mtefs_uq').on(t.yearId, t.progByVoteId, t.stageId, t.mtefVersion, t.kind),
  index('cg_mtefs_stage_idx').on(t.yearId, t.stageId),
  check('cg_mtefs_kind_ck', sql`${t.kind} in ('ceiling','allocation')`),
]);

/**
 * A vote's MTEF lines of a stage kept as they stood (e.g. before and after a ceiling change): numbered 1, 2 …
 * per vote and stage, the lines whole as to_jsonb gives them. The working figures are the next version.
 */
/** A vote's figures of a stage kept whole, numbered and labelled (budget/versions.service.ts); `lines` holds the rows. */
const keptVersions = (name: string) => pgTable(name, {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  stageId: integer('stage_id').notNull().references(() => budgetStages.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  version: integer('version').notNull(),
  label: text('label').notNull(),
  lines: jsonb('lines').notNull(),
  ...authorship,
}, (t) => [uniqueIndex(`${name}_uq`).on(t.yearId, t.stageId, t.voteId, t.version)]);

/** Kept versions of a CG vote's MTEF lines (cg_mtefs rows). */
export const mtefVersions = keptVersions('mtef_versions');
/** Kept versions of a district's grant IPFs (lg_grant_ipfs rows). */
export const ipfVersions = keptVersions('ipf_versions');

export const lgGrantIpfs = pgTable('lg_grant_ipfs', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  stageId: integer('stage_id').notNull().references(() => budgetStages.id),
  subSubProgrammeId: integer('sub_sub_programme_id').notNull().references(() => subSubProgrammes.id),
  revenueId: integer('revenue_id').notNull().references(() => revenues.id),
  subGrantId: integer('sub_grant_id').references(() => subGrants.id),
  projectCode: text('project_code'),
  /** conditional or discretionary transfer */
  transferKind: text('transfer_kind').notNull(),
  planY0: money('plan_y0'),
  projectionY1: money('projection_y1'),
  projectionY2: money('projection_y2'),
  projectionY3: money('projection_y3'),
  projectionY4: money('projection_y4'),
  projectionY5: money('projection_y5'),
  actualY1Q1: money('actual_y1q1'),
  actualY1Q2: money('actual_y1q2'),
  actualY1Q3: money('actual_y1q3'),
  actualY1Q4: money('actual_y1q4'),
  /** The upload that wrote the row (uploads/history.service.ts). */
  batchId: integer('batch_id'),
  ...authorship,
}, (t) => [
  index('lg_grant_ipfs_batch_idx').on(t.batchId),
  uniqueIndex('lg_grant_ipfs_uq').on(t.yearId, t.voteId, t.stageId, t.subSubProgrammeId, t.revenueId, sql`coalesce(${t.subGrantId}, 0)`),
  index('lg_grant_ipfs_vote_idx').on(t.voteId, t.yearId),
  check('lg_grant_ipfs_kind_ck', sql`${t.transferKind} in ('conditional','discretionary')`),
]);

/**
 * The projections of lg_grant_ipfs summed per year, stage and vote, kept by statement-level triggers (migration
 * 0009): the dashboard's Budget Grant IPF reads one row per vote instead of every line. Per vote, so that two
 * LGs uploading at once do not wait on the same counter row.
 */
export const lgIpfTotals = pgTable('lg_ipf_totals', {
  yearId: integer('year_id').notNull(),
  stageId: integer('stage_id').notNull(),
  voteId: integer('vote_id').notNull(),
  projectionY1: money('projection_y1'),
  projectionY2: money('projection_y2'),
  projectionY3: money('projection_y3'),
  projectionY4: money('projection_y4'),
  projectionY5: money('projection_y5'),
}, (t) => [primaryKey({ columns: [t.yearId, t.stageId, t.voteId] })]);

/**
 * cg_mtefs summed per year, stage, vote and kind, kept by statement-level triggers (migration 0011): the
 * dashboard's Budget MTEF reads one row per vote instead of every programme line.
 */
export const cgMtefTotals = pgTable('cg_mtef_totals', {
  yearId: integer('year_id').notNull(),
  stageId: integer('stage_id').notNull(),
  voteId: integer('vote_id').notNull(),
  kind: text('kind').notNull(),
  ...mtefColumns(),
}, (t) => [primaryKey({ columns: [t.yearId, t.stageId, t.voteId, t.kind] })]);

/** Totals shards: a vote's totals row also adds into shard vote_id % TOTAL_SHARDS (migration 0013). */
export const TOTAL_SHARDS = 16;

/**
 * lg_ipf_totals summed again per year, stage and shard (vote id mod 16), kept by a trigger on lg_ipf_totals
 * (migration 0013): the ministry's Budget Grant IPF reads at most 16 rows however many LGs there are, while LGs
 * uploading at once rarely wait on the same row.
 */
export const lgIpfShardTotals = pgTable('lg_ipf_shard_totals', {
  yearId: integer('year_id').notNull(),
  stageId: integer('stage_id').notNull(),
  shard: integer('shard').notNull(),
  projectionY1: money('projection_y1'),
  projectionY2: money('projection_y2'),
  projectionY3: money('projection_y3'),
  projectionY4: money('projection_y4'),
  projectionY5: money('projection_y5'),
}, (t) => [primaryKey({ columns: [t.yearId, t.stageId, t.shard] })]);

/** cg_mtef_totals summed again per year, stage, kind and shard, the same way, for the ministry's Budget MTEF. */
export const cgMtefShardTotals = pgTable('cg_mtef_shard_totals', {
  yearId: integer('year_id').notNull(),
  stageId: integer('stage_id').notNull(),
  kind: text('kind').notNull(),
  shard: integer('shard').notNull(),
  ...mtefColumns(),
}, (t) => [primaryKey({ columns: [t.yearId, t.stageId, t.kind, t.shard] })]);

/**
 * A stage's revenue and financing estimates (GFSM 2014 codes, @pbs/domain REVENUE_SOURCES): taxes by kind, non-tax
 * revenue, grants and net borrowing, nationally — what the stage's spending is paid from. Net borrowing may be negative.
 */
export const revenueEstimates = pgTable('revenue_estimates', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  stageId: integer('stage_id').notNull().references(() => budgetStages.id),
  code: text('code').notNull(),
  amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull(),
  /** The upload that wrote the figure as it stands; cleared when it is typed on the screen. */
  batchId: integer('batch_id'),
  ...authorship,
}, (t) => [
  uniqueIndex('revenue_estimates_uq').on(t.stageId, t.code),
  check('revenue_estimates_code_ck', sql`${t.code} in ('111','112','113','114','115','116','12','141','142','143','144','131','132','331','332')`),
  check('revenue_estimates_sign_ck', sql`${t.amount} >= 0 or ${t.code} in ('331','332')`),
]);

/**
 * What a year collected of each revenue source (GFSM 2014 codes, as revenue_estimates), once its accounts are
 * drawn: set against the revenue first budgeted for it, for the revenue outturn (PEFA PI-3, ADR 0025).
 */
export const revenueOutturns = pgTable('revenue_outturns', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  code: text('code').notNull(),
  amount: numeric('amount', { precision: 20, scale: 0, mode: 'number' }).notNull(),
  /** The upload that wrote the figure as it stands; cleared when it is typed on the screen. */
  batchId: integer('batch_id'),
  ...authorship,
}, (t) => [
  uniqueIndex('revenue_outturns_uq').on(t.yearId, t.code),
  check('revenue_outturns_code_ck', sql`${t.code} in ('111','112','113','114','115','116','12','141','142','143','144','131','132','331','332')`),
  check('revenue_outturns_sign_ck', sql`${t.amount} >= 0 or ${t.code} in ('331','332')`),
]);
