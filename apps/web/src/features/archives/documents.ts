import { graphql } from '../../gql';

export const YEARS = graphql(`query ArchiveYears { fiscalYears { Year_ID Fiscal_Year } }`);
export const CG_VOTES = graphql(`query ArchiveCgVotes { activeCgVotes { Vote_ID Vote_Code Vote_Name } }`);
export const LG_VOTES = graphql(`query ArchiveLgVotes { activeLgVotes { Vote_ID Vote_Code Vote_Name } }`);
export const ARCHIVES = graphql(`query Archives($type: String!, $year: Int!, $vote: Int!) {
  getArchivedReportsByTypeYearAndVote(type: $type, year: $year, vote: $vote) {
    Archive_ID Fiscal_Year Report_Name Report_Category Vote_Code Vote_Name Programme_Code Programme_Name Parastatal_Code Parastatal_Name
    Is_Archived Report_File File_Format File_Name Superseded_Date Created_Date
  }
}`);
export const VERIFY = graphql(`query VerifyDocument($c: String!) {
  verifyArchivedDocument(Code: $c) {
    Verification_Code Report_Name Fiscal_Year Entity_Code Entity_Name Archived_Date
    Files { File_Format SHA256 }
    Approvals { Level Action Name Title Date }
  }
}`);
export const PUBLICATIONS = graphql(`query Publications {
  publications { Publication_ID Budget_Year Key_Document Phase Title Votes Expected_Votes Lines Total State Reason Published_Date Superseded_Date Decided_By }
}`);
export const DECIDE_PUBLICATION = graphql(`mutation DecidePublication($p: Int!, $s: String!, $r: String!) {
  decidePublication(Publication_ID: $p, State: $s, Reason: $r) { Publication_ID State Reason Decided_By }
}`);
export const BOOK_STAGES = graphql(`query BookStages { fiscalYears { Year_ID Fiscal_Year Is_Active } budgetStages { Year_ID Process_Area Stage Stage_Name Is_Active } }`);
export const BUDGET_BOOKS = graphql(`query BudgetBooks($y: Int!) {
  budgetBooks(Year_ID: $y) { Book_ID Fiscal_Year Stage Stage_Name State Done Total Votes Lines Amount Pages Verification_Code Error Requested_By Requested_Date Finished_Date Superseded_Date }
}`);
export const DRAW_BUDGET_BOOK = graphql(`mutation DrawBudgetBook($y: Int!, $s: Int!) { drawBudgetBook(Year_ID: $y, Stage: $s) { Book_ID State } }`);

export const CITIZEN_QUESTIONS = graphql(`query CitizenQuestions($State: String, $Offset: Int) {
  citizenQuestions(State: $State, Offset: $Offset, Limit: 50) { Total Questions { Question_ID Budget_Year Vote_Code Question Name Email Language State Answer Answered_By Created_Date Published_Date } }
}`);
export const ANSWER_QUESTION = graphql(`mutation AnswerCitizenQuestion($q: Int!, $a: String!, $p: Boolean!) {
  answerCitizenQuestion(Question_ID: $q, Answer: $a, Publish: $p) { Question_ID State Answer Published_Date }
}`);
export const REJECT_QUESTION = graphql(`mutation RejectCitizenQuestion($q: Int!) { rejectCitizenQuestion(Question_ID: $q) { Question_ID State } }`);
export const PRIORITIES_YEARS = graphql(`query PrioritiesYears { fiscalYears { Year_ID Fiscal_Year Is_Active } }`);
export const BUDGET_PRIORITIES = graphql(`query BudgetPriorities($y: String!) { budgetPriorities(Budget_Year: $y) { Budget_Year Text Written_By Written_Date } }`);
export const KEEP_PRIORITIES = graphql(`mutation KeepBudgetPriorities($y: String!, $t: String!) {
  keepBudgetPriorities(Budget_Year: $y, Text: $t) { Budget_Year Text Written_By Written_Date }
}`);
