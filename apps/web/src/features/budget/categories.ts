import type { BudgetCategory } from '@pbs/domain';
import type { MessageKey, Translate } from '../../i18n';

/** The budget categories as the screens name them. */
export const CATEGORY_LABEL: Record<BudgetCategory, MessageKey> = { Wage: 'BUDGET.WAGE', NonWage: 'BUDGET.NON_WAGE', GoUDevt: 'BUDGET.GOU_DEVT', AIA: 'BUDGET.AIA', Donor: 'BUDGET.DONOR' };

export const isBudgetCategory = (category: string): category is BudgetCategory => Object.hasOwn(CATEGORY_LABEL, category);

/** A category's name in the reader's language; one the screens have no name for is shown as the server sent it. */
export const categoryName = (t: Translate, category: string) => (isBudgetCategory(category) ? t(CATEGORY_LABEL[category]) : category);
