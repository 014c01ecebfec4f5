import type { NoticePart } from '@pbs/domain';
import type { Executor } from '../db/client.js';

/**
 * A workflow notice: shown in the app under its category (Reports unless said), and sent by mail or SMS to those
 * who chose it, with a link to the screen where it is acted on (`path`, the dashboard unless said). Title and
 * description are written in each recipient's language (@pbs/domain NOTICE_TEXT); a description may be the
 * words a person typed (a rejection's comment), which stay as typed.
 */
export interface Notice {
  title: NoticePart; description: NoticePart | string; category?: 'Reports' | 'Budget'; path?: string;
  /** The task the notice asks its recipients to do ('submission:12'): settled once the task is done. */
  task?: string;
}

/** Sends notices; the application's is modules/notifications/notices.ts. */
export interface Notices {
  /** In the caller's transaction: the app's notifications, and the mail/SMS jobs, stand or fall with the change. */
  send(tx: Executor, userIds: number[], notice: Notice): Promise<void>;
  /** The task is done (or moved to others): its notices no longer wait for anyone. */
  settle(tx: Executor, task: string): Promise<void>;
}
