import { BUDGET_CATEGORIES, MTEF_YEARS } from '@pbs/domain';
import { builder } from '../../graphql/builder.js';
import type { Scalar } from '../../graphql/object-type.js';

type Row = Record<string, unknown>;

/** An object type whose GraphQL field names are the row's own keys (rows are shaped by the repositories). */
export function shape(name: string, fields: Record<string, Scalar | [Scalar, 'nullable']>) {
  return builder.objectRef<Row>(name).implement({
    fields: (t) => Object.fromEntries(Object.entries(fields).map(([k, v]) => {
      const [type, nullable] = Array.isArray(v) ? [v[0], true] : [v, false];
      return [k, t.field({ type, nullable, resolve: (r: Row) => r[k] as never })];
    })) as never,
  });
}

export const money = (names: string[]) => Object.fromEntries(names.map((n) => [n, 'Float' as const]));
export const MTEF_AMOUNT_FIELDS = money(MTEF_YEARS.flatMap((y) => BUDGET_CATEGORIES.map((c) => `${y}_${c}`)));

export const ProgByVoteRef = shape('ProgByVote', {
  Prog_By_Vote_ID: 'Int', Programme_ID: 'Int', Programme_Code: 'String', Programme_Name: 'String', Vote_ID: 'Int', Vote_Code: 'String', Vote_Name: 'String',
});

export const CgMtefRef = builder.objectRef<Row>('CgMtef').implement({
  fields: (t) => ({
    MTEF_ID: t.int({ resolve: (r) => r.MTEF_ID as number }),
    Year_ID: t.int({ resolve: (r) => r.Year_ID as number }),
    MTEF_Version: t.int({ resolve: (r) => r.MTEF_Version as number }),
    Stage: t.int({ resolve: (r) => r.Stage as number }),
    Figure: t.string({ description: 'Allocation (entered by the vote) or Ceiling (set by the ministry)', resolve: (r) => r.Figure as string }),
    Prog_By_Vote_ID: t.field({ type: ProgByVoteRef, resolve: (r) => r.progByVote as Row }),
    ...Object.fromEntries(Object.keys(MTEF_AMOUNT_FIELDS).map((k) => [k, t.float({ resolve: (r) => Number(r[k]) })])),
  }),
});

export const BudgetMtefRef = shape('BudgetMtef', money([...['Y0', 'Y1'].flatMap((y) => BUDGET_CATEGORIES.map((c) => `${y}_${c}`)), 'Y1_Budget']));
export const BudgetGrantIpfRef = shape('BudgetGrantIpf', money([1, 2, 3, 4, 5].map((y) => `Projection_Y${y}`)));

export const StageComparisonRef = shape('MtefStageComparison', {
  Vote_Code: 'String', Vote_Name: 'String', Programme_Code: 'String', Programme_Name: 'String', Category: 'String',
  Stage_Amount: 'Float', Previous_Stage_Amount: 'Float', Difference: 'Float',
});

export const StagePairRef = shape('BudgetStagePair', {
  Line_Code: 'String', Line_Name: 'String', Figure: 'String', Year: 'String', Category: 'String',
  Stage_Amount: 'Float', Other_Stage_Amount: 'Float', Difference: 'Float',
});

export const FrozenReportRef = shape('FrozenReport', { Report_Name: 'String', Entity: 'String', Approved_Date: ['String', 'nullable'] });

/** A kept version of a vote's MTEF lines (CG) or grant IPFs (LG) in a stage. */
export const BudgetVersionRef = shape('BudgetVersion', {
  Version_ID: 'Int', Stage: 'Int', Version: 'Int', Label: 'String', Lines: 'Int', Created_By: 'String', Created_Date: 'String',
});

const SubGrantRef = shape('IpfSubGrant', { SubGrant_ID: 'Int', SubGrant_Code: 'String', SubGrant_Name: 'String' });
const IpfProgrammeRef = shape('IpfProgramme', { Programme_ID: 'Int', Programme_Code: 'String', Programme_Name: 'String' });
const IpfVoteRef = shape('IpfVote', { Vote_ID: 'Int', Vote_Code: 'String', Vote_Name: 'String' });
const IpfRevenueRef = shape('IpfRevenue', { Revenue_ID: 'Int', Revenue_Code: 'String', Revenue_Name: 'String' });
const IpfYearRef = shape('IpfYear', { Year_ID: 'Int', Fiscal_Year: 'String' });
const IpfSspRef = shape('IpfSubSubProgramme', { Sub_SubProgramme_ID: 'Int', Sub_SubProgramme_Code: 'String', Sub_SubProgramme_Name: 'String' });
const IPF_AMOUNTS = money(['Plan_Y0', ...[1, 2, 3, 4, 5].map((y) => `Projection_Y${y}`), ...[1, 2, 3, 4].map((q) => `Actual_Y1Q${q}`)]);

export const LgGrantIpfRef = builder.objectRef<Row>('LgGrantIpf').implement({
  fields: (t) => ({
    Grant_IPF_ID: t.int({ resolve: (r) => r.Grant_IPF_ID as number }),
    Project_Code: t.string({ nullable: true, resolve: (r) => r.Project_Code as string | null }),
    Stage: t.int({ resolve: (r) => r.Stage as number }),
    Transfer: t.string({ resolve: (r) => r.Transfer as string }),
    ...Object.fromEntries(Object.keys(IPF_AMOUNTS).map((k) => [k, t.float({ resolve: (r) => Number(r[k]) })])),
    SubGrant_ID: t.field({ type: SubGrantRef, nullable: true, resolve: (r) => r.SubGrant_ID as Row | null }),
    Programme: t.field({ type: IpfProgrammeRef, resolve: (r) => r.Programme as Row }),
    Vote: t.field({ type: IpfVoteRef, resolve: (r) => r.Vote as Row }),
    Revenue: t.field({ type: IpfRevenueRef, resolve: (r) => r.Revenue as Row }),
    Year: t.field({ type: IpfYearRef, resolve: (r) => r.Year as Row }),
    Sub_SubProgramme: t.field({ type: IpfSspRef, resolve: (r) => r.Sub_SubProgramme as Row }),
  }),
});

export const IpfChoiceRef = shape('IpfChoice', { id: 'Int', code: 'String', name: 'String' });

const TRANSFER_FIELDS: Record<string, Scalar | [Scalar, 'nullable']> = {
  ID: 'Int', Year_ID: 'Int', Vote_ID: 'Int', Vote_Code: 'String', Vote_Name: 'String', Stage: 'Int',
  Sub_SubProgramme_ID: 'Int', Sub_SubProgramme_Code: 'String', Sub_SubProgramme_Name: 'String',
  Revenue_ID: 'Int', Revenue_Code: 'String', Revenue_Name: 'String', Group_Name: 'String', Revenue_Budget: 'Float',
  SubGrant_ID: ['Int', 'nullable'], SubGrant_Code: ['String', 'nullable'], SubGrant_Name: ['String', 'nullable'], Project_Code: ['String', 'nullable'],
  ...money(['Plan_Y0', ...[1, 2, 3, 4, 5].map((y) => `Projection_Y${y}`), ...[1, 2, 3, 4].map((q) => `Projection_Y1Q${q}`)]),
};
export const ConditionalTransferRef = shape('ConditionalTransferRow', TRANSFER_FIELDS);
export const DiscretionaryTransferRef = shape('DiscretionaryTransferRow', TRANSFER_FIELDS);

const BalanceLineRef = shape('BalanceLine', {
  Programme_Code: 'String', Category: 'String', Ceiling: 'Float', Allocation: 'Float', Supplementary: 'Float',
  Virement_In: 'Float', Virement_Out: 'Float', Available: 'Float', Difference: 'Float', Is_Balanced: 'Boolean',
});
export const BalanceCheckRef = builder.objectRef<Row>('BalanceCheck').implement({
  fields: (t) => ({
    Is_Balanced: t.boolean({ resolve: (r) => r.Is_Balanced as boolean }),
    Message: t.string({ resolve: (r) => r.Message as string }),
    Vote_Code: t.string({ resolve: (r) => r.Vote_Code as string }),
    Lines: t.field({ type: [BalanceLineRef], resolve: (r) => r.Lines as Row[] }),
  }),
});
