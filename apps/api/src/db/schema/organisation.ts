import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, uniqueIndex, index, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BudgetCategory } from '@pbs/domain';
import { authorship, status } from './common.js';

export const fiscalYears = pgTable('fiscal_years', {
  id: serial('id').primaryKey(),
  fiscalYear: text('fiscal_year').notNull(),
  startDate: date('start_date').notNull(),
  endDate: date('end_date').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  module: text('module'),
  /** What an allocation typed or uploaded above its ceiling meets in this year: Stop (refused) or Warn (saved, flagged). */
  ceilingControl: text('ceiling_control').notNull().default('Stop'),
  /** The country's population in the year (the statistics office's projection): the citizens' budget's figure per person. */
  population: integer('population'),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('fiscal_years_fiscal_year_uq').on(t.fiscalYear),
  check('fiscal_years_ceiling_control_ck', sql`${t.ceilingControl} in ('Stop','Warn')`),
  uniqueIndex('fiscal_years_one_active_uq').on(t.isActive).where(sql`${t.isActive}`),
  check('fiscal_years_format_ck', sql`${t.fiscalYear} ~ '^[0-9]{4}-[0-9]{4}$'`),
  check('fiscal_years_dates_ck', sql`${t.endDate} > ${t.startDate}`),
  check('fiscal_years_population_ck', sql`${t.population} is null or ${t.population} > 0`),
]);

export const budgetStages = pgTable('budget_stages', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  processArea: text('process_area').notNull(),
  stage: integer('stage').notNull(),
  stageName: text('stage_name').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  startDate: date('start_date'),
  endDate: date('end_date'),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('budget_stages_uq').on(t.yearId, t.processArea, t.stage),
  uniqueIndex('budget_stages_one_active_uq').on(t.yearId, t.processArea).where(sql`${t.isActive}`),
  check('budget_stages_area_ck', sql`${t.processArea} in ('CG','LG','SEPC')`),
  check('budget_stages_stage_ck', sql`${t.stage} between 1 and 20`),
]);

export const subRegions = pgTable('sub_regions', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('sub_regions_code_uq').on(t.code)]);

/** CG and LG votes share one table so that users, MTEF and reports reference one key. */
export const votes = pgTable('votes', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  subRegionId: integer('sub_region_id').references(() => subRegions.id),
  mpsSecretariate: boolean('mps_secretariate').notNull().default(false),
  isNtr: boolean('is_ntr').notNull().default(false),
  isAia: boolean('is_aia').notNull().default(false),
  isMps: boolean('is_mps').notNull().default(false),
  isMpsVoteId: integer('is_mps_vote_id').references((): AnyPgColumn => votes.id),
  isNew: boolean('is_new').notNull().default(false),
  isIfms: boolean('is_ifms').notNull().default(false),
  isPs: boolean('is_ps').notNull().default(false),
  isMc: boolean('is_mc').notNull().default(false),
  isVirementLimited: boolean('is_virement_limited').notNull().default(false),
  isMappingLimited: boolean('is_mapping_limited').notNull().default(false),
  /** The vote that holds the contingency reserve (PEFA PI-2.3: what is charged to it; left out of PI-2's composition). */
  isContingency: boolean('is_contingency').notNull().default(false),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('votes_kind_code_uq').on(t.kind, t.code),
  index('votes_sub_region_idx').on(t.subRegionId),
  check('votes_kind_ck', sql`${t.kind} in ('CG','LG')`),
  check('votes_lg_region_ck', sql`${t.kind} = 'LG' or ${t.subRegionId} is null`),
]);

export const programmes = pgTable('programmes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('programmes_code_uq').on(t.code)]);

export const subProgrammes = pgTable('sub_programmes', {
  id: serial('id').primaryKey(),
  programmeId: integer('programme_id').notNull().references(() => programmes.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  isLg: boolean('is_lg').notNull().default(false),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('sub_programmes_code_uq').on(t.programmeId, t.code), index('sub_programmes_programme_idx').on(t.programmeId)]);

export const subSubProgrammes = pgTable('sub_sub_programmes', {
  id: serial('id').primaryKey(),
  subProgrammeId: integer('sub_programme_id').notNull().references(() => subProgrammes.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('sub_sub_programmes_code_uq').on(t.subProgrammeId, t.code), index('sub_sub_programmes_parent_idx').on(t.subProgrammeId)]);

/** Prog_By_Vote: which programmes a vote delivers. */
export const programmeVotes = pgTable('programme_votes', {
  id: serial('id').primaryKey(),
  programmeId: integer('programme_id').notNull().references(() => programmes.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('programme_votes_uq').on(t.programmeId, t.voteId), index('programme_votes_vote_idx').on(t.voteId)]);

export const parastatals = pgTable('parastatals', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  voteId: integer('vote_id').references(() => votes.id),
  subSubProgrammeId: integer('sub_sub_programme_id').references(() => subSubProgrammes.id),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('parastatals_code_uq').on(t.code), index('parastatals_vote_idx').on(t.voteId)]);

export const revenues = pgTable('revenues', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** REVENUE_CLASSES: a transfer, locally raised revenue or external financing. */
  revenueClass: text('revenue_class').notNull().default('Transfer'),
  /** The MTEF category a local government's lines financed by the source count under (its grants may say otherwise). */
  mtefCategory: text('mtef_category').$type<BudgetCategory>().notNull().default('NonWage'),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('revenues_code_uq').on(t.code),
  check('revenues_category_ck', sql`${t.mtefCategory} in ('Wage','NonWage','GoUDevt','AIA','Donor')`),
]);

export const subGrants = pgTable('sub_grants', {
  id: serial('id').primaryKey(),
  revenueId: integer('revenue_id').notNull().references(() => revenues.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** The MTEF category the grant's money counts under in a local government's budget; null: its revenue source's. */
  mtefCategory: text('mtef_category').$type<BudgetCategory>(),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('sub_grants_code_uq').on(t.code), index('sub_grants_revenue_idx').on(t.revenueId),
  check('sub_grants_category_ck', sql`${t.mtefCategory} in ('Wage','NonWage','GoUDevt','AIA','Donor')`),
]);
