import { z } from 'zod';
import { QUESTION_LIMITS, QUESTION_STATES, type QuestionState } from '@pbs/domain';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import type { CitizenQuestion } from './questions.repo.js';
import { answerQuestion, citizenQuestions, rejectQuestion } from './questions.service.js';

const QuestionRef = builder.objectRef<CitizenQuestion & { answeredByName?: string | null }>('CitizenQuestion').implement({
  description: "A citizen's question or comment sent from the portal; public only once answered and published.",
  fields: (t) => ({
    Question_ID: t.exposeInt('id'), Budget_Year: t.exposeString('budgetYear', { nullable: true }), Vote_Code: t.exposeString('voteCode', { nullable: true }),
    Question: t.exposeString('question'), Name: t.exposeString('name', { nullable: true }), Email: t.exposeString('email', { nullable: true }),
    Language: t.exposeString('language'), State: t.exposeString('state', { description: QUESTION_STATES.join(', ') }),
    Answer: t.exposeString('answer', { nullable: true }), Answered_By: t.exposeString('answeredByName', { nullable: true }),
    Created_Date: t.field({ type: 'String', resolve: (q) => q.createdAt.toISOString() }),
    Published_Date: t.field({ type: 'String', nullable: true, resolve: (q) => q.publishedAt?.toISOString() ?? null }),
  }),
});
const QuestionPageRef = builder.objectRef<{ rows: { q: CitizenQuestion; answeredBy: string | null }[]; total: number }>('CitizenQuestionPage').implement({
  fields: (t) => ({
    Questions: t.field({ type: [QuestionRef], resolve: (p) => p.rows.map((r) => ({ ...r.q, answeredByName: r.answeredBy })) }),
    Total: t.exposeInt('total'),
  }),
});

builder.queryFields((t) => ({
  citizenQuestions: t.field({
    type: QuestionPageRef, authScopes: { ministry: true }, description: "Citizens' questions, newest first: one state's, or all but the rejected.",
    args: {
      State: t.arg.string({ validate: { schema: z.enum(QUESTION_STATES) } }),
      Limit: t.arg.int({ defaultValue: 50, validate: { min: 1, max: 200 } }), Offset: t.arg.int({ defaultValue: 0, validate: { min: 0 } }),
    },
    resolve: (_r, a, ctx) => citizenQuestions(ctx, actorOf(ctx), (a.State ?? null) as QuestionState | null, a.Limit ?? 50, a.Offset ?? 0),
  }),
}));

builder.mutationFields((t) => ({
  answerCitizenQuestion: t.field({
    type: QuestionRef, authScopes: { ministry: true }, description: 'Answers a question; Publish shows the question and answer on the portal (never who asked). Audited.',
    args: {
      Question_ID: t.arg.int({ required: true }), Answer: t.arg.string({ required: true, validate: { maxLength: QUESTION_LIMITS.answer } }),
      Publish: t.arg.boolean({ required: true }),
    },
    resolve: (_r, a, ctx) => answerQuestion(ctx, actorOf(ctx), a.Question_ID, a.Answer, a.Publish),
  }),
  rejectCitizenQuestion: t.field({
    type: QuestionRef, authScopes: { ministry: true }, description: 'Sets a question aside (spam, abuse): it leaves the list and is never shown. Audited.',
    args: { Question_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => rejectQuestion(ctx, actorOf(ctx), a.Question_ID),
  }),
}));
