import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications, outbox } from '../../db/schema/index.js';

/** A user's newest notifications: only their own. */
export const notificationsOf = (db: Executor, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(100);

export async function markAllRead(db: Executor, userId: number) {
  await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

export const latestOutbox = (db: Executor, limit: number) => db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
