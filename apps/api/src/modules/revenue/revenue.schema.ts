import { REVENUE_KINDS } from '@pbs/domain';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { MAX_REVENUE_LINES, revenueEstimates, revenueOutturns, saveRevenueEstimates, saveRevenueOutturns } from './revenue.service.js';

type Answer = Awaited<ReturnType<typeof revenueEstimates>>;

const RevenueLineRef = builder.objectRef<Answer['lines'][number]>('RevenueLine').implement({
  description: 'One source of the classification (GFSM 2014) and its estimate in the stage, in whole shillings.',
  fields: (t) => ({
    Code: t.exposeString('code'), Kind: t.exposeString('kind', { description: REVENUE_KINDS.join(', ') }), Name: t.exposeString('name'),
    Amount: t.exposeFloat('amount'),
  }),
});
const RevenueTotalsRef = builder.objectRef<Answer['totals']>('RevenueTotals').implement({
  fields: (t) => ({
    Tax: t.exposeFloat('tax'), Non_Tax: t.exposeFloat('nonTax'), Grants: t.exposeFloat('grant'), Revenue: t.exposeFloat('revenue', { description: 'Tax, non-tax revenue and grants' }),
    Borrowing: t.exposeFloat('borrowing', { description: 'Net borrowing, domestic and external' }),
    Spending: t.exposeFloat('spending', { description: "The stage's detailed estimates, every vote" }),
    Balance: t.exposeFloat('balance', { description: 'Revenue and grants less spending (a deficit is below zero)' }),
    Unfinanced: t.exposeFloat('unfinanced', { description: 'Spending not met by revenue, grants and net borrowing' }),
  }),
});
const RevenueEstimatesRef = builder.objectRef<Answer>('RevenueEstimates').implement({
  fields: (t) => ({
    Stage_Open: t.exposeBoolean('stageOpen'), Held: t.exposeBoolean('held', { description: 'Whether the stage holds any estimate' }),
    Lines: t.field({ type: [RevenueLineRef], resolve: (a) => a.lines }), Totals: t.field({ type: RevenueTotalsRef, resolve: (a) => a.totals }),
  }),
});
const RevenueOutturnsRef = builder.objectRef<Awaited<ReturnType<typeof revenueOutturns>>>('RevenueOutturns').implement({
  description: 'What a year collected and borrowed of each source (its accounts), set against the revenue first budgeted for it (PEFA PI-3).',
  fields: (t) => ({ Held: t.exposeBoolean('held'), Lines: t.field({ type: [RevenueLineRef], resolve: (a) => a.lines }) }),
});
const RevenueInput = builder.inputType('RevenueLineInput', {
  fields: (t) => ({ Code: t.string({ required: true, validate: { maxLength: 10 } }), Amount: t.float({ required: true }) }),
});

builder.queryFields((t) => ({
  revenueEstimates: t.field({
    type: RevenueEstimatesRef, authScopes: { signedIn: true },
    description: "A CG stage's revenue and financing estimates (taxes by kind, non-tax revenue, grants, net borrowing) beside its spending.",
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => revenueEstimates(ctx, a.Year_ID, a.Stage),
  }),
  revenueOutturns: t.field({
    type: RevenueOutturnsRef, authScopes: { signedIn: true }, args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => revenueOutturns(ctx, a.Year_ID),
  }),
}));

builder.mutationFields((t) => ({
  saveRevenueEstimates: t.field({
    type: RevenueEstimatesRef, authScopes: { ministry: true },
    description: "Keeps the open stage's estimate of the sources given (zero removes one). Audited.",
    args: {
      Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }),
      Lines: t.arg({ type: [RevenueInput], required: true, validate: { maxLength: MAX_REVENUE_LINES } }),
    },
    resolve: (_r, a, ctx) => saveRevenueEstimates(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.Lines.map((l) => ({ code: l.Code, amount: l.Amount }))),
  }),
  saveRevenueOutturns: t.field({
    type: RevenueOutturnsRef, authScopes: { ministry: true },
    description: "Keeps what a year collected and borrowed of the sources given (zero removes one), from its accounts. Audited.",
    args: { Year_ID: t.arg.int({ required: true }), Lines: t.arg({ type: [RevenueInput], required: true, validate: { maxLength: MAX_REVENUE_LINES } }) },
    resolve: (_r, a, ctx) => saveRevenueOutturns(ctx, actorOf(ctx), a.Year_ID, a.Lines.map((l) => ({ code: l.Code, amount: l.Amount }))),
  }),
}));
