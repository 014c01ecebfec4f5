import { BUDGET_CATEGORIES, MTEF_YEARS, type BudgetCategory } from '@pbs/domain';

/** Category as spelt in SPEC.md → the cg_mtefs column suffix. */
export const CATEGORY_COLUMN: Record<BudgetCategory, string> = {
  Wage: 'wage', NonWage: 'non_wage', GoUDevt: 'gou_devt', AIA: 'aia', Donor: 'donor',
};

/** `Y1_Wage` → `y1_wage` (the Drizzle property and SQL column name of cg_mtefs). */
export const mtefColumn = (year: string, category: BudgetCategory) => `${year.toLowerCase()}_${CATEGORY_COLUMN[category]}`;

/** All 30 (header, column) pairs, Y0..Y5 × categories. */
export const MTEF_CELLS = MTEF_YEARS.flatMap((y) => BUDGET_CATEGORIES.map((c) => ({ header: `${y}_${c}`, column: mtefColumn(y, c), year: y, category: c })));
