import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiRoot, fromSource } from '../../paths.js';
import { Piscina } from 'piscina';
import type { ParseJob, ParseResult, ReadJob } from './parse-worker.js';
import type { SheetRow } from '../../lib/read-sheet.js';

/** What waits beyond this many queued parses is refused (429): the queue is not a place to store files. */
const MAX_QUEUE = 16;

export class ParseQueueFull extends Error {}

/**
 * A small pool of worker threads that parse uploads (parse-worker.ts), so that reading and validating a
 * workbook never blocks the thread answering other requests. One worker per spare core (at least one,
 * UPLOAD_WORKERS to change); started on the first upload and stopped after a minute without one.
 */
export class UploadParser {
  private pool: Piscina | null = null;
  constructor(private readonly threads = Number(process.env.UPLOAD_WORKERS) || Math.max(1, availableParallelism() - 1)) {}

  parse(job: ParseJob): Promise<ParseResult> {
    return this.run(job);
  }

  /** A stored file's rows as uploaded, read in a worker too: a large refused file must not stall the server. */
  rows(job: ReadJob): Promise<SheetRow[]> {
    return this.run(job, 'readRows');
  }

  private run<T>(job: { body: Uint8Array }, name?: string): Promise<T> {
    this.pool ??= this.start();
    if (this.pool.queueSize >= MAX_QUEUE) throw new ParseQueueFull();
    // A copy the worker owns: the request's buffer may share memory with other pooled buffers.
    const body = new Uint8Array(job.body);
    return this.pool.run({ ...job, body }, { transferList: [body.buffer], name });
  }

  /** Parses waiting for a worker. */
  get queued(): number { return this.pool?.queueSize ?? 0; }

  async close() {
    await this.pool?.destroy();
    this.pool = null;
  }

  private start() {
    // Running from TypeScript sources (dev, tests), the worker loads them through tsx as this thread does.
    return new Piscina({
      filename: pathToFileURL(fromSource ? resolve(apiRoot, 'src/modules/uploads/parse-worker.ts') : resolve(apiRoot, 'dist/parse-worker.js')).href,
      execArgv: fromSource ? ['--import', 'tsx'] : [],
      minThreads: 0, maxThreads: this.threads, idleTimeout: 60_000,
    });
  }
}
