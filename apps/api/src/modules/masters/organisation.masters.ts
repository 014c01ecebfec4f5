import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { BUDGET_CATEGORIES, isFiscalYear, REVENUE_CLASSES } from '@pbs/domain';
import {
  budgetStages, fiscalYears, parastatals, programmes, revenues, subGrants, subProgrammes, subRegions, subSubProgrammes, votes,
} from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { unknownRef } from '../../lib/valid.js';
import type { Context } from '../../graphql/context.js';
import { activeChildrenOfProgramme, revenueCategoryUse } from './master-rules.repo.js';
import { updateAudited } from '../../lib/audited.js';
import { defineMaster, rules } from './define-master.js';
import type { FieldMap } from '../../graphql/object-type.js';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'HINT.DATE');

/** A referenced parent must exist and be active. */
async function activeParent(ctx: Context, table: typeof programmes | typeof subProgrammes | typeof revenues | typeof subRegions, id: unknown, label: string) {
  if (id == null) return;
  const [row] = await ctx.db.select({ status: table.status }).from(table).where(eq(table.id, Number(id)));
  if (!row?.status) throw unknownRef(label);
}

export const FiscalYearRef = defineMaster({
  type: 'FiscalYear', table: fiscalYears, menuPath: '/general-masters/fiscal-years', orderBy: fiscalYears.startDate,
  fields: {
    Year_ID: ['id', 'Int'], Fiscal_Year: ['fiscalYear', 'String'], Start_Date: ['startDate', 'String'],
    End_Date: ['endDate', 'String'], Status: ['status', 'Boolean'], Is_Active: ['isActive', 'Boolean'], Module: ['module', 'String', true],
    Ceiling_Control: ['ceilingControl', 'String'], Population: ['population', 'Int', true],
  },
  input: {
    Fiscal_Year: ['fiscalYear', z.string().refine(isFiscalYear, 'HINT.FISCAL_YEAR'), 'String'],
    Start_Date: ['startDate', date, 'String'], End_Date: ['endDate', date, 'String'],
    Module: ['module', z.string().max(50).nullable().optional(), 'String'],
    Ceiling_Control: ['ceilingControl', z.enum(['Stop', 'Warn']).optional(), 'String'],
    Population: ['population', z.number().int().min(1).max(2_000_000_000).nullable().optional(), 'Int'],
  },
  queries: { all: 'fiscalYears', active: 'activeFiscalYears', count: 'countFiscalYears' },
  check: (_ctx, v) => {
    if (String(v.endDate) <= String(v.startDate)) return Promise.reject(badInput({ key: 'SERVER.END_AFTER_START' }));
    return Promise.resolve();
  },
});

export const BudgetStageRef = defineMaster({
  type: 'BudgetStage', table: budgetStages, menuPath: '/general-masters/budget-stages', orderBy: budgetStages.stage,
  fields: {
    Stage_ID: ['id', 'Int'], Year_ID: ['yearId', 'Int'], Process_Area: ['processArea', 'String'], Stage: ['stage', 'Int'],
    Stage_Name: ['stageName', 'String'], Is_Active: ['isActive', 'Boolean'], Start_Date: ['startDate', 'String', true],
    End_Date: ['endDate', 'String', true], Status: ['status', 'Boolean'],
  },
  input: {
    Year_ID: ['yearId', rules.id, 'Int'], Process_Area: ['processArea', z.enum(['CG', 'LG', 'SEPC']), 'String'],
    Stage: ['stage', z.number().int().min(1).max(20), 'Int'], Stage_Name: ['stageName', rules.name, 'String'],
    Start_Date: ['startDate', date.nullable().optional(), 'String'], End_Date: ['endDate', date.nullable().optional(), 'String'],
  },
  queries: { all: 'budgetStages', active: 'activeBudgetStages' },
});

export const SubRegionRef = defineMaster({
  type: 'SubRegion', table: subRegions, menuPath: '/lg-masters/sub-regions', orderBy: subRegions.name,
  fields: { Sub_Region_ID: ['id', 'Int'], Sub_Region_Code: ['code', 'String'], Sub_Region: ['name', 'String'], Status: ['status', 'Boolean'] },
  input: { Sub_Region_Code: ['code', rules.code, 'String'], Sub_Region: ['name', rules.name, 'String'] },
  queries: { all: 'subRegions', active: 'activeSubRegions' },
});

const voteFields: FieldMap = {
  Vote_ID: ['id', 'Int'], Vote_Code: ['code', 'String'], Vote_Name: ['name', 'String'], Status: ['status', 'Boolean'],
  Is_IFMS: ['isIfms', 'Boolean'], Is_AIA: ['isAia', 'Boolean'],
  Is_Virement_Limited: ['isVirementLimited', 'Boolean'], Is_Mapping_Limited: ['isMappingLimited', 'Boolean'],
};

export const CgVoteRef = defineMaster({
  type: 'CgVote', table: votes, menuPath: '/cg/votes', scope: eq(votes.kind, 'CG'), fixed: { kind: 'CG' }, orderBy: votes.code,
  fields: {
    ...voteFields, MPS_Secretariate: ['mpsSecretariate', 'Boolean'], Is_NTR: ['isNtr', 'Boolean'], Is_MPS: ['isMps', 'Boolean'],
    Is_New: ['isNew', 'Boolean'], Is_PS: ['isPs', 'Boolean'], IsMPS_Vote_ID: ['isMpsVoteId', 'Int', true], Is_Contingency: ['isContingency', 'Boolean'],
  },
  input: {
    Vote_Code: ['code', rules.code, 'String'], Vote_Name: ['name', rules.name, 'String'],
    MPS_Secretariate: ['mpsSecretariate', rules.flag, 'Boolean'], Is_NTR: ['isNtr', rules.flag, 'Boolean'],
    Is_AIA: ['isAia', rules.flag, 'Boolean'], Is_MPS: ['isMps', rules.flag, 'Boolean'], Is_New: ['isNew', rules.flag, 'Boolean'],
    Is_IFMS: ['isIfms', rules.flag, 'Boolean'], Is_PS: ['isPs', rules.flag, 'Boolean'],
    Is_Virement_Limited: ['isVirementLimited', rules.flag, 'Boolean'], Is_Mapping_Limited: ['isMappingLimited', rules.flag, 'Boolean'],
    IsMPS_Vote_ID: ['isMpsVoteId', rules.optionalId, 'Int'], Is_Contingency: ['isContingency', rules.flag, 'Boolean'],
  },
  queries: { all: 'cgVotes', active: 'activeCgVotes', count: 'countCgVotes', countField: 'CgVote_Count' },
  check: async (ctx, v, id) => {
    if (v.isMpsVoteId == null) return;
    if (v.isMpsVoteId === id) throw badInput({ key: 'SERVER.OWN_MPS_VOTE' });
    const [row] = await ctx.db.select({ id: votes.id }).from(votes)
      .where(and(eq(votes.id, Number(v.isMpsVoteId)), eq(votes.kind, 'CG'), eq(votes.isMps, true), eq(votes.status, true)));
    if (!row) throw unknownRef('IsMPS_Vote_ID');
  },
});

export const LgVoteRef = defineMaster({
  type: 'LgVote', table: votes, menuPath: '/lg-masters/votes', scope: eq(votes.kind, 'LG'), fixed: { kind: 'LG' }, orderBy: votes.code,
  fields: { ...voteFields, Is_MC: ['isMc', 'Boolean'], Sub_Region_Key: ['subRegionId', 'Int', true] },
  input: {
    Vote_Code: ['code', rules.code, 'String'], Vote_Name: ['name', rules.name, 'String'],
    Sub_Region_ID: ['subRegionId', rules.id, 'Int'], Is_MC: ['isMc', rules.flag, 'Boolean'], Is_IFMS: ['isIfms', rules.flag, 'Boolean'],
    Is_Virement_Limited: ['isVirementLimited', rules.flag, 'Boolean'], Is_Mapping_Limited: ['isMappingLimited', rules.flag, 'Boolean'],
  },
  queries: { all: 'lgVotes', active: 'activeLgVotes', count: 'countLgVotes', countField: 'LgVote_Count' },
  check: (ctx, v) => activeParent(ctx, subRegions, v.subRegionId, 'Sub_Region_ID'),
});

export const ProgrammeRef = defineMaster({
  type: 'Programme', table: programmes, menuPath: '/general-masters/programmes', orderBy: programmes.code,
  fields: { Programme_ID: ['id', 'Int'], Programme_Code: ['code', 'String'], Programme_Name: ['name', 'String'], Status: ['status', 'Boolean'] },
  input: { Programme_Code: ['code', rules.code, 'String'], Programme_Name: ['name', rules.name, 'String'] },
  // A programme switched off takes its sub-programmes and their sub-sub-programmes with it (each audited);
  // switching it on again leaves them for the administrator to choose.
  onStatus: async (tx, id, status, actorId) => {
    if (status) return;
    const { subs, subSubs } = await activeChildrenOfProgramme(tx, id);
    for (const s of subSubs) await updateAudited(tx, subSubProgrammes, s, { status: false }, actorId);
    for (const s of subs) await updateAudited(tx, subProgrammes, s, { status: false }, actorId);
  },
  queries: { all: 'programmes', active: 'activeProgrammes', count: 'countProgrammes' },
});

export const SubProgrammeRef = defineMaster({
  type: 'SubProgramme', table: subProgrammes, menuPath: '/general-masters/sub-programmes', orderBy: subProgrammes.code,
  fields: {
    SubProgramme_ID: ['id', 'Int'], Programme_ID: ['programmeId', 'Int'], SubProgramme_Code: ['code', 'String'],
    SubProgramme_Name: ['name', 'String'], Is_LG: ['isLg', 'Boolean'], Status: ['status', 'Boolean'],
  },
  input: {
    Programme_ID: ['programmeId', rules.id, 'Int'], SubProgramme_Code: ['code', rules.code, 'String'],
    SubProgramme_Name: ['name', rules.name, 'String'], Is_LG: ['isLg', rules.flag, 'Boolean'],
  },
  queries: { all: 'subProgrammes', active: 'activeSubProgrammes', count: 'countSubProgrammes' },
  check: (ctx, v) => activeParent(ctx, programmes, v.programmeId, 'Programme_ID'),
});

export const SubSubProgrammeRef = defineMaster({
  type: 'SubSubProgramme', table: subSubProgrammes, menuPath: '/general-masters/sub-sub-programmes', orderBy: subSubProgrammes.code,
  fields: {
    Sub_SubProgramme_ID: ['id', 'Int'], SubProgramme_ID: ['subProgrammeId', 'Int'], Sub_SubProgramme_Code: ['code', 'String'],
    Sub_SubProgramme_Name: ['name', 'String'], Status: ['status', 'Boolean'],
  },
  input: {
    SubProgramme_ID: ['subProgrammeId', rules.id, 'Int'], Sub_SubProgramme_Code: ['code', rules.code, 'String'],
    Sub_SubProgramme_Name: ['name', rules.name, 'String'],
  },
  queries: { all: 'subSubProgrammes', active: 'activeSubSubProgrammes', count: 'countSubSubProgrammes' },
  check: (ctx, v) => activeParent(ctx, subProgrammes, v.subProgrammeId, 'SubProgramme_ID'),
});

export const ParastatalRef = defineMaster({
  type: 'Parastatal', table: parastatals, menuPath: '/general-masters/parastatals', orderBy: parastatals.code,
  fields: {
    SEPC_ID: ['id', 'Int'], Parastatal_Code: ['code', 'String'], Parastatal_Name: ['name', 'String'],
    Department_ID: ['voteId', 'Int', true], Vote_By_Sub_SubProgID: ['subSubProgrammeId', 'Int', true], Status: ['status', 'Boolean'],
  },
  input: {
    Parastatal_Code: ['code', rules.code, 'String'], Parastatal_Name: ['name', rules.name, 'String'],
    Department_ID: ['voteId', rules.optionalId, 'Int'], Vote_By_Sub_SubProgID: ['subSubProgrammeId', rules.optionalId, 'Int'],
  },
  queries: { all: 'parastatals', active: 'activeParastatals', count: 'countParastatals' },
});

/** A source or grant named by IPFs or local revenue keeps its category: a local government's lines stand under it. */
async function categoryStays(ctx: Context, table: 'revenues' | 'sub_grants', id: number | undefined, v: Record<string, unknown>) {
  if (id == null || v.mtefCategory === undefined) return;
  const was = await revenueCategoryUse(ctx.db, table, id);
  if (was.category !== v.mtefCategory && was.used) throw badInput({ key: 'SERVER.GRANT_IN_USE', params: { grant: String(v.code) } });
}

export const RevenueRef = defineMaster({
  type: 'Revenue', table: revenues, menuPath: '/general-masters/revenues', orderBy: revenues.code,
  fields: {
    Revenue_ID: ['id', 'Int'], Revenue_Code: ['code', 'String'], Revenue_Name: ['name', 'String'], Revenue_Class: ['revenueClass', 'String'],
    MTEF_Category: ['mtefCategory', 'String'], Status: ['status', 'Boolean'],
  },
  input: {
    Revenue_Code: ['code', rules.code, 'String'], Revenue_Name: ['name', rules.name, 'String'], Revenue_Class: ['revenueClass', z.enum(REVENUE_CLASSES).optional(), 'String'],
    MTEF_Category: ['mtefCategory', z.enum(BUDGET_CATEGORIES).optional(), 'String'],
  },
  queries: { all: 'revenues', active: 'activeRevenues' },
  check: (ctx, v, id) => categoryStays(ctx, 'revenues', id, v),
});

export const SubGrantRef = defineMaster({
  type: 'SubGrant', table: subGrants, menuPath: '/general-masters/sub-grants', orderBy: subGrants.code,
  fields: {
    SubGrant_ID: ['id', 'Int'], Revenue_ID: ['revenueId', 'Int'], SubGrant_Code: ['code', 'String'],
    SubGrant_Name: ['name', 'String'], MTEF_Category: ['mtefCategory', 'String', true], Status: ['status', 'Boolean'],
  },
  input: {
    Revenue_ID: ['revenueId', rules.id, 'Int'], SubGrant_Code: ['code', rules.code, 'String'], SubGrant_Name: ['name', rules.name, 'String'],
    // Empty: the grant's money counts under its revenue source's category.
    MTEF_Category: ['mtefCategory', z.enum(BUDGET_CATEGORIES).nullable().optional(), 'String'],
  },
  queries: { all: 'subGrants', active: 'activeSubGrants' },
  check: async (ctx, v, id) => {
    await activeParent(ctx, revenues, v.revenueId, 'Revenue_ID');
    await categoryStays(ctx, 'sub_grants', id, v);
  },
});
