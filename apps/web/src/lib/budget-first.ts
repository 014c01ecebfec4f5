import { graphql } from '../gql';

/**
 * The Budget screen's first queries — its choices, and a vote's detailed estimates — in the shell, so they can be asked
 * for while the dictionary and the screen's own file load (lib/prefetch.ts); the screen reads them through its documents.
 */
export const BUDGET_CHOICES = graphql(`query BudgetChoices {
  fiscalYears { Year_ID Fiscal_Year Status Ceiling_Control }
  budgetStages { Stage_ID Year_ID Process_Area Stage Stage_Name Is_Active }
  activeCgVotes { Vote_ID Vote_Code Vote_Name }
  activeLgVotes { Vote_ID Vote_Code Vote_Name }
}`);

export const VOTE_DETAIL = graphql(`query VoteDetail($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {
  voteDetail(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {
    Is_Open
    Budget_Lines { Line_ID Amount Fund_Code Programme_ID Programme_Code Programme_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name
      Output_ID Output_Code Output_Name Item_ID Item_Code Item_Name }
    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name Programme_ID Programme_Code Programme_Name }
    Chart_Items { Item_ID Item_Code Item_Name }
    Funds { Fund_Code Fund_Name MTEF_Category }
    MTEF_Figures { Programme_ID Category Amount }
  }
}`);
