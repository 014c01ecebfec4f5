import type { NoticePart } from '@pbs/domain';
import type { Executor } from '../db/client.js';

/**
 * A workflow notice: shown in the app under its category (Reports unless said), and sent by mail or SMS to those
 * who chose it, with a link to the screen where it is acted on (`path`, the dashboard unless said). Title and
 * description are written in each recipient's language (@pbs/domain NOTICE_TEXT); a description may be the
 * words a person typed (a rejection's comment), which stay as typed.
 */
export interface Notice { title: NoticePart; description: NoticePart | string; category?: 'Reports' | 'Budget'; path?: string }

/** Sends notices; the application's is modules/notifications/notices.ts. */
export interface Notices {
  /** In the caller's transaction: the app's notifications, and the mail/SMS jobs, stand or fall with the change. */
  send(tx: Executor, userIds: number[], notice: Notice): Promise<void>;
}
