import { eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { budgetPriorities, users } from '../../db/schema/index.js';

export type BudgetPriorities = typeof budgetPriorities.$inferSelect;

/** A budget year's account of its priorities, with who wrote it. */
export async function prioritiesOf(db: Executor, budgetYear: string) {
  const [row] = await db.select({ p: budgetPriorities, writtenBy: users.userName }).from(budgetPriorities)
    .innerJoin(users, eq(users.id, budgetPriorities.writtenBy)).where(eq(budgetPriorities.budgetYear, budgetYear));
  return row ?? null;
}

export async function prioritiesForUpdate(tx: Tx, budgetYear: string): Promise<BudgetPriorities | undefined> {
  const [row] = await tx.select().from(budgetPriorities).where(eq(budgetPriorities.budgetYear, budgetYear)).for('update');
  return row;
}

/** Writes a year's account, the one before replaced (two writers at once: the later one stands). */
export async function upsertPriorities(tx: Tx, values: typeof budgetPriorities.$inferInsert): Promise<BudgetPriorities | undefined> {
  const [row] = await tx.insert(budgetPriorities).values(values)
    .onConflictDoUpdate({ target: budgetPriorities.budgetYear, set: { text: values.text, writtenBy: values.writtenBy, writtenAt: values.writtenAt } })
    .returning();
  return row;
}

export const deletePriorities = (tx: Tx, budgetYear: string) => tx.delete(budgetPriorities).where(eq(budgetPriorities.budgetYear, budgetYear));
