import type { MessageKey } from '../i18n';

/** The sections of /budget, each the /budget/#key anchor its tab and its breadcrumb link to. */
export const BUDGET_SECTIONS: { key: string; label: MessageKey }[] = [
  { key: 'mtef', label: 'BUDGET.TAB_MTEF' },
  { key: 'ipf', label: 'BUDGET.TAB_IPF' },
  { key: 'compare', label: 'BUDGET.TAB_COMPARE' },
  { key: 'virements', label: 'BUDGET.TAB_VIREMENTS' },
  { key: 'uploads', label: 'BUDGET.TAB_UPLOADS' },
];

/** The section a /budget hash names, or the first. */
export const budgetSection = (hash: string) => BUDGET_SECTIONS.find((s) => `#${s.key}` === hash) ?? BUDGET_SECTIONS[0];
