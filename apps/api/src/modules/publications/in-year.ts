import type { InYearLine } from './publications.repo.js';
import { programmeCsv, programmeDescriptor, programmeSummary, type ProgrammePackage } from './programme-package.js';

/**
 * What an in-year publication says of itself: the year executed, the quarter its figures run to, and whether it is a
 * quarter's in-year report or the year-end report (the whole year, from the year's out-turn report).
 */
export interface InYearMeta { budgetYear: string; quarter: number; document: 'in-year-report' | 'year-end-report'; title: string; created: Date }

/**
 * An in-year report as a package: three measures — the approved budget (approved phase), released and spent from
 * the year's start to the quarter's end (executed phase) — by vote, programme and budget category.
 */
const inYearPackage = (m: InYearMeta): ProgrammePackage<InYearLine, 'approved' | 'released' | 'spent'> => ({
  slug: m.document === 'year-end-report' ? 'year-end-report' : `in-year-report-q${m.quarter}`, budgetYear: m.budgetYear, title: m.title, created: m.created,
  description: `${m.title}: the approved budget, and what was released and spent from 1 July to ${m.document === 'year-end-report' ? 'the year\'s end (30 June)' : `the end of Q${m.quarter}`}, in whole Uganda shillings, by vote, programme and budget category.`,
  keywords: [m.document, 'executed'],
  period: m.quarter === 1 ? 'Q1' : `Q1-Q${m.quarter}`, periodTitle: 'Period (cumulative from the start of the year)',
  measures: [
    { key: 'approved', title: 'Approved budget (UGX)', phase: 'approved', of: (l) => l.approved },
    { key: 'released', title: 'Released to date (UGX)', of: (l) => l.released },
    { key: 'spent', title: 'Spent to date (UGX)', phase: 'executed', of: (l) => l.spent },
  ],
});

export const inYearDescriptor = (m: InYearMeta & { id: string }) => programmeDescriptor(inYearPackage(m), m.id);
export const inYearCsv = (m: InYearMeta, lines: InYearLine[]) => programmeCsv(inYearPackage(m), lines);

/** The portal's reading of an in-year report: the national totals and each vote's. */
export const inYearSummary = (m: InYearMeta, lines: InYearLine[]) =>
  ({ document: m.document, phase: 'executed', quarter: m.quarter, ...programmeSummary(inYearPackage(m), lines) }) as const;
