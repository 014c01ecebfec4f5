import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { uploadPreviews } from '../../db/schema/index.js';

export type UploadPreview = typeof uploadPreviews.$inferSelect;

export async function insertPreview(db: Executor, values: typeof uploadPreviews.$inferInsert) {
  const [row] = await db.insert(uploadPreviews).values(values).returning();
  return row;
}

/** The caller's own preview, while it is unused and unexpired. */
export async function openPreview(db: Executor, id: string, userId: number) {
  const [row] = await db.select().from(uploadPreviews).where(and(eq(uploadPreviews.id, id), eq(uploadPreviews.createdBy, userId)));
  return row && !row.committedAt && row.expiresAt > new Date() ? row : null;
}

/** Marks a preview used by a batch; false if it was used already (two commits of one preview write once). */
export async function markCommitted(tx: Tx, id: string, batchId: number) {
  const rows = await tx.update(uploadPreviews).set({ committedAt: new Date(), batchId })
    .where(and(eq(uploadPreviews.id, id), isNull(uploadPreviews.committedAt))).returning({ id: uploadPreviews.id });
  return rows.length > 0;
}

/** The caller's expired or cancelled previews, removed with their rows (their files are the caller's to remove). */
export const dropPreviews = (db: Executor, userId: number, before: Date) =>
  db.delete(uploadPreviews).where(and(eq(uploadPreviews.createdBy, userId), isNull(uploadPreviews.committedAt), lt(uploadPreviews.expiresAt, before)))
    .returning({ filePath: uploadPreviews.filePath });

export const cancelPreview = (db: Executor, id: string, userId: number) =>
  db.delete(uploadPreviews).where(and(eq(uploadPreviews.id, id), eq(uploadPreviews.createdBy, userId), isNull(uploadPreviews.committedAt)))
    .returning({ filePath: uploadPreviews.filePath });
