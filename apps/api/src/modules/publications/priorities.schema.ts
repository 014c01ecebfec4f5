import { PRIORITIES_MAX_CHARS } from '@pbs/domain';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import type { BudgetPriorities } from './priorities.repo.js';
import { budgetPriorities, keepBudgetPriorities } from './priorities.service.js';

const PrioritiesRef = builder.objectRef<{ p: BudgetPriorities; writtenBy: string }>('BudgetPriorities').implement({
  description: "The ministry's short account of a budget year's priorities, shown on the citizens' portal above the year's figures.",
  fields: (t) => ({
    Budget_Year: t.string({ resolve: (r) => r.p.budgetYear }), Text: t.string({ resolve: (r) => r.p.text }),
    Written_By: t.string({ resolve: (r) => r.writtenBy }), Written_Date: t.string({ resolve: (r) => r.p.writtenAt.toISOString() }),
  }),
});

builder.queryFields((t) => ({
  budgetPriorities: t.field({
    type: PrioritiesRef, nullable: true, authScopes: { ministry: true }, description: "A budget year's account of its priorities, or null when none is written.",
    args: { Budget_Year: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => budgetPriorities(ctx, actorOf(ctx), a.Budget_Year),
  }),
}));

builder.mutationFields((t) => ({
  keepBudgetPriorities: t.field({
    type: PrioritiesRef, nullable: true, authScopes: { ministry: true },
    description: "Writes or replaces a budget year's account of its priorities (plain text); an empty text removes it. Audited.",
    args: { Budget_Year: t.arg.string({ required: true }), Text: t.arg.string({ required: true, validate: { maxLength: PRIORITIES_MAX_CHARS + 200 } }) },
    resolve: (_r, a, ctx) => keepBudgetPriorities(ctx, actorOf(ctx), a.Budget_Year, a.Text),
  }),
}));
