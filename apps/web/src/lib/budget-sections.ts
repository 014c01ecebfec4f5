/** The sections of /budget, each the /budget/#key anchor its tab and its breadcrumb link to (label: a message key); `ministry`: the ministry's only. */
export const BUDGET_SECTIONS = [
  { key: 'mtef', label: 'BUDGET.TAB_MTEF' },
  { key: 'detail', label: 'BUDGET.TAB_DETAIL' },
  { key: 'performance', label: 'BUDGET.TAB_PERFORMANCE' },
  { key: 'ipf', label: 'BUDGET.TAB_IPF' },
  { key: 'compare', label: 'BUDGET.TAB_COMPARE' },
  { key: 'years', label: 'BUDGET.TAB_YEARS' },
  { key: 'revenue', label: 'BUDGET.TAB_REVENUE' },
  { key: 'execution', label: 'BUDGET.TAB_EXECUTION' },
  { key: 'virements', label: 'BUDGET.TAB_VIREMENTS' },
  { key: 'uploads', label: 'BUDGET.TAB_UPLOADS' },
  { key: 'loads', label: 'BUDGET.TAB_LOADS', ministry: true },
  { key: 'names', label: 'BUDGET.TAB_NAMES', ministry: true },
  { key: 'credibility', label: 'BUDGET.TAB_CREDIBILITY', ministry: true },
] as const satisfies readonly { key: string; label: string; ministry?: boolean }[];

/** The section a /budget hash names, or the first. */
export const budgetSection = (hash: string) => BUDGET_SECTIONS.find((s) => `#${s.key}` === hash) ?? BUDGET_SECTIONS[0];
