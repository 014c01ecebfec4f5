import { EXECUTION_FIELDS, languageOfHeader, LOAD_FIELDS, LOAD_KINDS, type LoadKind, type LoadMapping } from '@pbs/domain';
import { builder } from '../../graphql/builder.js';
import { actorOf, type Context } from '../../graphql/context.js';
import type { LoadAnswer } from './load-answer.js';
import type { LoadPlan, SideBySide } from './load-plan.js';
import { commitLoad, dropLoad, keepLoadMapping, loadMappingsOf, loadOf, loadsOf, recheckLoad } from './load.service.js';
import { revertLoad } from './load-revert.service.js';
import { estimateTotals } from './totals.service.js';
import { saveBudgetLines, voteDetail } from './lines.service.js';

const ministry = { ministry: true } as const;
const langOf = (ctx: Context) => languageOfHeader(ctx.req.headers['accept-language']);

const SideBySideRef = builder.objectRef<SideBySide>('LoadSideBySide').implement({
  description: 'A total of the file beside what the stage holds (by fund: the whole stage as the load would leave it).',
  fields: (t) => ({ Code: t.exposeString('code'), Name: t.exposeString('name'), File: t.exposeFloat('file'), Held: t.exposeFloat('held') }),
});
const NewCodesRef = builder.objectRef<LoadPlan['newCodes'][number]>('LoadNewCodes').implement({
  fields: (t) => ({ Segment: t.exposeString('segment'), Count: t.exposeInt('count'), Sample: t.exposeStringList('sample') }),
});
type Preview = NonNullable<LoadAnswer['preview']>;
const PreviewRef = builder.objectRef<Preview>('LoadPreview').implement({
  description: 'What a checked load would do, before anything is written.',
  fields: (t) => ({
    Rows: t.exposeInt('rows'), Blank_Rows: t.exposeInt('blankRows'), Repeated: t.exposeInt('repeated', { description: 'Rows that repeat a line; their amounts are added' }),
    Lines: t.exposeInt('lines'), Added: t.exposeInt('added'), Changed: t.exposeInt('changed'), Removed: t.exposeInt('removed'), Unchanged: t.exposeInt('unchanged'),
    New_Codes: t.field({ type: [NewCodesRef], resolve: (p) => p.newCodes }),
    Renamed: t.field({ type: [NewCodesRef], description: 'Names the file gives that differ from those the year prints now, per segment ("code old → new")', resolve: (p) => p.renamed }),
    Programme_Scope: t.exposeString('programmeScope', { description: "How the year's programme codes are scoped: national, or vote (each vote's own)" }),
    Funds: t.field({ type: [SideBySideRef], resolve: (p) => p.funds }), Votes: t.field({ type: [SideBySideRef], resolve: (p) => p.votes }),
    File_Total: t.exposeFloat('fileTotal'), Held_Total: t.exposeFloat('heldTotal'),
    Warnings: t.exposeStringList('warnings', { description: 'Lines above their MTEF figures, or a month\'s lines breaking the execution rules, loaded under Warn' }),
    Warning_Count: t.exposeInt('warningCount', { description: 'How many warnings there are (Warnings keeps the first thousand)' }),
    Measures: t.field({ type: [SideBySideRef], description: 'A month of execution: warranted, released, spent and committed, in the file and held for the month', resolve: (p) => p.measures }),
  }),
});
const ProblemRef = builder.objectRef<LoadAnswer['problems'][number]>('LoadProblem').implement({
  fields: (t) => ({ Row: t.exposeInt('row', { description: '0: the file as a whole' }), Message: t.exposeString('message') }),
});
const LoadRef = builder.objectRef<LoadAnswer>('EstimateLoad').implement({
  description: 'A national flat-file load and where its job stands (docs/NATIONAL-LOAD.md).',
  fields: (t) => ({
    Load_ID: t.exposeString('id'), Kind: t.exposeString('kind', { description: 'estimates, or execution (a month of the year)' }),
    Month: t.exposeInt('month', { nullable: true, description: 'The month of the fiscal year an execution load replaces (1–12)' }), File_Name: t.exposeString('fileName'), Sha256: t.exposeString('sha256'), Mapping_Name: t.exposeString('mappingName'),
    State: t.exposeString('state', { description: 'checking, checked, refused, loading, loaded, failed or dropped' }),
    Phase: t.exposeString('phase', { nullable: true }), Done: t.exposeInt('done'), Total: t.exposeInt('total'),
    Headers: t.exposeStringList('headers', { description: 'The file\'s columns as read, to map them' }),
    Created_Date: t.exposeString('createdAt'), Finished_Date: t.exposeString('finishedAt', { nullable: true }), Batch_ID: t.exposeInt('batchId', { nullable: true }),
    Fiscal_Year: t.exposeString('fiscalYear', { nullable: true }), Stage: t.exposeInt('stage', { nullable: true }), Created_By: t.exposeString('createdBy', { nullable: true }),
    Preview: t.field({ type: PreviewRef, nullable: true, resolve: (l) => l.preview }),
    Problem_Count: t.exposeInt('problemCount'), Problems: t.field({ type: [ProblemRef], resolve: (l) => l.problems }),
  }),
});

const ColumnRef = builder.objectRef<{ field: string; column: string }>('LoadColumn').implement({
  fields: (t) => ({ Field: t.exposeString('field'), Column: t.exposeString('column') }),
});
const FundNameRef = builder.objectRef<{ name: string; fund: string }>('LoadFundName').implement({
  fields: (t) => ({ Name: t.exposeString('name'), Fund: t.exposeString('fund') }),
});
const MappingRef = builder.objectRef<{ name: string; mapping: LoadMapping; modifiedAt?: string }>('LoadMapping').implement({
  description: 'A column mapping kept by name: which column holds each field, and which fund each of the file\'s fund names means.',
  fields: (t) => ({
    Name: t.exposeString('name'), Kind: t.string({ resolve: (m) => m.mapping.kind ?? 'estimates' }),
    Modified_Date: t.string({ nullable: true, resolve: (m) => m.modifiedAt ?? null }),
    Columns: t.field({ type: [ColumnRef], resolve: (m) => Object.entries(m.mapping.columns).map(([field, column]) => ({ field, column: column })) }),
    Funds: t.field({ type: [FundNameRef], resolve: (m) => Object.entries(m.mapping.funds).map(([name, fund]) => ({ name, fund })) }),
  }),
});
const ColumnInput = builder.inputType('LoadColumnInput', {
  fields: (t) => ({
    Field: t.string({ required: true, description: `Estimates: ${LOAD_FIELDS.map((f) => f.field).join(', ')}. Execution: ${EXECUTION_FIELDS.map((f) => f.field).join(', ')}`, validate: { maxLength: 40 } }),
    Column: t.string({ required: true, validate: { maxLength: 200 } }),
  }),
});
const FundNameInput = builder.inputType('LoadFundNameInput', {
  fields: (t) => ({ Name: t.string({ required: true, validate: { maxLength: 200 } }), Fund: t.string({ required: true, validate: { maxLength: 40 } }) }),
});

const TotalRef = builder.objectRef<{ codes: (string | null)[]; names: (string | null)[]; amount: number; lines: number }>('EstimateTotal').implement({
  fields: (t) => ({
    Code_1: t.string({ nullable: true, description: 'The code of the first segment asked for', resolve: (r) => r.codes[0] }),
    Name_1: t.string({ nullable: true, resolve: (r) => r.names[0] }),
    Code_2: t.string({ nullable: true, description: 'The code of the second segment, when two are asked for', resolve: (r) => r.codes[1] ?? null }),
    Name_2: t.string({ nullable: true, resolve: (r) => r.names[1] ?? null }),
    Amount: t.exposeFloat('amount'), Lines: t.exposeInt('lines'),
  }),
});

type Row = Record<string, string | number>;
const BudgetLineRef = builder.objectRef<Row>('BudgetLine').implement({
  description: 'One line of a vote\'s detailed estimates: output × economic item × fund, in whole shillings.',
  fields: (t) => ({
    Line_ID: t.int({ resolve: (r) => Number(r.id) }), Amount: t.float({ resolve: (r) => Number(r.amount) }),
    Programme_ID: t.int({ resolve: (r) => Number(r.programme_id) }), Programme_Code: t.string({ resolve: (r) => String(r.programme_code) }), Programme_Name: t.string({ resolve: (r) => String(r.programme_name) }),
    SubProgramme_ID: t.int({ resolve: (r) => Number(r.sub_programme_id) }), SubProgramme_Code: t.string({ resolve: (r) => String(r.sub_programme_code) }), SubProgramme_Name: t.string({ resolve: (r) => String(r.sub_programme_name) }),
    Output_ID: t.int({ resolve: (r) => Number(r.output_id) }), Output_Code: t.string({ resolve: (r) => String(r.output_code) }), Output_Name: t.string({ resolve: (r) => String(r.output_name) }),
    Item_ID: t.int({ resolve: (r) => Number(r.item_id) }), Item_Code: t.string({ resolve: (r) => String(r.item_code) }), Item_Name: t.string({ resolve: (r) => String(r.item_name) }),
    Fund_Code: t.string({ resolve: (r) => String(r.fund_code) }),
  }),
});
type Detail = Awaited<ReturnType<typeof voteDetail>>;
const DetailOutputRef = builder.objectRef<Detail['outputs'][number]>('DetailOutput').implement({
  fields: (t) => ({
    Output_ID: t.exposeInt('id'), Output_Code: t.exposeString('code'), Output_Name: t.exposeString('name'),
    SubProgramme_ID: t.exposeInt('subProgrammeId'), SubProgramme_Code: t.exposeString('subProgrammeCode'), SubProgramme_Name: t.exposeString('subProgrammeName'),
    Programme_ID: t.exposeInt('programmeId'), Programme_Code: t.exposeString('programmeCode'), Programme_Name: t.exposeString('programmeName'),
  }),
});
const DetailItemRef = builder.objectRef<Detail['items'][number]>('DetailItem').implement({
  fields: (t) => ({ Item_ID: t.exposeInt('id'), Item_Code: t.exposeString('code'), Item_Name: t.exposeString('name') }),
});
const DetailFundRef = builder.objectRef<Detail['funds'][number]>('DetailFund').implement({
  fields: (t) => ({ Fund_Code: t.exposeString('code'), Fund_Name: t.exposeString('name'), MTEF_Category: t.exposeString('mtefCategory') }),
});
const MtefFigureRef = builder.objectRef<{ programmeId: number; category: string; amount: number }>('DetailMtefFigure').implement({
  description: 'A budget-year figure lines stand under: a central vote\'s MTEF allocation of a programme, or a local government\'s envelope of a category (grant IPFs and local revenue) for the whole vote, Programme_ID 0.',
  fields: (t) => ({ Programme_ID: t.exposeInt('programmeId'), Category: t.exposeString('category'), Amount: t.exposeFloat('amount') }),
});
const VoteDetailRef = builder.objectRef<Detail>('VoteDetail').implement({
  description: 'A vote\'s detailed estimates of a stage, what new lines may be typed against, and the Y1 figures over them (MTEF, or a local government\'s envelope).',
  fields: (t) => ({
    Is_Open: t.exposeBoolean('open'),
    Budget_Lines: t.field({ type: [BudgetLineRef], resolve: (d) => d.lines }),
    Chart_Outputs: t.field({ type: [DetailOutputRef], description: 'Outputs new lines may be typed against', resolve: (d) => d.outputs }),
    Chart_Items: t.field({ type: [DetailItemRef], resolve: (d) => d.items }),
    Funds: t.field({ type: [DetailFundRef], resolve: (d) => d.funds }),
    MTEF_Figures: t.field({ type: [MtefFigureRef], resolve: (d) => d.figures }),
  }),
});
const LineInputRef = builder.inputType('BudgetLineInput', {
  fields: (t) => ({
    Line_ID: t.int({ description: 'The line to change; none adds one (or changes the line of that output, item and fund)' }),
    Output_ID: t.int({ required: true }), Item_ID: t.int({ required: true }),
    Fund_Code: t.string({ required: true, validate: { maxLength: 40 } }),
    Amount: t.float({ required: true, description: 'Whole shillings; 0 removes the line' }),
  }),
});
const SavedLinesRef = builder.objectRef<{ saved: number; warnings: string[] }>('SavedBudgetLines').implement({
  fields: (t) => ({ Saved: t.exposeInt('saved'), Warnings: t.exposeStringList('warnings', { description: 'Totals left above their MTEF figures (under Warn)' }) }),
});

builder.queryFields((t) => ({
  voteDetail: t.field({
    type: VoteDetailRef, authScopes: { signedIn: true },
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => voteDetail(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.Vote_ID),
  }),
  estimateLoads: t.field({
    type: [LoadRef], authScopes: ministry, description: 'The newest national loads of a year (50).',
    args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => loadsOf(ctx, actorOf(ctx), a.Year_ID, langOf(ctx)),
  }),
  estimateLoad: t.field({
    type: LoadRef, nullable: true, authScopes: ministry, args: { Load_ID: t.arg.string({ required: true, validate: { uuid: true } }) },
    resolve: (_r, a, ctx) => loadOf(ctx, actorOf(ctx), a.Load_ID, langOf(ctx)),
  }),
  loadMappings: t.field({ type: [MappingRef], authScopes: ministry, resolve: (_r, _a, ctx) => loadMappingsOf(ctx, actorOf(ctx)) }),
  estimateTotals: t.field({
    type: [TotalRef], authScopes: { signedIn: true },
    description: 'Detailed estimates of a year and stage added up by one or two of: sector, function, vote, programme, subProgramme, output, economicClass, item, fund — in the caller\'s scope, named as the year names them.',
    args: {
      Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }),
      By: t.arg.stringList({ required: true, validate: { maxLength: 2 } }), Vote_ID: t.arg.int(),
    },
    resolve: (_r, a, ctx) => estimateTotals(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.By, a.Vote_ID ?? null),
  }),
}));

builder.mutationFields((t) => ({
  saveBudgetLines: t.field({
    type: SavedLinesRef, authScopes: { signedIn: true }, description: 'Saves up to 2,000 lines of a vote\'s detailed estimates in the open stage.',
    args: {
      Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }),
      Lines: t.arg({ type: [LineInputRef], required: true, validate: { maxLength: 2_000 } }),
    },
    resolve: (_r, a, ctx) => saveBudgetLines(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.Vote_ID, a.Lines, langOf(ctx)),
  }),
  keepLoadMapping: t.field({
    type: MappingRef, authScopes: ministry, description: 'Keeps a column mapping under its name, for this file and the next.',
    args: {
      Name: t.arg.string({ required: true, validate: { minLength: 1, maxLength: 100 } }),
      Columns: t.arg({ type: [ColumnInput], required: true, validate: { maxLength: LOAD_FIELDS.length } }),
      Funds: t.arg({ type: [FundNameInput], required: true, validate: { maxLength: 100 } }),
      Kind: t.arg.string({ description: 'estimates (the default), or execution: a month of the financial system\'s export', validate: { maxLength: 20 } }),
    },
    resolve: (_r, a, ctx) => {
      const kind: LoadKind = LOAD_KINDS.find((k) => k === a.Kind) ?? 'estimates';
      const fields: readonly { field: string }[] = kind === 'execution' ? EXECUTION_FIELDS : LOAD_FIELDS;
      const mapping: LoadMapping = {
        ...(kind === 'execution' ? { kind } : {}),
        columns: Object.fromEntries(a.Columns.filter((c) => fields.some((f) => f.field === c.Field)).map((c) => [c.Field, c.Column])),
        funds: Object.fromEntries(a.Funds.map((f) => [f.Name, f.Fund])),
      };
      return keepLoadMapping(ctx, actorOf(ctx), a.Name, mapping);
    },
  }),
  commitEstimateLoad: t.field({
    type: LoadRef, authScopes: ministry, description: 'Writes a checked load (its job runs it; follow it with estimateLoad).',
    args: { Load_ID: t.arg.string({ required: true, validate: { uuid: true } }) },
    resolve: (_r, a, ctx) => commitLoad(ctx, actorOf(ctx), a.Load_ID, langOf(ctx)),
  }),
  recheckEstimateLoad: t.field({
    type: LoadRef, authScopes: ministry, description: 'Checks a checked or refused load\'s stored file again with a kept mapping.',
    args: { Load_ID: t.arg.string({ required: true, validate: { uuid: true } }), Mapping_Name: t.arg.string({ required: true, validate: { minLength: 1, maxLength: 100 } }) },
    resolve: (_r, a, ctx) => recheckLoad(ctx, actorOf(ctx), a.Load_ID, a.Mapping_Name, langOf(ctx)),
  }),
  dropEstimateLoad: t.field({
    type: LoadRef, authScopes: ministry, args: { Load_ID: t.arg.string({ required: true, validate: { uuid: true } }) },
    resolve: (_r, a, ctx) => dropLoad(ctx, actorOf(ctx), a.Load_ID, langOf(ctx)),
  }),
  revertEstimateLoad: t.field({
    type: builder.objectRef<{ batchId: number; removed: number; restored: number; mtefFiguresRemoved: number }>('EstimateLoadRevert').implement({
      fields: (f) => ({ Batch_ID: f.exposeInt('batchId'), Removed: f.exposeInt('removed'), Restored: f.exposeInt('restored'),
        MTEF_Figures_Removed: f.exposeInt('mtefFiguresRemoved', { description: 'MTEF lines the load had made where the stage had none, removed with it' }) }),
    }),
    authScopes: ministry, args: { Batch_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => revertLoad(ctx, actorOf(ctx), a.Batch_ID),
  }),
}));
