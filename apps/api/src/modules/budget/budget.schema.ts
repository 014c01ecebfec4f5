import { z } from 'zod';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { checkConsistency, checkVirementBalance } from './balance-checks.js';
import { budgetGrantIpfAggregate, listIpfs } from './ipf.repo.js';
import { budgetScope, ipfChoicesOf, ipfLinesOf, mtefLinesOf, transfersOf } from './budget-reads.service.js';
import { budgetMtefAggregate, listMtefs } from './mtef.repo.js';
import { compareStages, copyMtefStage, MAX_LINES_PER_SAVE, mtefFreezes, saveMtefLines, stageCopyPreview } from './mtef.service.js';
import {
  BalanceCheckRef, BudgetGrantIpfRef, BudgetMtefRef, CgMtefRef, ConditionalTransferRef, DiscretionaryTransferRef, IpfChoiceRef,
  FrozenReportRef, LgGrantIpfRef, BudgetVersionRef, shape, StageComparisonRef, StagePairRef,
} from './shapes.js';
import { budgetVersionsOf, keepBudgetVersion } from './versions.service.js';
import { IPF_AMOUNT_COLUMNS, MAX_IPF_LINES_PER_SAVE, saveIpfLines } from './ipf-lines.service.js';
import { compareBudgetStages } from './compare.service.js';

const signedIn = { signedIn: true } as const;

const MtefLineInput = builder.inputType('MtefLineInput', {
  fields: (t) => ({
    Prog_By_Vote_ID: t.int({ required: true }),
    Figure: t.string({ required: true, description: 'Allocation or Ceiling' }),
    Amounts: t.floatList({ required: true, description: 'Y0..Y5 × Wage, NonWage, GoUDevt, AIA, Donor (30 values)' }),
  }),
});

const IpfLineInput = builder.inputType('IpfLineInput', {
  fields: (t) => ({
    Grant_IPF_ID: t.int({ description: 'The line to correct; none adds a line' }),
    Sub_SubProgramme_ID: t.int({ required: true }),
    Revenue_ID: t.int({ required: true }),
    SubGrant_ID: t.int(),
    Transfer: t.string({ required: true, description: 'Conditional or Discretionary', validate: { maxLength: 20 } }),
    Project_Code: t.string({ validate: { maxLength: 30 } }),
    Amounts: t.floatList({ required: true, description: `${IPF_AMOUNT_COLUMNS.join(', ')} (${IPF_AMOUNT_COLUMNS.length} values)`, validate: { maxLength: IPF_AMOUNT_COLUMNS.length } }),
  }),
});

const BudgetScopeRef = builder.objectRef<{ ministry: boolean; voteId: number | null; kind: string | null }>('BudgetScope').implement({
  description: 'What the caller\'s budget screens cover: every vote (ministry) or one vote of one kind.',
  fields: (t) => ({
    Is_Ministry: t.boolean({ resolve: (r) => r.ministry }),
    Vote_ID: t.int({ nullable: true, resolve: (r) => r.voteId }),
    Vote_Kind: t.string({ nullable: true, resolve: (r) => r.kind }),
  }),
});

const StageCopyPreviewRef = shape('MtefStageCopyPreview', { Source_Lines: 'Int', Replaced_Lines: 'Int', Over_Ceiling: 'Int', Detail_Lines: 'Int', Replaced_Detail_Lines: 'Int' });

builder.queryFields((t) => ({
  mtefStageCopyPreview: t.field({
    type: StageCopyPreviewRef, authScopes: { ministry: true }, description: 'What copyMtefStage would do: lines copied, lines of the next stage replaced.',
    args: { Year_ID: t.arg.int({ required: true }), From_Stage: t.arg.int({ required: true }), To_Stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => stageCopyPreview(ctx.db, a.Year_ID, a.From_Stage, a.To_Stage),
  }),
  mtefFrozenBy: t.field({
    type: [FrozenReportRef], authScopes: signedIn,
    description: 'The approved reports that freeze a vote\'s MTEF of a stage (empty: its figures may change).',
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => mtefFreezes(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.Vote_ID),
  }),
  myBudgetScope: t.field({
    type: BudgetScopeRef, authScopes: signedIn,
    resolve: (_r, _a, ctx) => budgetScope(ctx, actorOf(ctx)),
  }),
  cgMtefs: t.field({
    type: [CgMtefRef], authScopes: signedIn, description: 'Every MTEF line in the caller\'s scope (at most 5,000).',
    resolve: (_r, _a, ctx) => listMtefs(ctx.db, actorOf(ctx)),
  }),
  cgCurrentMtefs: t.field({
    type: [CgMtefRef], authScopes: signedIn, args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => mtefLinesOf(ctx, actorOf(ctx), a.Year_ID, a.Stage),
  }),
  cgMtefByProgrammeAndVote: t.field({
    type: [CgMtefRef], authScopes: signedIn,
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Programme_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => mtefLinesOf(ctx, actorOf(ctx), a.Year_ID, a.Stage, { programmeId: a.Programme_ID, voteId: a.Vote_ID }),
  }),
  budgetMTEF: t.field({
    type: BudgetMtefRef, authScopes: signedIn, description: 'Dashboard Budget MTEF: active year and CG stage, caller\'s scope.',
    resolve: (_r, _a, ctx) => budgetMtefAggregate(ctx.db, actorOf(ctx)),
  }),
  compareMtefStages: t.field({
    type: [StageComparisonRef], authScopes: signedIn,
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int() },
    resolve: (_r, a, ctx) => compareStages(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.Vote_ID),
  }),
  mtefVersions: t.field({
    type: [BudgetVersionRef], authScopes: signedIn, description: 'A CG vote\'s kept MTEF versions of a year, stage by stage, newest first.',
    args: { Year_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int() },
    resolve: (_r, a, ctx) => budgetVersionsOf(ctx, actorOf(ctx), 'CG', a.Year_ID, a.Vote_ID),
  }),
  ipfVersions: t.field({
    type: [BudgetVersionRef], authScopes: signedIn, description: 'A district\'s kept grant IPF versions of a year, stage by stage, newest first.',
    args: { Year_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int() },
    resolve: (_r, a, ctx) => budgetVersionsOf(ctx, actorOf(ctx), 'LG', a.Year_ID, a.Vote_ID),
  }),
  compareBudgetStages: t.field({
    type: [StagePairRef], authScopes: signedIn,
    description: 'A vote\'s MTEF (Area CG, ceilings included) or grant IPFs (Area LG) in a stage beside another stage of the year: Y0–Y5, every category.',
    args: {
      Year_ID: t.arg.int({ required: true }), Area: t.arg.string({ required: true, validate: { schema: z.enum(['CG', 'LG']) } }),
      Stage: t.arg.int({ required: true }), Other_Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int(),
      Version_ID: t.arg.int({ description: 'A kept version (BudgetVersion.Version_ID) of Stage instead of its working figures.' }),
      Other_Version_ID: t.arg.int({ description: 'A kept version of Other_Stage instead of its working figures.' }),
    },
    resolve: (_r, a, ctx) => compareBudgetStages(ctx, actorOf(ctx), { ...a, Area: a.Area as 'CG' | 'LG' }),
  }),
  lgIpfs: t.field({ type: [LgGrantIpfRef], authScopes: signedIn, resolve: (_r, _a, ctx) => listIpfs(ctx.db, actorOf(ctx)) }),
  lgIpfByProgrammeAndVote: t.field({
    type: [LgGrantIpfRef], authScopes: signedIn,
    args: { Programme_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => ipfLinesOf(ctx, actorOf(ctx), a.Stage, { yearId: a.Year_ID, voteId: a.Vote_ID, programmeId: a.Programme_ID }),
  }),
  lgIpfSubSubProgrammeByVote: t.field({
    type: [IpfChoiceRef], authScopes: signedIn, args: { Vote_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => ipfChoicesOf(ctx.db, actorOf(ctx), 'ssp', { yearId: a.Year_ID, voteId: a.Vote_ID }),
  }),
  lgIpfRevenuBySubSubProgrammeAndVote: t.field({
    type: [IpfChoiceRef], authScopes: signedIn,
    args: { Sub_SubProgramme_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => ipfChoicesOf(ctx.db, actorOf(ctx), 'revenue', { yearId: a.Year_ID, voteId: a.Vote_ID, subSubProgrammeId: a.Sub_SubProgramme_ID }),
  }),
  lgIpfSubGrantByRevenueAndVote: t.field({
    type: [IpfChoiceRef], authScopes: signedIn,
    description: 'Sub-grants of one revenue of an LG in a year; with Sub_SubProgramme_ID, only those under that sub-sub-programme.',
    args: { Revenue_ID: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }), Sub_SubProgramme_ID: t.arg.int() },
    resolve: (_r, a, ctx) => ipfChoicesOf(ctx.db, actorOf(ctx), 'subGrant',
      { yearId: a.Year_ID, voteId: a.Vote_ID, revenueId: a.Revenue_ID, subSubProgrammeId: a.Sub_SubProgramme_ID ?? undefined }),
  }),
  lgIpfDetailsCGTByVote: t.field({
    type: [LgGrantIpfRef], authScopes: signedIn, description: 'Conditional grant transfers of one LG in a year and stage.',
    args: { Vote_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => ipfLinesOf(ctx, actorOf(ctx), a.Stage, { yearId: a.Year_ID, voteId: a.Vote_ID, transferKind: 'conditional' }),
  }),
  lgIpfGridDetailsByYearAndStage: t.field({
    type: [LgGrantIpfRef], authScopes: signedIn, args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => ipfLinesOf(ctx, actorOf(ctx), a.Stage, { yearId: a.Year_ID }),
  }),
  lgGetConditionalTransfersGrid: t.field({
    type: [ConditionalTransferRef], authScopes: signedIn, args: { Vote_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => transfersOf(ctx, actorOf(ctx), 'conditional', a.Vote_ID, a.Stage),
  }),
  lgGetDiscretionaryTransfersGrid: t.field({
    type: [DiscretionaryTransferRef], authScopes: signedIn, args: { Vote_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => transfersOf(ctx, actorOf(ctx), 'discretionary', a.Vote_ID, a.Stage),
  }),
  budgetGrantIpf: t.field({
    type: BudgetGrantIpfRef, authScopes: signedIn, description: 'Dashboard Budget Grant IPF: active year and LG stage, caller\'s scope.',
    resolve: (_r, _a, ctx) => budgetGrantIpfAggregate(ctx.db, actorOf(ctx)),
  }),
  checkConsistanceReportBalance: t.field({
    type: BalanceCheckRef, authScopes: signedIn,
    args: { Vote_ID: t.arg.int({ required: true }), Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => checkConsistency(ctx.db, actorOf(ctx), a.Vote_ID, a.Year_ID, a.Stage),
  }),
  checkAvailableVirementBalanceReportBalance: t.field({
    type: BalanceCheckRef, authScopes: signedIn,
    args: { Year_ID: t.arg.int({ required: true }), Vote_Code: t.arg.string({ required: true, validate: { maxLength: 20 } }) },
    resolve: (_r, a, ctx) => checkVirementBalance(ctx.db, actorOf(ctx), a.Year_ID, a.Vote_Code),
  }),
}));

builder.mutationFields((t) => ({
  saveMtefLines: t.int({
    authScopes: signedIn, description: `Saves up to ${MAX_LINES_PER_SAVE} edited MTEF lines of the active stage; returns how many.`,
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), lines: t.arg({ type: [MtefLineInput], required: true }) },
    resolve: (_r, a, ctx) => saveMtefLines(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.lines),
  }),
  saveIpfLines: t.int({
    authScopes: signedIn, description: `Adds or corrects up to ${MAX_IPF_LINES_PER_SAVE} grant IPF lines of one local government in the active LG stage; returns how many.`,
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int({ required: true }),
      Lines: t.arg({ type: [IpfLineInput], required: true, validate: { maxLength: MAX_IPF_LINES_PER_SAVE } }) },
    resolve: (_r, a, ctx) => saveIpfLines(ctx, actorOf(ctx), a.Year_ID, a.Stage, a.Vote_ID, a.Lines),
  }),
  copyMtefStage: t.int({
    authScopes: { ministry: true },
    description: 'Copies a stage\'s MTEF into the next (active) stage, replacing it; returns the rows copied. Replacing lines needs Replace_Count, the number mtefStageCopyPreview showed.',
    args: { Year_ID: t.arg.int({ required: true }), From_Stage: t.arg.int({ required: true }), To_Stage: t.arg.int({ required: true }), Replace_Count: t.arg.int() },
    resolve: (_r, a, ctx) => copyMtefStage(ctx, actorOf(ctx), a.Year_ID, a.From_Stage, a.To_Stage, a.Replace_Count),
  }),
  keepMtefVersion: t.field({
    type: BudgetVersionRef, authScopes: signedIn,
    description: 'Keeps a CG vote\'s MTEF lines of a stage as they stand as its next version (vote users: their own vote).',
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int(), Label: t.arg.string({ required: true, validate: { maxLength: 500 } }) },
    resolve: (_r, a, ctx) => keepBudgetVersion(ctx, actorOf(ctx), 'CG', a),
  }),
  keepIpfVersion: t.field({
    type: BudgetVersionRef, authScopes: signedIn,
    description: 'Keeps a district\'s grant IPFs of a stage as they stand as its next version (vote users: their own district).',
    args: { Year_ID: t.arg.int({ required: true }), Stage: t.arg.int({ required: true }), Vote_ID: t.arg.int(), Label: t.arg.string({ required: true, validate: { maxLength: 500 } }) },
    resolve: (_r, a, ctx) => keepBudgetVersion(ctx, actorOf(ctx), 'LG', a),
  }),
}));
