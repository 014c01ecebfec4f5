import type { Notice, Notices } from '../../lib/notices.js';
import type { Jobs } from '../../lib/jobs.js';
import type { Providers } from '../../auth/providers.js';
import { insertNotifications, recipients } from './notifications.repo.js';

/** One message to send by mail or SMS. */
export interface Outgoing { channel: 'mail' | 'sms'; to: string; subject: string; body: string }

export const NOTICE_QUEUE = 'notices';

/** The text of a notice by mail or SMS, with where to act on it. */
export function messageOf(channel: 'mail' | 'sms', to: string, n: Notice, publicUrl: string): Outgoing {
  const link = `${publicUrl}${n.path ?? '/dashboard'}`;
  return channel === 'mail'
    ? { channel, to, subject: `PBS: ${n.title}`, body: `${n.title}\n\n${n.description}\n\nOpen PBS to act on it: ${link}\n` }
    : { channel, to, subject: '', body: `PBS: ${n.title}. ${link}` };
}

export function notices(jobs: Jobs, publicUrl: string): Notices {
  return {
    async send(tx, userIds, notice) {
      const ids = [...new Set(userIds)].filter((id) => id > 0);
      if (!ids.length) return;
      const people = await recipients(tx, ids);
      const category = notice.category ?? 'Reports';
      await insertNotifications(tx, people.map((u) => ({
        userId: u.id, category, icon: category === 'Budget' ? 'swap' : 'file-text', title: notice.title, description: notice.description,
      })));
      const out = people.flatMap((u) => {
        if (u.notifyBy === 'mail' && u.email) return [messageOf('mail', u.email, notice, publicUrl)];
        if (u.notifyBy === 'sms' && u.mobile) return [messageOf('sms', u.mobile, notice, publicUrl)];
        return [];
      });
      await jobs.send(tx, NOTICE_QUEUE, out);
    },
  };
}

/**
 * Sends queued notices in this process. A failed send (SMTP down) throws, and the job is tried again later;
 * the job id is the mail's Message-ID, so a message sent twice after a crash is one message to the reader.
 */
export async function deliverNotices(jobs: Jobs, providers: Providers) {
  await jobs.work<Outgoing>(NOTICE_QUEUE, async (job) => {
    const m = job.data;
    if (m.channel === 'mail') await providers.mail.send(m.to, m.subject, m.body, { messageId: `<${job.id}@pbs.notices>` });
    else await providers.sms.send(m.to, m.body);
  });
}
