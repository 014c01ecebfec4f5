import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fiscalYears, notifications, outbox, reports, submissions, users, votes } from '../src/db/schema/index.js';
import { NOTICE_QUEUE } from '../src/modules/notifications/notices.js';
import { codeOf, setupApp } from './helpers.js';
import { LocalSmtp } from './smtp.js';

const smtp = new LocalSmtp();
await smtp.start();
const PUBLIC = 'https://pbs.finance.example';
const t = await setupApp({ config: { smtpUrl: smtp.url, jobPollSeconds: 0.5, noticeRetrySeconds: 1, publicUrl: PUBLIC } });
afterAll(() => smtp.stop());

const [year] = await t.db.select().from(fiscalYears).where(eq(fiscalYears.isActive, true));
const [bfp] = await t.db.select().from(reports).where(eq(reports.internalName, 'budget_framework_paper'));
const [health] = await t.db.select().from(votes).where(and(eq(votes.kind, 'CG'), eq(votes.code, '014')));
const tokens: Record<string, string> = {};
for (const u of ['cg.initiator', 'cg.approver', 'mof.level2', 'mof.level3']) tokens[u] = (await t.login(u)).token;

const PROFILE = 'query { getUserProfile { First_Name Last_Name Mobile_Number Notify_By } }';
const UPDATE = 'mutation($i:PersonalInformationInput!){ updatePersonalInformation(input:$i){ Notify_By } }';
const INITIATE = 'mutation($r:Int!,$y:Int!,$e:Int!){ initiateReport(Report_ID:$r, Year_ID:$y, Entity_ID:$e){ Submission_ID Version } }';
const APPROVE = 'mutation($s:Int!,$v:Int!){ approveSubmission(Submission_ID:$s, Version:$v){ Version } }';

async function choose(user: string, channel: string, mobile?: string | null) {
  const p = (await t.gql(PROFILE, {}, tokens[user])).data.getUserProfile;
  return t.gql(UPDATE, { i: { First_Name: p.First_Name, Last_Name: p.Last_Name, Mobile_Number: mobile === undefined ? p.Mobile_Number : mobile, Notify_By: channel } }, tokens[user]);
}
const emailOf = async (user: string) => (await t.db.select().from(users).where(eq(users.userName, user)))[0].email;
const jobs = () => t.app.jobs.list<{ to: string }>(NOTICE_QUEUE);
async function until<T>(what: () => Promise<T> | T, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('workflow notices by mail and SMS', () => {
  let submission = { id: 0, version: 0 };

  it('keeps each user\'s choice of channel, and refuses an unknown channel or SMS without a number, changing nothing', async () => {
    expect((await t.gql(PROFILE, {}, tokens['cg.approver'])).data.getUserProfile.Notify_By).toBe('app');
    expect(codeOf(await choose('cg.approver', 'fax'))).toBe('BAD_USER_INPUT');
    const noNumber = await choose('mof.level3', 'sms', null);
    expect(codeOf(noNumber)).toBe('BAD_USER_INPUT');
    expect(noNumber.errors?.[0].message).toContain('mobile number');
    expect((await t.gql(PROFILE, {}, tokens['mof.level3'])).data.getUserProfile).toMatchObject({ Notify_By: 'app' });
    expect((await t.gql(PROFILE, {}, tokens['mof.level3'])).data.getUserProfile.Mobile_Number).toBeTruthy();
    expect((await choose('cg.approver', 'mail')).data.updatePersonalInformation.Notify_By).toBe('mail');
    expect((await choose('mof.level2', 'mail')).data.updatePersonalInformation.Notify_By).toBe('mail');
  });

  it('mails the next approver once, over SMTP, with a link to act on it; in-app users get no mail', async () => {
    const r = await t.gql(INITIATE, { r: bfp.id, y: year.id, e: health.id }, tokens['cg.initiator']);
    expect(r.errors).toBeUndefined();
    submission = { id: r.data.initiateReport.Submission_ID, version: r.data.initiateReport.Version };
    const to = await emailOf('cg.approver');
    const mails = await until(() => smtp.received.filter((m) => m.to.includes(to)), (m) => m.length > 0);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`PBS: ${bfp.name} awaits your approval`);
    // The link opens the screen where the approval is given.
    expect(mails[0].text).toContain(`${PUBLIC}/reports/cg/approvals`);
    expect(mails[0].messageId).toMatch(/@pbs\.notices>$/);
    // The same notice is in the app too.
    const [inApp] = await t.db.select().from(notifications).where(eq(notifications.userId, (await t.db.select().from(users).where(eq(users.userName, 'cg.approver')))[0].id));
    expect(inApp.title).toBe(`${bfp.name} awaits your approval`);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
  });

  it('queues nothing when the change that called for a notice is rolled back', async () => {
    const before = (await jobs()).length;
    const admin = (await t.db.select().from(users).where(eq(users.userName, 'cg.approver')))[0].id;
    await expect(t.db.transaction(async (tx) => {
      await t.app.notices.send(tx, [admin], { title: { key: 'NOTICE.DUE_TODAY', params: { report: 'Never sent' } }, description: 'rolled back' });
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    expect((await jobs()).length).toBe(before);
    expect(await t.db.select().from(notifications).where(eq(notifications.title, 'Never sent is due today'))).toHaveLength(0);
  });

  it('keeps a mail through an SMTP outage and sends it once the relay is back', async () => {
    await smtp.stop();
    const a = await t.gql(APPROVE, { s: submission.id, v: submission.version }, tokens['cg.approver']);
    expect(a.errors).toBeUndefined();
    const to = await emailOf('mof.level2');
    // Tried and failed: waiting for another try, nothing received.
    const waiting = await until(jobs, (js) => js.some((j) => j.data.to === to && j.state === 'retry'));
    expect(waiting.find((j) => j.data.to === to)).toMatchObject({ state: 'retry' });
    expect(smtp.received.filter((m) => m.to.includes(to))).toHaveLength(0);
    await smtp.start();
    const mails = await until(() => smtp.received.filter((m) => m.to.includes(to)), (m) => m.length > 0, 30_000);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('awaits your approval');
    const done = await until(jobs, (js) => js.find((j) => j.data.to === to)?.state === 'completed');
    expect(done.find((j) => j.data.to === to)!.retryCount).toBeGreaterThan(0);
  });

  it('sends an SMS through the SMS provider to a user who chose SMS, in the language they read', async () => {
    // mof.level2 now approves: level 3's approver chose SMS and has a number, and reads French.
    expect((await choose('mof.level3', 'sms')).data.updatePersonalInformation.Notify_By).toBe('sms');
    const language = (l: string) => t.gql('mutation($l:String!){ setMyLanguage(Language:$l) }', { l }, tokens['mof.level3']);
    expect(codeOf(await language('xx'))).toBe('BAD_USER_INPUT');
    expect((await language('fr')).data.setMyLanguage).toBe(true);
    const [s] = await t.db.select().from(submissions).where(eq(submissions.id, submission.id));
    expect((await t.gql(APPROVE, { s: submission.id, v: s.version }, tokens['mof.level2'])).errors).toBeUndefined();
    const phone = (await t.db.select().from(users).where(eq(users.userName, 'mof.level3')))[0].mobileNumber!;
    const sms = await until(() => t.db.select().from(outbox).where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms'))), (r) => r.length > 0);
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toBe(`PBS: ${bfp.name} attend votre approbation. ${PUBLIC}/reports/cg/approvals`);
    const level3 = (await t.db.select().from(users).where(eq(users.userName, 'mof.level3')))[0].id;
    const [inApp] = await t.db.select().from(notifications).where(eq(notifications.userId, level3));
    expect([inApp.title, inApp.description]).toEqual([`${bfp.name} attend votre approbation`, `Niveau 3 sur ${bfp.levelOfApproval}`]);
    // The number cannot be cleared while SMS stays chosen.
    const p = (await t.gql(PROFILE, {}, tokens['mof.level3'])).data.getUserProfile;
    const cleared = await t.gql(UPDATE, { i: { First_Name: p.First_Name, Last_Name: p.Last_Name, Mobile_Number: null } }, tokens['mof.level3']);
    expect(codeOf(cleared)).toBe('BAD_USER_INPUT');
    expect((await t.gql(PROFILE, {}, tokens['mof.level3'])).data.getUserProfile.Mobile_Number).toBe(phone);
  });
});
