import { graphql } from '../../gql';

export const GRID_FIELDS = graphql(`
  fragment GridRow on DashboardReportRow {
    Report_ID Report_Name Internal_Report_Name Report_Type Is_DashBoard Consolidated NotInitiated Initiated InProgress Rejected Approved Stage
  }
`);

export const GRID_VOTE = graphql(`query GridVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {
  rows: dashboardReportsGridDataVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }`);
export const GRID_PROGRAMME = graphql(`query GridProgramme($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {
  rows: dashboardReportsGridData(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }`);
export const GRID_SEPC = graphql(`query GridSepc($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {
  rows: dashboardReportsGridDataSepc(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }`);
export const GRID_LG = graphql(`query GridLgVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {
  rows: dashboardReportsGridDataLgVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }`);

export const DETAILS = graphql(`query ReportDetails($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int, $Report_ID: Int!, $Output: String!) {
  dashboardReportDetails(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID, Report_ID: $Report_ID, Output: $Output) {
    Vote_ID Vote_Code Vote_Name Programme_ID Programme_Code Programme_Name SEPC_ID Parastatal_Code Parastatal_Name Task_Status Initiator_Status
    First_Level_Status Second_Level_Status Third_Level_Status Fourth_Level_Status Fifth_Level_Status Sixth_Level_Status Seventh_Level_Status
  }
}`);

