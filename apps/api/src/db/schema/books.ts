import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BookState } from '@pbs/domain';
import { users } from './access.js';
import { budgetStages, fiscalYears } from './organisation.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The national budget book of a year and stage: every vote's detailed estimates with the national summaries,
 * drawn by a background job (votes drawn of votes), then archived as a signed PDF and a workbook with a
 * verification code. A later drawing of the same stage supersedes it; its files are kept.
 */
export const budgetBooks = pgTable('budget_books', {
  id: serial('id').primaryKey(),
  yearId: integer('year_id').notNull().references(() => fiscalYears.id),
  stageId: integer('stage_id').notNull().references(() => budgetStages.id),
  state: text('state').$type<BookState>().notNull().default('queued'),
  done: integer('done').notNull().default(0),
  total: integer('total').notNull().default(0),
  votes: integer('votes'),
  lines: integer('lines'),
  amount: bigint('amount', { mode: 'number' }),
  pages: integer('pages'),
  pdfPath: text('pdf_path'),
  pdfSha256: text('pdf_sha256'),
  xlsxPath: text('xlsx_path'),
  xlsxSha256: text('xlsx_sha256'),
  verificationCode: text('verification_code'),
  /** Why the last try failed, as a message key the screen translates. */
  error: text('error'),
  requestedBy: integer('requested_by').notNull().references(() => users.id),
  requestedAt: ts('requested_at').notNull().defaultNow(),
  finishedAt: ts('finished_at'),
  supersededAt: ts('superseded_at'),
}, (t) => [
  index('budget_books_year_idx').on(t.yearId, t.stageId, t.requestedAt),
  index('budget_books_code_idx').on(t.verificationCode),
  check('budget_books_state_ck', sql`${t.state} in ('queued','drawing','done','failed')`),
]);
