import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';

export interface SmsProvider { send(to: string, body: string): Promise<void> }
/** `messageId` is kept the same when a message is sent again, so the reader's mail program shows it once. */
export interface MailProvider { send(to: string, subject: string, body: string, opts?: { messageId?: string }): Promise<void> }
export interface Providers { sms: SmsProvider; mail: MailProvider }

/** Default delivery: rows in the outbox table, read by administrators and tests. */
export function outboxProviders(db: Db): Providers {
  return {
    sms: { send: async (to, body) => { await db.insert(outbox).values({ channel: 'sms', recipient: to, body }); } },
    mail: { send: async (to, subject, body) => { await db.insert(outbox).values({ channel: 'mail', recipient: to, subject, body }); } },
  };
}

/** Real mail over SMTP when SMTP_URL is set; SMS stays on the outbox until a gateway is contracted. */
export function createProviders(db: Db, smtpUrl: string | undefined, from: string): Providers {
  const fallback = outboxProviders(db);
  if (!smtpUrl) return fallback;
  // One pooled connection per few messages instead of one per message: queued notices go out in bursts.
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  const transport = nodemailer.createTransport(url.toString());
  return {
    sms: fallback.sms,
    mail: { send: async (to, subject, body, opts) => { await transport.sendMail({ from, to, subject, text: body, messageId: opts?.messageId }); } },
  };
}
