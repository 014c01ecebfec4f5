import { and, desc, eq, lt, ne } from 'drizzle-orm';
import { budgetStages, fiscalYears } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { actorOf } from '../../graphql/context.js';
import { updateAudited } from '../../lib/audited.js';
import { badInput, notFound } from '../../lib/errors.js';
import { activeFiscalYear } from '../auth/login-result.js';
import { BudgetStageRef, FiscalYearRef } from './organisation.masters.js';

builder.queryFields((t) => ({
  previousFiscalYear: t.field({
    type: FiscalYearRef, nullable: true, authScopes: { signedIn: true },
    resolve: async (_r, _a, { db }) => {
      const active = await activeFiscalYear(db);
      if (!active) return null;
      const [row] = await db.select().from(fiscalYears)
        .where(lt(fiscalYears.startDate, active.startDate)).orderBy(desc(fiscalYears.startDate)).limit(1);
      return row ?? null;
    },
  }),
}));

builder.mutationFields((t) => ({
  /** One active fiscal year at a time: the old one is switched off in the same transaction. */
  setActiveFiscalYear: t.field({
    type: FiscalYearRef, authScopes: { menu: '/general-masters/fiscal-years' }, args: { Year_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Year_ID }, ctx) => ctx.db.transaction(async (tx) => {
      const [year] = await tx.select().from(fiscalYears).where(eq(fiscalYears.id, Year_ID));
      if (!year) throw notFound();
      if (!year.status) throw badInput('An inactive fiscal year cannot be made active');
      const [old] = await tx.select().from(fiscalYears).where(and(eq(fiscalYears.isActive, true), ne(fiscalYears.id, Year_ID)));
      if (old) await updateAudited(tx, fiscalYears, old.id, { isActive: false }, actorOf(ctx).id);
      return updateAudited(tx, fiscalYears, Year_ID, { isActive: true }, actorOf(ctx).id);
    }),
  }),
  setActiveBudgetStage: t.field({
    type: BudgetStageRef, authScopes: { menu: '/general-masters/budget-stages' }, args: { Stage_ID: t.arg.int({ required: true }) },
    resolve: (_r, { Stage_ID }, ctx) => ctx.db.transaction(async (tx) => {
      const [stage] = await tx.select().from(budgetStages).where(eq(budgetStages.id, Stage_ID));
      if (!stage) throw notFound();
      if (!stage.status) throw badInput('An inactive stage cannot be made active');
      const [old] = await tx.select().from(budgetStages).where(and(
        eq(budgetStages.yearId, stage.yearId), eq(budgetStages.processArea, stage.processArea),
        eq(budgetStages.isActive, true), ne(budgetStages.id, Stage_ID)));
      if (old) await updateAudited(tx, budgetStages, old.id, { isActive: false }, actorOf(ctx).id);
      return updateAudited(tx, budgetStages, Stage_ID, { isActive: true }, actorOf(ctx).id);
    }),
  }),
}));
