/**
 * Where a report's content comes from (issue: report catalogue). A report definition names one of these
 * layouts, generated from the data the system holds; a report without a layout is a document the initiator
 * uploads (a policy statement, a procurement plan, a signed scan).
 */
export const REPORT_LAYOUTS = {
  'vote-estimates': 'A CG vote\'s estimates by programme and category, with medium-term projections and revenue',
  'programme-estimates': 'A programme\'s estimates by vote, with medium-term projections',
  'lg-estimates': 'An LG\'s grants by revenue source, with projections and locally raised revenue',
  'lg-grants': 'An LG\'s grant allocations by sub-programme and transfer kind',
  'lg-lrr': 'An LG\'s locally raised revenue: last year\'s actuals and the new estimates',
  'lg-performance': 'An LG\'s grant receipts by quarter against the budget, with absorption',
  'staff-list': 'The staff list with counts and wage bill',
  'pension-list': 'The pension and gratuity list with counts and totals',
  'student-list': 'The sponsored students by institution, with counts and annual fees',
  'cg-quarterly': 'A quarter\'s cash limits, warrants, releases and expenditure, with absorption',
  'cg-outturn': 'The year\'s budget against releases and expenditure, with absorption',
  'virement': 'Virements with each line\'s balance before and after',
  'supplementary': 'Supplementary requests with each line\'s budget before and after',
  'sepc-estimates': 'A parastatal\'s revenue and expenditure estimates with the surplus or deficit',
  appropriation: 'A vote\'s line of the Appropriation schedule: wage, non-wage, development, the amount appropriated, arrears, AIA and external financing',
  'performance-contract': 'A CG vote\'s performance contract (Form A): each key output with its cost, indicators, baseline and targets by quarter',
  'lg-performance-contract': 'A district\'s performance contract (Form B): each department\'s budget by category, then its key outputs with their cost, indicators, baseline and targets by quarter',
  credibility: 'Budget credibility as the PEFA 2016 framework scores it — PI-1, PI-2 and PI-3 for the last three ended years — with the years and the table behind each variance',
  'annual-performance': 'A CG vote\'s annual performance report: the year\'s budget, releases and expenditure with the three shares, and each indicator\'s quarters and year against its annual target',
} as const;
export type ReportLayout = keyof typeof REPORT_LAYOUTS;
export const REPORT_LAYOUT_NAMES = Object.keys(REPORT_LAYOUTS) as ReportLayout[];
export const isReportLayout = (s: string): s is ReportLayout => Object.hasOwn(REPORT_LAYOUTS, s);

/**
 * Layouts whose figures are the government's, whatever vote the report is filed under: only the ministry initiates
 * or drafts them, since a vote's initiator would otherwise read every vote's figures in the draft.
 */
export const NATIONAL_LAYOUTS: readonly ReportLayout[] = ['credibility'];
export const isNationalReport = (r: { layout: string | null }) => r.layout != null && (NATIONAL_LAYOUTS as readonly string[]).includes(r.layout);

/**
 * Layouts drawn from another area's stages than their report's: a district's plan and detailed estimates are held
 * under the CG stages (ADR 0015), so its contract is drawn from, and its approval freezes, the CG stage.
 */
export const LAYOUT_STAGE_AREA: Partial<Record<ReportLayout, 'CG'>> = { 'lg-performance-contract': 'CG' };

/**
 * The entered data each layout is drawn from, by upload kind (typed MTEF figures count as the 'mtef' kind):
 * once a report of that layout is approved for an entity and year (and stage, for staged layouts), that
 * entity's data of those kinds is frozen on every entry path until the ministry reopens the report.
 */
export const FROZEN_BY: Partial<Record<string, readonly ReportLayout[]>> = {
  mtef: ['vote-estimates', 'programme-estimates', 'appropriation'],
  ipf: ['lg-estimates', 'lg-grants'],
  staff: ['staff-list'], 'lg-staff': ['staff-list'],
  pension: ['pension-list'], 'lg-pension': ['pension-list'],
  student: ['student-list'],
  lrr: ['lg-lrr'],
  'sepc-estimates': ['sepc-estimates'],
  virement: ['virement'], 'line-virement': ['virement'],
  supplementary: ['supplementary'], 'line-supplementary': ['supplementary'],
  // A quarter's report freezes that quarter's figures (DataScope.quarters); the out-turn, every quarter's.
  'quarterly-cash-limits': ['cg-quarterly'],
  'quarterly-releases': ['cg-quarterly', 'cg-outturn', 'annual-performance'],
  'quarterly-warrants-expenditure': ['cg-quarterly', 'cg-outturn', 'annual-performance'],
  // Outputs, indicators and targets, by the performance contract; indicator actuals of a quarter, by its report.
  'perf-outputs': ['performance-contract', 'lg-performance-contract'],
  // A plan file is held to what its screen is held to (perf-outputs), on every path alike.
  performance: ['performance-contract'], 'lg-performance': ['lg-performance-contract'],
  'perf-actuals': ['cg-quarterly', 'annual-performance'],
  // A local government reports a quarter of its budget year in the report of the year it planned in (the year before).
  'lg-perf-actuals': ['lg-performance'],
};
