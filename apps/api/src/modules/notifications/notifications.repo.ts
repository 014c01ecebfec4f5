import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications, outbox, users } from '../../db/schema/index.js';

/** A user's newest notifications: only their own. */
export const notificationsOf = (db: Executor, userId: number) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(100);

export async function markAllRead(db: Executor, userId: number) {
  await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** A done task's notices: read for everyone they were sent to, so none still counts as waiting. */
export async function settleTask(db: Executor, task: string) {
  await db.update(notifications).set({ isRead: true }).where(and(eq(notifications.task, task), eq(notifications.isRead, false)));
}

export const latestOutbox = (db: Executor, limit: number) => db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);

/** Active users among `ids`, with where their notices go and in which language. */
export const recipients = (db: Executor, ids: number[]) => db.select({ id: users.id, notifyBy: users.notifyBy, email: users.email, mobile: users.mobileNumber, language: users.language })
  .from(users).where(and(inArray(users.id, ids), eq(users.status, true)));

export async function insertNotifications(db: Executor, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length) await db.insert(notifications).values(rows);
}
