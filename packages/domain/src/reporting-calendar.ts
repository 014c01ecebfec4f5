import type { ReportLayout } from './report-layouts.js';

/**
 * The reporting calendar of programme performance: each performance document has a statutory due date in its
 * fiscal year, and each entity's report stands on time, late, missing, or not yet due against it — what the
 * ministry's assessment of votes and local governments counts.
 */

/** The performance documents with a statutory due date. */
export const PERFORMANCE_DOCUMENTS = ['contract', 'quarterly', 'annual'] as const;
export type PerformanceDocument = (typeof PERFORMANCE_DOCUMENTS)[number];

/** Where an entity's report stands against its due date. */
export const STANDINGS = ['on_time', 'late', 'missing', 'open'] as const;
export type Standing = (typeof STANDINGS)[number];

/**
 * Which performance document a report definition is, by its layout and quarter: the performance contract, a
 * quarterly performance report (a quarterly layout with its quarter set) or the annual performance report. Null
 * for any other report (its deadline, if any, is set by hand).
 */
export function performanceDocumentOf(layout: ReportLayout | string | null, quarter: number | null): PerformanceDocument | null {
  if (layout === 'performance-contract' || layout === 'lg-performance-contract') return 'contract';
  if (layout === 'annual-performance') return 'annual';
  if ((layout === 'cg-quarterly' || layout === 'lg-performance') && quarter != null && quarter >= 1 && quarter <= 4) return 'quarterly';
  return null;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
/** The day `days` after the last day of month `month` (0-based from January of `year`; months may run past 11). */
const afterMonthEnd = (year: number, month: number, days: number) => iso(new Date(Date.UTC(year, month + 1, days)));

/**
 * The statutory due date of a performance document of the fiscal year starting on `yearStart` ('YYYY-07-01'):
 * the performance contract for the budget year that follows by the year's last day (30 June, before that budget
 * year begins); a quarterly report within 30 days of its quarter's end (Q1 July–September: 30 October); the
 * annual report by 31 July after the year ends (Public Finance Management Act 2015, s. 21, and the Treasury's
 * instructions).
 */
export function statutoryDueDate(document: PerformanceDocument, yearStart: string, quarter = 1): string {
  const y = Number(yearStart.slice(0, 4));
  const m = Number(yearStart.slice(5, 7)) - 1;
  if (document === 'contract') return afterMonthEnd(y, m + 11, 0);
  if (document === 'annual') return afterMonthEnd(y, m + 11, 31);
  return afterMonthEnd(y, m + 3 * quarter - 1, 30);
}

/**
 * Where an entity's report stands on `today` against `dueOn` (all 'YYYY-MM-DD' in the ministry's time zone): handed
 * in on or before the due day is on time, after it late; not handed in is open until the due day has passed, then
 * missing.
 */
export function standingOf(dueOn: string, handedInOn: string | null, today: string): Standing {
  if (handedInOn) return handedInOn <= dueOn ? 'on_time' : 'late';
  return today > dueOn ? 'missing' : 'open';
}
