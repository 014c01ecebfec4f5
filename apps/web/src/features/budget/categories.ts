import type { MessageKey } from '../../i18n';

/** The budget categories as the screens name them. */
export const CATEGORY_LABEL: Record<string, MessageKey> = { Wage: 'BUDGET.WAGE', NonWage: 'BUDGET.NON_WAGE', GoUDevt: 'BUDGET.GOU_DEVT', AIA: 'BUDGET.AIA', Donor: 'BUDGET.DONOR' };
