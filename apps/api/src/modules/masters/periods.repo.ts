import { and, asc, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cachedRead } from '../../db/master-cache.js';
import { budgetStages, fiscalYears } from '../../db/schema/index.js';

// The one place that says which fiscal year and which stage of an area are current: every screen, upload,
// report and check asks here, so they cannot disagree.

export type Area = 'CG' | 'LG' | 'SEPC';
export type FiscalYear = typeof fiscalYears.$inferSelect;
export type BudgetStage = typeof budgetStages.$inferSelect;

/** The active fiscal year: marked active and not switched off. */
export async function activeFiscalYear(db: Executor): Promise<FiscalYear | null> {
  const [row] = await cachedRead(db, ['fiscal_years'], 'active year',
    () => db.select().from(fiscalYears).where(and(eq(fiscalYears.isActive, true), eq(fiscalYears.status, true))));
  return row ?? null;
}

export async function fiscalYearById(db: Executor, id: number): Promise<FiscalYear | null> {
  const [row] = await cachedRead(db, ['fiscal_years'], `year ${id}`, () => db.select().from(fiscalYears).where(eq(fiscalYears.id, id)));
  return row ?? null;
}

/** The year before `year` by start date (the previous budget beside the current one). */
export async function fiscalYearBefore(db: Executor, year: FiscalYear): Promise<FiscalYear | null> {
  const [row] = await db.select().from(fiscalYears)
    .where(lt(fiscalYears.startDate, year.startDate)).orderBy(desc(fiscalYears.startDate)).limit(1);
  return row ?? null;
}

/** The year after `year` by start date (the budget year a year's estimates and performance contract are for). */
export async function fiscalYearAfter(db: Executor, year: FiscalYear): Promise<FiscalYear | null> {
  const [row] = await db.select().from(fiscalYears)
    .where(gt(fiscalYears.startDate, year.startDate)).orderBy(asc(fiscalYears.startDate)).limit(1);
  return row ?? null;
}

/** Every stage of a year, by area and number: what the questions below answer from. */
const yearStages = (db: Executor, yearId: number): Promise<readonly BudgetStage[]> => cachedRead(db, ['budget_stages'], `stages ${yearId}`,
  () => db.select().from(budgetStages).where(eq(budgetStages.yearId, yearId)).orderBy(asc(budgetStages.processArea), asc(budgetStages.stage), asc(budgetStages.id)));

/** The stage of an area that is open for entry in a year. */
export async function activeStage(db: Executor, yearId: number, area: Area): Promise<BudgetStage | null> {
  return (await yearStages(db, yearId)).find((s) => s.processArea === area && s.isActive) ?? null;
}

export const activeStageId = async (db: Executor, yearId: number, area: Area) => (await activeStage(db, yearId, area))?.id ?? null;

/** Every area's open stage of a year. */
export async function activeStages(db: Executor, yearId: number): Promise<BudgetStage[]> {
  return (await yearStages(db, yearId)).filter((s) => s.isActive);
}

/** A stage by its number (1 = first stage) within an area and year. */
export async function stageByNumber(db: Executor, yearId: number, area: Area, stage: number): Promise<BudgetStage | null> {
  return (await yearStages(db, yearId)).find((s) => s.processArea === area && s.stage === stage) ?? null;
}

export async function stageById(db: Executor, id: number): Promise<BudgetStage | null> {
  const [row] = await db.select().from(budgetStages).where(eq(budgetStages.id, id));
  return row ?? null;
}

/** The other active year (there is at most one). */
export async function otherActiveYear(db: Executor, exceptId: number): Promise<FiscalYear | null> {
  const [row] = await db.select().from(fiscalYears).where(and(eq(fiscalYears.isActive, true), ne(fiscalYears.id, exceptId)));
  return row ?? null;
}

/** The other active stage of the same area and year. */
export async function otherActiveStage(db: Executor, stage: BudgetStage): Promise<BudgetStage | null> {
  const [row] = await db.select().from(budgetStages).where(and(
    eq(budgetStages.yearId, stage.yearId), eq(budgetStages.processArea, stage.processArea),
    eq(budgetStages.isActive, true), ne(budgetStages.id, stage.id)));
  return row ?? null;
}
