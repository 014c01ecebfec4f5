import { graphql } from '../../gql';

export const BUDGET_MTEF = graphql(`query BudgetMtef { budgetMTEF {
  Y0_Wage Y0_NonWage Y0_Donor Y0_AIA Y0_GoUDevt Y1_Wage Y1_NonWage Y1_Donor Y1_AIA Y1_GoUDevt Y1_Budget } }`);

export const BUDGET_GRANT_IPF = graphql(`query BudgetGrantIpf { budgetGrantIpf {
  Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 } }`);
