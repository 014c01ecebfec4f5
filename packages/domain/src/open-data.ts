/**
 * Open budget data (issue: open budget data and the citizens' budget): what is published when the ministry
 * consolidates an estimates stage, under which of the Open Budget Survey's eight key documents, and when each
 * is due.
 */

/** The Fiscal Data Package's budget phases. */
export const BUDGET_PHASES = ['proposed', 'approved', 'adjusted', 'executed'] as const;
export type BudgetPhase = (typeof BUDGET_PHASES)[number];

/** The Open Budget Survey's eight key documents. */
export const KEY_DOCUMENTS = [
  'pre-budget-statement', 'executive-budget-proposal', 'enacted-budget', 'citizens-budget',
  'in-year-report', 'mid-year-review', 'year-end-report', 'audit-report',
] as const;
export type KeyDocument = (typeof KEY_DOCUMENTS)[number];

/**
 * What a publication may be: one of the key documents, or the adjusted budget (the approved budget with the
 * supplementaries and virements since), published as its own document with no statutory due date.
 */
export const PUBLISHED_KINDS = [...KEY_DOCUMENTS, 'adjusted-budget'] as const;
export type PublishedKind = (typeof PUBLISHED_KINDS)[number];

/** What a publication is: public, withheld by the ministry (may be released), or retracted for good. */
export const PUBLICATION_STATES = ['published', 'withheld', 'retracted'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/**
 * Which key document a consolidated estimates stage is, by stage number of the Budget Stages master (1 Budget
 * Framework Paper, 2 Draft Estimates, 3 Approved Estimates), and the phase of its figures. The approved stage is
 * also the citizens' budget: the portal draws it from the same publication.
 */
export const STAGE_PUBLICATION: Record<number, { document: KeyDocument; phase: BudgetPhase }> = {
  1: { document: 'pre-budget-statement', phase: 'proposed' },
  2: { document: 'executive-budget-proposal', phase: 'proposed' },
  3: { document: 'enacted-budget', phase: 'approved' },
};

/**
 * When each key document of a budget year is due, as [months after the budget year's first month (July), day]:
 * the Budget Framework Paper by 31 December and the estimates by 1 April before the year (Public Finance
 * Management Act 2015, s. 9 and 13), the enacted budget and the citizens' budget by the year's first day; the
 * mid-year review, year-end and audit reports within the Open Budget Survey's limits (three months after
 * mid-year, twelve and eighteen months after the year). A day past the month's end is its last day.
 */
const DUE: Record<Exclude<KeyDocument, 'in-year-report'>, [number, number]> = {
  'pre-budget-statement': [-7, 31],
  'executive-budget-proposal': [-3, 1],
  'enacted-budget': [0, 1],
  'citizens-budget': [0, 1],
  'mid-year-review': [8, 31],
  'year-end-report': [23, 30],
  'audit-report': [29, 31],
};

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The day a key document of a budget year ('2026-2027') is due, 'YYYY-MM-DD'. An in-year report names its
 * quarter (1 = July to September) and is due three months after the quarter ends (the Open Budget Survey's limit).
 */
export function dueDateOf(document: KeyDocument, budgetYear: string, quarter = 1): string {
  const first = Number(budgetYear.slice(0, 4));
  if (document === 'in-year-report') return iso(new Date(Date.UTC(first, 6 + 3 * quarter + 3, 0)));
  const [months, day] = DUE[document];
  const last = new Date(Date.UTC(first, 6 + months + 1, 0));
  return iso(new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth(), Math.min(day, last.getUTCDate()))));
}

/** Whether a document published on `publishedOn` ('YYYY-MM-DD') was on time for its due date. */
export const onTime = (publishedOn: string, due: string) => publishedOn <= due;

/** What a citizen may send from the portal, and what the ministry may answer (characters). */
export const QUESTION_LIMITS = { questionMin: 10, question: 2_000, name: 100, email: 200, answer: 4_000 } as const;
/** The ministry's short account of a budget year's priorities, shown on the portal above the figures. */
export const PRIORITIES_MAX_CHARS = 3_000;
export const QUESTION_STATES = ['new', 'answered', 'published', 'rejected'] as const;
export type QuestionState = (typeof QUESTION_STATES)[number];
