import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import type { CrosswalkEntry } from './crosswalk.repo.js';
import { COMPARE_SEGMENTS, compareYears, keepCrosswalk, yearCrosswalk, type Comparison } from './compare.service.js';

const ComparedYearRef = builder.objectRef<Comparison['years'][number]>('ComparedYear').implement({
  fields: (t) => ({
    Year_ID: t.exposeInt('yearId'), Fiscal_Year: t.exposeString('fiscalYear'),
    Held: t.exposeBoolean('held', { description: 'Whether the year holds lines of the stage: a year without is not zero spending' }),
  }),
});
const ComparedRowRef = builder.objectRef<Comparison['rows'][number]>('ComparedRow').implement({
  fields: (t) => ({
    Code: t.exposeString('code', { description: "The latest year's code (a code that does not continue: its own year's)" }),
    Name: t.exposeString('name', { nullable: true }), Amounts_By_Year: t.exposeFloatList('amounts', { description: 'One amount per year, in the order of Years' }),
  }),
});
const ComparisonRef = builder.objectRef<Comparison>('YearComparison').implement({
  fields: (t) => ({
    Years: t.field({ type: [ComparedYearRef], resolve: (c) => c.years }), Rows: t.field({ type: [ComparedRowRef], resolve: (c) => c.rows }),
    Totals: t.exposeFloatList('totals'),
  }),
});
const CrosswalkRef = builder.objectRef<CrosswalkEntry>('CrosswalkEntry').implement({
  description: "This year's code and the earlier year's code it continues (none: it does not continue the earlier year's same code).",
  fields: (t) => ({
    Year_ID: t.exposeInt('yearId'), Segment: t.exposeString('segment'), Code: t.exposeString('code'),
    From_Year_ID: t.exposeInt('fromYearId'), From_Code: t.exposeString('fromCode', { nullable: true }),
  }),
});
const CrosswalkInput = builder.inputType('CrosswalkInput', {
  fields: (t) => ({
    Code: t.string({ required: true, validate: { minLength: 1, maxLength: 40 } }),
    From_Code: t.string({ description: 'An earlier code this code continues; none: it does not continue the same code', validate: { minLength: 1, maxLength: 40 } }),
  }),
});

builder.queryFields((t) => ({
  compareYears: t.field({
    type: ComparisonRef, authScopes: { signedIn: true },
    description: `Several years' detailed estimates of one stage side by side, by ${COMPARE_SEGMENTS.join(', ')} (sectors, votes and programmes through the crosswalk), in the caller's scope.`,
    args: {
      Year_IDs: t.arg.intList({ required: true, validate: { maxLength: 10 } }), Stage: t.arg.int({ required: true }),
      By: t.arg.string({ required: true, validate: { maxLength: 20 } }), Vote_ID: t.arg.int(),
    },
    resolve: (_r, a, ctx) => compareYears(ctx, actorOf(ctx), a.Year_IDs, a.Stage, a.By, a.Vote_ID ?? null),
  }),
  chartCrosswalk: t.field({
    type: [CrosswalkRef], authScopes: { ministry: true }, args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => yearCrosswalk(ctx, actorOf(ctx), a.Year_ID),
  }),
}));

builder.mutationFields((t) => ({
  keepCrosswalk: t.field({
    type: [CrosswalkRef], authScopes: { ministry: true },
    description: "Keeps what a year's votes, programmes or sectors continue of an earlier year, replacing the entries against that year.",
    args: {
      Year_ID: t.arg.int({ required: true }), Segment: t.arg.string({ required: true, validate: { maxLength: 20 } }), From_Year_ID: t.arg.int({ required: true }),
      Entries: t.arg({ type: [CrosswalkInput], required: true, validate: { maxLength: 2_000 } }),
    },
    resolve: (_r, a, ctx) => keepCrosswalk(ctx, actorOf(ctx), a.Year_ID, a.Segment, a.From_Year_ID, a.Entries.map((e) => ({ code: e.Code, fromCode: e.From_Code ?? null }))),
  }),
}));
