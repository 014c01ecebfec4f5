import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { revertExecutionLoad } from './execution-revert.service.js';
import { executionMonths, executionTotals, type ExecutionTotal } from './execution-totals.service.js';

const ministry = { ministry: true } as const;

/** A share of two measures in per cent, one decimal; none when the base is nothing. */
const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);

const TotalRef = builder.objectRef<ExecutionTotal>('ExecutionTotal').implement({
  description: 'The budget against its execution for a segment (or a pair), to the end of a month.',
  fields: (t) => ({
    Code_1: t.string({ nullable: true, resolve: (r) => r.codes[0] }), Name_1: t.string({ nullable: true, resolve: (r) => r.names[0] }),
    Code_2: t.string({ nullable: true, resolve: (r) => r.codes[1] ?? null }), Name_2: t.string({ nullable: true, resolve: (r) => r.names[1] ?? null }),
    Approved: t.exposeFloat('approved', { description: 'The approved estimates the year is carried out under' }),
    Revised: t.exposeFloat('revised', { description: 'The approved estimates with the supplementaries and virements recorded against them' }),
    Warranted: t.exposeFloat('warranted'), Released: t.exposeFloat('released'), Spent: t.exposeFloat('spent'), Committed: t.exposeFloat('committed'),
    Released_Share: t.float({ nullable: true, description: 'Released as a share of approved, per cent', resolve: (r) => share(r.released, r.approved) }),
    Spent_Share: t.float({ nullable: true, description: 'Spent as a share of approved, per cent', resolve: (r) => share(r.spent, r.approved) }),
    Spent_Of_Revised: t.float({ nullable: true, description: 'Spent as a share of the revised budget, per cent', resolve: (r) => share(r.spent, r.revised) }),
    Spent_Of_Released: t.float({ nullable: true, description: 'Spent as a share of released, per cent', resolve: (r) => share(r.spent, r.released) }),
    Lines: t.exposeInt('lines', { description: 'Budget lines and month lines added up' }),
  }),
});

const MonthRef = builder.objectRef<{ month: number; lines: number; warranted: number; released: number; spent: number }>('ExecutionMonth').implement({
  fields: (t) => ({ Month: t.exposeInt('month'), Lines: t.exposeInt('lines'), Warranted: t.exposeFloat('warranted'), Released: t.exposeFloat('released'), Spent: t.exposeFloat('spent') }),
});

builder.queryFields((t) => ({
  executionTotals: t.field({
    type: [TotalRef], authScopes: { signedIn: true },
    description: 'A year\'s budget against its execution to the end of a month, added up by one or two of: sector, function, vote, programme, subProgramme, output, economicClass, item, fund — in the caller\'s scope.',
    args: {
      Year_ID: t.arg.int({ required: true }), By: t.arg.stringList({ required: true, validate: { maxLength: 2 } }),
      To_Month: t.arg.int({ description: 'The last month added up, 1–12 (default 12)' }), Vote_ID: t.arg.int(),
    },
    resolve: (_r, a, ctx) => executionTotals(ctx, actorOf(ctx), a.Year_ID, a.By, a.To_Month ?? 12, a.Vote_ID ?? null),
  }),
  executionMonths: t.field({
    type: [MonthRef], authScopes: ministry, description: 'The months of a year\'s execution held, with their lines and totals.',
    args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => executionMonths(ctx, actorOf(ctx), a.Year_ID),
  }),
}));

builder.mutationFields((t) => ({
  revertExecutionLoad: t.field({
    type: builder.objectRef<{ batchId: number; removed: number; restored: number }>('ExecutionLoadRevert').implement({
      fields: (f) => ({ Batch_ID: f.exposeInt('batchId'), Removed: f.exposeInt('removed'), Restored: f.exposeInt('restored', { description: 'Lines of the month as it stood before, put back' }) }),
    }),
    authScopes: ministry, description: 'Undoes the load of a month of execution: the month as it stood before is put back.',
    args: { Batch_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => revertExecutionLoad(ctx, actorOf(ctx), a.Batch_ID),
  }),
}));
