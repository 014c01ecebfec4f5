import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { citizenQuestions, users } from '../../db/schema/index.js';
import type { QuestionState } from '@pbs/domain';

export type CitizenQuestion = typeof citizenQuestions.$inferSelect;

export async function insertQuestion(tx: Tx, values: typeof citizenQuestions.$inferInsert): Promise<CitizenQuestion | undefined> {
  const [row] = await tx.insert(citizenQuestions).values(values).returning();
  return row;
}

/** The ministry's list: one state's questions (all but rejected when none is named), newest first, a page at a time. */
export async function listQuestions(db: Executor, state: QuestionState | null, limit: number, offset: number) {
  const where = state ? eq(citizenQuestions.state, state) : ne(citizenQuestions.state, 'rejected');
  const [rows, [total]] = await Promise.all([
    db.select({ q: citizenQuestions, answeredBy: users.userName }).from(citizenQuestions).leftJoin(users, eq(users.id, citizenQuestions.answeredBy))
      .where(where).orderBy(desc(citizenQuestions.createdAt), desc(citizenQuestions.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(citizenQuestions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function questionForUpdate(tx: Tx, id: number): Promise<CitizenQuestion | undefined> {
  const [row] = await tx.select().from(citizenQuestions).where(eq(citizenQuestions.id, id)).for('update');
  return row;
}

export const setQuestion = (tx: Tx, id: number, patch: Partial<typeof citizenQuestions.$inferInsert>) =>
  tx.update(citizenQuestions).set(patch).where(eq(citizenQuestions.id, id)).returning();

/** What the public sees: published answers only, with their question, never who asked. */
export const publishedAnswers = (db: Executor, budgetYear: string | null, limit: number) =>
  db.select({ id: citizenQuestions.id, budgetYear: citizenQuestions.budgetYear, voteCode: citizenQuestions.voteCode, question: citizenQuestions.question,
    answer: citizenQuestions.answer, publishedAt: citizenQuestions.publishedAt })
    .from(citizenQuestions)
    .where(and(eq(citizenQuestions.state, 'published'), isNotNull(citizenQuestions.answer), budgetYear ? eq(citizenQuestions.budgetYear, budgetYear) : undefined))
    .orderBy(desc(citizenQuestions.publishedAt)).limit(limit);
