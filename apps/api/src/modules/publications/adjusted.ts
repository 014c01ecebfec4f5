import type { AdjustedLine } from './publications.repo.js';
import { programmeCsv, programmeDescriptor, programmeSummary, type ProgrammePackage } from './programme-package.js';

/** What an adjusted-budget publication says of itself: the budget year and the day its figures stand at. */
export interface AdjustedMeta { budgetYear: string; asOf: string; title: string; created: Date }

/**
 * The adjusted budget as a package: the approved budget (approved phase), the supplementaries and the virements
 * in and out since, and the adjusted budget they make (adjusted phase), by vote, programme and budget category.
 */
const adjustedPackage = (m: AdjustedMeta): ProgrammePackage<AdjustedLine, 'approved' | 'supplementary' | 'virement_in' | 'virement_out' | 'adjusted'> => ({
  slug: 'adjusted-budget', budgetYear: m.budgetYear, title: m.title, created: m.created,
  description: `${m.title}: the approved budget, the supplementary budgets and virements approved since, and the adjusted budget, in whole Uganda shillings, by vote, programme and budget category, as at ${m.asOf}.`,
  keywords: ['adjusted-budget', 'adjusted', 'supplementary', 'virement'],
  period: `to ${m.asOf}`, periodTitle: 'Adjustments up to (date)',
  measures: [
    { key: 'approved', title: 'Approved budget (UGX)', phase: 'approved', of: (l) => l.approved },
    { key: 'supplementary', title: 'Supplementary budgets (UGX)', of: (l) => l.supplementary },
    { key: 'virement_in', title: 'Virements into the line (UGX)', of: (l) => l.virement_in },
    { key: 'virement_out', title: 'Virements out of the line (UGX)', of: (l) => l.virement_out },
    { key: 'adjusted', title: 'Adjusted budget (UGX)', phase: 'adjusted', of: (l) => l.adjusted },
  ],
});

export const adjustedDescriptor = (m: AdjustedMeta & { id: string }) => programmeDescriptor(adjustedPackage(m), m.id);
export const adjustedCsv = (m: AdjustedMeta, lines: AdjustedLine[]) => programmeCsv(adjustedPackage(m), lines);
export const adjustedSummary = (m: AdjustedMeta, lines: AdjustedLine[]) =>
  ({ document: 'adjusted-budget', phase: 'adjusted', asOf: m.asOf, ...programmeSummary(adjustedPackage(m), lines) }) as const;
