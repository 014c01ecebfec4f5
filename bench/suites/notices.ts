import { randomBytes } from 'node:crypto';
import { startJobs, type Jobs } from '../../apps/api/src/lib/jobs.js';
import { NOTICE_QUEUE, type Outgoing } from '../../apps/api/src/modules/notifications/notices.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { LocalSmtp } from '../../apps/api/test/smtp.js';
import { scratchDatabase } from '../lib/databases.js';
import { startServer, type RunningServer } from '../lib/servers.js';
import { printTable } from '../lib/stats.js';

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 1,000 notices queued at once and sent by the built server to a local SMTP server: throughput, then the same
 * with the server killed (-9) halfway and started again. Counts what arrived: every address once (none lost),
 * and how many arrived twice (a mail accepted by SMTP just before the kill, its job not yet marked done).
 */
export async function noticesBench(count = Number(process.env.BENCH_NOTICES ?? 1_000)) {
  const scratch = await scratchDatabase('pbs_bench_notices');
  if (!scratch) return console.log('PostgreSQL not reachable: notices bench skipped');
  const smtp = new LocalSmtp();
  await smtp.start();
  const env = { JWT_SECRET: randomBytes(32).toString('hex'), AUDIT_KEY: randomBytes(32).toString('hex'), SMTP_URL: smtp.url, NOTICE_RETRY_SECONDS: '1' };
  const database = await openDatabase({ url: scratch.url });
  let server: RunningServer | null = null;
  let jobs: Jobs | null = null;
  const rows: (string | number)[][] = [];
  try {
    server = await startServer({ databaseUrl: scratch.url, env });
    jobs = await startJobs({ url: scratch.url, pollSeconds: 1, retrySeconds: 1, onError: () => {} });
    for (const kill of [false, true]) {
      smtp.received.length = 0;
      const tag = kill ? 'k' : 'n';
      const messages: Outgoing[] = Array.from({ length: count }, (_, i) => ({
        channel: 'mail', to: `officer${i}.${tag}@bench.go.ug`, subject: `PBS: bench ${i}`, body: `Notice ${i}`,
      }));
      const start = performance.now();
      await database.db.transaction((tx) => jobs!.send(tx, NOTICE_QUEUE, messages));
      let restartedAt = 0;
      if (kill) {
        while (smtp.received.length < count / 2) await wait(5);
        await server.kill();
        const atKill = smtp.received.length;
        server = await startServer({ databaseUrl: scratch.url, env });
        restartedAt = performance.now();
        console.log(`killed after ${atKill} received; restarted in ${((restartedAt - start) / 1000).toFixed(1)} s from the start`);
      }
      const deadline = Date.now() + 180_000;
      while (new Set(smtp.received.map((m) => m.to)).size < count && Date.now() < deadline) await wait(20);
      const seconds = (performance.now() - start) / 1000;
      const unique = new Set(smtp.received.map((m) => m.to)).size;
      const repeated = smtp.received.length - unique;
      const ids = new Set(smtp.received.map((m) => m.messageId)).size;
      rows.push([kill ? 'kill -9 halfway, restart' : 'uninterrupted', count, seconds.toFixed(1), Math.round(unique / seconds),
        count - unique, repeated, repeated ? `${unique === ids ? 'same' : 'different'} Message-ID` : '–']);
    }
  } finally {
    await jobs?.stop();
    await server?.stop();
    await database.close();
    await smtp.stop();
    await scratch.drop();
  }
  printTable(`${count} notices queued at once, sent by one built server (PostgreSQL) to a local SMTP server`,
    ['run', 'queued', 'seconds', 'mails/s', 'lost', 'sent twice', 'repeats carry'], rows);
}
