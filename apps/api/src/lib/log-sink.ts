import { Writable } from 'node:stream';
import type { LogType } from '@pbs/domain';
import type { Db } from '../db/client.js';
import { logs } from '../db/schema/index.js';
import { faultCause } from '../db/faults.js';

/** pino level → SPEC.md log type. */
export function logTypeOf(level: number): LogType {
  if (level >= 50) return 'Error';
  if (level >= 40) return 'Warning';
  if (level >= 30) return 'Log';
  if (level >= 20) return 'Debug';
  return 'Verbose';
}

const MAX_DETAILS = 4000;
const MAX_BUFFER = 10_000;
const NOISE = new Set(['incoming request', 'request completed']);

type Row = typeof logs.$inferInsert;

/**
 * A pino destination that persists events to the logs table in batches (every second, or at 500 rows), so a
 * request never waits on log writes. Routine request lines below Warning are left to stdout. If the database
 * cannot take them the batch is kept (up to 10,000 rows, then the oldest are dropped and counted).
 */
export class LogSink extends Writable {
  private buffer: Row[] = [];
  private timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  dropped = 0;
  private failing = false;

  constructor(private readonly db: Db, private readonly batch = 500, flushMs = 1000) {
    super({ decodeStrings: false });
    this.timer = setInterval(() => { void this.flush(); }, flushMs);
    this.timer.unref();
  }

  override _write(chunk: string | Buffer, _enc: BufferEncoding, done: (e?: Error | null) => void) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) this.accept(line);
    if (this.buffer.length >= this.batch) void this.flush();
    done();
  }

  private accept(line: string) {
    let entry: Record<string, unknown>;
    try { entry = JSON.parse(line) as Record<string, unknown>; } catch { return; }
    const level = Number(entry.level ?? 30);
    if (level < 40 && NOISE.has(String(entry.msg))) return;
    const { level: _l, time, pid: _p, hostname: _h, service, ...rest } = entry;
    this.buffer.push({
      serviceName: (typeof service === 'string' ? service : 'api').slice(0, 60), logType: logTypeOf(level),
      logDetails: JSON.stringify(rest).slice(0, MAX_DETAILS), createdAt: new Date(Number(time) || Date.now()),
    });
    if (this.buffer.length > MAX_BUFFER) { this.buffer.shift(); this.dropped++; }
  }

  /** Writes what is buffered; one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.buffer.length) return;
      const rows = this.buffer.splice(0, this.batch);
      try {
        await this.db.insert(logs).values(rows);
        if (this.failing) process.stderr.write('log sink: writing logs to the database again\n');
        this.failing = false;
      } catch (err) {
        this.buffer.unshift(...rows);
        while (this.buffer.length > MAX_BUFFER) { this.buffer.shift(); this.dropped++; }
        // One line per outage, naming the cause: never the failed statement, whose parameters are the log rows.
        if (!this.failing) process.stderr.write(`log sink: cannot write logs to the database (${faultCause(err)}); keeping up to ${MAX_BUFFER} until it can\n`);
        this.failing = true;
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    while (this.buffer.length) {
      const before = this.buffer.length;
      await this.flush();
      if (this.buffer.length >= before) break;
    }
  }
}
