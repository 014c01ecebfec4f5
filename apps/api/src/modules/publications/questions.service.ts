import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ErrorCode, isFiscalYear, QUESTION_LIMITS, type Language, type QuestionState } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badInput, forbidden, notFound } from '../../lib/errors.js';
import { present } from '../../lib/present.js';
import type { TakeLimit } from '../../lib/rate-limits.js';
import { valid } from '../../lib/valid.js';
import { insertQuestion, listQuestions, publishedAnswers, questionForUpdate, setQuestion } from './questions.repo.js';

const question = z.object({
  Question: z.string().trim().min(QUESTION_LIMITS.questionMin).max(QUESTION_LIMITS.question),
  Name: z.string().trim().max(QUESTION_LIMITS.name).optional(),
  Email: z.union([z.literal(''), z.email().max(QUESTION_LIMITS.email)]).optional(),
  Budget_Year: z.string().refine(isFiscalYear, 'HINT.FISCAL_YEAR').optional(),
  Vote_Code: z.string().trim().regex(/^[A-Za-z0-9]{1,10}$/).optional(),
  /** Left empty by people; a form-filling robot fills it (a honeypot). */
  Website: z.string().max(200).optional(),
}).strict();

/** More links than a question about the budget needs: a message selling something. */
const LINKS = /https?:\/\/|www\./gi;
const MAX_LINKS = 2;

/** A sender's address is counted, never kept: a hash of it. */
const ipHashOf = (ip: string) => createHash('sha256').update(`pbs-question:${ip}`).digest('hex').slice(0, 32);

/**
 * A citizen's question or comment from the portal, without sign-in: checked (length, a real address if one is given,
 * not a flood of links), limited per address and overall, and kept for the ministry — nothing of it is shown until
 * the ministry publishes an answer. A robot that fills the hidden field is told it was received and nothing is kept.
 */
export async function askQuestion({ db }: Pick<Context, 'db'>, body: unknown, ip: string, lang: Language, limit: TakeLimit) {
  const input = valid(question, body);
  if (input.Website) return { received: true };
  if ((input.Question.match(LINKS)?.length ?? 0) > MAX_LINKS) throw badInput({ key: 'SERVER.QUESTION_LINKS', params: { max: MAX_LINKS } });
  const wait = await limit('questionPerIp', ip) ?? await limit('questionsAll', 'all');
  if (wait !== null) throw new AppError(ErrorCode.TOO_MANY_ATTEMPTS, undefined, { retryAfterSeconds: wait });
  await db.transaction(async (tx) => {
    const row = await insertQuestion(tx, {
      question: input.Question, name: input.Name || null, email: input.Email || null, budgetYear: input.Budget_Year ?? null,
      voteCode: input.Vote_Code ?? null, language: lang, ipHash: ipHashOf(ip),
    });
    // Audited without the message or who sent it: the ministry's answer is what the trail holds.
    if (row) await writeAudit(tx, { table: 'citizen_questions', type: 'create', recordId: row.id, actorId: null, newValues: { budgetYear: row.budgetYear, voteCode: row.voteCode } });
  });
  return { received: true };
}

/** The ministry's list of questions (all but the rejected when no state is named). */
export async function citizenQuestions({ db }: Pick<Context, 'db'>, actor: Actor, state: QuestionState | null, limit: number, offset: number) {
  if (!actor.isMinistry) throw forbidden();
  return listQuestions(db, state, limit, offset);
}

/** The ministry answers a question, and publishes the question with its answer or keeps them for itself; audited. */
export async function answerQuestion({ db }: Pick<Context, 'db'>, actor: Actor, id: number, answer: string, publish: boolean) {
  if (!actor.isMinistry) throw forbidden();
  const text = answer.trim();
  if (!text) throw badInput({ key: 'FIELD.EMPTY', params: { field: 'Answer' } });
  if (text.length > QUESTION_LIMITS.answer) throw badInput({ key: 'FIELD.MAX_CHARS', params: { field: 'Answer', n: QUESTION_LIMITS.answer } });
  return db.transaction(async (tx) => {
    const old = await questionForUpdate(tx, id);
    if (!old) throw notFound();
    const now = new Date();
    const [row] = await setQuestion(tx, id, { answer: text, state: publish ? 'published' : 'answered', answeredBy: actor.id, answeredAt: now, publishedAt: publish ? now : null });
    const saved = present(row, 'the question answered');
    await writeAudit(tx, { table: 'citizen_questions', type: 'update', recordId: id, actorId: actor.id, oldValues: { state: old.state, answer: old.answer }, newValues: { state: saved.state, answer: text } });
    return saved;
  });
}

/** A question the ministry will not answer (spam, abuse): kept out of the list; audited. */
export async function rejectQuestion({ db }: Pick<Context, 'db'>, actor: Actor, id: number) {
  if (!actor.isMinistry) throw forbidden();
  return db.transaction(async (tx) => {
    const old = await questionForUpdate(tx, id);
    if (!old) throw notFound();
    const [row] = await setQuestion(tx, id, { state: 'rejected', publishedAt: null });
    await writeAudit(tx, { table: 'citizen_questions', type: 'update', recordId: id, actorId: actor.id, oldValues: { state: old.state }, newValues: { state: 'rejected' } });
    return present(row, 'the question set aside');
  });
}

/** The published questions and answers of a budget year (or every year), newest first, for the portal. */
export const openAnswers = ({ db }: Pick<Context, 'db'>, budgetYear: string | null) => publishedAnswers(db, budgetYear, 100);
