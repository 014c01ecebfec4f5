import { graphql } from '../gql';

/** Whether the user sees every vote (the ministry) and which vote is their own: asked by the budget, report and archive screens. */
export const BUDGET_SCOPE = graphql(`query BudgetScope { myBudgetScope { Is_Ministry Vote_ID Vote_Kind } }`);
