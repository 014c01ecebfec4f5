import { graphql } from '../../gql';

export const LOGS_PAGE = graphql(`query LogsPage($StartDate: String, $EndDate: String, $Log_Type: String, $Service_Name: String, $Search: String, $Offset: Int, $Limit: Int) {
  page: logsPage(StartDate: $StartDate, EndDate: $EndDate, Log_Type: $Log_Type, Service_Name: $Service_Name, Search: $Search, Offset: $Offset, Limit: $Limit) {
    availableDataSize dataList { Log_ID Service_Name Log_Type Log_Details Created_Date } }
  logServices
}`);

export const LOGINS_PAGE = graphql(`query LoginsPage($StartDate: String, $EndDate: String, $User_Name: String, $Login_Status: Boolean, $Offset: Int, $Limit: Int) {
  page: loginsPage(StartDate: $StartDate, EndDate: $EndDate, User_Name: $User_Name, Login_Status: $Login_Status, Offset: $Offset, Limit: $Limit) {
    availableDataSize dataList { Login_ID User_ID User_Name IP_Address Login_Status Login_Message Created_Date } }
}`);

export const AUDITS_PAGE = graphql(`query AuditsPage($StartDate: String, $EndDate: String, $Table_Name: String, $Audit_Type: String, $User_ID: Int, $Offset: Int, $Limit: Int) {
  page: auditsPage(StartDate: $StartDate, EndDate: $EndDate, Table_Name: $Table_Name, Audit_Type: $Audit_Type, User_ID: $User_ID, Offset: $Offset, Limit: $Limit) {
    availableDataSize dataList { Audit_ID Table_Name Audit_Type Record_ID Old_Values New_Values Created_Date Created_By Created_By_Name Hash Record_Name Value_Names } }
  auditTables
}`);

export const CHAIN_STATUS = graphql(`query AuditChainStatus { auditChainStatus { Ok Checked Broken_ID Reason } }`);

export const ACTIVITY_GRAPHS = graphql(`query ActivityGraphs($StartDate: String!, $EndDate: String!, $Limit: Int!, $logs: Boolean!, $audits: Boolean!, $logins: Boolean!) {
  logsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logs) {
    Months { Month Warning Error Verbose Log Debug } Totals { Warning Error Verbose Log Debug } }
  auditsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $audits) { Month Creates Updates Deletes }
  loginsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logins) { Month Logins Failed }
  overallOverview(StartDate: $StartDate, EndDate: $EndDate) { Logins Audits Logs }
}`);
