import { graphql } from '../../gql';

// The Budget screen's first queries live beside the shell, which asks for them while the dictionary loads (lib/prefetch.ts).
export { BUDGET_CHOICES, VOTE_DETAIL } from '../../lib/budget-first';

export const MTEF_LINES = graphql(`query MtefLines($Year_ID: Int!, $Stage: Int!) {
  cgCurrentMtefs(Year_ID: $Year_ID, Stage: $Stage) {
    MTEF_ID Figure Stage
    Prog_By_Vote_ID { Prog_By_Vote_ID Programme_Code Programme_Name Vote_ID Vote_Code Vote_Name }
    Y0_Wage Y0_NonWage Y0_GoUDevt Y0_AIA Y0_Donor Y1_Wage Y1_NonWage Y1_GoUDevt Y1_AIA Y1_Donor
    Y2_Wage Y2_NonWage Y2_GoUDevt Y2_AIA Y2_Donor Y3_Wage Y3_NonWage Y3_GoUDevt Y3_AIA Y3_Donor
    Y4_Wage Y4_NonWage Y4_GoUDevt Y4_AIA Y4_Donor Y5_Wage Y5_NonWage Y5_GoUDevt Y5_AIA Y5_Donor
  }
}`);

export const SAVE_MTEF = graphql(`mutation SaveMtef($Year_ID: Int!, $Stage: Int!, $lines: [MtefLineInput!]!) {
  saveMtefLines(Year_ID: $Year_ID, Stage: $Stage, lines: $lines) }`);

export const COPY_STAGE = graphql(`mutation CopyMtefStage($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!, $Replace_Count: Int) {
  copyMtefStage(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage, Replace_Count: $Replace_Count) }`);
export const COPY_PREVIEW = graphql(`query CopyPreview($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!) {
  mtefStageCopyPreview(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage) { Source_Lines Replaced_Lines Over_Ceiling Detail_Lines Replaced_Detail_Lines } }`);

export const COMPARE = graphql(`query CompareBudgetStages($Year_ID: Int!, $Area: String!, $Stage: Int!, $Other_Stage: Int!, $Vote_ID: Int, $Version_ID: Int, $Other_Version_ID: Int) {
  compareBudgetStages(Year_ID: $Year_ID, Area: $Area, Stage: $Stage, Other_Stage: $Other_Stage, Vote_ID: $Vote_ID, Version_ID: $Version_ID, Other_Version_ID: $Other_Version_ID) {
    Line_Code Line_Name Figure Year Category Stage_Amount Other_Stage_Amount Difference } }`);

export const MTEF_FROZEN = graphql(`query MtefFrozenBy($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {
  mtefFrozenBy(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) { Report_Name Entity Approved_Date } }`);

export const MTEF_VERSIONS = graphql(`query MtefVersions($Year_ID: Int!, $Vote_ID: Int) {
  mtefVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }`);
export const IPF_VERSIONS = graphql(`query IpfVersions($Year_ID: Int!, $Vote_ID: Int) {
  ipfVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }`);

export const KEEP_MTEF_VERSION = graphql(`mutation KeepMtefVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {
  keepMtefVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }`);
export const KEEP_IPF_VERSION = graphql(`mutation KeepIpfVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {
  keepIpfVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }`);

export const TRANSFERS = graphql(`query Transfers($Vote_ID: Int!, $Stage: Int!) {
  conditional: lgGetConditionalTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {
    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name
    Project_Code Group_Name Revenue_Budget Plan_Y0
    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }
  discretionary: lgGetDiscretionaryTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {
    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name
    Project_Code Group_Name Revenue_Budget Plan_Y0
    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }
}`);

export const IPF_MASTERS = graphql(`query IpfMasters {
  activeSubSubProgrammes { Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name }
  activeRevenues { Revenue_ID Revenue_Code Revenue_Name Revenue_Class }
  activeSubGrants { SubGrant_ID SubGrant_Code SubGrant_Name Revenue_ID }
}`);

export const SAVE_IPF = graphql(`mutation SaveIpf($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [IpfLineInput!]!) {
  saveIpfLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) }`);

export const REVENUE_ESTIMATES = graphql(`query RevenueEstimates($Year_ID: Int!, $Stage: Int!) {
  revenueEstimates(Year_ID: $Year_ID, Stage: $Stage) {
    Stage_Open Held
    Lines { Code Kind Name Amount }
    Totals { Tax Non_Tax Grants Revenue Borrowing Spending Balance Unfinanced }
  } }`);

export const SAVE_REVENUE_ESTIMATES = graphql(`mutation SaveRevenueEstimates($Year_ID: Int!, $Stage: Int!, $Lines: [RevenueLineInput!]!) {
  saveRevenueEstimates(Year_ID: $Year_ID, Stage: $Stage, Lines: $Lines) { Held } }`);

export const BUDGET_CREDIBILITY = graphql(`query BudgetCredibility {
  budgetCredibility {
    Years { Year_ID Fiscal_Year Complete Source Months_Held Votes_Budgeted Votes_Complete Budget Actual Outturn Programme_Variance Category_Variance Function_Variance Economic_Variance Contingency_Share Revenue_Budget Revenue_Actual Revenue_Variance }
    Indicators { Indicator Basis Score Not_Scored }
  } }`);

export const REVENUE_OUTTURNS = graphql(`query RevenueOutturns($Year_ID: Int!) {
  revenueOutturns(Year_ID: $Year_ID) { Held Lines { Code Kind Name Amount } } }`);

export const SAVE_REVENUE_OUTTURNS = graphql(`mutation SaveRevenueOutturns($Year_ID: Int!, $Lines: [RevenueLineInput!]!) {
  saveRevenueOutturns(Year_ID: $Year_ID, Lines: $Lines) { Held } }`);

export const YEAR_NAMES = graphql(`query YearNames($Year_ID: Int!, $Segment: String!, $Vote_ID: Int) {
  yearNames(Year_ID: $Year_ID, Segment: $Segment, Vote_ID: $Vote_ID) {
    Per_Vote
    Rows { Ref_ID Vote_ID Vote_Code Parent_Code Standing_Code Standing_Name Year_Code Year_Name Kept_By Kept_At }
  } }`);

export const KEEP_YEAR_NAME = graphql(`mutation KeepYearName($Year_ID: Int!, $Segment: String!, $Ref_ID: Int!, $Vote_ID: Int, $Name: String!) {
  keepYearName(Year_ID: $Year_ID, Segment: $Segment, Ref_ID: $Ref_ID, Vote_ID: $Vote_ID, Name: $Name) { Ref_ID Vote_ID Year_Code Year_Name Kept_By Kept_At } }`);

export const VIREMENT_LINES = graphql(`query VirementLines($Year_ID: Int!, $Vote_ID: Int) {
  virementLines(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {
    Vote_ID Vote_Code Vote_Name Is_Virement_Limited Stage_Open
    Lines { Programme_ID Programme_Code Programme_Name Category Approved Supplementary Virement_In Virement_Out Pending_Out Available Limit_Left }
    Detail_Lines { Output_ID Item_ID Fund_ID Line Programme_ID Category Output_Name Item_Name Available Pending_Out Warranted Free }
  } }`);

export const VIREMENT_REQUESTS = graphql(`query VirementRequests($Year_ID: Int!, $Vote_ID: Int) {
  virementRequests(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {
    Virement_Request_ID Vote_Code From_Programme_Code From_Category To_Programme_Code To_Category Amount Reason Status
    Requested_By Requested_Date Decided_By Decided_Date Comment From_Available_Before To_Available_Before From_Line To_Line
  } }`);

export const REQUEST_VIREMENT = graphql(`mutation RequestVirement($input: VirementRequestInput!) {
  requestVirement(input: $input) { Virement_Request_ID Status } }`);

export const DECIDE_VIREMENT = graphql(`mutation DecideVirement($id: Int!, $Decision: String!, $Comment: String) {
  decideVirementRequest(Virement_Request_ID: $id, Decision: $Decision, Comment: $Comment) { Virement_Request_ID Status } }`);

export const SAVE_BUDGET_LINES = graphql(`mutation SaveBudgetLines($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [BudgetLineInput!]!) {
  saveBudgetLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) { Saved Warnings } }`);

export const ESTIMATE_LOADS = graphql(`query EstimateLoads($Year_ID: Int!) {
  estimateLoads(Year_ID: $Year_ID) { Load_ID Kind Month File_Name Mapping_Name State Created_Date Finished_Date Batch_ID Stage Created_By Problem_Count } }`);
export const ESTIMATE_LOAD = graphql(`query EstimateLoad($Load_ID: String!) {
  estimateLoad(Load_ID: $Load_ID) {
    Load_ID Kind Month File_Name Mapping_Name State Phase Done Total Headers Created_Date Finished_Date Batch_ID Problem_Count
    Problems { Row Message }
    Preview { Rows Blank_Rows Repeated Lines Added Changed Removed Unchanged File_Total Held_Total New_Codes { Segment Count Sample }
      Funds { Code Name File Held } Votes { Code Name File Held } Warnings Warning_Count Measures { Code File Held } }
  }
}`);
export const LOAD_MAPPINGS = graphql(`query LoadMappings { loadMappings { Name Kind Modified_Date Columns { Field Column } Funds { Name Fund } } }`);
export const KEEP_MAPPING = graphql(`mutation KeepLoadMapping($Name: String!, $Columns: [LoadColumnInput!]!, $Funds: [LoadFundNameInput!]!, $Kind: String) {
  keepLoadMapping(Name: $Name, Columns: $Columns, Funds: $Funds, Kind: $Kind) { Name } }`);
export const COMMIT_LOAD = graphql(`mutation CommitEstimateLoad($Load_ID: String!) { commitEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }`);
export const DROP_LOAD = graphql(`mutation DropEstimateLoad($Load_ID: String!) { dropEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }`);
export const RECHECK_LOAD = graphql(`mutation RecheckEstimateLoad($Load_ID: String!, $Mapping_Name: String!) {
  recheckEstimateLoad(Load_ID: $Load_ID, Mapping_Name: $Mapping_Name) { Load_ID State } }`);
export const REVERT_LOAD = graphql(`mutation RevertEstimateLoad($Batch_ID: Int!) { revertEstimateLoad(Batch_ID: $Batch_ID) { Removed Restored } }`);
export const REVERT_EXECUTION_LOAD = graphql(`mutation RevertExecutionLoad($Batch_ID: Int!) { revertExecutionLoad(Batch_ID: $Batch_ID) { Removed Restored } }`);

export const VOTE_PERFORMANCE = graphql(`query VotePerformance($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {
  votePerformance(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {
    Is_Open Reported_Year_ID Reported_Year
    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_Code Programme_Code }
    Outputs { Perf_Output_ID Output_ID Output_Code Output_Name SubProgramme_Code SubProgramme_Name Programme_Code Programme_Name Description Activities Cost
      Indicators { Indicator_ID Name Unit Measure Baseline Target Q1_Target Q2_Target Q3_Target Q4_Target Actuals { Quarter Actual Explanation Is_Short } } }
  }
}`);

export const SAVE_PERFORMANCE_OUTPUT = graphql(`mutation SavePerformanceOutput($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Output: PerformanceOutputInput!) {
  savePerformanceOutput(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Output: $Output) }`);

export const SAVE_INDICATOR_ACTUALS = graphql(`mutation SaveIndicatorActuals($Year_ID: Int!, $Vote_ID: Int!, $Quarter: Int!, $Actuals: [IndicatorActualInput!]!) {
  saveIndicatorActuals(Year_ID: $Year_ID, Vote_ID: $Vote_ID, Quarter: $Quarter, Actuals: $Actuals) }`);

export const COMPARE_YEARS = graphql(`query CompareYears($Year_IDs: [Int!]!, $Stage: Int!, $By: String!, $Vote_ID: Int) {
  compareYears(Year_IDs: $Year_IDs, Stage: $Stage, By: $By, Vote_ID: $Vote_ID) { Years { Year_ID Fiscal_Year Held } Rows { Code Name Amounts_By_Year } Totals }
}`);

export const EXECUTION_TOTALS = graphql(`query ExecutionTotals($Year_ID: Int!, $By: [String!]!, $To_Month: Int, $Vote_ID: Int) {
  executionTotals(Year_ID: $Year_ID, By: $By, To_Month: $To_Month, Vote_ID: $Vote_ID) {
    Code_1 Name_1 Code_2 Name_2 Approved Revised Warranted Released Spent Released_Share Spent_Share Spent_Of_Revised } }`);
