/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query ArchiveYears { fiscalYears { Year_ID Fiscal_Year } }": typeof types.ArchiveYearsDocument,
    "query ArchiveCgVotes { activeCgVotes { Vote_ID Vote_Code Vote_Name } }": typeof types.ArchiveCgVotesDocument,
    "query ArchiveLgVotes { activeLgVotes { Vote_ID Vote_Code Vote_Name } }": typeof types.ArchiveLgVotesDocument,
    "query Archives($type: String!, $year: Int!, $vote: Int!) {\n  getArchivedReportsByTypeYearAndVote(type: $type, year: $year, vote: $vote) {\n    Archive_ID Fiscal_Year Report_Name Report_Category Vote_Code Vote_Name Programme_Code Programme_Name Parastatal_Code Parastatal_Name\n    Is_Archived Report_File File_Format File_Name Superseded_Date Created_Date\n  }\n}": typeof types.ArchivesDocument,
    "query VerifyDocument($c: String!) {\n  verifyArchivedDocument(Code: $c) {\n    Verification_Code Report_Name Fiscal_Year Entity_Code Entity_Name Archived_Date\n    Files { File_Format SHA256 }\n    Approvals { Level Action Name Title Date }\n  }\n}": typeof types.VerifyDocumentDocument,
    "query Publications {\n  publications { Publication_ID Budget_Year Key_Document Phase Title Votes Expected_Votes Lines Total State Reason Published_Date Superseded_Date Decided_By }\n}": typeof types.PublicationsDocument,
    "mutation DecidePublication($p: Int!, $s: String!, $r: String!) {\n  decidePublication(Publication_ID: $p, State: $s, Reason: $r) { Publication_ID State Reason Decided_By }\n}": typeof types.DecidePublicationDocument,
    "query BookStages { fiscalYears { Year_ID Fiscal_Year Is_Active } budgetStages { Year_ID Process_Area Stage Stage_Name Is_Active } }": typeof types.BookStagesDocument,
    "query BudgetBooks($y: Int!) {\n  budgetBooks(Year_ID: $y) { Book_ID Fiscal_Year Stage Stage_Name State Done Total Votes Lines Amount Pages Verification_Code Error Requested_By Requested_Date Finished_Date Superseded_Date }\n}": typeof types.BudgetBooksDocument,
    "mutation DrawBudgetBook($y: Int!, $s: Int!) { drawBudgetBook(Year_ID: $y, Stage: $s) { Book_ID State } }": typeof types.DrawBudgetBookDocument,
    "query CitizenQuestions($State: String, $Offset: Int) {\n  citizenQuestions(State: $State, Offset: $Offset, Limit: 50) { Total Questions { Question_ID Budget_Year Vote_Code Question Name Email Language State Answer Answered_By Created_Date Published_Date } }\n}": typeof types.CitizenQuestionsDocument,
    "mutation AnswerCitizenQuestion($q: Int!, $a: String!, $p: Boolean!) {\n  answerCitizenQuestion(Question_ID: $q, Answer: $a, Publish: $p) { Question_ID State Answer Published_Date }\n}": typeof types.AnswerCitizenQuestionDocument,
    "mutation RejectCitizenQuestion($q: Int!) { rejectCitizenQuestion(Question_ID: $q) { Question_ID State } }": typeof types.RejectCitizenQuestionDocument,
    "query PrioritiesYears { fiscalYears { Year_ID Fiscal_Year Is_Active } }": typeof types.PrioritiesYearsDocument,
    "query BudgetPriorities($y: String!) { budgetPriorities(Budget_Year: $y) { Budget_Year Text Written_By Written_Date } }": typeof types.BudgetPrioritiesDocument,
    "mutation KeepBudgetPriorities($y: String!, $t: String!) {\n  keepBudgetPriorities(Budget_Year: $y, Text: $t) { Budget_Year Text Written_By Written_Date }\n}": typeof types.KeepBudgetPrioritiesDocument,
    "query AuditUsers { users { User_ID User_Name } }": typeof types.AuditUsersDocument,
    "query LogsPage($StartDate: String, $EndDate: String, $Log_Type: String, $Service_Name: String, $Search: String, $Offset: Int, $Limit: Int) {\n  page: logsPage(StartDate: $StartDate, EndDate: $EndDate, Log_Type: $Log_Type, Service_Name: $Service_Name, Search: $Search, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Log_ID Service_Name Log_Type Log_Details Created_Date } }\n  logServices\n}": typeof types.LogsPageDocument,
    "query LoginsPage($StartDate: String, $EndDate: String, $User_Name: String, $Login_Status: Boolean, $Offset: Int, $Limit: Int) {\n  page: loginsPage(StartDate: $StartDate, EndDate: $EndDate, User_Name: $User_Name, Login_Status: $Login_Status, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Login_ID User_ID User_Name IP_Address Login_Status Login_Message Created_Date } }\n}": typeof types.LoginsPageDocument,
    "query AuditsPage($StartDate: String, $EndDate: String, $Table_Name: String, $Audit_Type: String, $User_ID: Int, $Offset: Int, $Limit: Int) {\n  page: auditsPage(StartDate: $StartDate, EndDate: $EndDate, Table_Name: $Table_Name, Audit_Type: $Audit_Type, User_ID: $User_ID, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Audit_ID Table_Name Audit_Type Record_ID Old_Values New_Values Created_Date Created_By Created_By_Name Hash Record_Name Value_Names } }\n  auditTables\n}": typeof types.AuditsPageDocument,
    "query AuditChainStatus { auditChainStatus { Ok Checked Broken_ID Reason } }": typeof types.AuditChainStatusDocument,
    "query ActivityGraphs($StartDate: String!, $EndDate: String!, $Limit: Int!, $logs: Boolean!, $audits: Boolean!, $logins: Boolean!) {\n  logsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logs) {\n    Months { Month Warning Error Verbose Log Debug } Totals { Warning Error Verbose Log Debug } }\n  auditsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $audits) { Month Creates Updates Deletes }\n  loginsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logins) { Month Logins Failed }\n  overallOverview(StartDate: $StartDate, EndDate: $EndDate) { Logins Audits Logs }\n}": typeof types.ActivityGraphsDocument,
    "mutation Reset($email: String!) { resetForgotPassword(email: $email) { reset } }": typeof types.ResetDocument,
    "mutation Logout($User_ID: Int!) { logout(User_ID: $User_ID) }": typeof types.LogoutDocument,
    "query MtefLines($Year_ID: Int!, $Stage: Int!) {\n  cgCurrentMtefs(Year_ID: $Year_ID, Stage: $Stage) {\n    MTEF_ID Figure Stage\n    Prog_By_Vote_ID { Prog_By_Vote_ID Programme_Code Programme_Name Vote_ID Vote_Code Vote_Name }\n    Y0_Wage Y0_NonWage Y0_GoUDevt Y0_AIA Y0_Donor Y1_Wage Y1_NonWage Y1_GoUDevt Y1_AIA Y1_Donor\n    Y2_Wage Y2_NonWage Y2_GoUDevt Y2_AIA Y2_Donor Y3_Wage Y3_NonWage Y3_GoUDevt Y3_AIA Y3_Donor\n    Y4_Wage Y4_NonWage Y4_GoUDevt Y4_AIA Y4_Donor Y5_Wage Y5_NonWage Y5_GoUDevt Y5_AIA Y5_Donor\n  }\n}": typeof types.MtefLinesDocument,
    "mutation SaveMtef($Year_ID: Int!, $Stage: Int!, $lines: [MtefLineInput!]!) {\n  saveMtefLines(Year_ID: $Year_ID, Stage: $Stage, lines: $lines) }": typeof types.SaveMtefDocument,
    "mutation CopyMtefStage($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!, $Replace_Count: Int) {\n  copyMtefStage(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage, Replace_Count: $Replace_Count) }": typeof types.CopyMtefStageDocument,
    "query CopyPreview($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!) {\n  mtefStageCopyPreview(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage) { Source_Lines Replaced_Lines Over_Ceiling Detail_Lines Replaced_Detail_Lines } }": typeof types.CopyPreviewDocument,
    "query CompareBudgetStages($Year_ID: Int!, $Area: String!, $Stage: Int!, $Other_Stage: Int!, $Vote_ID: Int, $Version_ID: Int, $Other_Version_ID: Int) {\n  compareBudgetStages(Year_ID: $Year_ID, Area: $Area, Stage: $Stage, Other_Stage: $Other_Stage, Vote_ID: $Vote_ID, Version_ID: $Version_ID, Other_Version_ID: $Other_Version_ID) {\n    Line_Code Line_Name Figure Year Category Stage_Amount Other_Stage_Amount Difference } }": typeof types.CompareBudgetStagesDocument,
    "query MtefFrozenBy($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  mtefFrozenBy(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) { Report_Name Entity Approved_Date } }": typeof types.MtefFrozenByDocument,
    "query MtefVersions($Year_ID: Int!, $Vote_ID: Int) {\n  mtefVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }": typeof types.MtefVersionsDocument,
    "query IpfVersions($Year_ID: Int!, $Vote_ID: Int) {\n  ipfVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }": typeof types.IpfVersionsDocument,
    "mutation KeepMtefVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {\n  keepMtefVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }": typeof types.KeepMtefVersionDocument,
    "mutation KeepIpfVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {\n  keepIpfVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }": typeof types.KeepIpfVersionDocument,
    "query Transfers($Vote_ID: Int!, $Stage: Int!) {\n  conditional: lgGetConditionalTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {\n    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name\n    Project_Code Group_Name Revenue_Budget Plan_Y0\n    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }\n  discretionary: lgGetDiscretionaryTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {\n    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name\n    Project_Code Group_Name Revenue_Budget Plan_Y0\n    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }\n}": typeof types.TransfersDocument,
    "query IpfMasters {\n  activeSubSubProgrammes { Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name }\n  activeRevenues { Revenue_ID Revenue_Code Revenue_Name Revenue_Class }\n  activeSubGrants { SubGrant_ID SubGrant_Code SubGrant_Name Revenue_ID }\n}": typeof types.IpfMastersDocument,
    "mutation SaveIpf($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [IpfLineInput!]!) {\n  saveIpfLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) }": typeof types.SaveIpfDocument,
    "query RevenueEstimates($Year_ID: Int!, $Stage: Int!) {\n  revenueEstimates(Year_ID: $Year_ID, Stage: $Stage) {\n    Stage_Open Held\n    Lines { Code Kind Name Amount }\n    Totals { Tax Non_Tax Grants Revenue Borrowing Spending Balance Unfinanced }\n  } }": typeof types.RevenueEstimatesDocument,
    "mutation SaveRevenueEstimates($Year_ID: Int!, $Stage: Int!, $Lines: [RevenueLineInput!]!) {\n  saveRevenueEstimates(Year_ID: $Year_ID, Stage: $Stage, Lines: $Lines) { Held } }": typeof types.SaveRevenueEstimatesDocument,
    "query BudgetCredibility {\n  budgetCredibility {\n    Years { Year_ID Fiscal_Year Complete Source Months_Held Votes_Budgeted Votes_Complete Budget Actual Outturn Programme_Variance Category_Variance Function_Variance Economic_Variance Contingency_Share Revenue_Budget Revenue_Actual Revenue_Variance }\n    Indicators { Indicator Basis Score Not_Scored }\n  } }": typeof types.BudgetCredibilityDocument,
    "query RevenueOutturns($Year_ID: Int!) {\n  revenueOutturns(Year_ID: $Year_ID) { Held Lines { Code Kind Name Amount } } }": typeof types.RevenueOutturnsDocument,
    "mutation SaveRevenueOutturns($Year_ID: Int!, $Lines: [RevenueLineInput!]!) {\n  saveRevenueOutturns(Year_ID: $Year_ID, Lines: $Lines) { Held } }": typeof types.SaveRevenueOutturnsDocument,
    "query YearNames($Year_ID: Int!, $Segment: String!, $Vote_ID: Int) {\n  yearNames(Year_ID: $Year_ID, Segment: $Segment, Vote_ID: $Vote_ID) {\n    Per_Vote\n    Rows { Ref_ID Vote_ID Vote_Code Parent_Code Standing_Code Standing_Name Year_Code Year_Name Kept_By Kept_At }\n  } }": typeof types.YearNamesDocument,
    "mutation KeepYearName($Year_ID: Int!, $Segment: String!, $Ref_ID: Int!, $Vote_ID: Int, $Name: String!) {\n  keepYearName(Year_ID: $Year_ID, Segment: $Segment, Ref_ID: $Ref_ID, Vote_ID: $Vote_ID, Name: $Name) { Ref_ID Vote_ID Year_Code Year_Name Kept_By Kept_At } }": typeof types.KeepYearNameDocument,
    "query VirementLines($Year_ID: Int!, $Vote_ID: Int) {\n  virementLines(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {\n    Vote_ID Vote_Code Vote_Name Is_Virement_Limited Stage_Open\n    Lines { Programme_ID Programme_Code Programme_Name Category Approved Supplementary Virement_In Virement_Out Pending_Out Available Limit_Left }\n    Detail_Lines { Output_ID Item_ID Fund_ID Line Programme_ID Category Output_Name Item_Name Available Pending_Out Warranted Free }\n  } }": typeof types.VirementLinesDocument,
    "query VirementRequests($Year_ID: Int!, $Vote_ID: Int) {\n  virementRequests(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {\n    Virement_Request_ID Vote_Code From_Programme_Code From_Category To_Programme_Code To_Category Amount Reason Status\n    Requested_By Requested_Date Decided_By Decided_Date Comment From_Available_Before To_Available_Before From_Line To_Line\n  } }": typeof types.VirementRequestsDocument,
    "mutation RequestVirement($input: VirementRequestInput!) {\n  requestVirement(input: $input) { Virement_Request_ID Status } }": typeof types.RequestVirementDocument,
    "mutation DecideVirement($id: Int!, $Decision: String!, $Comment: String) {\n  decideVirementRequest(Virement_Request_ID: $id, Decision: $Decision, Comment: $Comment) { Virement_Request_ID Status } }": typeof types.DecideVirementDocument,
    "mutation SaveBudgetLines($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [BudgetLineInput!]!) {\n  saveBudgetLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) { Saved Warnings } }": typeof types.SaveBudgetLinesDocument,
    "query EstimateLoads($Year_ID: Int!) {\n  estimateLoads(Year_ID: $Year_ID) { Load_ID Kind Month File_Name Mapping_Name State Created_Date Finished_Date Batch_ID Stage Created_By Problem_Count } }": typeof types.EstimateLoadsDocument,
    "query EstimateLoad($Load_ID: String!) {\n  estimateLoad(Load_ID: $Load_ID) {\n    Load_ID Kind Month File_Name Mapping_Name State Phase Done Total Headers Created_Date Finished_Date Batch_ID Problem_Count\n    Problems { Row Message }\n    Preview { Rows Blank_Rows Repeated Lines Added Changed Removed Unchanged File_Total Held_Total New_Codes { Segment Count Sample }\n      Funds { Code Name File Held } Votes { Code Name File Held } Warnings Warning_Count Measures { Code File Held } }\n  }\n}": typeof types.EstimateLoadDocument,
    "query LoadMappings { loadMappings { Name Kind Modified_Date Columns { Field Column } Funds { Name Fund } } }": typeof types.LoadMappingsDocument,
    "mutation KeepLoadMapping($Name: String!, $Columns: [LoadColumnInput!]!, $Funds: [LoadFundNameInput!]!, $Kind: String) {\n  keepLoadMapping(Name: $Name, Columns: $Columns, Funds: $Funds, Kind: $Kind) { Name } }": typeof types.KeepLoadMappingDocument,
    "mutation CommitEstimateLoad($Load_ID: String!) { commitEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }": typeof types.CommitEstimateLoadDocument,
    "mutation DropEstimateLoad($Load_ID: String!) { dropEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }": typeof types.DropEstimateLoadDocument,
    "mutation RecheckEstimateLoad($Load_ID: String!, $Mapping_Name: String!) {\n  recheckEstimateLoad(Load_ID: $Load_ID, Mapping_Name: $Mapping_Name) { Load_ID State } }": typeof types.RecheckEstimateLoadDocument,
    "mutation RevertEstimateLoad($Batch_ID: Int!) { revertEstimateLoad(Batch_ID: $Batch_ID) { Removed Restored } }": typeof types.RevertEstimateLoadDocument,
    "mutation RevertExecutionLoad($Batch_ID: Int!) { revertExecutionLoad(Batch_ID: $Batch_ID) { Removed Restored } }": typeof types.RevertExecutionLoadDocument,
    "query VotePerformance($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  votePerformance(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {\n    Is_Open Reported_Year_ID Reported_Year\n    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_Code Programme_Code }\n    Outputs { Perf_Output_ID Output_ID Output_Code Output_Name SubProgramme_Code SubProgramme_Name Programme_Code Programme_Name Description Activities Cost\n      Indicators { Indicator_ID Name Unit Measure Baseline Target Q1_Target Q2_Target Q3_Target Q4_Target Actuals { Quarter Actual Explanation Is_Short } } }\n  }\n}": typeof types.VotePerformanceDocument,
    "mutation SavePerformanceOutput($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Output: PerformanceOutputInput!) {\n  savePerformanceOutput(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Output: $Output) }": typeof types.SavePerformanceOutputDocument,
    "mutation SaveIndicatorActuals($Year_ID: Int!, $Vote_ID: Int!, $Quarter: Int!, $Actuals: [IndicatorActualInput!]!) {\n  saveIndicatorActuals(Year_ID: $Year_ID, Vote_ID: $Vote_ID, Quarter: $Quarter, Actuals: $Actuals) }": typeof types.SaveIndicatorActualsDocument,
    "query CompareYears($Year_IDs: [Int!]!, $Stage: Int!, $By: String!, $Vote_ID: Int) {\n  compareYears(Year_IDs: $Year_IDs, Stage: $Stage, By: $By, Vote_ID: $Vote_ID) { Years { Year_ID Fiscal_Year Held } Rows { Code Name Amounts_By_Year } Totals }\n}": typeof types.CompareYearsDocument,
    "query ExecutionTotals($Year_ID: Int!, $By: [String!]!, $To_Month: Int, $Vote_ID: Int) {\n  executionTotals(Year_ID: $Year_ID, By: $By, To_Month: $To_Month, Vote_ID: $Vote_ID) {\n    Code_1 Name_1 Code_2 Name_2 Approved Revised Warranted Released Spent Released_Share Spent_Share Spent_Of_Revised } }": typeof types.ExecutionTotalsDocument,
    "mutation SetDeadline($r: Int!, $y: Int!, $d: String!, $n: Int!, $e: String!) {\n  setReportDeadline(Report_ID: $r, Year_ID: $y, Due_On: $d, Remind_Days_Before: $n, Escalate_To: $e) }": typeof types.SetDeadlineDocument,
    "query DeadlineEntities($d: Int!) { deadlineEntities(Deadline_ID: $d) {\n  Entity_ID Entity_Code Entity_Name Level Waiting_With Waiting_Count Reminded_At Escalated_At Escalated_To_Level } }": typeof types.DeadlineEntitiesDocument,
    "query DeadlineStandings($d: Int!) { deadlineStandings(Deadline_ID: $d) {\n  Entity_ID Entity_Code Entity_Name State Handed_In_On Standing } }": typeof types.DeadlineStandingsDocument,
    "query Deadlines($y: Int!) { reportDeadlines(Year_ID: $y) {\n  Deadline_ID Report_ID Report_Name Due_On Statutory_Due_On Remind_Days_Before Escalate_To Pending Due_Soon Overdue On_Time Late Missing } }": typeof types.DeadlinesDocument,
    "mutation SendDeadlineReminders { sendDeadlineReminders }": typeof types.SendDeadlineRemindersDocument,
    "mutation SetStatutoryDeadlines($y: Int!) { setStatutoryDeadlines(Year_ID: $y) }": typeof types.SetStatutoryDeadlinesDocument,
    "query PerformanceDashboard($y: Int!) { performanceDashboard(Year_ID: $y) { Approved_Budget\n  Programmes { Programme_Code Programme_Name Indicators On_Track Off_Track Not_Reported Latest_Quarter }\n  Quarters { Quarter Reported Released Spent Released_To_Date Spent_To_Date } } }": typeof types.PerformanceDashboardDocument,
    "\n  fragment GridRow on DashboardReportRow {\n    Report_ID Report_Name Internal_Report_Name Report_Type Is_DashBoard Consolidated NotInitiated Initiated InProgress Rejected Approved Stage\n  }\n": typeof types.GridRowFragmentDoc,
    "query GridVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }": typeof types.GridVoteDocument,
    "query GridProgramme($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridData(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }": typeof types.GridProgrammeDocument,
    "query GridSepc($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataSepc(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }": typeof types.GridSepcDocument,
    "query GridLgVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataLgVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }": typeof types.GridLgVoteDocument,
    "query ReportDetails($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int, $Report_ID: Int!, $Output: String!) {\n  dashboardReportDetails(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID, Report_ID: $Report_ID, Output: $Output) {\n    Vote_ID Vote_Code Vote_Name Programme_ID Programme_Code Programme_Name SEPC_ID Parastatal_Code Parastatal_Name Task_Status Initiator_Status\n    First_Level_Status Second_Level_Status Third_Level_Status Fourth_Level_Status Fifth_Level_Status Sixth_Level_Status Seventh_Level_Status\n  }\n}": typeof types.ReportDetailsDocument,
    "query BudgetMtef { budgetMTEF {\n  Y0_Wage Y0_NonWage Y0_Donor Y0_AIA Y0_GoUDevt Y1_Wage Y1_NonWage Y1_Donor Y1_AIA Y1_GoUDevt Y1_Budget } }": typeof types.BudgetMtefDocument,
    "query BudgetGrantIpf { budgetGrantIpf {\n  Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 } }": typeof types.BudgetGrantIpfDocument,
    "query Outbox { outboxMessages(Limit: 500) { Message_ID Channel Recipient Subject Body Created_Date } }": typeof types.OutboxDocument,
    "query RoleMenuData { roles { Role_ID Title Status } mainMenus { Main_Menu_ID Main_Menu_Name Process_Area }\n  subMenus { Sub_Menu_ID Main_Menu_ID Sub_Menu_Name Sub_Menu_Path Status } }": typeof types.RoleMenuDataDocument,
    "query RoleMenus($id: Int!) { roleMenus(Role_ID: $id) { Sub_Menu_ID } }": typeof types.RoleMenusDocument,
    "mutation SetRoleMenus($id: Int!, $ids: [Int!]!) { setRoleMenus(Role_ID: $id, Sub_Menu_IDs: $ids) { Sub_Menu_ID } }": typeof types.SetRoleMenusDocument,
    "query AssignableProgrammes($u: Int!, $r: String!) {\n  activeProgrammes { Programme_ID Programme_Code Programme_Name } userProgrammeIds(User_ID: $u, Report_Type: $r) }": typeof types.AssignableProgrammesDocument,
    "mutation SetUserProgrammes($u: Int!, $r: String!, $p: [Int!]!) { setUserProgrammes(User_ID: $u, Report_Type: $r, Programme_IDs: $p) }": typeof types.SetUserProgrammesDocument,
    "mutation ChangePassword($o: String!, $n: String!) { changePassword(Old_Password: $o, New_Password: $n) }": typeof types.ChangePasswordDocument,
    "query Delegations { myDelegations { Delegation_ID User_Name Delegate_Name Starts_On Ends_On Reason Revoked_Date In_Force }\n  delegationCandidates { User_ID User_Name First_Name Last_Name } }": typeof types.DelegationsDocument,
    "mutation Delegate($d: Int!, $s: String!, $e: String!, $r: String!) {\n  delegateApprovals(Delegate_ID: $d, Starts_On: $s, Ends_On: $e, Reason: $r) { Delegation_ID } }": typeof types.DelegateDocument,
    "mutation RevokeDelegation($id: Int!) { revokeDelegation(Delegation_ID: $id) { Delegation_ID } }": typeof types.RevokeDelegationDocument,
    "query Profile { getUserProfile { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }": typeof types.ProfileDocument,
    "mutation SavePersonal($input: PersonalInformationInput!) {\n  updatePersonalInformation(input: $input) { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }": typeof types.SavePersonalDocument,
    "mutation Reassign($s: Int!, $v: Int!, $u: Int!, $r: String!) {\n  reassignSubmission(Submission_ID: $s, Version: $v, User_ID: $u, Reason: $r) { Submission_ID } }": typeof types.ReassignDocument,
    "\n  fragment SubmissionFields on Submission {\n    Submission_ID Report_ID Report_Name Report_Type Level_of_Approval Entity_Name Year_ID Vote_ID Programme_ID SEPC_ID State Current_Level Is_Consolidated Version Modified_Date Created_Date\n  }\n": typeof types.SubmissionFieldsFragmentDoc,
    "query ReportsAndYears { reports { Report_ID Report_Name Report_Type Report_Category Level_of_Approval Status Content_Layout }\n  fiscalYears { Year_ID Fiscal_Year Is_Active } }": typeof types.ReportsAndYearsDocument,
    "query EntityStatuses($r: Int!, $y: Int!) {\n  reportEntityStatuses(Report_ID: $r, Year_ID: $y) { Entity_ID Entity_Code Entity_Name Task_Status Level_of_Approval submission { ...SubmissionFields } } }": typeof types.EntityStatusesDocument,
    "query MyTasks($y: Int!) { mySubmissionTasks(Year_ID: $y) { ...SubmissionFields } }": typeof types.MyTasksDocument,
    "query History($s: Int!) { submissionHistory(Submission_ID: $s) { Level Action Comment Created_Date User_Name First_Name Last_Name Acting_For } }": typeof types.HistoryDocument,
    "mutation Initiate($r: Int!, $y: Int!, $e: Int!) { initiateReport(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { ...SubmissionFields } }": typeof types.InitiateDocument,
    "mutation Approve($s: Int!, $v: Int!, $c: String) { approveSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }": typeof types.ApproveDocument,
    "mutation ApproveMany($i: [SubmissionVersionInput!]!, $c: String) {\n  approveSubmissions(Items: $i, Comment: $c) { Submission_ID Approved Error_Message } }": typeof types.ApproveManyDocument,
    "mutation Reject($s: Int!, $v: Int!, $c: String!) { rejectSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }": typeof types.RejectDocument,
    "mutation Resubmit($s: Int!, $v: Int!) { resubmitSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }": typeof types.ResubmitDocument,
    "mutation Recall($s: Int!, $v: Int!) { recallSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }": typeof types.RecallDocument,
    "mutation Reopen($s: Int!, $v: Int!, $r: String!) { reopenSubmission(Submission_ID: $s, Version: $v, Reason: $r) { ...SubmissionFields } }": typeof types.ReopenDocument,
    "mutation Consolidate($s: Int!, $v: Int!) { consolidateSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }": typeof types.ConsolidateDocument,
    "query Approvers($r: Int!) { reportApprovers(Report_ID: $r) { Level User_ID User_Name Vote_ID } activeUsers { User_ID User_Name First_Name Last_Name } }": typeof types.ApproversDocument,
    "mutation SetApprovers($r: Int!, $l: Int!, $u: [Int!]!, $v: Int) { setReportApprovers(Report_ID: $r, Level: $l, User_IDs: $u, Vote_ID: $v) { User_ID } }": typeof types.SetApproversDocument,
    "query ConsolidatedDocs($r: Int!, $y: Int!) {\n  consolidatedDocuments(Report_ID: $r, Year_ID: $y) { Consolidated_ID File_Format Entities Created_Date } }": typeof types.ConsolidatedDocsDocument,
    "query Attachments($r: Int!, $y: Int!, $e: Int!) {\n  reportAttachments(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { Attachment_ID Purpose File_Name File_Format Bytes Uploaded_By Created_Date } }": typeof types.AttachmentsDocument,
    "mutation RemoveAttachment($a: Int!) { removeReportAttachment(Attachment_ID: $a) }": typeof types.RemoveAttachmentDocument,
    "query MyNotifications { myNotifications { Notification_ID Category Icon Title Description Is_Read Created_Date Path } }": typeof types.MyNotificationsDocument,
    "mutation LockScreen { lockScreen }": typeof types.LockScreenDocument,
    "mutation MarkNotificationsRead { markNotificationsRead }": typeof types.MarkNotificationsReadDocument,
    "mutation SetMyLanguage($Language: String!) { setMyLanguage(Language: $Language) }": typeof types.SetMyLanguageDocument,
    "query PreviousFiscalYear { previousFiscalYear { Year_ID Fiscal_Year } }": typeof types.PreviousFiscalYearDocument,
    "query BudgetChoices {\n  fiscalYears { Year_ID Fiscal_Year Status Ceiling_Control }\n  budgetStages { Stage_ID Year_ID Process_Area Stage Stage_Name Is_Active }\n  activeCgVotes { Vote_ID Vote_Code Vote_Name }\n  activeLgVotes { Vote_ID Vote_Code Vote_Name }\n}": typeof types.BudgetChoicesDocument,
    "query VoteDetail($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  voteDetail(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {\n    Is_Open\n    Budget_Lines { Line_ID Amount Fund_Code Programme_ID Programme_Code Programme_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name\n      Output_ID Output_Code Output_Name Item_ID Item_Code Item_Name }\n    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name Programme_ID Programme_Code Programme_Name }\n    Chart_Items { Item_ID Item_Code Item_Name }\n    Funds { Fund_Code Fund_Name MTEF_Category }\n    MTEF_Figures { Programme_ID Category Amount }\n  }\n}": typeof types.VoteDetailDocument,
    "query BudgetScope { myBudgetScope { Is_Ministry Vote_ID Vote_Kind } }": typeof types.BudgetScopeDocument,
};
const documents: Documents = {
    "query ArchiveYears { fiscalYears { Year_ID Fiscal_Year } }": types.ArchiveYearsDocument,
    "query ArchiveCgVotes { activeCgVotes { Vote_ID Vote_Code Vote_Name } }": types.ArchiveCgVotesDocument,
    "query ArchiveLgVotes { activeLgVotes { Vote_ID Vote_Code Vote_Name } }": types.ArchiveLgVotesDocument,
    "query Archives($type: String!, $year: Int!, $vote: Int!) {\n  getArchivedReportsByTypeYearAndVote(type: $type, year: $year, vote: $vote) {\n    Archive_ID Fiscal_Year Report_Name Report_Category Vote_Code Vote_Name Programme_Code Programme_Name Parastatal_Code Parastatal_Name\n    Is_Archived Report_File File_Format File_Name Superseded_Date Created_Date\n  }\n}": types.ArchivesDocument,
    "query VerifyDocument($c: String!) {\n  verifyArchivedDocument(Code: $c) {\n    Verification_Code Report_Name Fiscal_Year Entity_Code Entity_Name Archived_Date\n    Files { File_Format SHA256 }\n    Approvals { Level Action Name Title Date }\n  }\n}": types.VerifyDocumentDocument,
    "query Publications {\n  publications { Publication_ID Budget_Year Key_Document Phase Title Votes Expected_Votes Lines Total State Reason Published_Date Superseded_Date Decided_By }\n}": types.PublicationsDocument,
    "mutation DecidePublication($p: Int!, $s: String!, $r: String!) {\n  decidePublication(Publication_ID: $p, State: $s, Reason: $r) { Publication_ID State Reason Decided_By }\n}": types.DecidePublicationDocument,
    "query BookStages { fiscalYears { Year_ID Fiscal_Year Is_Active } budgetStages { Year_ID Process_Area Stage Stage_Name Is_Active } }": types.BookStagesDocument,
    "query BudgetBooks($y: Int!) {\n  budgetBooks(Year_ID: $y) { Book_ID Fiscal_Year Stage Stage_Name State Done Total Votes Lines Amount Pages Verification_Code Error Requested_By Requested_Date Finished_Date Superseded_Date }\n}": types.BudgetBooksDocument,
    "mutation DrawBudgetBook($y: Int!, $s: Int!) { drawBudgetBook(Year_ID: $y, Stage: $s) { Book_ID State } }": types.DrawBudgetBookDocument,
    "query CitizenQuestions($State: String, $Offset: Int) {\n  citizenQuestions(State: $State, Offset: $Offset, Limit: 50) { Total Questions { Question_ID Budget_Year Vote_Code Question Name Email Language State Answer Answered_By Created_Date Published_Date } }\n}": types.CitizenQuestionsDocument,
    "mutation AnswerCitizenQuestion($q: Int!, $a: String!, $p: Boolean!) {\n  answerCitizenQuestion(Question_ID: $q, Answer: $a, Publish: $p) { Question_ID State Answer Published_Date }\n}": types.AnswerCitizenQuestionDocument,
    "mutation RejectCitizenQuestion($q: Int!) { rejectCitizenQuestion(Question_ID: $q) { Question_ID State } }": types.RejectCitizenQuestionDocument,
    "query PrioritiesYears { fiscalYears { Year_ID Fiscal_Year Is_Active } }": types.PrioritiesYearsDocument,
    "query BudgetPriorities($y: String!) { budgetPriorities(Budget_Year: $y) { Budget_Year Text Written_By Written_Date } }": types.BudgetPrioritiesDocument,
    "mutation KeepBudgetPriorities($y: String!, $t: String!) {\n  keepBudgetPriorities(Budget_Year: $y, Text: $t) { Budget_Year Text Written_By Written_Date }\n}": types.KeepBudgetPrioritiesDocument,
    "query AuditUsers { users { User_ID User_Name } }": types.AuditUsersDocument,
    "query LogsPage($StartDate: String, $EndDate: String, $Log_Type: String, $Service_Name: String, $Search: String, $Offset: Int, $Limit: Int) {\n  page: logsPage(StartDate: $StartDate, EndDate: $EndDate, Log_Type: $Log_Type, Service_Name: $Service_Name, Search: $Search, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Log_ID Service_Name Log_Type Log_Details Created_Date } }\n  logServices\n}": types.LogsPageDocument,
    "query LoginsPage($StartDate: String, $EndDate: String, $User_Name: String, $Login_Status: Boolean, $Offset: Int, $Limit: Int) {\n  page: loginsPage(StartDate: $StartDate, EndDate: $EndDate, User_Name: $User_Name, Login_Status: $Login_Status, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Login_ID User_ID User_Name IP_Address Login_Status Login_Message Created_Date } }\n}": types.LoginsPageDocument,
    "query AuditsPage($StartDate: String, $EndDate: String, $Table_Name: String, $Audit_Type: String, $User_ID: Int, $Offset: Int, $Limit: Int) {\n  page: auditsPage(StartDate: $StartDate, EndDate: $EndDate, Table_Name: $Table_Name, Audit_Type: $Audit_Type, User_ID: $User_ID, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Audit_ID Table_Name Audit_Type Record_ID Old_Values New_Values Created_Date Created_By Created_By_Name Hash Record_Name Value_Names } }\n  auditTables\n}": types.AuditsPageDocument,
    "query AuditChainStatus { auditChainStatus { Ok Checked Broken_ID Reason } }": types.AuditChainStatusDocument,
    "query ActivityGraphs($StartDate: String!, $EndDate: String!, $Limit: Int!, $logs: Boolean!, $audits: Boolean!, $logins: Boolean!) {\n  logsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logs) {\n    Months { Month Warning Error Verbose Log Debug } Totals { Warning Error Verbose Log Debug } }\n  auditsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $audits) { Month Creates Updates Deletes }\n  loginsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logins) { Month Logins Failed }\n  overallOverview(StartDate: $StartDate, EndDate: $EndDate) { Logins Audits Logs }\n}": types.ActivityGraphsDocument,
    "mutation Reset($email: String!) { resetForgotPassword(email: $email) { reset } }": types.ResetDocument,
    "mutation Logout($User_ID: Int!) { logout(User_ID: $User_ID) }": types.LogoutDocument,
    "query MtefLines($Year_ID: Int!, $Stage: Int!) {\n  cgCurrentMtefs(Year_ID: $Year_ID, Stage: $Stage) {\n    MTEF_ID Figure Stage\n    Prog_By_Vote_ID { Prog_By_Vote_ID Programme_Code Programme_Name Vote_ID Vote_Code Vote_Name }\n    Y0_Wage Y0_NonWage Y0_GoUDevt Y0_AIA Y0_Donor Y1_Wage Y1_NonWage Y1_GoUDevt Y1_AIA Y1_Donor\n    Y2_Wage Y2_NonWage Y2_GoUDevt Y2_AIA Y2_Donor Y3_Wage Y3_NonWage Y3_GoUDevt Y3_AIA Y3_Donor\n    Y4_Wage Y4_NonWage Y4_GoUDevt Y4_AIA Y4_Donor Y5_Wage Y5_NonWage Y5_GoUDevt Y5_AIA Y5_Donor\n  }\n}": types.MtefLinesDocument,
    "mutation SaveMtef($Year_ID: Int!, $Stage: Int!, $lines: [MtefLineInput!]!) {\n  saveMtefLines(Year_ID: $Year_ID, Stage: $Stage, lines: $lines) }": types.SaveMtefDocument,
    "mutation CopyMtefStage($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!, $Replace_Count: Int) {\n  copyMtefStage(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage, Replace_Count: $Replace_Count) }": types.CopyMtefStageDocument,
    "query CopyPreview($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!) {\n  mtefStageCopyPreview(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage) { Source_Lines Replaced_Lines Over_Ceiling Detail_Lines Replaced_Detail_Lines } }": types.CopyPreviewDocument,
    "query CompareBudgetStages($Year_ID: Int!, $Area: String!, $Stage: Int!, $Other_Stage: Int!, $Vote_ID: Int, $Version_ID: Int, $Other_Version_ID: Int) {\n  compareBudgetStages(Year_ID: $Year_ID, Area: $Area, Stage: $Stage, Other_Stage: $Other_Stage, Vote_ID: $Vote_ID, Version_ID: $Version_ID, Other_Version_ID: $Other_Version_ID) {\n    Line_Code Line_Name Figure Year Category Stage_Amount Other_Stage_Amount Difference } }": types.CompareBudgetStagesDocument,
    "query MtefFrozenBy($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  mtefFrozenBy(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) { Report_Name Entity Approved_Date } }": types.MtefFrozenByDocument,
    "query MtefVersions($Year_ID: Int!, $Vote_ID: Int) {\n  mtefVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }": types.MtefVersionsDocument,
    "query IpfVersions($Year_ID: Int!, $Vote_ID: Int) {\n  ipfVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }": types.IpfVersionsDocument,
    "mutation KeepMtefVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {\n  keepMtefVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }": types.KeepMtefVersionDocument,
    "mutation KeepIpfVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {\n  keepIpfVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }": types.KeepIpfVersionDocument,
    "query Transfers($Vote_ID: Int!, $Stage: Int!) {\n  conditional: lgGetConditionalTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {\n    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name\n    Project_Code Group_Name Revenue_Budget Plan_Y0\n    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }\n  discretionary: lgGetDiscretionaryTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {\n    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name\n    Project_Code Group_Name Revenue_Budget Plan_Y0\n    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }\n}": types.TransfersDocument,
    "query IpfMasters {\n  activeSubSubProgrammes { Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name }\n  activeRevenues { Revenue_ID Revenue_Code Revenue_Name Revenue_Class }\n  activeSubGrants { SubGrant_ID SubGrant_Code SubGrant_Name Revenue_ID }\n}": types.IpfMastersDocument,
    "mutation SaveIpf($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [IpfLineInput!]!) {\n  saveIpfLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) }": types.SaveIpfDocument,
    "query RevenueEstimates($Year_ID: Int!, $Stage: Int!) {\n  revenueEstimates(Year_ID: $Year_ID, Stage: $Stage) {\n    Stage_Open Held\n    Lines { Code Kind Name Amount }\n    Totals { Tax Non_Tax Grants Revenue Borrowing Spending Balance Unfinanced }\n  } }": types.RevenueEstimatesDocument,
    "mutation SaveRevenueEstimates($Year_ID: Int!, $Stage: Int!, $Lines: [RevenueLineInput!]!) {\n  saveRevenueEstimates(Year_ID: $Year_ID, Stage: $Stage, Lines: $Lines) { Held } }": types.SaveRevenueEstimatesDocument,
    "query BudgetCredibility {\n  budgetCredibility {\n    Years { Year_ID Fiscal_Year Complete Source Months_Held Votes_Budgeted Votes_Complete Budget Actual Outturn Programme_Variance Category_Variance Function_Variance Economic_Variance Contingency_Share Revenue_Budget Revenue_Actual Revenue_Variance }\n    Indicators { Indicator Basis Score Not_Scored }\n  } }": types.BudgetCredibilityDocument,
    "query RevenueOutturns($Year_ID: Int!) {\n  revenueOutturns(Year_ID: $Year_ID) { Held Lines { Code Kind Name Amount } } }": types.RevenueOutturnsDocument,
    "mutation SaveRevenueOutturns($Year_ID: Int!, $Lines: [RevenueLineInput!]!) {\n  saveRevenueOutturns(Year_ID: $Year_ID, Lines: $Lines) { Held } }": types.SaveRevenueOutturnsDocument,
    "query YearNames($Year_ID: Int!, $Segment: String!, $Vote_ID: Int) {\n  yearNames(Year_ID: $Year_ID, Segment: $Segment, Vote_ID: $Vote_ID) {\n    Per_Vote\n    Rows { Ref_ID Vote_ID Vote_Code Parent_Code Standing_Code Standing_Name Year_Code Year_Name Kept_By Kept_At }\n  } }": types.YearNamesDocument,
    "mutation KeepYearName($Year_ID: Int!, $Segment: String!, $Ref_ID: Int!, $Vote_ID: Int, $Name: String!) {\n  keepYearName(Year_ID: $Year_ID, Segment: $Segment, Ref_ID: $Ref_ID, Vote_ID: $Vote_ID, Name: $Name) { Ref_ID Vote_ID Year_Code Year_Name Kept_By Kept_At } }": types.KeepYearNameDocument,
    "query VirementLines($Year_ID: Int!, $Vote_ID: Int) {\n  virementLines(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {\n    Vote_ID Vote_Code Vote_Name Is_Virement_Limited Stage_Open\n    Lines { Programme_ID Programme_Code Programme_Name Category Approved Supplementary Virement_In Virement_Out Pending_Out Available Limit_Left }\n    Detail_Lines { Output_ID Item_ID Fund_ID Line Programme_ID Category Output_Name Item_Name Available Pending_Out Warranted Free }\n  } }": types.VirementLinesDocument,
    "query VirementRequests($Year_ID: Int!, $Vote_ID: Int) {\n  virementRequests(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {\n    Virement_Request_ID Vote_Code From_Programme_Code From_Category To_Programme_Code To_Category Amount Reason Status\n    Requested_By Requested_Date Decided_By Decided_Date Comment From_Available_Before To_Available_Before From_Line To_Line\n  } }": types.VirementRequestsDocument,
    "mutation RequestVirement($input: VirementRequestInput!) {\n  requestVirement(input: $input) { Virement_Request_ID Status } }": types.RequestVirementDocument,
    "mutation DecideVirement($id: Int!, $Decision: String!, $Comment: String) {\n  decideVirementRequest(Virement_Request_ID: $id, Decision: $Decision, Comment: $Comment) { Virement_Request_ID Status } }": types.DecideVirementDocument,
    "mutation SaveBudgetLines($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [BudgetLineInput!]!) {\n  saveBudgetLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) { Saved Warnings } }": types.SaveBudgetLinesDocument,
    "query EstimateLoads($Year_ID: Int!) {\n  estimateLoads(Year_ID: $Year_ID) { Load_ID Kind Month File_Name Mapping_Name State Created_Date Finished_Date Batch_ID Stage Created_By Problem_Count } }": types.EstimateLoadsDocument,
    "query EstimateLoad($Load_ID: String!) {\n  estimateLoad(Load_ID: $Load_ID) {\n    Load_ID Kind Month File_Name Mapping_Name State Phase Done Total Headers Created_Date Finished_Date Batch_ID Problem_Count\n    Problems { Row Message }\n    Preview { Rows Blank_Rows Repeated Lines Added Changed Removed Unchanged File_Total Held_Total New_Codes { Segment Count Sample }\n      Funds { Code Name File Held } Votes { Code Name File Held } Warnings Warning_Count Measures { Code File Held } }\n  }\n}": types.EstimateLoadDocument,
    "query LoadMappings { loadMappings { Name Kind Modified_Date Columns { Field Column } Funds { Name Fund } } }": types.LoadMappingsDocument,
    "mutation KeepLoadMapping($Name: String!, $Columns: [LoadColumnInput!]!, $Funds: [LoadFundNameInput!]!, $Kind: String) {\n  keepLoadMapping(Name: $Name, Columns: $Columns, Funds: $Funds, Kind: $Kind) { Name } }": types.KeepLoadMappingDocument,
    "mutation CommitEstimateLoad($Load_ID: String!) { commitEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }": types.CommitEstimateLoadDocument,
    "mutation DropEstimateLoad($Load_ID: String!) { dropEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }": types.DropEstimateLoadDocument,
    "mutation RecheckEstimateLoad($Load_ID: String!, $Mapping_Name: String!) {\n  recheckEstimateLoad(Load_ID: $Load_ID, Mapping_Name: $Mapping_Name) { Load_ID State } }": types.RecheckEstimateLoadDocument,
    "mutation RevertEstimateLoad($Batch_ID: Int!) { revertEstimateLoad(Batch_ID: $Batch_ID) { Removed Restored } }": types.RevertEstimateLoadDocument,
    "mutation RevertExecutionLoad($Batch_ID: Int!) { revertExecutionLoad(Batch_ID: $Batch_ID) { Removed Restored } }": types.RevertExecutionLoadDocument,
    "query VotePerformance($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  votePerformance(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {\n    Is_Open Reported_Year_ID Reported_Year\n    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_Code Programme_Code }\n    Outputs { Perf_Output_ID Output_ID Output_Code Output_Name SubProgramme_Code SubProgramme_Name Programme_Code Programme_Name Description Activities Cost\n      Indicators { Indicator_ID Name Unit Measure Baseline Target Q1_Target Q2_Target Q3_Target Q4_Target Actuals { Quarter Actual Explanation Is_Short } } }\n  }\n}": types.VotePerformanceDocument,
    "mutation SavePerformanceOutput($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Output: PerformanceOutputInput!) {\n  savePerformanceOutput(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Output: $Output) }": types.SavePerformanceOutputDocument,
    "mutation SaveIndicatorActuals($Year_ID: Int!, $Vote_ID: Int!, $Quarter: Int!, $Actuals: [IndicatorActualInput!]!) {\n  saveIndicatorActuals(Year_ID: $Year_ID, Vote_ID: $Vote_ID, Quarter: $Quarter, Actuals: $Actuals) }": types.SaveIndicatorActualsDocument,
    "query CompareYears($Year_IDs: [Int!]!, $Stage: Int!, $By: String!, $Vote_ID: Int) {\n  compareYears(Year_IDs: $Year_IDs, Stage: $Stage, By: $By, Vote_ID: $Vote_ID) { Years { Year_ID Fiscal_Year Held } Rows { Code Name Amounts_By_Year } Totals }\n}": types.CompareYearsDocument,
    "query ExecutionTotals($Year_ID: Int!, $By: [String!]!, $To_Month: Int, $Vote_ID: Int) {\n  executionTotals(Year_ID: $Year_ID, By: $By, To_Month: $To_Month, Vote_ID: $Vote_ID) {\n    Code_1 Name_1 Code_2 Name_2 Approved Revised Warranted Released Spent Released_Share Spent_Share Spent_Of_Revised } }": types.ExecutionTotalsDocument,
    "mutation SetDeadline($r: Int!, $y: Int!, $d: String!, $n: Int!, $e: String!) {\n  setReportDeadline(Report_ID: $r, Year_ID: $y, Due_On: $d, Remind_Days_Before: $n, Escalate_To: $e) }": types.SetDeadlineDocument,
    "query DeadlineEntities($d: Int!) { deadlineEntities(Deadline_ID: $d) {\n  Entity_ID Entity_Code Entity_Name Level Waiting_With Waiting_Count Reminded_At Escalated_At Escalated_To_Level } }": types.DeadlineEntitiesDocument,
    "query DeadlineStandings($d: Int!) { deadlineStandings(Deadline_ID: $d) {\n  Entity_ID Entity_Code Entity_Name State Handed_In_On Standing } }": types.DeadlineStandingsDocument,
    "query Deadlines($y: Int!) { reportDeadlines(Year_ID: $y) {\n  Deadline_ID Report_ID Report_Name Due_On Statutory_Due_On Remind_Days_Before Escalate_To Pending Due_Soon Overdue On_Time Late Missing } }": types.DeadlinesDocument,
    "mutation SendDeadlineReminders { sendDeadlineReminders }": types.SendDeadlineRemindersDocument,
    "mutation SetStatutoryDeadlines($y: Int!) { setStatutoryDeadlines(Year_ID: $y) }": types.SetStatutoryDeadlinesDocument,
    "query PerformanceDashboard($y: Int!) { performanceDashboard(Year_ID: $y) { Approved_Budget\n  Programmes { Programme_Code Programme_Name Indicators On_Track Off_Track Not_Reported Latest_Quarter }\n  Quarters { Quarter Reported Released Spent Released_To_Date Spent_To_Date } } }": types.PerformanceDashboardDocument,
    "\n  fragment GridRow on DashboardReportRow {\n    Report_ID Report_Name Internal_Report_Name Report_Type Is_DashBoard Consolidated NotInitiated Initiated InProgress Rejected Approved Stage\n  }\n": types.GridRowFragmentDoc,
    "query GridVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }": types.GridVoteDocument,
    "query GridProgramme($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridData(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }": types.GridProgrammeDocument,
    "query GridSepc($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataSepc(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }": types.GridSepcDocument,
    "query GridLgVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataLgVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }": types.GridLgVoteDocument,
    "query ReportDetails($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int, $Report_ID: Int!, $Output: String!) {\n  dashboardReportDetails(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID, Report_ID: $Report_ID, Output: $Output) {\n    Vote_ID Vote_Code Vote_Name Programme_ID Programme_Code Programme_Name SEPC_ID Parastatal_Code Parastatal_Name Task_Status Initiator_Status\n    First_Level_Status Second_Level_Status Third_Level_Status Fourth_Level_Status Fifth_Level_Status Sixth_Level_Status Seventh_Level_Status\n  }\n}": types.ReportDetailsDocument,
    "query BudgetMtef { budgetMTEF {\n  Y0_Wage Y0_NonWage Y0_Donor Y0_AIA Y0_GoUDevt Y1_Wage Y1_NonWage Y1_Donor Y1_AIA Y1_GoUDevt Y1_Budget } }": types.BudgetMtefDocument,
    "query BudgetGrantIpf { budgetGrantIpf {\n  Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 } }": types.BudgetGrantIpfDocument,
    "query Outbox { outboxMessages(Limit: 500) { Message_ID Channel Recipient Subject Body Created_Date } }": types.OutboxDocument,
    "query RoleMenuData { roles { Role_ID Title Status } mainMenus { Main_Menu_ID Main_Menu_Name Process_Area }\n  subMenus { Sub_Menu_ID Main_Menu_ID Sub_Menu_Name Sub_Menu_Path Status } }": types.RoleMenuDataDocument,
    "query RoleMenus($id: Int!) { roleMenus(Role_ID: $id) { Sub_Menu_ID } }": types.RoleMenusDocument,
    "mutation SetRoleMenus($id: Int!, $ids: [Int!]!) { setRoleMenus(Role_ID: $id, Sub_Menu_IDs: $ids) { Sub_Menu_ID } }": types.SetRoleMenusDocument,
    "query AssignableProgrammes($u: Int!, $r: String!) {\n  activeProgrammes { Programme_ID Programme_Code Programme_Name } userProgrammeIds(User_ID: $u, Report_Type: $r) }": types.AssignableProgrammesDocument,
    "mutation SetUserProgrammes($u: Int!, $r: String!, $p: [Int!]!) { setUserProgrammes(User_ID: $u, Report_Type: $r, Programme_IDs: $p) }": types.SetUserProgrammesDocument,
    "mutation ChangePassword($o: String!, $n: String!) { changePassword(Old_Password: $o, New_Password: $n) }": types.ChangePasswordDocument,
    "query Delegations { myDelegations { Delegation_ID User_Name Delegate_Name Starts_On Ends_On Reason Revoked_Date In_Force }\n  delegationCandidates { User_ID User_Name First_Name Last_Name } }": types.DelegationsDocument,
    "mutation Delegate($d: Int!, $s: String!, $e: String!, $r: String!) {\n  delegateApprovals(Delegate_ID: $d, Starts_On: $s, Ends_On: $e, Reason: $r) { Delegation_ID } }": types.DelegateDocument,
    "mutation RevokeDelegation($id: Int!) { revokeDelegation(Delegation_ID: $id) { Delegation_ID } }": types.RevokeDelegationDocument,
    "query Profile { getUserProfile { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }": types.ProfileDocument,
    "mutation SavePersonal($input: PersonalInformationInput!) {\n  updatePersonalInformation(input: $input) { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }": types.SavePersonalDocument,
    "mutation Reassign($s: Int!, $v: Int!, $u: Int!, $r: String!) {\n  reassignSubmission(Submission_ID: $s, Version: $v, User_ID: $u, Reason: $r) { Submission_ID } }": types.ReassignDocument,
    "\n  fragment SubmissionFields on Submission {\n    Submission_ID Report_ID Report_Name Report_Type Level_of_Approval Entity_Name Year_ID Vote_ID Programme_ID SEPC_ID State Current_Level Is_Consolidated Version Modified_Date Created_Date\n  }\n": types.SubmissionFieldsFragmentDoc,
    "query ReportsAndYears { reports { Report_ID Report_Name Report_Type Report_Category Level_of_Approval Status Content_Layout }\n  fiscalYears { Year_ID Fiscal_Year Is_Active } }": types.ReportsAndYearsDocument,
    "query EntityStatuses($r: Int!, $y: Int!) {\n  reportEntityStatuses(Report_ID: $r, Year_ID: $y) { Entity_ID Entity_Code Entity_Name Task_Status Level_of_Approval submission { ...SubmissionFields } } }": types.EntityStatusesDocument,
    "query MyTasks($y: Int!) { mySubmissionTasks(Year_ID: $y) { ...SubmissionFields } }": types.MyTasksDocument,
    "query History($s: Int!) { submissionHistory(Submission_ID: $s) { Level Action Comment Created_Date User_Name First_Name Last_Name Acting_For } }": types.HistoryDocument,
    "mutation Initiate($r: Int!, $y: Int!, $e: Int!) { initiateReport(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { ...SubmissionFields } }": types.InitiateDocument,
    "mutation Approve($s: Int!, $v: Int!, $c: String) { approveSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }": types.ApproveDocument,
    "mutation ApproveMany($i: [SubmissionVersionInput!]!, $c: String) {\n  approveSubmissions(Items: $i, Comment: $c) { Submission_ID Approved Error_Message } }": types.ApproveManyDocument,
    "mutation Reject($s: Int!, $v: Int!, $c: String!) { rejectSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }": types.RejectDocument,
    "mutation Resubmit($s: Int!, $v: Int!) { resubmitSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }": types.ResubmitDocument,
    "mutation Recall($s: Int!, $v: Int!) { recallSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }": types.RecallDocument,
    "mutation Reopen($s: Int!, $v: Int!, $r: String!) { reopenSubmission(Submission_ID: $s, Version: $v, Reason: $r) { ...SubmissionFields } }": types.ReopenDocument,
    "mutation Consolidate($s: Int!, $v: Int!) { consolidateSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }": types.ConsolidateDocument,
    "query Approvers($r: Int!) { reportApprovers(Report_ID: $r) { Level User_ID User_Name Vote_ID } activeUsers { User_ID User_Name First_Name Last_Name } }": types.ApproversDocument,
    "mutation SetApprovers($r: Int!, $l: Int!, $u: [Int!]!, $v: Int) { setReportApprovers(Report_ID: $r, Level: $l, User_IDs: $u, Vote_ID: $v) { User_ID } }": types.SetApproversDocument,
    "query ConsolidatedDocs($r: Int!, $y: Int!) {\n  consolidatedDocuments(Report_ID: $r, Year_ID: $y) { Consolidated_ID File_Format Entities Created_Date } }": types.ConsolidatedDocsDocument,
    "query Attachments($r: Int!, $y: Int!, $e: Int!) {\n  reportAttachments(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { Attachment_ID Purpose File_Name File_Format Bytes Uploaded_By Created_Date } }": types.AttachmentsDocument,
    "mutation RemoveAttachment($a: Int!) { removeReportAttachment(Attachment_ID: $a) }": types.RemoveAttachmentDocument,
    "query MyNotifications { myNotifications { Notification_ID Category Icon Title Description Is_Read Created_Date Path } }": types.MyNotificationsDocument,
    "mutation LockScreen { lockScreen }": types.LockScreenDocument,
    "mutation MarkNotificationsRead { markNotificationsRead }": types.MarkNotificationsReadDocument,
    "mutation SetMyLanguage($Language: String!) { setMyLanguage(Language: $Language) }": types.SetMyLanguageDocument,
    "query PreviousFiscalYear { previousFiscalYear { Year_ID Fiscal_Year } }": types.PreviousFiscalYearDocument,
    "query BudgetChoices {\n  fiscalYears { Year_ID Fiscal_Year Status Ceiling_Control }\n  budgetStages { Stage_ID Year_ID Process_Area Stage Stage_Name Is_Active }\n  activeCgVotes { Vote_ID Vote_Code Vote_Name }\n  activeLgVotes { Vote_ID Vote_Code Vote_Name }\n}": types.BudgetChoicesDocument,
    "query VoteDetail($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  voteDetail(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {\n    Is_Open\n    Budget_Lines { Line_ID Amount Fund_Code Programme_ID Programme_Code Programme_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name\n      Output_ID Output_Code Output_Name Item_ID Item_Code Item_Name }\n    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name Programme_ID Programme_Code Programme_Name }\n    Chart_Items { Item_ID Item_Code Item_Name }\n    Funds { Fund_Code Fund_Name MTEF_Category }\n    MTEF_Figures { Programme_ID Category Amount }\n  }\n}": types.VoteDetailDocument,
    "query BudgetScope { myBudgetScope { Is_Ministry Vote_ID Vote_Kind } }": types.BudgetScopeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ArchiveYears { fiscalYears { Year_ID Fiscal_Year } }"): (typeof documents)["query ArchiveYears { fiscalYears { Year_ID Fiscal_Year } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ArchiveCgVotes { activeCgVotes { Vote_ID Vote_Code Vote_Name } }"): (typeof documents)["query ArchiveCgVotes { activeCgVotes { Vote_ID Vote_Code Vote_Name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ArchiveLgVotes { activeLgVotes { Vote_ID Vote_Code Vote_Name } }"): (typeof documents)["query ArchiveLgVotes { activeLgVotes { Vote_ID Vote_Code Vote_Name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Archives($type: String!, $year: Int!, $vote: Int!) {\n  getArchivedReportsByTypeYearAndVote(type: $type, year: $year, vote: $vote) {\n    Archive_ID Fiscal_Year Report_Name Report_Category Vote_Code Vote_Name Programme_Code Programme_Name Parastatal_Code Parastatal_Name\n    Is_Archived Report_File File_Format File_Name Superseded_Date Created_Date\n  }\n}"): (typeof documents)["query Archives($type: String!, $year: Int!, $vote: Int!) {\n  getArchivedReportsByTypeYearAndVote(type: $type, year: $year, vote: $vote) {\n    Archive_ID Fiscal_Year Report_Name Report_Category Vote_Code Vote_Name Programme_Code Programme_Name Parastatal_Code Parastatal_Name\n    Is_Archived Report_File File_Format File_Name Superseded_Date Created_Date\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VerifyDocument($c: String!) {\n  verifyArchivedDocument(Code: $c) {\n    Verification_Code Report_Name Fiscal_Year Entity_Code Entity_Name Archived_Date\n    Files { File_Format SHA256 }\n    Approvals { Level Action Name Title Date }\n  }\n}"): (typeof documents)["query VerifyDocument($c: String!) {\n  verifyArchivedDocument(Code: $c) {\n    Verification_Code Report_Name Fiscal_Year Entity_Code Entity_Name Archived_Date\n    Files { File_Format SHA256 }\n    Approvals { Level Action Name Title Date }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Publications {\n  publications { Publication_ID Budget_Year Key_Document Phase Title Votes Expected_Votes Lines Total State Reason Published_Date Superseded_Date Decided_By }\n}"): (typeof documents)["query Publications {\n  publications { Publication_ID Budget_Year Key_Document Phase Title Votes Expected_Votes Lines Total State Reason Published_Date Superseded_Date Decided_By }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecidePublication($p: Int!, $s: String!, $r: String!) {\n  decidePublication(Publication_ID: $p, State: $s, Reason: $r) { Publication_ID State Reason Decided_By }\n}"): (typeof documents)["mutation DecidePublication($p: Int!, $s: String!, $r: String!) {\n  decidePublication(Publication_ID: $p, State: $s, Reason: $r) { Publication_ID State Reason Decided_By }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BookStages { fiscalYears { Year_ID Fiscal_Year Is_Active } budgetStages { Year_ID Process_Area Stage Stage_Name Is_Active } }"): (typeof documents)["query BookStages { fiscalYears { Year_ID Fiscal_Year Is_Active } budgetStages { Year_ID Process_Area Stage Stage_Name Is_Active } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetBooks($y: Int!) {\n  budgetBooks(Year_ID: $y) { Book_ID Fiscal_Year Stage Stage_Name State Done Total Votes Lines Amount Pages Verification_Code Error Requested_By Requested_Date Finished_Date Superseded_Date }\n}"): (typeof documents)["query BudgetBooks($y: Int!) {\n  budgetBooks(Year_ID: $y) { Book_ID Fiscal_Year Stage Stage_Name State Done Total Votes Lines Amount Pages Verification_Code Error Requested_By Requested_Date Finished_Date Superseded_Date }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DrawBudgetBook($y: Int!, $s: Int!) { drawBudgetBook(Year_ID: $y, Stage: $s) { Book_ID State } }"): (typeof documents)["mutation DrawBudgetBook($y: Int!, $s: Int!) { drawBudgetBook(Year_ID: $y, Stage: $s) { Book_ID State } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CitizenQuestions($State: String, $Offset: Int) {\n  citizenQuestions(State: $State, Offset: $Offset, Limit: 50) { Total Questions { Question_ID Budget_Year Vote_Code Question Name Email Language State Answer Answered_By Created_Date Published_Date } }\n}"): (typeof documents)["query CitizenQuestions($State: String, $Offset: Int) {\n  citizenQuestions(State: $State, Offset: $Offset, Limit: 50) { Total Questions { Question_ID Budget_Year Vote_Code Question Name Email Language State Answer Answered_By Created_Date Published_Date } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AnswerCitizenQuestion($q: Int!, $a: String!, $p: Boolean!) {\n  answerCitizenQuestion(Question_ID: $q, Answer: $a, Publish: $p) { Question_ID State Answer Published_Date }\n}"): (typeof documents)["mutation AnswerCitizenQuestion($q: Int!, $a: String!, $p: Boolean!) {\n  answerCitizenQuestion(Question_ID: $q, Answer: $a, Publish: $p) { Question_ID State Answer Published_Date }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RejectCitizenQuestion($q: Int!) { rejectCitizenQuestion(Question_ID: $q) { Question_ID State } }"): (typeof documents)["mutation RejectCitizenQuestion($q: Int!) { rejectCitizenQuestion(Question_ID: $q) { Question_ID State } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PrioritiesYears { fiscalYears { Year_ID Fiscal_Year Is_Active } }"): (typeof documents)["query PrioritiesYears { fiscalYears { Year_ID Fiscal_Year Is_Active } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetPriorities($y: String!) { budgetPriorities(Budget_Year: $y) { Budget_Year Text Written_By Written_Date } }"): (typeof documents)["query BudgetPriorities($y: String!) { budgetPriorities(Budget_Year: $y) { Budget_Year Text Written_By Written_Date } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeepBudgetPriorities($y: String!, $t: String!) {\n  keepBudgetPriorities(Budget_Year: $y, Text: $t) { Budget_Year Text Written_By Written_Date }\n}"): (typeof documents)["mutation KeepBudgetPriorities($y: String!, $t: String!) {\n  keepBudgetPriorities(Budget_Year: $y, Text: $t) { Budget_Year Text Written_By Written_Date }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditUsers { users { User_ID User_Name } }"): (typeof documents)["query AuditUsers { users { User_ID User_Name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LogsPage($StartDate: String, $EndDate: String, $Log_Type: String, $Service_Name: String, $Search: String, $Offset: Int, $Limit: Int) {\n  page: logsPage(StartDate: $StartDate, EndDate: $EndDate, Log_Type: $Log_Type, Service_Name: $Service_Name, Search: $Search, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Log_ID Service_Name Log_Type Log_Details Created_Date } }\n  logServices\n}"): (typeof documents)["query LogsPage($StartDate: String, $EndDate: String, $Log_Type: String, $Service_Name: String, $Search: String, $Offset: Int, $Limit: Int) {\n  page: logsPage(StartDate: $StartDate, EndDate: $EndDate, Log_Type: $Log_Type, Service_Name: $Service_Name, Search: $Search, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Log_ID Service_Name Log_Type Log_Details Created_Date } }\n  logServices\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoginsPage($StartDate: String, $EndDate: String, $User_Name: String, $Login_Status: Boolean, $Offset: Int, $Limit: Int) {\n  page: loginsPage(StartDate: $StartDate, EndDate: $EndDate, User_Name: $User_Name, Login_Status: $Login_Status, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Login_ID User_ID User_Name IP_Address Login_Status Login_Message Created_Date } }\n}"): (typeof documents)["query LoginsPage($StartDate: String, $EndDate: String, $User_Name: String, $Login_Status: Boolean, $Offset: Int, $Limit: Int) {\n  page: loginsPage(StartDate: $StartDate, EndDate: $EndDate, User_Name: $User_Name, Login_Status: $Login_Status, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Login_ID User_ID User_Name IP_Address Login_Status Login_Message Created_Date } }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditsPage($StartDate: String, $EndDate: String, $Table_Name: String, $Audit_Type: String, $User_ID: Int, $Offset: Int, $Limit: Int) {\n  page: auditsPage(StartDate: $StartDate, EndDate: $EndDate, Table_Name: $Table_Name, Audit_Type: $Audit_Type, User_ID: $User_ID, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Audit_ID Table_Name Audit_Type Record_ID Old_Values New_Values Created_Date Created_By Created_By_Name Hash Record_Name Value_Names } }\n  auditTables\n}"): (typeof documents)["query AuditsPage($StartDate: String, $EndDate: String, $Table_Name: String, $Audit_Type: String, $User_ID: Int, $Offset: Int, $Limit: Int) {\n  page: auditsPage(StartDate: $StartDate, EndDate: $EndDate, Table_Name: $Table_Name, Audit_Type: $Audit_Type, User_ID: $User_ID, Offset: $Offset, Limit: $Limit) {\n    availableDataSize dataList { Audit_ID Table_Name Audit_Type Record_ID Old_Values New_Values Created_Date Created_By Created_By_Name Hash Record_Name Value_Names } }\n  auditTables\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditChainStatus { auditChainStatus { Ok Checked Broken_ID Reason } }"): (typeof documents)["query AuditChainStatus { auditChainStatus { Ok Checked Broken_ID Reason } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActivityGraphs($StartDate: String!, $EndDate: String!, $Limit: Int!, $logs: Boolean!, $audits: Boolean!, $logins: Boolean!) {\n  logsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logs) {\n    Months { Month Warning Error Verbose Log Debug } Totals { Warning Error Verbose Log Debug } }\n  auditsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $audits) { Month Creates Updates Deletes }\n  loginsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logins) { Month Logins Failed }\n  overallOverview(StartDate: $StartDate, EndDate: $EndDate) { Logins Audits Logs }\n}"): (typeof documents)["query ActivityGraphs($StartDate: String!, $EndDate: String!, $Limit: Int!, $logs: Boolean!, $audits: Boolean!, $logins: Boolean!) {\n  logsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logs) {\n    Months { Month Warning Error Verbose Log Debug } Totals { Warning Error Verbose Log Debug } }\n  auditsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $audits) { Month Creates Updates Deletes }\n  loginsGraph(StartDate: $StartDate, EndDate: $EndDate, Limit: $Limit) @include(if: $logins) { Month Logins Failed }\n  overallOverview(StartDate: $StartDate, EndDate: $EndDate) { Logins Audits Logs }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Reset($email: String!) { resetForgotPassword(email: $email) { reset } }"): (typeof documents)["mutation Reset($email: String!) { resetForgotPassword(email: $email) { reset } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout($User_ID: Int!) { logout(User_ID: $User_ID) }"): (typeof documents)["mutation Logout($User_ID: Int!) { logout(User_ID: $User_ID) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MtefLines($Year_ID: Int!, $Stage: Int!) {\n  cgCurrentMtefs(Year_ID: $Year_ID, Stage: $Stage) {\n    MTEF_ID Figure Stage\n    Prog_By_Vote_ID { Prog_By_Vote_ID Programme_Code Programme_Name Vote_ID Vote_Code Vote_Name }\n    Y0_Wage Y0_NonWage Y0_GoUDevt Y0_AIA Y0_Donor Y1_Wage Y1_NonWage Y1_GoUDevt Y1_AIA Y1_Donor\n    Y2_Wage Y2_NonWage Y2_GoUDevt Y2_AIA Y2_Donor Y3_Wage Y3_NonWage Y3_GoUDevt Y3_AIA Y3_Donor\n    Y4_Wage Y4_NonWage Y4_GoUDevt Y4_AIA Y4_Donor Y5_Wage Y5_NonWage Y5_GoUDevt Y5_AIA Y5_Donor\n  }\n}"): (typeof documents)["query MtefLines($Year_ID: Int!, $Stage: Int!) {\n  cgCurrentMtefs(Year_ID: $Year_ID, Stage: $Stage) {\n    MTEF_ID Figure Stage\n    Prog_By_Vote_ID { Prog_By_Vote_ID Programme_Code Programme_Name Vote_ID Vote_Code Vote_Name }\n    Y0_Wage Y0_NonWage Y0_GoUDevt Y0_AIA Y0_Donor Y1_Wage Y1_NonWage Y1_GoUDevt Y1_AIA Y1_Donor\n    Y2_Wage Y2_NonWage Y2_GoUDevt Y2_AIA Y2_Donor Y3_Wage Y3_NonWage Y3_GoUDevt Y3_AIA Y3_Donor\n    Y4_Wage Y4_NonWage Y4_GoUDevt Y4_AIA Y4_Donor Y5_Wage Y5_NonWage Y5_GoUDevt Y5_AIA Y5_Donor\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveMtef($Year_ID: Int!, $Stage: Int!, $lines: [MtefLineInput!]!) {\n  saveMtefLines(Year_ID: $Year_ID, Stage: $Stage, lines: $lines) }"): (typeof documents)["mutation SaveMtef($Year_ID: Int!, $Stage: Int!, $lines: [MtefLineInput!]!) {\n  saveMtefLines(Year_ID: $Year_ID, Stage: $Stage, lines: $lines) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CopyMtefStage($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!, $Replace_Count: Int) {\n  copyMtefStage(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage, Replace_Count: $Replace_Count) }"): (typeof documents)["mutation CopyMtefStage($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!, $Replace_Count: Int) {\n  copyMtefStage(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage, Replace_Count: $Replace_Count) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CopyPreview($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!) {\n  mtefStageCopyPreview(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage) { Source_Lines Replaced_Lines Over_Ceiling Detail_Lines Replaced_Detail_Lines } }"): (typeof documents)["query CopyPreview($Year_ID: Int!, $From_Stage: Int!, $To_Stage: Int!) {\n  mtefStageCopyPreview(Year_ID: $Year_ID, From_Stage: $From_Stage, To_Stage: $To_Stage) { Source_Lines Replaced_Lines Over_Ceiling Detail_Lines Replaced_Detail_Lines } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompareBudgetStages($Year_ID: Int!, $Area: String!, $Stage: Int!, $Other_Stage: Int!, $Vote_ID: Int, $Version_ID: Int, $Other_Version_ID: Int) {\n  compareBudgetStages(Year_ID: $Year_ID, Area: $Area, Stage: $Stage, Other_Stage: $Other_Stage, Vote_ID: $Vote_ID, Version_ID: $Version_ID, Other_Version_ID: $Other_Version_ID) {\n    Line_Code Line_Name Figure Year Category Stage_Amount Other_Stage_Amount Difference } }"): (typeof documents)["query CompareBudgetStages($Year_ID: Int!, $Area: String!, $Stage: Int!, $Other_Stage: Int!, $Vote_ID: Int, $Version_ID: Int, $Other_Version_ID: Int) {\n  compareBudgetStages(Year_ID: $Year_ID, Area: $Area, Stage: $Stage, Other_Stage: $Other_Stage, Vote_ID: $Vote_ID, Version_ID: $Version_ID, Other_Version_ID: $Other_Version_ID) {\n    Line_Code Line_Name Figure Year Category Stage_Amount Other_Stage_Amount Difference } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MtefFrozenBy($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  mtefFrozenBy(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) { Report_Name Entity Approved_Date } }"): (typeof documents)["query MtefFrozenBy($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  mtefFrozenBy(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) { Report_Name Entity Approved_Date } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MtefVersions($Year_ID: Int!, $Vote_ID: Int) {\n  mtefVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }"): (typeof documents)["query MtefVersions($Year_ID: Int!, $Vote_ID: Int) {\n  mtefVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IpfVersions($Year_ID: Int!, $Vote_ID: Int) {\n  ipfVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }"): (typeof documents)["query IpfVersions($Year_ID: Int!, $Vote_ID: Int) {\n  ipfVersions(Year_ID: $Year_ID, Vote_ID: $Vote_ID) { Version_ID Stage Version Label Lines Created_By Created_Date } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeepMtefVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {\n  keepMtefVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }"): (typeof documents)["mutation KeepMtefVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {\n  keepMtefVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeepIpfVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {\n  keepIpfVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }"): (typeof documents)["mutation KeepIpfVersion($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int, $Label: String!) {\n  keepIpfVersion(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Label: $Label) { Version_ID Version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Transfers($Vote_ID: Int!, $Stage: Int!) {\n  conditional: lgGetConditionalTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {\n    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name\n    Project_Code Group_Name Revenue_Budget Plan_Y0\n    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }\n  discretionary: lgGetDiscretionaryTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {\n    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name\n    Project_Code Group_Name Revenue_Budget Plan_Y0\n    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }\n}"): (typeof documents)["query Transfers($Vote_ID: Int!, $Stage: Int!) {\n  conditional: lgGetConditionalTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {\n    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name\n    Project_Code Group_Name Revenue_Budget Plan_Y0\n    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }\n  discretionary: lgGetDiscretionaryTransfersGrid(Vote_ID: $Vote_ID, Stage: $Stage) {\n    ID Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name Revenue_ID Revenue_Code Revenue_Name SubGrant_ID SubGrant_Code SubGrant_Name\n    Project_Code Group_Name Revenue_Budget Plan_Y0\n    Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 Projection_Y1Q1 Projection_Y1Q2 Projection_Y1Q3 Projection_Y1Q4 }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query IpfMasters {\n  activeSubSubProgrammes { Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name }\n  activeRevenues { Revenue_ID Revenue_Code Revenue_Name Revenue_Class }\n  activeSubGrants { SubGrant_ID SubGrant_Code SubGrant_Name Revenue_ID }\n}"): (typeof documents)["query IpfMasters {\n  activeSubSubProgrammes { Sub_SubProgramme_ID Sub_SubProgramme_Code Sub_SubProgramme_Name }\n  activeRevenues { Revenue_ID Revenue_Code Revenue_Name Revenue_Class }\n  activeSubGrants { SubGrant_ID SubGrant_Code SubGrant_Name Revenue_ID }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveIpf($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [IpfLineInput!]!) {\n  saveIpfLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) }"): (typeof documents)["mutation SaveIpf($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [IpfLineInput!]!) {\n  saveIpfLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RevenueEstimates($Year_ID: Int!, $Stage: Int!) {\n  revenueEstimates(Year_ID: $Year_ID, Stage: $Stage) {\n    Stage_Open Held\n    Lines { Code Kind Name Amount }\n    Totals { Tax Non_Tax Grants Revenue Borrowing Spending Balance Unfinanced }\n  } }"): (typeof documents)["query RevenueEstimates($Year_ID: Int!, $Stage: Int!) {\n  revenueEstimates(Year_ID: $Year_ID, Stage: $Stage) {\n    Stage_Open Held\n    Lines { Code Kind Name Amount }\n    Totals { Tax Non_Tax Grants Revenue Borrowing Spending Balance Unfinanced }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveRevenueEstimates($Year_ID: Int!, $Stage: Int!, $Lines: [RevenueLineInput!]!) {\n  saveRevenueEstimates(Year_ID: $Year_ID, Stage: $Stage, Lines: $Lines) { Held } }"): (typeof documents)["mutation SaveRevenueEstimates($Year_ID: Int!, $Stage: Int!, $Lines: [RevenueLineInput!]!) {\n  saveRevenueEstimates(Year_ID: $Year_ID, Stage: $Stage, Lines: $Lines) { Held } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetCredibility {\n  budgetCredibility {\n    Years { Year_ID Fiscal_Year Complete Source Months_Held Votes_Budgeted Votes_Complete Budget Actual Outturn Programme_Variance Category_Variance Function_Variance Economic_Variance Contingency_Share Revenue_Budget Revenue_Actual Revenue_Variance }\n    Indicators { Indicator Basis Score Not_Scored }\n  } }"): (typeof documents)["query BudgetCredibility {\n  budgetCredibility {\n    Years { Year_ID Fiscal_Year Complete Source Months_Held Votes_Budgeted Votes_Complete Budget Actual Outturn Programme_Variance Category_Variance Function_Variance Economic_Variance Contingency_Share Revenue_Budget Revenue_Actual Revenue_Variance }\n    Indicators { Indicator Basis Score Not_Scored }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RevenueOutturns($Year_ID: Int!) {\n  revenueOutturns(Year_ID: $Year_ID) { Held Lines { Code Kind Name Amount } } }"): (typeof documents)["query RevenueOutturns($Year_ID: Int!) {\n  revenueOutturns(Year_ID: $Year_ID) { Held Lines { Code Kind Name Amount } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveRevenueOutturns($Year_ID: Int!, $Lines: [RevenueLineInput!]!) {\n  saveRevenueOutturns(Year_ID: $Year_ID, Lines: $Lines) { Held } }"): (typeof documents)["mutation SaveRevenueOutturns($Year_ID: Int!, $Lines: [RevenueLineInput!]!) {\n  saveRevenueOutturns(Year_ID: $Year_ID, Lines: $Lines) { Held } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query YearNames($Year_ID: Int!, $Segment: String!, $Vote_ID: Int) {\n  yearNames(Year_ID: $Year_ID, Segment: $Segment, Vote_ID: $Vote_ID) {\n    Per_Vote\n    Rows { Ref_ID Vote_ID Vote_Code Parent_Code Standing_Code Standing_Name Year_Code Year_Name Kept_By Kept_At }\n  } }"): (typeof documents)["query YearNames($Year_ID: Int!, $Segment: String!, $Vote_ID: Int) {\n  yearNames(Year_ID: $Year_ID, Segment: $Segment, Vote_ID: $Vote_ID) {\n    Per_Vote\n    Rows { Ref_ID Vote_ID Vote_Code Parent_Code Standing_Code Standing_Name Year_Code Year_Name Kept_By Kept_At }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeepYearName($Year_ID: Int!, $Segment: String!, $Ref_ID: Int!, $Vote_ID: Int, $Name: String!) {\n  keepYearName(Year_ID: $Year_ID, Segment: $Segment, Ref_ID: $Ref_ID, Vote_ID: $Vote_ID, Name: $Name) { Ref_ID Vote_ID Year_Code Year_Name Kept_By Kept_At } }"): (typeof documents)["mutation KeepYearName($Year_ID: Int!, $Segment: String!, $Ref_ID: Int!, $Vote_ID: Int, $Name: String!) {\n  keepYearName(Year_ID: $Year_ID, Segment: $Segment, Ref_ID: $Ref_ID, Vote_ID: $Vote_ID, Name: $Name) { Ref_ID Vote_ID Year_Code Year_Name Kept_By Kept_At } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VirementLines($Year_ID: Int!, $Vote_ID: Int) {\n  virementLines(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {\n    Vote_ID Vote_Code Vote_Name Is_Virement_Limited Stage_Open\n    Lines { Programme_ID Programme_Code Programme_Name Category Approved Supplementary Virement_In Virement_Out Pending_Out Available Limit_Left }\n    Detail_Lines { Output_ID Item_ID Fund_ID Line Programme_ID Category Output_Name Item_Name Available Pending_Out Warranted Free }\n  } }"): (typeof documents)["query VirementLines($Year_ID: Int!, $Vote_ID: Int) {\n  virementLines(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {\n    Vote_ID Vote_Code Vote_Name Is_Virement_Limited Stage_Open\n    Lines { Programme_ID Programme_Code Programme_Name Category Approved Supplementary Virement_In Virement_Out Pending_Out Available Limit_Left }\n    Detail_Lines { Output_ID Item_ID Fund_ID Line Programme_ID Category Output_Name Item_Name Available Pending_Out Warranted Free }\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VirementRequests($Year_ID: Int!, $Vote_ID: Int) {\n  virementRequests(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {\n    Virement_Request_ID Vote_Code From_Programme_Code From_Category To_Programme_Code To_Category Amount Reason Status\n    Requested_By Requested_Date Decided_By Decided_Date Comment From_Available_Before To_Available_Before From_Line To_Line\n  } }"): (typeof documents)["query VirementRequests($Year_ID: Int!, $Vote_ID: Int) {\n  virementRequests(Year_ID: $Year_ID, Vote_ID: $Vote_ID) {\n    Virement_Request_ID Vote_Code From_Programme_Code From_Category To_Programme_Code To_Category Amount Reason Status\n    Requested_By Requested_Date Decided_By Decided_Date Comment From_Available_Before To_Available_Before From_Line To_Line\n  } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestVirement($input: VirementRequestInput!) {\n  requestVirement(input: $input) { Virement_Request_ID Status } }"): (typeof documents)["mutation RequestVirement($input: VirementRequestInput!) {\n  requestVirement(input: $input) { Virement_Request_ID Status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DecideVirement($id: Int!, $Decision: String!, $Comment: String) {\n  decideVirementRequest(Virement_Request_ID: $id, Decision: $Decision, Comment: $Comment) { Virement_Request_ID Status } }"): (typeof documents)["mutation DecideVirement($id: Int!, $Decision: String!, $Comment: String) {\n  decideVirementRequest(Virement_Request_ID: $id, Decision: $Decision, Comment: $Comment) { Virement_Request_ID Status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveBudgetLines($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [BudgetLineInput!]!) {\n  saveBudgetLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) { Saved Warnings } }"): (typeof documents)["mutation SaveBudgetLines($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Lines: [BudgetLineInput!]!) {\n  saveBudgetLines(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Lines: $Lines) { Saved Warnings } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EstimateLoads($Year_ID: Int!) {\n  estimateLoads(Year_ID: $Year_ID) { Load_ID Kind Month File_Name Mapping_Name State Created_Date Finished_Date Batch_ID Stage Created_By Problem_Count } }"): (typeof documents)["query EstimateLoads($Year_ID: Int!) {\n  estimateLoads(Year_ID: $Year_ID) { Load_ID Kind Month File_Name Mapping_Name State Created_Date Finished_Date Batch_ID Stage Created_By Problem_Count } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EstimateLoad($Load_ID: String!) {\n  estimateLoad(Load_ID: $Load_ID) {\n    Load_ID Kind Month File_Name Mapping_Name State Phase Done Total Headers Created_Date Finished_Date Batch_ID Problem_Count\n    Problems { Row Message }\n    Preview { Rows Blank_Rows Repeated Lines Added Changed Removed Unchanged File_Total Held_Total New_Codes { Segment Count Sample }\n      Funds { Code Name File Held } Votes { Code Name File Held } Warnings Warning_Count Measures { Code File Held } }\n  }\n}"): (typeof documents)["query EstimateLoad($Load_ID: String!) {\n  estimateLoad(Load_ID: $Load_ID) {\n    Load_ID Kind Month File_Name Mapping_Name State Phase Done Total Headers Created_Date Finished_Date Batch_ID Problem_Count\n    Problems { Row Message }\n    Preview { Rows Blank_Rows Repeated Lines Added Changed Removed Unchanged File_Total Held_Total New_Codes { Segment Count Sample }\n      Funds { Code Name File Held } Votes { Code Name File Held } Warnings Warning_Count Measures { Code File Held } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LoadMappings { loadMappings { Name Kind Modified_Date Columns { Field Column } Funds { Name Fund } } }"): (typeof documents)["query LoadMappings { loadMappings { Name Kind Modified_Date Columns { Field Column } Funds { Name Fund } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation KeepLoadMapping($Name: String!, $Columns: [LoadColumnInput!]!, $Funds: [LoadFundNameInput!]!, $Kind: String) {\n  keepLoadMapping(Name: $Name, Columns: $Columns, Funds: $Funds, Kind: $Kind) { Name } }"): (typeof documents)["mutation KeepLoadMapping($Name: String!, $Columns: [LoadColumnInput!]!, $Funds: [LoadFundNameInput!]!, $Kind: String) {\n  keepLoadMapping(Name: $Name, Columns: $Columns, Funds: $Funds, Kind: $Kind) { Name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CommitEstimateLoad($Load_ID: String!) { commitEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }"): (typeof documents)["mutation CommitEstimateLoad($Load_ID: String!) { commitEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DropEstimateLoad($Load_ID: String!) { dropEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }"): (typeof documents)["mutation DropEstimateLoad($Load_ID: String!) { dropEstimateLoad(Load_ID: $Load_ID) { Load_ID State } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RecheckEstimateLoad($Load_ID: String!, $Mapping_Name: String!) {\n  recheckEstimateLoad(Load_ID: $Load_ID, Mapping_Name: $Mapping_Name) { Load_ID State } }"): (typeof documents)["mutation RecheckEstimateLoad($Load_ID: String!, $Mapping_Name: String!) {\n  recheckEstimateLoad(Load_ID: $Load_ID, Mapping_Name: $Mapping_Name) { Load_ID State } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevertEstimateLoad($Batch_ID: Int!) { revertEstimateLoad(Batch_ID: $Batch_ID) { Removed Restored } }"): (typeof documents)["mutation RevertEstimateLoad($Batch_ID: Int!) { revertEstimateLoad(Batch_ID: $Batch_ID) { Removed Restored } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevertExecutionLoad($Batch_ID: Int!) { revertExecutionLoad(Batch_ID: $Batch_ID) { Removed Restored } }"): (typeof documents)["mutation RevertExecutionLoad($Batch_ID: Int!) { revertExecutionLoad(Batch_ID: $Batch_ID) { Removed Restored } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VotePerformance($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  votePerformance(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {\n    Is_Open Reported_Year_ID Reported_Year\n    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_Code Programme_Code }\n    Outputs { Perf_Output_ID Output_ID Output_Code Output_Name SubProgramme_Code SubProgramme_Name Programme_Code Programme_Name Description Activities Cost\n      Indicators { Indicator_ID Name Unit Measure Baseline Target Q1_Target Q2_Target Q3_Target Q4_Target Actuals { Quarter Actual Explanation Is_Short } } }\n  }\n}"): (typeof documents)["query VotePerformance($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  votePerformance(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {\n    Is_Open Reported_Year_ID Reported_Year\n    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_Code Programme_Code }\n    Outputs { Perf_Output_ID Output_ID Output_Code Output_Name SubProgramme_Code SubProgramme_Name Programme_Code Programme_Name Description Activities Cost\n      Indicators { Indicator_ID Name Unit Measure Baseline Target Q1_Target Q2_Target Q3_Target Q4_Target Actuals { Quarter Actual Explanation Is_Short } } }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavePerformanceOutput($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Output: PerformanceOutputInput!) {\n  savePerformanceOutput(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Output: $Output) }"): (typeof documents)["mutation SavePerformanceOutput($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!, $Output: PerformanceOutputInput!) {\n  savePerformanceOutput(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID, Output: $Output) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveIndicatorActuals($Year_ID: Int!, $Vote_ID: Int!, $Quarter: Int!, $Actuals: [IndicatorActualInput!]!) {\n  saveIndicatorActuals(Year_ID: $Year_ID, Vote_ID: $Vote_ID, Quarter: $Quarter, Actuals: $Actuals) }"): (typeof documents)["mutation SaveIndicatorActuals($Year_ID: Int!, $Vote_ID: Int!, $Quarter: Int!, $Actuals: [IndicatorActualInput!]!) {\n  saveIndicatorActuals(Year_ID: $Year_ID, Vote_ID: $Vote_ID, Quarter: $Quarter, Actuals: $Actuals) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompareYears($Year_IDs: [Int!]!, $Stage: Int!, $By: String!, $Vote_ID: Int) {\n  compareYears(Year_IDs: $Year_IDs, Stage: $Stage, By: $By, Vote_ID: $Vote_ID) { Years { Year_ID Fiscal_Year Held } Rows { Code Name Amounts_By_Year } Totals }\n}"): (typeof documents)["query CompareYears($Year_IDs: [Int!]!, $Stage: Int!, $By: String!, $Vote_ID: Int) {\n  compareYears(Year_IDs: $Year_IDs, Stage: $Stage, By: $By, Vote_ID: $Vote_ID) { Years { Year_ID Fiscal_Year Held } Rows { Code Name Amounts_By_Year } Totals }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExecutionTotals($Year_ID: Int!, $By: [String!]!, $To_Month: Int, $Vote_ID: Int) {\n  executionTotals(Year_ID: $Year_ID, By: $By, To_Month: $To_Month, Vote_ID: $Vote_ID) {\n    Code_1 Name_1 Code_2 Name_2 Approved Revised Warranted Released Spent Released_Share Spent_Share Spent_Of_Revised } }"): (typeof documents)["query ExecutionTotals($Year_ID: Int!, $By: [String!]!, $To_Month: Int, $Vote_ID: Int) {\n  executionTotals(Year_ID: $Year_ID, By: $By, To_Month: $To_Month, Vote_ID: $Vote_ID) {\n    Code_1 Name_1 Code_2 Name_2 Approved Revised Warranted Released Spent Released_Share Spent_Share Spent_Of_Revised } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetDeadline($r: Int!, $y: Int!, $d: String!, $n: Int!, $e: String!) {\n  setReportDeadline(Report_ID: $r, Year_ID: $y, Due_On: $d, Remind_Days_Before: $n, Escalate_To: $e) }"): (typeof documents)["mutation SetDeadline($r: Int!, $y: Int!, $d: String!, $n: Int!, $e: String!) {\n  setReportDeadline(Report_ID: $r, Year_ID: $y, Due_On: $d, Remind_Days_Before: $n, Escalate_To: $e) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeadlineEntities($d: Int!) { deadlineEntities(Deadline_ID: $d) {\n  Entity_ID Entity_Code Entity_Name Level Waiting_With Waiting_Count Reminded_At Escalated_At Escalated_To_Level } }"): (typeof documents)["query DeadlineEntities($d: Int!) { deadlineEntities(Deadline_ID: $d) {\n  Entity_ID Entity_Code Entity_Name Level Waiting_With Waiting_Count Reminded_At Escalated_At Escalated_To_Level } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DeadlineStandings($d: Int!) { deadlineStandings(Deadline_ID: $d) {\n  Entity_ID Entity_Code Entity_Name State Handed_In_On Standing } }"): (typeof documents)["query DeadlineStandings($d: Int!) { deadlineStandings(Deadline_ID: $d) {\n  Entity_ID Entity_Code Entity_Name State Handed_In_On Standing } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Deadlines($y: Int!) { reportDeadlines(Year_ID: $y) {\n  Deadline_ID Report_ID Report_Name Due_On Statutory_Due_On Remind_Days_Before Escalate_To Pending Due_Soon Overdue On_Time Late Missing } }"): (typeof documents)["query Deadlines($y: Int!) { reportDeadlines(Year_ID: $y) {\n  Deadline_ID Report_ID Report_Name Due_On Statutory_Due_On Remind_Days_Before Escalate_To Pending Due_Soon Overdue On_Time Late Missing } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendDeadlineReminders { sendDeadlineReminders }"): (typeof documents)["mutation SendDeadlineReminders { sendDeadlineReminders }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetStatutoryDeadlines($y: Int!) { setStatutoryDeadlines(Year_ID: $y) }"): (typeof documents)["mutation SetStatutoryDeadlines($y: Int!) { setStatutoryDeadlines(Year_ID: $y) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PerformanceDashboard($y: Int!) { performanceDashboard(Year_ID: $y) { Approved_Budget\n  Programmes { Programme_Code Programme_Name Indicators On_Track Off_Track Not_Reported Latest_Quarter }\n  Quarters { Quarter Reported Released Spent Released_To_Date Spent_To_Date } } }"): (typeof documents)["query PerformanceDashboard($y: Int!) { performanceDashboard(Year_ID: $y) { Approved_Budget\n  Programmes { Programme_Code Programme_Name Indicators On_Track Off_Track Not_Reported Latest_Quarter }\n  Quarters { Quarter Reported Released Spent Released_To_Date Spent_To_Date } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GridRow on DashboardReportRow {\n    Report_ID Report_Name Internal_Report_Name Report_Type Is_DashBoard Consolidated NotInitiated Initiated InProgress Rejected Approved Stage\n  }\n"): (typeof documents)["\n  fragment GridRow on DashboardReportRow {\n    Report_ID Report_Name Internal_Report_Name Report_Type Is_DashBoard Consolidated NotInitiated Initiated InProgress Rejected Approved Stage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GridVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }"): (typeof documents)["query GridVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GridProgramme($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridData(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }"): (typeof documents)["query GridProgramme($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridData(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GridSepc($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataSepc(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }"): (typeof documents)["query GridSepc($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataSepc(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GridLgVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataLgVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }"): (typeof documents)["query GridLgVote($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int) {\n  rows: dashboardReportsGridDataLgVote(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID) { ...GridRow } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportDetails($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int, $Report_ID: Int!, $Output: String!) {\n  dashboardReportDetails(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID, Report_ID: $Report_ID, Output: $Output) {\n    Vote_ID Vote_Code Vote_Name Programme_ID Programme_Code Programme_Name SEPC_ID Parastatal_Code Parastatal_Name Task_Status Initiator_Status\n    First_Level_Status Second_Level_Status Third_Level_Status Fourth_Level_Status Fifth_Level_Status Sixth_Level_Status Seventh_Level_Status\n  }\n}"): (typeof documents)["query ReportDetails($Report_Type: String!, $Report_Category: String!, $Active_Year_ID: Int!, $Previous_Year_ID: Int, $Report_ID: Int!, $Output: String!) {\n  dashboardReportDetails(Report_Type: $Report_Type, Report_Category: $Report_Category, Active_Year_ID: $Active_Year_ID, Previous_Year_ID: $Previous_Year_ID, Report_ID: $Report_ID, Output: $Output) {\n    Vote_ID Vote_Code Vote_Name Programme_ID Programme_Code Programme_Name SEPC_ID Parastatal_Code Parastatal_Name Task_Status Initiator_Status\n    First_Level_Status Second_Level_Status Third_Level_Status Fourth_Level_Status Fifth_Level_Status Sixth_Level_Status Seventh_Level_Status\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetMtef { budgetMTEF {\n  Y0_Wage Y0_NonWage Y0_Donor Y0_AIA Y0_GoUDevt Y1_Wage Y1_NonWage Y1_Donor Y1_AIA Y1_GoUDevt Y1_Budget } }"): (typeof documents)["query BudgetMtef { budgetMTEF {\n  Y0_Wage Y0_NonWage Y0_Donor Y0_AIA Y0_GoUDevt Y1_Wage Y1_NonWage Y1_Donor Y1_AIA Y1_GoUDevt Y1_Budget } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetGrantIpf { budgetGrantIpf {\n  Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 } }"): (typeof documents)["query BudgetGrantIpf { budgetGrantIpf {\n  Projection_Y1 Projection_Y2 Projection_Y3 Projection_Y4 Projection_Y5 } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Outbox { outboxMessages(Limit: 500) { Message_ID Channel Recipient Subject Body Created_Date } }"): (typeof documents)["query Outbox { outboxMessages(Limit: 500) { Message_ID Channel Recipient Subject Body Created_Date } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoleMenuData { roles { Role_ID Title Status } mainMenus { Main_Menu_ID Main_Menu_Name Process_Area }\n  subMenus { Sub_Menu_ID Main_Menu_ID Sub_Menu_Name Sub_Menu_Path Status } }"): (typeof documents)["query RoleMenuData { roles { Role_ID Title Status } mainMenus { Main_Menu_ID Main_Menu_Name Process_Area }\n  subMenus { Sub_Menu_ID Main_Menu_ID Sub_Menu_Name Sub_Menu_Path Status } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RoleMenus($id: Int!) { roleMenus(Role_ID: $id) { Sub_Menu_ID } }"): (typeof documents)["query RoleMenus($id: Int!) { roleMenus(Role_ID: $id) { Sub_Menu_ID } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetRoleMenus($id: Int!, $ids: [Int!]!) { setRoleMenus(Role_ID: $id, Sub_Menu_IDs: $ids) { Sub_Menu_ID } }"): (typeof documents)["mutation SetRoleMenus($id: Int!, $ids: [Int!]!) { setRoleMenus(Role_ID: $id, Sub_Menu_IDs: $ids) { Sub_Menu_ID } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AssignableProgrammes($u: Int!, $r: String!) {\n  activeProgrammes { Programme_ID Programme_Code Programme_Name } userProgrammeIds(User_ID: $u, Report_Type: $r) }"): (typeof documents)["query AssignableProgrammes($u: Int!, $r: String!) {\n  activeProgrammes { Programme_ID Programme_Code Programme_Name } userProgrammeIds(User_ID: $u, Report_Type: $r) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetUserProgrammes($u: Int!, $r: String!, $p: [Int!]!) { setUserProgrammes(User_ID: $u, Report_Type: $r, Programme_IDs: $p) }"): (typeof documents)["mutation SetUserProgrammes($u: Int!, $r: String!, $p: [Int!]!) { setUserProgrammes(User_ID: $u, Report_Type: $r, Programme_IDs: $p) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($o: String!, $n: String!) { changePassword(Old_Password: $o, New_Password: $n) }"): (typeof documents)["mutation ChangePassword($o: String!, $n: String!) { changePassword(Old_Password: $o, New_Password: $n) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Delegations { myDelegations { Delegation_ID User_Name Delegate_Name Starts_On Ends_On Reason Revoked_Date In_Force }\n  delegationCandidates { User_ID User_Name First_Name Last_Name } }"): (typeof documents)["query Delegations { myDelegations { Delegation_ID User_Name Delegate_Name Starts_On Ends_On Reason Revoked_Date In_Force }\n  delegationCandidates { User_ID User_Name First_Name Last_Name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Delegate($d: Int!, $s: String!, $e: String!, $r: String!) {\n  delegateApprovals(Delegate_ID: $d, Starts_On: $s, Ends_On: $e, Reason: $r) { Delegation_ID } }"): (typeof documents)["mutation Delegate($d: Int!, $s: String!, $e: String!, $r: String!) {\n  delegateApprovals(Delegate_ID: $d, Starts_On: $s, Ends_On: $e, Reason: $r) { Delegation_ID } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeDelegation($id: Int!) { revokeDelegation(Delegation_ID: $id) { Delegation_ID } }"): (typeof documents)["mutation RevokeDelegation($id: Int!) { revokeDelegation(Delegation_ID: $id) { Delegation_ID } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile { getUserProfile { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }"): (typeof documents)["query Profile { getUserProfile { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SavePersonal($input: PersonalInformationInput!) {\n  updatePersonalInformation(input: $input) { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }"): (typeof documents)["mutation SavePersonal($input: PersonalInformationInput!) {\n  updatePersonalInformation(input: $input) { User_ID User_Name First_Name Last_Name Email Mobile_Number Occupation Notify_By Is_Temp_Password } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Reassign($s: Int!, $v: Int!, $u: Int!, $r: String!) {\n  reassignSubmission(Submission_ID: $s, Version: $v, User_ID: $u, Reason: $r) { Submission_ID } }"): (typeof documents)["mutation Reassign($s: Int!, $v: Int!, $u: Int!, $r: String!) {\n  reassignSubmission(Submission_ID: $s, Version: $v, User_ID: $u, Reason: $r) { Submission_ID } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmissionFields on Submission {\n    Submission_ID Report_ID Report_Name Report_Type Level_of_Approval Entity_Name Year_ID Vote_ID Programme_ID SEPC_ID State Current_Level Is_Consolidated Version Modified_Date Created_Date\n  }\n"): (typeof documents)["\n  fragment SubmissionFields on Submission {\n    Submission_ID Report_ID Report_Name Report_Type Level_of_Approval Entity_Name Year_ID Vote_ID Programme_ID SEPC_ID State Current_Level Is_Consolidated Version Modified_Date Created_Date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportsAndYears { reports { Report_ID Report_Name Report_Type Report_Category Level_of_Approval Status Content_Layout }\n  fiscalYears { Year_ID Fiscal_Year Is_Active } }"): (typeof documents)["query ReportsAndYears { reports { Report_ID Report_Name Report_Type Report_Category Level_of_Approval Status Content_Layout }\n  fiscalYears { Year_ID Fiscal_Year Is_Active } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EntityStatuses($r: Int!, $y: Int!) {\n  reportEntityStatuses(Report_ID: $r, Year_ID: $y) { Entity_ID Entity_Code Entity_Name Task_Status Level_of_Approval submission { ...SubmissionFields } } }"): (typeof documents)["query EntityStatuses($r: Int!, $y: Int!) {\n  reportEntityStatuses(Report_ID: $r, Year_ID: $y) { Entity_ID Entity_Code Entity_Name Task_Status Level_of_Approval submission { ...SubmissionFields } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyTasks($y: Int!) { mySubmissionTasks(Year_ID: $y) { ...SubmissionFields } }"): (typeof documents)["query MyTasks($y: Int!) { mySubmissionTasks(Year_ID: $y) { ...SubmissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query History($s: Int!) { submissionHistory(Submission_ID: $s) { Level Action Comment Created_Date User_Name First_Name Last_Name Acting_For } }"): (typeof documents)["query History($s: Int!) { submissionHistory(Submission_ID: $s) { Level Action Comment Created_Date User_Name First_Name Last_Name Acting_For } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Initiate($r: Int!, $y: Int!, $e: Int!) { initiateReport(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { ...SubmissionFields } }"): (typeof documents)["mutation Initiate($r: Int!, $y: Int!, $e: Int!) { initiateReport(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { ...SubmissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Approve($s: Int!, $v: Int!, $c: String) { approveSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }"): (typeof documents)["mutation Approve($s: Int!, $v: Int!, $c: String) { approveSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ApproveMany($i: [SubmissionVersionInput!]!, $c: String) {\n  approveSubmissions(Items: $i, Comment: $c) { Submission_ID Approved Error_Message } }"): (typeof documents)["mutation ApproveMany($i: [SubmissionVersionInput!]!, $c: String) {\n  approveSubmissions(Items: $i, Comment: $c) { Submission_ID Approved Error_Message } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Reject($s: Int!, $v: Int!, $c: String!) { rejectSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }"): (typeof documents)["mutation Reject($s: Int!, $v: Int!, $c: String!) { rejectSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Resubmit($s: Int!, $v: Int!) { resubmitSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }"): (typeof documents)["mutation Resubmit($s: Int!, $v: Int!) { resubmitSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Recall($s: Int!, $v: Int!) { recallSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }"): (typeof documents)["mutation Recall($s: Int!, $v: Int!) { recallSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Reopen($s: Int!, $v: Int!, $r: String!) { reopenSubmission(Submission_ID: $s, Version: $v, Reason: $r) { ...SubmissionFields } }"): (typeof documents)["mutation Reopen($s: Int!, $v: Int!, $r: String!) { reopenSubmission(Submission_ID: $s, Version: $v, Reason: $r) { ...SubmissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Consolidate($s: Int!, $v: Int!) { consolidateSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }"): (typeof documents)["mutation Consolidate($s: Int!, $v: Int!) { consolidateSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Approvers($r: Int!) { reportApprovers(Report_ID: $r) { Level User_ID User_Name Vote_ID } activeUsers { User_ID User_Name First_Name Last_Name } }"): (typeof documents)["query Approvers($r: Int!) { reportApprovers(Report_ID: $r) { Level User_ID User_Name Vote_ID } activeUsers { User_ID User_Name First_Name Last_Name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetApprovers($r: Int!, $l: Int!, $u: [Int!]!, $v: Int) { setReportApprovers(Report_ID: $r, Level: $l, User_IDs: $u, Vote_ID: $v) { User_ID } }"): (typeof documents)["mutation SetApprovers($r: Int!, $l: Int!, $u: [Int!]!, $v: Int) { setReportApprovers(Report_ID: $r, Level: $l, User_IDs: $u, Vote_ID: $v) { User_ID } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ConsolidatedDocs($r: Int!, $y: Int!) {\n  consolidatedDocuments(Report_ID: $r, Year_ID: $y) { Consolidated_ID File_Format Entities Created_Date } }"): (typeof documents)["query ConsolidatedDocs($r: Int!, $y: Int!) {\n  consolidatedDocuments(Report_ID: $r, Year_ID: $y) { Consolidated_ID File_Format Entities Created_Date } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Attachments($r: Int!, $y: Int!, $e: Int!) {\n  reportAttachments(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { Attachment_ID Purpose File_Name File_Format Bytes Uploaded_By Created_Date } }"): (typeof documents)["query Attachments($r: Int!, $y: Int!, $e: Int!) {\n  reportAttachments(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { Attachment_ID Purpose File_Name File_Format Bytes Uploaded_By Created_Date } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveAttachment($a: Int!) { removeReportAttachment(Attachment_ID: $a) }"): (typeof documents)["mutation RemoveAttachment($a: Int!) { removeReportAttachment(Attachment_ID: $a) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyNotifications { myNotifications { Notification_ID Category Icon Title Description Is_Read Created_Date Path } }"): (typeof documents)["query MyNotifications { myNotifications { Notification_ID Category Icon Title Description Is_Read Created_Date Path } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LockScreen { lockScreen }"): (typeof documents)["mutation LockScreen { lockScreen }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MarkNotificationsRead { markNotificationsRead }"): (typeof documents)["mutation MarkNotificationsRead { markNotificationsRead }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetMyLanguage($Language: String!) { setMyLanguage(Language: $Language) }"): (typeof documents)["mutation SetMyLanguage($Language: String!) { setMyLanguage(Language: $Language) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PreviousFiscalYear { previousFiscalYear { Year_ID Fiscal_Year } }"): (typeof documents)["query PreviousFiscalYear { previousFiscalYear { Year_ID Fiscal_Year } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetChoices {\n  fiscalYears { Year_ID Fiscal_Year Status Ceiling_Control }\n  budgetStages { Stage_ID Year_ID Process_Area Stage Stage_Name Is_Active }\n  activeCgVotes { Vote_ID Vote_Code Vote_Name }\n  activeLgVotes { Vote_ID Vote_Code Vote_Name }\n}"): (typeof documents)["query BudgetChoices {\n  fiscalYears { Year_ID Fiscal_Year Status Ceiling_Control }\n  budgetStages { Stage_ID Year_ID Process_Area Stage Stage_Name Is_Active }\n  activeCgVotes { Vote_ID Vote_Code Vote_Name }\n  activeLgVotes { Vote_ID Vote_Code Vote_Name }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VoteDetail($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  voteDetail(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {\n    Is_Open\n    Budget_Lines { Line_ID Amount Fund_Code Programme_ID Programme_Code Programme_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name\n      Output_ID Output_Code Output_Name Item_ID Item_Code Item_Name }\n    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name Programme_ID Programme_Code Programme_Name }\n    Chart_Items { Item_ID Item_Code Item_Name }\n    Funds { Fund_Code Fund_Name MTEF_Category }\n    MTEF_Figures { Programme_ID Category Amount }\n  }\n}"): (typeof documents)["query VoteDetail($Year_ID: Int!, $Stage: Int!, $Vote_ID: Int!) {\n  voteDetail(Year_ID: $Year_ID, Stage: $Stage, Vote_ID: $Vote_ID) {\n    Is_Open\n    Budget_Lines { Line_ID Amount Fund_Code Programme_ID Programme_Code Programme_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name\n      Output_ID Output_Code Output_Name Item_ID Item_Code Item_Name }\n    Chart_Outputs { Output_ID Output_Code Output_Name SubProgramme_ID SubProgramme_Code SubProgramme_Name Programme_ID Programme_Code Programme_Name }\n    Chart_Items { Item_ID Item_Code Item_Name }\n    Funds { Fund_Code Fund_Name MTEF_Category }\n    MTEF_Figures { Programme_ID Category Amount }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BudgetScope { myBudgetScope { Is_Ministry Vote_ID Vote_Kind } }"): (typeof documents)["query BudgetScope { myBudgetScope { Is_Ministry Vote_ID Vote_Kind } }"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;