import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { BudgetStageRef, FiscalYearRef } from './organisation.masters.js';
import * as periods from './periods.service.js';

builder.queryFields((t) => ({
  previousFiscalYear: t.field({
    type: FiscalYearRef, nullable: true, authScopes: { signedIn: true },
    resolve: (_r, _a, ctx) => periods.previousFiscalYear(ctx),
  }),
}));

builder.mutationFields((t) => ({
  setActiveFiscalYear: t.field({
    type: FiscalYearRef, authScopes: { menu: '/general-masters/fiscal-years' }, args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Year_ID }, ctx) => periods.setActiveFiscalYear(ctx, actorOf(ctx), Year_ID),
  }),
  setActiveBudgetStage: t.field({
    type: BudgetStageRef, authScopes: { menu: '/general-masters/budget-stages' }, args: { Stage_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Stage_ID }, ctx) => periods.setActiveBudgetStage(ctx, actorOf(ctx), Stage_ID),
  }),
}));
