import { z } from 'zod';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { decidePublication, ministryPublications, type PublicationDecision } from './publish.service.js';

type Row = Awaited<ReturnType<typeof ministryPublications>>[number];

const PublicationRef = builder.objectRef<Row>('Publication').implement({
  description: 'Data published for the public when the ministry consolidated an estimates stage; kept, never overwritten.',
  fields: (t) => ({
    Publication_ID: t.exposeInt('id'), Budget_Year: t.exposeString('budgetYear'),
    Key_Document: t.exposeString('document', { description: 'Which of the Open Budget Survey\'s eight key documents it is' }),
    Phase: t.exposeString('phase', { description: 'proposed, approved, adjusted or executed' }),
    Title: t.exposeString('title'), Votes: t.exposeInt('votes'), Expected_Votes: t.exposeInt('expectedVotes'),
    Lines: t.exposeInt('lines'), Total: t.exposeFloat('total'),
    State: t.exposeString('state', { description: 'published, withheld or retracted' }),
    Reason: t.exposeString('reason', { nullable: true }),
    Published_Date: t.field({ type: 'String', resolve: (p) => p.publishedAt.toISOString() }),
    Superseded_Date: t.field({ type: 'String', nullable: true, resolve: (p) => p.supersededAt?.toISOString() ?? null }),
    Decided_By: t.exposeString('decidedByName', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  publications: t.field({
    type: [PublicationRef], authScopes: { ministry: true }, description: 'Every publication, newest first, whatever its state.',
    resolve: (_r, _a, ctx) => ministryPublications(ctx),
  }),
}));

builder.mutationFields((t) => ({
  decidePublication: t.field({
    type: PublicationRef, authScopes: { ministry: true },
    description: 'Withholds a publication from the public (or releases it again), or retracts it for good, with the reason; audited.',
    args: {
      Publication_ID: t.arg.int({ required: true }),
      State: t.arg.string({ required: true, description: 'withheld, published (release) or retracted', validate: { schema: z.enum(['withheld', 'published', 'retracted']) } }),
      Reason: t.arg.string({ required: true, validate: { minLength: 5, maxLength: 500 } }),
    },
    resolve: (_r, a, ctx) => decidePublication(ctx, actorOf(ctx), a.Publication_ID, a.State as PublicationDecision, a.Reason.trim()),
  }),
}));
