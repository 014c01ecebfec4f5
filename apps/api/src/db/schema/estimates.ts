import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BudgetCategory } from '@pbs/domain';
import { authorship, status } from './common.js';
import { budgetStages, fiscalYears, programmes, subProgrammes, votes } from './organisation.js';
import { users } from './access.js';

/**
 * A year's chart of accounts over the standing masters (votes, programmes, sub-programmes are its identities): what
 * changes from year to year — sectors, outputs, economic items and fund sources — is kept per fiscal year (ADR 0014),
 * and so are the names and scopes of the identities (coa_years, coa_names; ADR 0024).
 * Codes are kept as first written; `code_key`, computed by the database as codeKey in @pbs/domain computes it, is how
 * `10` and `010` are found as one on every path that writes a code.
 */
const codeKeyOf = () => text('code_key').notNull().generatedAlwaysAs(
  sql`case when trim(code) ~ '^[0-9]+$' then coalesce(nullif(ltrim(trim(code), '0'), ''), '0') else upper(trim(code)) end`);
export const coaSectors = pgTable('coa_sectors', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  code: text('code').notNull(),
  codeKey: codeKeyOf(),
  name: text('name').notNull(),
  /** The COFOG division (01–10) the sector's spending is classified under. */
  cofog: text('cofog'),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('coa_sectors_uq').on(t.yearId, t.codeKey), check('coa_sectors_cofog_ck', sql`${t.cofog} ~ '^(0[1-9]|10)$'`)]);

/**
 * How a year scopes its programme codes (ADR 0024): `national` (one programme 12 delivered by several votes) or
 * `vote` (every vote has its own programme 01, named its own way). Set by the year's first national load.
 */
export const coaYears = pgTable('coa_years', {
  yearId: integer('year_id').primaryKey().references(() => fiscalYears.id),
  programmeScope: text('programme_scope').$type<'national' | 'vote'>().notNull(),
}, (t) => [check('coa_years_scope_ck', sql`${t.programmeScope} in ('national','vote')`)]);

/**
 * The year's code and name of a standing identity (ADR 0024): a vote's, a programme's (national, or one per vote where
 * the year scopes programmes by vote) and a sub-programme's (one per vote). Printed for the year at the narrowest scope
 * that holds one, else the standing name.
 */
export const coaNames = pgTable('coa_names', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  segment: text('segment').$type<'vote' | 'programme' | 'sub-programme'>().notNull(),
  refId: integer('ref_id').notNull(),
  /** The vote the name is of; none for a vote's own name and a national programme's. */
  voteId: integer('vote_id').references(() => votes.id),
  code: text('code').notNull(),
  name: text('name').notNull(),
  /** Who corrected the name by hand, and when: a later load of the year does not write over it. */
  keptBy: integer('kept_by').references(() => users.id),
  keptAt: timestamp('kept_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('coa_names_uq').on(t.yearId, t.segment, t.refId, sql`coalesce(${t.voteId}, 0)`),
  check('coa_names_segment_ck', sql`${t.segment} in ('vote','programme','sub-programme')`),
]);

/**
 * The ministry's crosswalk between years (ADR 0024): this year's vote, programme or sector `code` continues an earlier
 * year's `from_code` (renamed, merged, restructured). Without an entry a code continues the same code of the year
 * before; an entry with no `from_code` says it does not (a retired code given to another institution).
 */
export const coaCrosswalk = pgTable('coa_crosswalk', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  segment: text('segment').$type<'vote' | 'programme' | 'sector'>().notNull(),
  code: text('code').notNull(),
  codeKey: codeKeyOf(),
  fromYearId: integer('from_year_id').notNull().references(() => fiscalYears.id),
  fromCode: text('from_code'),
  ...authorship,
}, (t) => [
  uniqueIndex('coa_crosswalk_uq').on(t.yearId, t.segment, t.fromYearId, sql`coalesce(${t.fromCode}, '#' || ${t.code})`),
  check('coa_crosswalk_segment_ck', sql`${t.segment} in ('vote','programme','sector')`),
]);

/** A vote's main sector in a year: where its lines without a sector of their own are placed, and what a screen shows. */
export const coaVoteSectors = pgTable('coa_vote_sectors', {
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  sectorId: integer('sector_id').notNull().references(() => coaSectors.id),
}, (t) => [primaryKey({ columns: [t.yearId, t.voteId] })]);

/**
 * Key outputs of a sub-programme in a year: a vote's own where the year scopes them so (`vote_id`: sub-programme and
 * output codes sit within their vote's programme), else shared by the votes delivering the sub-programme.
 */
export const coaOutputs = pgTable('coa_outputs', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  subProgrammeId: integer('sub_programme_id').notNull().references(() => subProgrammes.id),
  voteId: integer('vote_id').references(() => votes.id),
  code: text('code').notNull(),
  codeKey: codeKeyOf(),
  name: text('name').notNull(),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('coa_outputs_uq').on(t.yearId, t.subProgrammeId, sql`coalesce(${t.voteId}, 0)`, t.codeKey)]);

/** Economic items (211101 General Staff Salaries …) and the GFS class (3 digits, e.g. 211) each rolls up to. */
export const coaItems = pgTable('coa_items', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  code: text('code').notNull(),
  codeKey: codeKeyOf(),
  name: text('name').notNull(),
  classCode: text('class_code').notNull(),
  ...status,
  ...authorship,
}, (t) => [uniqueIndex('coa_items_uq').on(t.yearId, t.codeKey), check('coa_items_class_ck', sql`${t.classCode} ~ '^[0-9]{3}$'`)]);

/** Fund sources of a year and the MTEF category (Wage, NonWage, GoUDevt, AIA, Donor) each one's lines count under. */
export const coaFunds = pgTable('coa_funds', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  code: text('code').notNull(),
  codeKey: codeKeyOf(),
  name: text('name').notNull(),
  mtefCategory: text('mtef_category').$type<BudgetCategory>().notNull(),
  ...status,
  ...authorship,
}, (t) => [
  uniqueIndex('coa_funds_uq').on(t.yearId, t.codeKey),
  check('coa_funds_category_ck', sql`${t.mtefCategory} in ('Wage','NonWage','GoUDevt','AIA','Donor')`),
]);

/**
 * One line of the detailed estimates: a vote's output × economic item × fund, in whole shillings, of a year and
 * stage. Programme and sub-programme are the output's, kept on the line so totals need no join.
 */
export const budgetLines = pgTable('budget_lines', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  stageId: integer('stage_id').notNull().references(() => budgetStages.id),
  voteId: integer('vote_id').notNull().references(() => votes.id),
  programmeId: integer('programme_id').notNull().references(() => programmes.id),
  subProgrammeId: integer('sub_programme_id').notNull().references(() => subProgrammes.id),
  outputId: integer('output_id').notNull().references(() => coaOutputs.id),
  itemId: integer('item_id').notNull().references(() => coaItems.id),
  fundId: integer('fund_id').notNull().references(() => coaFunds.id),
  /** The line's sector (ADR 0024: a vote may span many); none only for a vote the year places in no sector. */
  sectorId: integer('sector_id').references(() => coaSectors.id),
  /** The line's COFOG function where its file gives one (a division, 07, or group, 07.3); else its sector's. */
  cofog: text('cofog'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** The load that wrote the line as it stands; cleared by an edit on the screen (as cg_mtefs.batch_id). */
  batchId: integer('batch_id'),
  ...authorship,
}, (t) => [
  uniqueIndex('budget_lines_uq').on(t.yearId, t.stageId, t.voteId, t.outputId, t.itemId, t.fundId),
  index('budget_lines_vote_idx').on(t.yearId, t.stageId, t.voteId, t.programmeId),
  index('budget_lines_batch_idx').on(t.batchId),
  check('budget_lines_amount_ck', sql`${t.amount} >= 0`),
  check('budget_lines_cofog_ck', sql`${t.cofog} ~ '^(0[1-9]|10)([.][1-9])?$'`),
  index('budget_lines_sector_idx').on(t.yearId, t.stageId, t.sectorId),
]);

/** A column mapping kept by name and reused for the next file of the same layout. */
export const loadMappings = pgTable('load_mappings', {
  name: text('name').primaryKey(),
  mapping: jsonb('mapping').notNull(),
  modifiedBy: integer('modified_by').references(() => users.id),
  modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A national flat-file load: the file, its mapping, the year and stage it loads, and where its background job
 * stands (rows read of rows, the preview once checked, the bad rows if refused, the batch once loaded).
 */
export const estimateLoads = pgTable('estimate_loads', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** What the file holds: 'estimates' (into a stage) or 'execution' (a month of the year, ADR 0026). */
  kind: text('kind').notNull().default('estimates'),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  /** The stage an estimates load writes into; none for execution. */
  stageId: integer('stage_id').references(() => budgetStages.id),
  /** The month of the fiscal year (1–12) an execution load replaces. */
  month: smallint('month'),
  fileName: text('file_name').notNull(),
  filePath: text('file_path').notNull(),
  sha256: text('sha256').notNull(),
  mappingName: text('mapping_name').notNull(),
  mapping: jsonb('mapping').notNull(),
  state: text('state').notNull(),
  phase: text('phase'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  /** The file's header as read, for mapping its columns. */
  headers: jsonb('headers').$type<string[]>(),
  preview: jsonb('preview'),
  problems: jsonb('problems'),
  batchId: integer('batch_id'),
  createdBy: integer('created_by').notNull().references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  index('estimate_loads_year_idx').on(t.yearId, t.createdAt),
  check('estimate_loads_state_ck', sql`${t.state} in ('checking','checked','refused','loading','loaded','failed','dropped')`),
  check('estimate_loads_kind_ck', sql`(${t.kind} = 'estimates' and ${t.stageId} is not null) or (${t.kind} = 'execution' and ${t.month} between 1 and 12)`),
]);
