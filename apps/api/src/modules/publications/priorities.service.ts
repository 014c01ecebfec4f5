import { isFiscalYear, PRIORITIES_MAX_CHARS } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden } from '../../lib/errors.js';
import { present } from '../../lib/present.js';
import { deletePriorities, prioritiesForUpdate, prioritiesOf, upsertPriorities } from './priorities.repo.js';

const budgetYearOf = (year: string) => {
  if (!isFiscalYear(year)) throw badInput({ key: 'HINT.FISCAL_YEAR' });
  return year;
};

/** The ministry's account of a budget year's priorities, as the ministry reads it (who wrote it, when). */
export async function budgetPriorities({ db }: Pick<Context, 'db'>, actor: Actor, budgetYear: string) {
  if (!actor.isMinistry) throw forbidden();
  return prioritiesOf(db, budgetYearOf(budgetYear));
}

/**
 * Writes, replaces or (with no text) removes a budget year's account of its priorities; the portal shows it above the
 * year's figures at once. Plain text, line breaks kept; audited with the text before and after.
 */
export async function keepBudgetPriorities({ db }: Pick<Context, 'db'>, actor: Actor, budgetYear: string, text: string) {
  if (!actor.isMinistry) throw forbidden();
  const year = budgetYearOf(budgetYear);
  const said = text.replace(/\r\n?/g, '\n').trim();
  if (said.length > PRIORITIES_MAX_CHARS) throw badInput({ key: 'FIELD.MAX_CHARS', params: { field: 'Text', n: PRIORITIES_MAX_CHARS } });
  return db.transaction(async (tx) => {
    const old = await prioritiesForUpdate(tx, year);
    if (!said) {
      if (old) {
        await deletePriorities(tx, year);
        await writeAudit(tx, { table: 'budget_priorities', type: 'remove', recordId: old.id, actorId: actor.id, oldValues: { budgetYear: year, text: old.text } });
      }
      return null;
    }
    const row = present(await upsertPriorities(tx, { budgetYear: year, text: said, writtenBy: actor.id, writtenAt: new Date() }), 'the priorities kept');
    await writeAudit(tx, { table: 'budget_priorities', type: old ? 'update' : 'create', recordId: row.id, actorId: actor.id,
      oldValues: old ? { text: old.text } : undefined, newValues: { budgetYear: year, text: said } });
    return { p: row, writtenBy: actor.userName };
  });
}

/** What the portal shows of a budget year's priorities: the text and when it was written, never who wrote it. */
export async function openPriorities({ db }: Pick<Context, 'db'>, budgetYear: string) {
  const row = await prioritiesOf(db, budgetYear);
  return row ? { budgetYear, text: row.p.text, writtenAt: row.p.writtenAt.toISOString() } : null;
}
