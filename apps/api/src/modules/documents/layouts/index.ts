import type { ReportLayout } from '@pbs/domain';
import { supplementary, virement } from './adjustments.js';
import { programmeEstimates, voteEstimates } from './estimates.js';
import { appropriation } from './appropriation.js';
import { lgEstimates, lgGrants, lgLrr, lgPerformance } from './lg.js';
import { pensionList, staffList, studentList } from './lists.js';
import { cgOutturn, cgQuarterly } from './quarterly.js';
import { sepcEstimates } from './sepc.js';
import { lgPerformanceContract, performanceContract } from './performance.js';
import { annualPerformance } from './annual.js';
import { credibility } from './credibility.js';
import type { Layout } from './input.js';

/** Each catalogue layout and the builder that draws it from the database. */
export const LAYOUTS: Record<ReportLayout, Layout> = {
  'vote-estimates': voteEstimates,
  'programme-estimates': programmeEstimates,
  'lg-estimates': lgEstimates,
  'lg-grants': lgGrants,
  'lg-lrr': lgLrr,
  'lg-performance': lgPerformance,
  'staff-list': staffList,
  'pension-list': pensionList,
  'student-list': studentList,
  'cg-quarterly': cgQuarterly,
  'cg-outturn': cgOutturn,
  virement,
  supplementary,
  'sepc-estimates': sepcEstimates,
  appropriation,
  'performance-contract': performanceContract,
  'lg-performance-contract': lgPerformanceContract,
  'annual-performance': annualPerformance,
  credibility,
};

/** Layouts whose figures belong to a budget stage; the others describe the year (lists, quarters, adjustments). */
export const STAGED: ReadonlySet<ReportLayout> = new Set(['vote-estimates', 'programme-estimates', 'lg-estimates', 'lg-grants', 'appropriation', 'performance-contract', 'lg-performance-contract']);

/**
 * Layouts whose figures are the budget year's (Y1, the year after the report's fiscal year): a Budget Framework Paper
 * or estimates for 2026/27 are drawn up during 2025/26, and are titled for 2026/27, as the ministry prints them; so
 * are virements and supplementaries (they move the budget year's lines) and an LG's grant receipts (of its quarters).
 */
export const BUDGET_YEAR_TITLED: ReadonlySet<ReportLayout> = new Set([...STAGED, 'sepc-estimates', 'virement', 'supplementary', 'lg-performance']);
