import { LANGUAGES, noticeText, type Language } from '@pbs/domain';
import type { Notice, Notices } from '../../lib/notices.js';
import type { Jobs } from '../../lib/jobs.js';
import type { Providers } from '../../auth/providers.js';
import { insertNotifications, recipients, settleTask } from './notifications.repo.js';

/** One message to send by mail or SMS. */
export interface Outgoing { channel: 'mail' | 'sms'; to: string; subject: string; body: string }

export const NOTICE_QUEUE = 'notices';

/** A notice as one recipient reads it, in their language. */
export function written(n: Notice, lang: Language) {
  return { title: noticeText(lang, n.title), description: typeof n.description === 'string' ? n.description : noticeText(lang, n.description) };
}

/** The text of a notice by mail or SMS, in the recipient's language, with where to act on it. */
export function messageOf(channel: 'mail' | 'sms', to: string, n: Notice, lang: Language, publicUrl: string): Outgoing {
  const link = `${publicUrl}${n.path ?? '/dashboard'}`;
  const { title, description } = written(n, lang);
  const open = noticeText(lang, { key: 'NOTICE.OPEN', params: { link } });
  return channel === 'mail'
    ? { channel, to, subject: `PBS: ${title}`, body: `${title}\n\n${description}\n\n${open}\n` }
    : { channel, to, subject: '', body: `PBS: ${title}. ${link}` };
}

const languageOf = (l: string): Language => ((LANGUAGES as readonly string[]).includes(l) ? l as Language : 'en');

export function notices(jobs: Jobs, publicUrl: string): Notices {
  return {
    async send(tx, userIds, notice) {
      const ids = [...new Set(userIds)].filter((id) => id > 0);
      if (!ids.length) return;
      const people = await recipients(tx, ids);
      const category = notice.category ?? 'Reports';
      await insertNotifications(tx, people.map((u) => ({
        userId: u.id, category, icon: category === 'Budget' ? 'swap' : 'file-text', ...written(notice, languageOf(u.language)),
        path: notice.path ?? '/dashboard', task: notice.task ?? null,
      })));
      const out = people.flatMap((u) => {
        if (u.notifyBy === 'mail' && u.email) return [messageOf('mail', u.email, notice, languageOf(u.language), publicUrl)];
        if (u.notifyBy === 'sms' && u.mobile) return [messageOf('sms', u.mobile, notice, languageOf(u.language), publicUrl)];
        return [];
      });
      await jobs.send(tx, NOTICE_QUEUE, out);
    },
    settle: (tx, task) => settleTask(tx, task),
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
