import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { budgetCredibility, type CredibilityYear, type Indicator } from './credibility.service.js';

const YearRef = builder.objectRef<CredibilityYear>('CredibilityYear').implement({
  description: "A completed year's original budget and outturn (ADR 0025); its variances only when its outturn is complete.",
  fields: (t) => ({
    Year_ID: t.exposeInt('yearId'), Fiscal_Year: t.exposeString('fiscalYear'),
    Complete: t.exposeBoolean('complete', { description: "Every budgeted vote's expenditure held for the four quarters" }),
    Votes_Budgeted: t.exposeInt('votesBudgeted'), Votes_Complete: t.exposeInt('votesComplete'),
    Source: t.exposeString('source', { description: 'lines: the months of execution held at the chart\'s grain (complete with twelve); quarters: the quarterly expenditure uploads' }),
    Months_Held: t.exposeInt('monthsHeld'),
    Function_Variance: t.exposeFloat('functionVariance', { nullable: true, description: 'Composition variance by COFOG division, interest left out (a year held at the chart\'s grain)' }),
    Economic_Variance: t.exposeFloat('economicVariance', { nullable: true, description: 'Composition variance by GFS economic class (a year held at the chart\'s grain)' }),
    Budget: t.exposeFloat('budget', { description: 'The original budget: the approved estimates the year was carried out under (Source lines), else Y0 of each vote\'s last stage holding its figures' }), Actual: t.exposeFloat('actual'),
    Outturn: t.exposeFloat('outturn', { nullable: true, description: 'Actual ÷ budget' }),
    Programme_Variance: t.exposeFloat('programmeVariance', { nullable: true, description: 'Composition variance by vote and programme, after the aggregate adjustment' }),
    Category_Variance: t.exposeFloat('categoryVariance', { nullable: true, description: 'Composition variance by budget category' }),
    Contingency_Share: t.exposeFloat('contingencyShare', { nullable: true, description: 'Charged to the contingency vote ÷ the original budget; none without a contingency vote' }),
    Revenue_Budget: t.exposeFloat('revenueBudget', { nullable: true, description: 'Revenue first budgeted: the approved estimates of the year before (taxes, other revenue, grants)' }),
    Revenue_Actual: t.exposeFloat('revenueActual', { nullable: true }),
    Revenue_Variance: t.exposeFloat('revenueVariance', { nullable: true, description: 'Revenue composition variance by source' }),
  }),
});
const IndicatorRef = builder.objectRef<Indicator>('CredibilityIndicator').implement({
  fields: (t) => ({
    Indicator: t.exposeString('id'), Basis: t.exposeString('basis'),
    Score: t.string({ nullable: true, resolve: (i) => i.scored.score }),
    Not_Scored: t.string({ nullable: true, description: 'Why there is no score: years (fewer than three completed), partial, no-contingency-vote, no-revenue-outturn', resolve: (i) => (i.scored.score === null ? i.scored.reason : null) }),
  }),
});
const CredibilityRef = builder.objectRef<Awaited<ReturnType<typeof budgetCredibility>>>('BudgetCredibility').implement({
  fields: (t) => ({ Years: t.field({ type: [YearRef], resolve: (c) => c.years }), Indicators: t.field({ type: [IndicatorRef], resolve: (c) => c.indicators }) }),
});

builder.queryFields((t) => ({
  budgetCredibility: t.field({
    type: CredibilityRef, authScopes: { ministry: true },
    description: 'Budget credibility by the PEFA 2016 method (PI-1, PI-2, PI-3) over the last three completed years (or the ended years given), with the tables behind each score.',
    args: { Year_IDs: t.arg.intList({ validate: { minLength: 1, maxLength: 10 } }) },
    resolve: (_r, a, ctx) => budgetCredibility(ctx, actorOf(ctx), a.Year_IDs ?? null),
  }),
}));
