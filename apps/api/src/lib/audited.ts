import { eq, getTableName, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgTable, PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { writeAudit } from './audit.js';
import { mapDbError, notFound } from './errors.js';
import { announce } from '../db/changes.js';

type TableWithId = PgTable & { id: PgColumn };

/** Insert one row and its audit record in the caller's transaction. */
export async function insertAudited<T extends TableWithId>(
  tx: Tx, table: T, values: InferInsertModel<T>, actorId: number | null,
): Promise<InferSelectModel<T>> {
  const withAuthor = 'createdBy' in table ? { ...values, createdBy: actorId } : values;
  const [row] = (await tx.insert(table).values(withAuthor as never).returning().catch(mapDbError)) as InferSelectModel<T>[];
  if (!row) throw new Error(`${getTableName(table)}: the row written was not returned`);
  announce(tx, { table: getTableName(table), id: (row as { id: number }).id });
  await writeAudit(tx, { table: getTableName(table), type: 'create', recordId: (row as { id: number }).id, newValues: row, actorId });
  return row;
}

/**
 * Update one row by id, auditing old and new values; a missing id is a not-found error. `locked` is the row as the
 * caller read it `for update` in this transaction, when it did: it is not read again.
 */
export async function updateAudited<T extends TableWithId>(
  tx: Tx, table: T, id: number, patch: Partial<InferInsertModel<T>>, actorId: number | null, locked?: InferSelectModel<T>,
): Promise<InferSelectModel<T>> {
  // Widened to its constraint: drizzle's `from` does not accept a generic table.
  const plain: PgTable = table;
  const [old] = locked ? [locked] : (await tx.select().from(plain).where(eq(table.id, id)).for('update')) as InferSelectModel<T>[];
  if (!old) throw notFound();
  const withAuthor = 'modifiedBy' in table ? { ...patch, modifiedBy: actorId, modifiedAt: new Date() } : patch;
  const [row] = (await tx.update(table).set(withAuthor as never).where(eq(table.id, id)).returning().catch(mapDbError)) as InferSelectModel<T>[];
  if (!row) throw notFound();
  announce(tx, { table: getTableName(table), id });
  await writeAudit(tx, { table: getTableName(table), type: 'update', recordId: id, oldValues: old, newValues: row, actorId });
  return row;
}

/** Delete one row by id, auditing what it held; a missing id is a not-found error. */
export async function removeAudited(tx: Tx, table: TableWithId, id: number, actorId: number | null): Promise<void> {
  const [old] = await tx.delete(table).where(eq(table.id, id)).returning();
  if (!old) throw notFound();
  announce(tx, { table: getTableName(table), id });
  await writeAudit(tx, { table: getTableName(table), type: 'remove', recordId: id, oldValues: old, actorId });
}
