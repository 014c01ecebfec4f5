import type { Executor } from '../db/client.js';

/** A workflow notice: shown in the app, and sent by mail or SMS to those who chose it. */
export interface Notice { title: string; description: string }

/** Sends notices; the application's is modules/notifications/notices.ts. */
export interface Notices {
  /** In the caller's transaction: the app's notifications, and the mail/SMS jobs, stand or fall with the change. */
  send(tx: Executor, userIds: number[], notice: Notice): Promise<void>;
}
