import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Job, type PGliteLike, type Queue } from 'pg-boss';
import type { Executor } from '../db/client.js';
import { present } from './present.js';

/**
 * Durable background work in the application's own database (pg-boss): a job is written in the transaction
 * of the change that calls for it, so a rolled-back change queues nothing and a crash loses nothing; failed
 * jobs are retried with backoff, and a job held by a process that died is taken up again by another.
 */
export interface Jobs {
  /**
   * Queues jobs in the caller's transaction: they exist only if it commits. `expireInSeconds` gives a long job
   * (the budget book) more than the queue's two minutes before it counts as lost.
   */
  // The caller names the data it queues, which the type then checks.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  send<T extends object>(tx: Executor, queue: string, items: T[], options?: { expireInSeconds: number }): Promise<void>;
  /** Runs `handler` for each job of the queue in this process; a throw fails the job and it is retried. */
  work<T extends object>(queue: string, handler: (job: Job<T>) => Promise<void>): Promise<void>;
  /** Runs `handler` on a cron schedule (`tz` time zone), once across all processes; a run missed while down runs once. */
  every(queue: string, cron: string, tz: string, handler: () => Promise<void>): Promise<void>;
  /** The newest jobs of a queue (up to 100,000) with their state and tries, for tests and the bench. */
  // The caller names the data it queued (a test reading its notices' mails).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
  list<T extends object>(queue: string): Promise<{ id: string; state: string; retryCount: number; data: T }[]>;
  stop(): Promise<void>;
}

export interface JobsOptions {
  /** PostgreSQL connection string; otherwise the embedded PGlite client. */
  url?: string;
  pglite?: PGliteLike;
  /** How often an idle worker asks for work, in seconds. */
  pollSeconds: number;
  /** The first retry's delay in seconds (doubling after, up to an hour). */
  retrySeconds: number;
  onError: (err: Error) => void;
}

/** Queue settings: ten tries over about a day; a worker that stops sending heartbeats loses its job after 10 s. */
const queueOptions = (retrySeconds: number): Omit<Queue, 'name'> => ({
  retryLimit: 10, retryDelay: retrySeconds, retryBackoff: true, retryDelayMax: 3_600,
  expireInSeconds: 120, heartbeatSeconds: 10, deleteAfterSeconds: 7 * 86_400, notify: true,
});

export async function startJobs(opts: JobsOptions): Promise<Jobs> {
  // The monitor looks for jobs of dead workers every 10 s (pg-boss's default is a minute): a notice held by a
  // process that was killed goes out again within about 20 s.
  // A job sent wakes the workers of its queue when its transaction commits (LISTEN/NOTIFY), rather than at their next
  // poll: a load's check starts at once. Polling stays, for a notice lost while the listener reconnects.
  const common = { openTelemetry: { enabled: false }, monitorIntervalSeconds: 10, superviseIntervalSeconds: 10, useListenNotify: true };
  const boss = opts.url
    ? new PgBoss({ connectionString: opts.url, max: 3, application_name: 'pbs-jobs', ...common })
    : new PgBoss({ db: fromPglite(present(opts.pglite, 'the embedded database or a DATABASE_URL')), backend: 'pglite', ...common });
  boss.on('error', opts.onError);
  await boss.start();
  const created = new Set<string>();
  const ensure = async (queue: string) => {
    if (created.has(queue)) return;
    await boss.createQueue(queue, queueOptions(opts.retrySeconds));
    // A queue made before its jobs woke workers is told to now.
    await boss.updateQueue(queue, { notify: true });
    created.add(queue);
  };
  const jobs: Jobs = {
    async send(tx, queue, items, options) {
      if (!items.length) return;
      await ensure(queue);
      await boss.insert(queue, items.map((data) => ({ data, ...options })), { db: fromDrizzle(tx as never, sql as never) });
    },
    async work(queue, handler) {
      await ensure(queue);
      // Batches of 10 fetched back to back while the queue is full; each job settles on its own, so one
      // refused message is retried alone.
      await boss.work<object>(queue, { batchSize: 10, burstWhenBatchFull: true, perJobResults: true, localConcurrency: 2, pollingIntervalSeconds: opts.pollSeconds,
        // Woken by a notification, a worker would otherwise poll only every 30 s, and a retry's delay ends with none.
        notifyPollingIntervalSeconds: opts.pollSeconds },
        async (batch) => Promise.all(batch.map(async (job) => {
          try {
            await handler(job as never);
            return { id: job.id, status: 'completed' as const };
          } catch (err) {
            return { id: job.id, status: 'failed' as const, output: { message: (err as Error).message } };
          }
        })));
    },
    async every(queue, cron, tz, handler) {
      await ensure(queue);
      await boss.schedule(queue, cron, null, { tz, missed: 'once' });
      await jobs.work(queue, async () => handler());
    },
    async list(queue) {
      await ensure(queue);
      return (await boss.findJobs<never>(queue, { limit: 100_000 })).map((j) => ({ id: j.id, state: j.state, retryCount: j.retryCount, data: j.data }));
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000, close: true }),
  };
  return jobs;
}
