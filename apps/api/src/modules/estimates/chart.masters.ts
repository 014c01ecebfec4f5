import { z } from 'zod';
import { BUDGET_CATEGORIES, COFOG_DIVISIONS, GFS_CLASSES } from '@pbs/domain';
import { coaFunds, coaItems, coaOutputs, coaSectors } from '../../db/schema/index.js';
import { badInput } from '../../lib/errors.js';
import { defineMaster, rules } from '../masters/define-master.js';
import { fundCategoryOf, fundLineCount } from './chart.repo.js';

/**
 * The year's chart of accounts on the masters screens (ADR 0014), audited as every master: sectors with their COFOG
 * division, economic items with their GFS class, fund sources with the MTEF category their lines count under, and
 * the outputs of each sub-programme. A national load adds codes it brings; these screens name and correct them.
 */
export const SectorRef = defineMaster({
  type: 'Sector', table: coaSectors, menuPath: '/general-masters/sectors', orderBy: coaSectors.code,
  fields: {
    Sector_ID: ['id', 'Int'], Year_ID: ['yearId', 'Int'], Sector_Code: ['code', 'String'], Sector_Name: ['name', 'String'],
    COFOG: ['cofog', 'String', true], Status: ['status', 'Boolean'],
  },
  input: {
    Year_ID: ['yearId', rules.id, 'Int'], Sector_Code: ['code', rules.code, 'String'], Sector_Name: ['name', rules.name, 'String'],
    COFOG: ['cofog', z.enum(Object.keys(COFOG_DIVISIONS)).nullable().optional(), 'String'],
  },
  queries: { all: 'sectors', active: 'activeSectors' },
});

export const EconomicItemRef = defineMaster({
  type: 'EconomicItem', table: coaItems, menuPath: '/general-masters/economic-items', orderBy: coaItems.code,
  fields: {
    Item_ID: ['id', 'Int'], Year_ID: ['yearId', 'Int'], Item_Code: ['code', 'String'], Item_Name: ['name', 'String'],
    Class_Code: ['classCode', 'String'], Status: ['status', 'Boolean'],
  },
  input: {
    Year_ID: ['yearId', rules.id, 'Int'], Item_Code: ['code', z.string().trim().regex(/^\d{6}$/, 'HINT.ITEM_CODE'), 'String'],
    Item_Name: ['name', rules.name, 'String'],
    Class_Code: ['classCode', z.string().trim().regex(/^\d{3}$/, 'HINT.CLASS_CODE').refine((c) => c.slice(0, 2) in GFS_CLASSES, 'HINT.CLASS_CODE'), 'String'],
  },
  queries: { all: 'economicItems', active: 'activeEconomicItems' },
});

export const FundSourceRef = defineMaster({
  type: 'FundSource', table: coaFunds, menuPath: '/general-masters/fund-sources', orderBy: coaFunds.id,
  fields: {
    Fund_ID: ['id', 'Int'], Year_ID: ['yearId', 'Int'], Fund_Code: ['code', 'String'], Fund_Name: ['name', 'String'],
    MTEF_Category: ['mtefCategory', 'String'], Status: ['status', 'Boolean'],
  },
  input: {
    Year_ID: ['yearId', rules.id, 'Int'], Fund_Code: ['code', rules.code, 'String'], Fund_Name: ['name', rules.name, 'String'],
    MTEF_Category: ['mtefCategory', z.enum(BUDGET_CATEGORIES), 'String'],
  },
  queries: { all: 'fundSources', active: 'activeFundSources' },
  // A fund's lines stand under the MTEF figures of its category: it cannot move to another while it has lines.
  check: async (ctx, v, id) => {
    if (id == null) return;
    const was = await fundCategoryOf(ctx.db, id);
    if (was && was !== v.mtefCategory && await fundLineCount(ctx.db, id) > 0) throw badInput({ key: 'SERVER.FUND_IN_USE', params: { fund: String(v.code) } });
  },
});

export const OutputRef = defineMaster({
  type: 'Output', table: coaOutputs, menuPath: '/general-masters/outputs', orderBy: coaOutputs.code,
  fields: {
    Output_ID: ['id', 'Int'], Year_ID: ['yearId', 'Int'], SubProgramme_ID: ['subProgrammeId', 'Int'], Output_Code: ['code', 'String'],
    Output_Name: ['name', 'String'], Status: ['status', 'Boolean'],
  },
  input: {
    Year_ID: ['yearId', rules.id, 'Int'], SubProgramme_ID: ['subProgrammeId', rules.id, 'Int'], Output_Code: ['code', rules.code, 'String'],
    Output_Name: ['name', rules.name, 'String'],
  },
  queries: { all: 'outputs', active: 'activeOutputs' },
});
