import { z } from 'zod';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { shape } from '../budget/shapes.js';
import { decideVirementRequest, requestVirement, virementBook, virementRequestsOf, type Decision } from './requests.service.js';

const signedIn = { signedIn: true } as const;

const VirementLineRef = shape('VirementLine', {
  Programme_ID: 'Int', Programme_Code: 'String', Programme_Name: 'String', Category: 'String',
  Approved: 'Float', Supplementary: 'Float', Virement_In: 'Float', Virement_Out: 'Float', Pending_Out: 'Float', Available: 'Float',
  Limit_Left: ['Float', 'nullable'],
});

const VirementDetailLineRef = shape('VirementDetailLine', {
  Output_ID: 'Int', Item_ID: 'Int', Fund_ID: 'Int', Line: 'String', Programme_ID: 'Int', Programme_Code: 'String', Category: 'String',
  Output_Name: 'String', Item_Name: 'String', Fund_Name: 'String', Available: 'Float', Pending_Out: 'Float', Warranted: 'Float', Free: 'Float',
});

const VirementBookRef = builder.objectRef<Awaited<ReturnType<typeof virementBook>>>('VirementBook').implement({
  description: 'A vote\'s budget-year lines as virements see them, in the open CG stage.',
  fields: (t) => ({
    Vote_ID: t.exposeInt('Vote_ID'), Vote_Code: t.exposeString('Vote_Code'), Vote_Name: t.exposeString('Vote_Name'),
    Is_Virement_Limited: t.exposeBoolean('Is_Virement_Limited'), Stage_Open: t.exposeBoolean('Stage_Open'),
    Lines: t.field({ type: [VirementLineRef], resolve: (b) => b.Lines }),
    Detail_Lines: t.field({ type: [VirementDetailLineRef], description: 'The vote\'s lines of the detailed estimates, with what each may still give (Free).', resolve: (b) => b.Detail_Lines }),
  }),
});

const VirementRequestRef = shape('VirementRequest', {
  Virement_Request_ID: 'Int', Vote_ID: 'Int', Vote_Code: 'String', Vote_Name: 'String',
  From_Programme_ID: 'Int', From_Programme_Code: 'String', From_Programme_Name: 'String', From_Category: 'String',
  To_Programme_ID: 'Int', To_Programme_Code: 'String', To_Programme_Name: 'String', To_Category: 'String',
  Amount: 'Float', Reason: 'String', Status: 'String', Requested_By: 'String', Requested_Date: 'String',
  Decided_By: ['String', 'nullable'], Decided_Date: ['String', 'nullable'], Comment: ['String', 'nullable'],
  From_Available_Before: ['Float', 'nullable'], To_Available_Before: ['Float', 'nullable'], From_Line: ['String', 'nullable'], To_Line: ['String', 'nullable'],
});

const VirementLineInput = builder.inputType('VirementLineInput', {
  description: 'A line of the detailed estimates: its output, item and fund in the year\'s chart.',
  fields: (t) => ({ Output_ID: t.int({ required: true }), Item_ID: t.int({ required: true }), Fund_ID: t.int({ required: true }) }),
});

const VirementRequestInput = builder.inputType('VirementRequestInput', {
  fields: (t) => ({
    Year_ID: t.int({ required: true }), Vote_ID: t.int(),
    From_Programme_ID: t.int(), From_Category: t.string(), To_Programme_ID: t.int(), To_Category: t.string(),
    From_Line: t.field({ type: VirementLineInput, description: 'At line grain, with To_Line: the programmes and categories are the lines\' own.' }),
    To_Line: t.field({ type: VirementLineInput }),
    Amount: t.float({ required: true }), Reason: t.string({ required: true }),
  }),
});

builder.queryFields((t) => ({
  virementLines: t.field({
    type: VirementBookRef, authScopes: signedIn,
    description: 'A CG vote\'s budget-year lines with what each has available to move (vote users: their own vote).',
    args: { Year_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int() },
    resolve: (_r, a, ctx) => virementBook(ctx, actorOf(ctx), a.Year_ID, a.Vote_ID),
  }),
  virementRequests: t.field({
    type: [VirementRequestRef], authScopes: signedIn,
    description: 'Virement requests of a year, pending first: a vote\'s own, or for the ministry every vote\'s (or the one named).',
    args: { Year_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int(), Status: t.arg.string({ validate: { schema: z.enum(['Pending', 'Approved', 'Rejected', 'Withdrawn']) } }) },
    resolve: (_r, a, ctx) => virementRequestsOf(ctx, actorOf(ctx), a.Year_ID, a.Vote_ID, a.Status),
  }),
}));

builder.mutationFields((t) => ({
  requestVirement: t.field({
    type: VirementRequestRef, authScopes: signedIn,
    description: 'Asks the ministry to move an amount between two lines of a vote\'s budget year.',
    args: { input: t.arg({ type: VirementRequestInput, required: true }) },
    resolve: (_r, a, ctx) => requestVirement(ctx, actorOf(ctx), a.input),
  }),
  decideVirementRequest: t.field({
    type: VirementRequestRef, authScopes: signedIn,
    description: 'Approve or Reject (the ministry, with a comment when rejecting) or Withdraw (its requester) a pending virement request.',
    args: {
      Virement_Request_ID: t.arg.int({ required: true }),
      Decision: t.arg.string({ required: true, validate: { schema: z.enum(['Approve', 'Reject', 'Withdraw']) } }),
      Comment: t.arg.string({ validate: { maxLength: 2000 } }),
    },
    resolve: (_r, a, ctx) => decideVirementRequest(ctx, actorOf(ctx), a.Virement_Request_ID, a.Decision as Decision, a.Comment),
  }),
}));
