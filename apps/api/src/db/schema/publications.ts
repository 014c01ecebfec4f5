import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BudgetPhase, PublicationState, PublishedKind } from '@pbs/domain';
import { users } from './access.js';
import { budgetStages, fiscalYears } from './organisation.js';
import { consolidatedDocuments, reports } from './reports.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One published file: where it is kept (stored_files), its hash and size. */
export interface PublishedFile { path: string; sha256: string; bytes: number }

/**
 * What was published for the public, when the ministry consolidated an estimates stage (issue: open budget data):
 * its data as a Fiscal Data Package (datapackage.json, budget.csv) and the citizens' summary the portal draws
 * (summary.json). Rows are never overwritten: a later consolidation adds a row and marks this one superseded;
 * the ministry may withhold (and release) or retract one, with a reason.
 */
export const publications = pgTable('publications', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  /** The year the figures are for ('2026-2027'): the report year's budget year. */
  budgetYear: text('budget_year').notNull(),
  document: text('document').$type<PublishedKind>().notNull(),
  phase: text('phase').$type<BudgetPhase>().notNull(),
  stageId: integer('stage_id').references(() => budgetStages.id),
  /** The quarter an in-year report covers (1 = July to September). */
  quarter: integer('quarter'),
  reportId: integer('report_id').notNull().references(() => reports.id),
  /** The consolidated PDF drawn in the same job, offered beside the data. */
  documentId: integer('document_id').references(() => consolidatedDocuments.id),
  title: text('title').notNull(),
  votes: integer('votes').notNull(),
  expectedVotes: integer('expected_votes').notNull(),
  lines: integer('lines').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  files: jsonb('files').$type<Record<string, PublishedFile>>().notNull(),
  /** The published CSV's hash: a consolidation that changes nothing publishes nothing new. */
  dataSha256: text('data_sha256').notNull(),
  state: text('state').$type<PublicationState>().notNull().default('published'),
  reason: text('reason'),
  decidedBy: integer('decided_by').references(() => users.id),
  decidedAt: ts('decided_at'),
  createdBy: integer('created_by').references(() => users.id),
  publishedAt: ts('published_at').notNull().defaultNow(),
  supersededAt: ts('superseded_at'),
}, (t) => [
  index('publications_year_idx').on(t.budgetYear, t.document),
  check('publications_state_ck', sql`${t.state} in ('published','withheld','retracted')`),
  check('publications_phase_ck', sql`${t.phase} in ('proposed','approved','adjusted','executed')`),
]);

/**
 * A question or comment a citizen sent from the portal, without signing in (issue: citizens' budget): kept for the
 * ministry to read and answer; nothing of it is public until the ministry publishes its answer, and then only the
 * question and the answer (never the name or address given for a reply). `ip_hash` counts a sender's messages
 * without keeping the address.
 */
export const citizenQuestions = pgTable('citizen_questions', {
  id: serial('id').primaryKey(),
  budgetYear: text('budget_year'),
  /** A vote's page the question was asked from, by its code. */
  voteCode: text('vote_code'),
  question: text('question').notNull(),
  name: text('name'),
  email: text('email'),
  language: text('language').notNull(),
  ipHash: text('ip_hash').notNull(),
  state: text('state').$type<'new' | 'answered' | 'published' | 'rejected'>().notNull().default('new'),
  answer: text('answer'),
  answeredBy: integer('answered_by').references(() => users.id),
  answeredAt: ts('answered_at'),
  publishedAt: ts('published_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
}, (t) => [
  index('citizen_questions_state_idx').on(t.state, t.createdAt),
  check('citizen_questions_state_ck', sql`${t.state} in ('new','answered','published','rejected')`),
  check('citizen_questions_size_ck', sql`length(${t.question}) <= 2000 and length(coalesce(${t.answer}, '')) <= 4000`),
]);

/**
 * The ministry's short account of a budget year's priorities, in its own words (issue: citizens' budget): written
 * beside what it publishes, shown on the portal above the year's figures. One a budget year; removing it is audited.
 */
export const budgetPriorities = pgTable('budget_priorities', {
  id: serial('id').primaryKey(),
  budgetYear: text('budget_year').notNull().unique(),
  text: text('text').notNull(),
  writtenBy: integer('written_by').notNull().references(() => users.id),
  writtenAt: ts('written_at').notNull().defaultNow(),
}, (t) => [
  check('budget_priorities_size_ck', sql`length(${t.text}) between 1 and 3000`),
]);
