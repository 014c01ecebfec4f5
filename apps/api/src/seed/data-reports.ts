import type { ReportCategory, ReportLayout } from '@pbs/domain';

/** Report definitions: [category, type, name, levels of approval, quarter?]. */
export const REPORTS: [ReportCategory, string, string, number, number?][] = [
  ['VOTE', 'CG', 'Budget Framework Paper', 3], ['VOTE', 'CG', 'Ministerial Policy Statement', 4],
  ['VOTE', 'CG', 'Draft Estimates of Revenue and Expenditure', 5], ['VOTE', 'CG', 'Approved Estimates of Revenue and Expenditure', 7],
  ['VOTE', 'CG', 'Annual Work Plan', 2], ['VOTE', 'CG', 'Procurement Plan', 2], ['VOTE', 'CG', 'Cash Flow Plan', 3],
  ['VOTE', 'CG', 'Quarterly Performance Report Q1', 2, 1], ['VOTE', 'CG', 'Quarterly Performance Report Q2', 2, 2],
  ['VOTE', 'CG', 'Quarterly Performance Report Q3', 2, 3], ['VOTE', 'CG', 'Quarterly Performance Report Q4', 2, 4],
  ['VOTE', 'CG', 'Staff List', 1], ['VOTE', 'CG', 'Pension and Gratuity List', 2], ['VOTE', 'CG', 'Student List', 2], ['VOTE', 'CG', 'Virement Request', 4],
  ['VOTE', 'CG', 'Supplementary Budget Request', 5], ['VOTE', 'CG', 'Arrears Report', 3],
  ['PROGRAMME', 'CG', 'Programme Budget Framework Paper', 3], ['PROGRAMME', 'CG', 'Programme Implementation Action Plan', 3],
  ['PROGRAMME', 'CG', 'Programme Performance Report', 2], ['PROGRAMME', 'CG', 'Programme Annual Review', 4],
  ['VOTE', 'CG BOT', 'Budget Outturn Report', 3], ['VOTE', 'CG BOT', 'Annual Budget Performance Report', 4],
  ['VOTE', 'CG BOT', 'Revenue Outturn Report', 2],
  ['Parastatal', 'SEPC', 'Parastatal Budget Estimates', 3], ['Parastatal', 'SEPC', 'Parastatal Performance Report', 2],
  ['Parastatal', 'SEPC', 'Corporate Plan', 4], ['Parastatal', 'SEPC', 'Dividend and Surplus Declaration', 3],
  ['Parastatal', 'SEPC', 'Borrowing Plan', 5],
  ['Vote', 'LG', 'LG Budget Framework Paper', 3], ['Vote', 'LG', 'LG Draft Budget Estimates', 4],
  ['Vote', 'LG', 'LG Approved Budget Estimates', 6], ['Vote', 'LG', 'LG Annual Work Plan', 2],
  ['Vote', 'LG', 'LG Procurement Plan', 2], ['Vote', 'LG', 'LG Quarterly Performance Report', 2],
  ['Vote', 'LG', 'LG Staff List', 1], ['Vote', 'LG', 'LG Pension List', 2], ['Vote', 'LG', 'LG Locally Raised Revenue Estimates', 3],
  ['Vote', 'LG BOT', 'LG Budget Outturn Report', 3], ['Vote', 'LG BOT', 'LG Annual Budget Performance Report', 4],
  ['Vote', 'LG', 'LG Grant Allocation Report', 7],
  // Programme performance, kept last so the definitions before keep their order.
  ['VOTE', 'CG', 'Performance Contract (Form A)', 2], ['VOTE', 'CG', 'Annual Performance Report', 3],
  // A local government's quarterly report per quarter, so the reporting calendar can date each.
  ['Vote', 'LG', 'LG Quarterly Performance Report Q1', 2, 1], ['Vote', 'LG', 'LG Quarterly Performance Report Q2', 2, 2],
  ['Vote', 'LG', 'LG Quarterly Performance Report Q3', 2, 3], ['Vote', 'LG', 'LG Quarterly Performance Report Q4', 2, 4],
  ['Vote', 'LG', 'Performance Contract (Form B)', 2],
  // The ministry's assessment of the government's budget credibility, filed under its own vote.
  ['VOTE', 'CG BOT', 'Budget Credibility Assessment', 3],
];

export const internalName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '').slice(0, 60);

/** The layout each generated report is drawn with (report catalogue); reports not named here are uploaded documents. */
export const LAYOUT_OF: Record<string, ReportLayout> = {
  'Budget Framework Paper': 'vote-estimates',
  'Draft Estimates of Revenue and Expenditure': 'vote-estimates',
  'Approved Estimates of Revenue and Expenditure': 'vote-estimates',
  'Quarterly Performance Report Q1': 'cg-quarterly',
  'Quarterly Performance Report Q2': 'cg-quarterly',
  'Quarterly Performance Report Q3': 'cg-quarterly',
  'Quarterly Performance Report Q4': 'cg-quarterly',
  'Staff List': 'staff-list',
  'Pension and Gratuity List': 'pension-list',
  'Student List': 'student-list',
  'Virement Request': 'virement',
  'Supplementary Budget Request': 'supplementary',
  'Programme Budget Framework Paper': 'programme-estimates',
  'Budget Outturn Report': 'cg-outturn',
  'Annual Budget Performance Report': 'cg-outturn',
  'LG Budget Framework Paper': 'lg-estimates',
  'LG Draft Budget Estimates': 'lg-estimates',
  'LG Approved Budget Estimates': 'lg-estimates',
  'LG Quarterly Performance Report': 'lg-performance',
  'LG Quarterly Performance Report Q1': 'lg-performance',
  'LG Quarterly Performance Report Q2': 'lg-performance',
  'LG Quarterly Performance Report Q3': 'lg-performance',
  'LG Quarterly Performance Report Q4': 'lg-performance',
  'LG Locally Raised Revenue Estimates': 'lg-lrr',
  'LG Budget Outturn Report': 'lg-performance',
  'Parastatal Budget Estimates': 'sepc-estimates',
  'LG Staff List': 'staff-list',
  'LG Pension List': 'pension-list',
  'LG Annual Budget Performance Report': 'lg-performance',
  'LG Grant Allocation Report': 'lg-grants',
  'Performance Contract (Form A)': 'performance-contract',
  'Performance Contract (Form B)': 'lg-performance-contract',
  'Annual Performance Report': 'annual-performance',
  'Budget Credibility Assessment': 'credibility',
};

/**
 * The budget stage each estimates document is drawn from. A Budget Framework Paper, the Draft Estimates and
 * the Approved Estimates share a layout but not their figures: each prints its own stage (stage numbers of the
 * Budget Stages master: 1 Budget Framework Paper, 2 Draft Estimates, 3 Approved Estimates). Reports not named
 * here take the area's active stage.
 */
export const STAGE_OF: Record<string, number> = {
  'Budget Framework Paper': 1,
  'Programme Budget Framework Paper': 1,
  'LG Budget Framework Paper': 1,
  'Draft Estimates of Revenue and Expenditure': 2,
  'LG Draft Budget Estimates': 2,
  'Approved Estimates of Revenue and Expenditure': 3,
  'LG Approved Budget Estimates': 3,
  // The contract undertakes what the approved estimates fund.
  'Performance Contract (Form A)': 3,
  'Performance Contract (Form B)': 3,
};
