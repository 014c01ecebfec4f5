import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the answer has gone (a reset mail, so that known and unknown addresses answer alike).
 * Failures are logged, never thrown at a caller; closing the server waits for what is running.
 */
export class Background {
  private readonly running = new Set<Promise<void>>();
  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, work: () => Promise<unknown>) {
    const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => { await work(); })
      .catch((err: unknown) => this.log.error({ service: 'background', what, err }, 'background work failed'))
      .finally(() => this.running.delete(p));
    this.running.add(p);
  }

  /** Work started and not yet finished. */
  get pending(): number { return this.running.size; }

  /** Resolves when nothing is running (tests, shutdown). */
  async settled() {
    while (this.running.size) await Promise.all([...this.running]);
  }
}
