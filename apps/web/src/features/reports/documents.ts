import { graphql } from '../../gql';

export const SUBMISSION_FIELDS = graphql(`
  fragment SubmissionFields on Submission {
    Submission_ID Report_ID Report_Name Report_Type Level_of_Approval Entity_Name Year_ID Vote_ID Programme_ID SEPC_ID State Current_Level Is_Consolidated Version Modified_Date Created_Date
  }
`);

export const REPORTS_AND_YEARS = graphql(`query ReportsAndYears { reports { Report_ID Report_Name Report_Type Report_Category Level_of_Approval Status Content_Layout }
  fiscalYears { Year_ID Fiscal_Year Is_Active } }`);

export const ENTITY_STATUSES = graphql(`query EntityStatuses($r: Int!, $y: Int!) {
  reportEntityStatuses(Report_ID: $r, Year_ID: $y) { Entity_ID Entity_Code Entity_Name Task_Status Level_of_Approval submission { ...SubmissionFields } } }`);

export const TASKS = graphql(`query MyTasks($y: Int!) { mySubmissionTasks(Year_ID: $y) { ...SubmissionFields } }`);

export const HISTORY = graphql(`query History($s: Int!) { submissionHistory(Submission_ID: $s) { Level Action Comment Created_Date User_Name First_Name Last_Name Acting_For } }`);

export const INITIATE = graphql(`mutation Initiate($r: Int!, $y: Int!, $e: Int!) { initiateReport(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { ...SubmissionFields } }`);
export const APPROVE = graphql(`mutation Approve($s: Int!, $v: Int!, $c: String) { approveSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }`);
export const APPROVE_MANY = graphql(`mutation ApproveMany($i: [SubmissionVersionInput!]!, $c: String) {
  approveSubmissions(Items: $i, Comment: $c) { Submission_ID Approved Error_Message } }`);
export const REJECT = graphql(`mutation Reject($s: Int!, $v: Int!, $c: String!) { rejectSubmission(Submission_ID: $s, Version: $v, Comment: $c) { ...SubmissionFields } }`);
export const RESUBMIT = graphql(`mutation Resubmit($s: Int!, $v: Int!) { resubmitSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }`);
export const RECALL = graphql(`mutation Recall($s: Int!, $v: Int!) { recallSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }`);
export const REOPEN = graphql(`mutation Reopen($s: Int!, $v: Int!, $r: String!) { reopenSubmission(Submission_ID: $s, Version: $v, Reason: $r) { ...SubmissionFields } }`);
export const CONSOLIDATE = graphql(`mutation Consolidate($s: Int!, $v: Int!) { consolidateSubmission(Submission_ID: $s, Version: $v) { ...SubmissionFields } }`);

export const APPROVERS = graphql(`query Approvers($r: Int!) { reportApprovers(Report_ID: $r) { Level User_ID User_Name Vote_ID } activeUsers { User_ID User_Name First_Name Last_Name } }`);
export const SET_APPROVERS = graphql(`mutation SetApprovers($r: Int!, $l: Int!, $u: [Int!]!, $v: Int) { setReportApprovers(Report_ID: $r, Level: $l, User_IDs: $u, Vote_ID: $v) { User_ID } }`);

/** Report types of each process area of the menu paths (/reports/cg/..., /reports/lg/..., /reports/sepc/...). */
export const AREA_TYPES: Record<string, string[]> = { cg: ['CG', 'CG BOT'], lg: ['LG', 'LG BOT'], sepc: ['SEPC'] };

export const CONSOLIDATED_DOCS = graphql(`query ConsolidatedDocs($r: Int!, $y: Int!) {
  consolidatedDocuments(Report_ID: $r, Year_ID: $y) { Consolidated_ID File_Format Entities Created_Date } }`);

export const ATTACHMENTS = graphql(`query Attachments($r: Int!, $y: Int!, $e: Int!) {
  reportAttachments(Report_ID: $r, Year_ID: $y, Entity_ID: $e) { Attachment_ID Purpose File_Name File_Format Bytes Uploaded_By Created_Date } }`);
export const REMOVE_ATTACHMENT = graphql(`mutation RemoveAttachment($a: Int!) { removeReportAttachment(Attachment_ID: $a) }`);
