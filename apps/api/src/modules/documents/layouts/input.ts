import { shiftFiscalYear, shortFiscalYear, stageSaid, type Said } from '@pbs/domain';
import type { Executor } from '../../../db/client.js';
import type { Report } from '../../../db/schema/index.js';
import type { BudgetStage, FiscalYear } from '../../masters/periods.repo.js';
import type { Cell, Table } from '../model.js';

/** What a layout draws from: the report, the year and stage, and the entity it is for. */
export interface LayoutInput {
  db: Executor;
  report: Report;
  year: FiscalYear;
  /** The stage the figures are taken from (the report's own stage, else the area's active one). */
  stage: BudgetStage | null;
  /** Every stage of the area in the year, first to last. */
  stages: BudgetStage[];
  entityId: number;
}

export interface Built {
  tables: Table[];
  facts: [string, Cell][];
  /** What the document needs and the database does not hold, in the reader's words: the report cannot be initiated until it does. */
  missing: Said[];
}

export type Layout = (input: LayoutInput) => Promise<Built>;

/** 'Y0'..'Y5' as printed: the fiscal year `offset` years after the report's year, '2025/26' style. */
export const fy = (year: FiscalYear, offset: number) => shortFiscalYear(shiftFiscalYear(year.fiscalYear, offset));

export const stageName = (s: BudgetStage) => s.stageName;

/** What a document needs, as a message: `key` with the stage, year and scope in the reader's language. */
export const needs = (key: Said['key'], params: Said['params'] = {}): Said => ({ key, params });
export const stageWords = (s: BudgetStage) => stageSaid(s.stageName);
export const FOR_VOTE: Said = { key: 'FOR.VOTE' };
export const FOR_LG: Said = { key: 'FOR.LG' };
