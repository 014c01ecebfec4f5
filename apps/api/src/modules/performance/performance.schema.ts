import { PERFORMANCE_LIMITS } from '@pbs/domain';
import { performanceDashboard, type ProgrammeTrack, type QuarterMoney } from './dashboard.service.js';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { saveIndicatorActuals, savePerformanceOutput, votePerformance } from './performance.service.js';

type Performance = Awaited<ReturnType<typeof votePerformance>>;
type OutputOf = Performance['outputs'][number];
type IndicatorOf = OutputOf['indicators'][number];

const ActualRef = builder.objectRef<IndicatorOf['actuals'][number]>('IndicatorActual').implement({
  fields: (t) => ({
    Quarter: t.exposeInt('quarter'), Actual: t.exposeFloat('actual'), Explanation: t.exposeString('explanation'),
    Is_Short: t.exposeBoolean('short', { description: 'Short of the quarter\'s target by more than the margin' }),
  }),
});
const IndicatorRef = builder.objectRef<IndicatorOf>('PerformanceIndicator').implement({
  fields: (t) => ({
    Indicator_ID: t.exposeInt('id'), Name: t.exposeString('name'), Unit: t.exposeString('unit'), Measure: t.exposeString('measure'),
    Baseline: t.exposeFloat('baseline', { nullable: true }), Target: t.exposeFloat('target'),
    Q1_Target: t.exposeFloat('q1'), Q2_Target: t.exposeFloat('q2'), Q3_Target: t.exposeFloat('q3'), Q4_Target: t.exposeFloat('q4'),
    Actuals: t.field({ type: [ActualRef], resolve: (i) => i.actuals }),
  }),
});
const OutputRef = builder.objectRef<OutputOf>('PerformanceOutput').implement({
  description: 'A vote\'s key output of a stage: what it delivers, the activities planned, its indicators and its cost.',
  fields: (t) => ({
    Perf_Output_ID: t.exposeInt('id'), Output_ID: t.exposeInt('outputId'), Output_Code: t.exposeString('code'), Output_Name: t.exposeString('name'),
    SubProgramme_Code: t.exposeString('subProgrammeCode'), SubProgramme_Name: t.exposeString('subProgrammeName'),
    Programme_Code: t.exposeString('programmeCode'), Programme_Name: t.exposeString('programmeName'),
    Description: t.exposeString('description'), Activities: t.exposeString('activities'),
    Cost: t.exposeFloat('cost', { description: 'The detailed estimates\' lines under the output, in the same stage' }),
    Indicators: t.field({ type: [IndicatorRef], resolve: (o) => o.indicators }),
  }),
});
const ChartOutputRef = builder.objectRef<Performance['chartOutputs'][number]>('PerformanceChartOutput').implement({
  fields: (t) => ({
    Output_ID: t.exposeInt('id'), Output_Code: t.exposeString('code'), Output_Name: t.exposeString('name'),
    SubProgramme_Code: t.exposeString('subProgrammeCode'), Programme_Code: t.exposeString('programmeCode'),
  }),
});
const PerformanceRef = builder.objectRef<Performance>('VotePerformance').implement({
  fields: (t) => ({
    Is_Open: t.exposeBoolean('open'),
    /** The budget year these outputs and targets are for, whose quarters their actuals report (the year after the plan's). */
    Reported_Year_ID: t.int({ nullable: true, resolve: (p) => p.reported?.id ?? null }),
    Reported_Year: t.string({ nullable: true, resolve: (p) => p.reported?.fiscalYear ?? null }),
    Outputs: t.field({ type: [OutputRef], resolve: (p) => p.outputs }),
    Chart_Outputs: t.field({ type: [ChartOutputRef], description: 'Outputs of the year under the vote\'s programmes (a local government: the departments it has grant IPFs under), which it may describe', resolve: (p) => p.chartOutputs }),
  }),
});

const IndicatorInputRef = builder.inputType('PerformanceIndicatorInput', {
  fields: (t) => ({
    Indicator_ID: t.int({ description: 'The indicator to change; none adds one' }),
    Name: t.string({ required: true, validate: { maxLength: PERFORMANCE_LIMITS.name } }),
    Unit: t.string({ required: true, validate: { maxLength: PERFORMANCE_LIMITS.unit } }),
    Measure: t.string({ description: 'How it is measured', validate: { maxLength: PERFORMANCE_LIMITS.text } }),
    Baseline: t.float(), Target: t.float({ required: true, description: 'The annual target' }),
    Quarter_Targets: t.floatList({ required: true, description: 'Q1 … Q4', validate: { maxLength: 4 } }),
  }),
});
const OutputInputRef = builder.inputType('PerformanceOutputInput', {
  fields: (t) => ({
    Output_ID: t.int({ required: true }),
    Description: t.string({ required: true, validate: { maxLength: PERFORMANCE_LIMITS.text } }),
    Activities: t.string({ description: 'Planned activities', validate: { maxLength: PERFORMANCE_LIMITS.activities } }),
    Indicators: t.field({ type: [IndicatorInputRef], required: true, validate: { maxLength: PERFORMANCE_LIMITS.indicatorsPerOutput } }),
  }),
});
const ActualInputRef = builder.inputType('IndicatorActualInput', {
  fields: (t) => ({
    Indicator_ID: t.int({ required: true }), Actual: t.float({ required: true }),
    Explanation: t.string({ description: 'Why the actual falls short of its target (required when it does by more than the margin)', validate: { maxLength: PERFORMANCE_LIMITS.text } }),
  }),
});

type Dashboard = Awaited<ReturnType<typeof performanceDashboard>>;
const TrackRef = builder.objectRef<ProgrammeTrack>('ProgrammeTrack').implement({
  fields: (t) => ({
    Programme_Code: t.exposeString('code'), Programme_Name: t.exposeString('name'), Indicators: t.exposeInt('indicators'),
    On_Track: t.exposeInt('onTrack'), Off_Track: t.exposeInt('offTrack'), Not_Reported: t.exposeInt('notReported'),
    Latest_Quarter: t.int({ nullable: true, resolve: (p) => p.latestQuarter }),
  }),
});
const QuarterMoneyRef = builder.objectRef<QuarterMoney>('QuarterMoney').implement({
  fields: (t) => ({
    Quarter: t.exposeInt('quarter'),
    /** Whether releases or expenditure of the quarter were uploaded: a quarter not yet reported is not a quarter of zero. */
    Reported: t.exposeBoolean('reported'),
    Released: t.exposeFloat('released'), Spent: t.exposeFloat('spent'),
    Released_To_Date: t.exposeFloat('releasedToDate'), Spent_To_Date: t.exposeFloat('spentToDate'),
  }),
});
const DashboardRef = builder.objectRef<Dashboard>('PerformanceDashboard').implement({
  fields: (t) => ({
    Approved_Budget: t.exposeFloat('budget'),
    Programmes: t.field({ type: [TrackRef], resolve: (d) => d.programmes }),
    Quarters: t.field({ type: [QuarterMoneyRef], resolve: (d) => d.quarters }),
  }),
});

builder.queryFields((t) => ({
  performanceDashboard: t.field({
    type: DashboardRef, authScopes: { signedIn: true },
    description: 'Indicators on and off track per programme, and releases and expenditure by quarter against the approved budget, for a year: every central vote or one for the ministry, a vote\'s own for its users.',
    args: { Year_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int() },
    resolve: (_r, a, ctx) => performanceDashboard(ctx, actorOf(ctx), a.Year_ID, a.Vote_ID ?? null),
  }),
  votePerformance: t.field({
    type: PerformanceRef, authScopes: { signedIn: true }, description: 'A vote\'s outputs, indicators, targets and actuals of a stage.',
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => votePerformance(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.Vote_ID),
  }),
}));

builder.mutationFields((t) => ({
  savePerformanceOutput: t.field({
    type: 'Int', authScopes: { signedIn: true }, description: 'Describes one of a vote\'s outputs in the open stage with its indicators; answers its Perf_Output_ID.',
    args: {
      Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }),
      Output: t.arg({ type: OutputInputRef, required: true }),
    },
    resolve: (_r, a, ctx) => savePerformanceOutput(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.Vote_ID, a.Output),
  }),
  saveIndicatorActuals: t.field({
    type: 'Int', authScopes: { signedIn: true }, description: 'Records a vote\'s indicator actuals of a quarter (1–4); answers how many.',
    args: {
      Year_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }), Quarter: t.arg.int({ required: true }),
      Actuals: t.arg({ type: [ActualInputRef], required: true, validate: { maxLength: PERFORMANCE_LIMITS.actualsPerSave } }),
    },
    resolve: (_r, a, ctx) => saveIndicatorActuals(ctx, actorOf(ctx), a.Year_ID, a.Vote_ID, a.Quarter, a.Actuals),
  }),
}));
