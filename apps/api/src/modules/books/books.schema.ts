import { languageOfHeader, serverText, type ServerMessageKey } from '@pbs/domain';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { booksOf, requestBook } from './book.service.js';
import { present } from '../../lib/present.js';

type Row = Awaited<ReturnType<typeof booksOf>>[number];

const BookRef = builder.objectRef<Row>('BudgetBook').implement({
  description: 'The national budget book of a year\'s stage: every vote\'s detailed estimates with the national summaries, drawn by a background job.',
  fields: (t) => ({
    Book_ID: t.exposeInt('id'), Fiscal_Year: t.exposeString('fiscalYear'), Stage: t.exposeInt('stage'), Stage_Name: t.exposeString('stageName'),
    State: t.exposeString('state', { description: 'queued, drawing, done or failed' }),
    Done: t.exposeInt('done', { description: 'Votes drawn so far' }), Total: t.exposeInt('total', { description: 'Votes the book holds' }),
    Votes: t.exposeInt('votes', { nullable: true }), Lines: t.exposeInt('lines', { nullable: true }),
    Amount: t.exposeFloat('amount', { nullable: true }), Pages: t.exposeInt('pages', { nullable: true }),
    Verification_Code: t.exposeString('verificationCode', { nullable: true }),
    Error: t.field({
      type: 'String', nullable: true, description: 'Why the last try did not finish, in the language the request asks for',
      resolve: (b, _a, ctx) => (b.error ? serverText(languageOfHeader(ctx.req.headers['accept-language']), { key: b.error as ServerMessageKey }) : null),
    }),
    Requested_By: t.exposeString('requestedByName', { nullable: true }),
    Requested_Date: t.field({ type: 'String', resolve: (b) => b.requestedAt.toISOString() }),
    Finished_Date: t.field({ type: 'String', nullable: true, resolve: (b) => b.finishedAt?.toISOString() ?? null }),
    Superseded_Date: t.field({ type: 'String', nullable: true, resolve: (b) => b.supersededAt?.toISOString() ?? null }),
  }),
});

builder.queryFields((t) => ({
  budgetBooks: t.field({
    type: [BookRef], authScopes: { ministry: true }, description: 'The budget books of a year, newest first.',
    args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => booksOf(ctx, actorOf(ctx), a.Year_ID),
  }),
}));

builder.mutationFields((t) => ({
  drawBudgetBook: t.field({
    type: BookRef, authScopes: { ministry: true },
    description: 'Queues the budget book of a year\'s stage (answers the one queued or being drawn, if any); its files are downloaded from /api/archive/books/{Book_ID}/pdf or /xlsx.',
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true, validate: { min: 1, max: 20 } }) },
    resolve: async (_r, a, ctx) => {
      const actor = actorOf(ctx);
      const book = await requestBook(ctx, actor, a.Year_ID, a.Stage);
      return present((await booksOf(ctx, actor, a.Year_ID)).find((b) => b.id === book.id), 'the book requested');
    },
  }),
}));
