import { and, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { budgetBooks, budgetStages, fiscalYears, users } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export type BudgetBook = typeof budgetBooks.$inferSelect;

export async function insertBook(tx: Tx, values: typeof budgetBooks.$inferInsert): Promise<BudgetBook> {
  const [row] = await tx.insert(budgetBooks).values(values).returning();
  return present(row, 'the book written');
}

export async function bookById(db: Executor, id: number): Promise<BudgetBook | null> {
  const [row] = await db.select().from(budgetBooks).where(eq(budgetBooks.id, id));
  return row ?? null;
}

export const setBook = (db: Executor, id: number, patch: Partial<typeof budgetBooks.$inferInsert>) =>
  db.update(budgetBooks).set(patch).where(eq(budgetBooks.id, id));

/** A book of the stage still queued or being drawn: asked for again, it is the answer rather than a second job. */
export async function unfinishedBook(db: Executor, yearId: number, stageId: number): Promise<BudgetBook | null> {
  const [row] = await db.select().from(budgetBooks)
    .where(and(eq(budgetBooks.yearId, yearId), eq(budgetBooks.stageId, stageId), inArray(budgetBooks.state, ['queued', 'drawing'])));
  return row ?? null;
}

/** One request for a stage's book at a time: the second finds the first's job. */
export const lockBookStage = (tx: Tx, yearId: number, stageId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`budget-book:${yearId}:${stageId}`}))`);

/** Marks the stage's earlier finished books superseded by book `id`; their files are kept. */
export const supersedeBooks = (tx: Tx, yearId: number, stageId: number, id: number) =>
  tx.update(budgetBooks).set({ supersededAt: new Date() })
    .where(and(eq(budgetBooks.yearId, yearId), eq(budgetBooks.stageId, stageId), eq(budgetBooks.state, 'done'), ne(budgetBooks.id, id), isNull(budgetBooks.supersededAt)));

/** The books of a year, newest first, with the stage's name and who asked for each. */
export function listBooks(db: Executor, yearId: number, limit: number) {
  return db.select({ b: budgetBooks, fiscalYear: fiscalYears.fiscalYear, stage: budgetStages.stage, stageName: budgetStages.stageName, requestedBy: users.userName })
    .from(budgetBooks).innerJoin(fiscalYears, eq(fiscalYears.id, budgetBooks.yearId)).innerJoin(budgetStages, eq(budgetStages.id, budgetBooks.stageId))
    .leftJoin(users, eq(users.id, budgetBooks.requestedBy))
    .where(eq(budgetBooks.yearId, yearId)).orderBy(desc(budgetBooks.id)).limit(limit);
}

/** A finished book by its verification code, with its year, stage and who asked for it. */
export async function bookByCode(db: Executor, code: string) {
  const [row] = await db.select({ b: budgetBooks, fiscalYear: fiscalYears.fiscalYear, stageName: budgetStages.stageName,
    by: { first: users.firstName, last: users.lastName, title: users.occupation } })
    .from(budgetBooks).innerJoin(fiscalYears, eq(fiscalYears.id, budgetBooks.yearId)).innerJoin(budgetStages, eq(budgetStages.id, budgetBooks.stageId))
    .leftJoin(users, eq(users.id, budgetBooks.requestedBy))
    .where(and(eq(budgetBooks.verificationCode, code), eq(budgetBooks.state, 'done')));
  return row ?? null;
}

export interface BookVote { id: number; code: string; name: string; sectorCode: string | null; sectorName: string | null; lines: number }

/** A code's order as a reader counts: 3 before 10 whether written 3 or 03, then codes that are not numbers. */
const numericFirst = (code: SQL) => sql`case when ${code} ~ '^[0-9]+$' then lpad(ltrim(${code}, '0'), 12, '0') else ${code} end`;

/** The votes with lines in the stage, in the book's order: by sector, then by vote code. */
export async function bookVotes(db: Executor, yearId: number, stageId: number): Promise<BookVote[]> {
  const result = await db.execute(sql`select v.id, v.code, pbs_vote_name(${yearId}::int, v.id) as name, s.code sector_code, s.name sector_name, n.lines
    from (select vote_id, count(*)::int lines from budget_lines where year_id = ${yearId} and stage_id = ${stageId} group by vote_id) n
      join votes v on v.id = n.vote_id
      left join coa_vote_sectors vs on vs.year_id = ${yearId} and vs.vote_id = v.id left join coa_sectors s on s.id = vs.sector_id
    order by ${numericFirst(sql`s.code_key`)} nulls last, ${numericFirst(sql`v.code`)}`);
  return (result as { rows: Record<string, string | number | null>[] }).rows.map((r) => ({
    id: Number(r.id), code: String(r.code), name: String(r.name), sectorCode: r.sector_code as string | null, sectorName: r.sector_name as string | null, lines: Number(r.lines),
  }));
}

/**
 * A digest of every line of the stage (vote, output, item, fund, amount), computed by the database: drawn before
 * and after the book, it tells whether the stage changed while the book was drawn.
 */
export async function linesDigest(db: Executor, yearId: number, stageId: number): Promise<string> {
  const result = await db.execute(sql`select encode(sha256(convert_to(coalesce(string_agg(concat_ws(':', vote_id, output_id, item_id, fund_id, amount), ','
      order by vote_id, output_id, item_id, fund_id), ''), 'UTF8')), 'hex') digest
    from budget_lines where year_id = ${yearId} and stage_id = ${stageId}`);
  return String(present((result as { rows: { digest: string }[] }).rows[0], 'the digest').digest);
}
