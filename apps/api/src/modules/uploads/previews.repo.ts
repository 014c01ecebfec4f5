import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { uploadPreviews } from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export type UploadPreview = typeof uploadPreviews.$inferSelect;

export async function insertPreview(db: Executor, values: typeof uploadPreviews.$inferInsert) {
  return present((await db.insert(uploadPreviews).values(values).returning())[0], 'the uploadPreviews row written');
}

/** The caller's own preview, while it is unused and unexpired. */
export async function openPreview(db: Executor, id: string, userId: number) {
  const [row] = await db.select().from(uploadPreviews).where(and(eq(uploadPreviews.id, id), eq(uploadPreviews.createdBy, userId)));
  return row && !row.committedAt && row.expiresAt > new Date() ? row : null;
}

/**
 * Marks a preview used, first thing in the commit's transaction: a second commit of the same preview waits on
 * this row's lock and then finds it used (false), before it writes any figure.
 */
export async function claimPreview(tx: Tx, id: string) {
  const rows = await tx.update(uploadPreviews).set({ committedAt: new Date() })
    .where(and(eq(uploadPreviews.id, id), isNull(uploadPreviews.committedAt))).returning({ id: uploadPreviews.id });
  return rows.length > 0;
}

/** Names the batch a claimed preview became. */
export const linkPreview = (tx: Tx, id: string, batchId: number) =>
  tx.update(uploadPreviews).set({ batchId }).where(eq(uploadPreviews.id, id));

/** The caller's expired or cancelled previews, removed with their rows (their files are the caller's to remove). */
export const dropPreviews = (db: Executor, userId: number, before: Date) =>
  db.delete(uploadPreviews).where(and(eq(uploadPreviews.createdBy, userId), isNull(uploadPreviews.committedAt), lt(uploadPreviews.expiresAt, before)))
    .returning({ filePath: uploadPreviews.filePath });

export const cancelPreview = (db: Executor, id: string, userId: number) =>
  db.delete(uploadPreviews).where(and(eq(uploadPreviews.id, id), eq(uploadPreviews.createdBy, userId), isNull(uploadPreviews.committedAt)))
    .returning({ filePath: uploadPreviews.filePath });
