import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { publishChangesOf, tell, tellAll, type Change } from './changes.js';
import type { Db } from './types.js';

const CHANNEL = 'pbs_changes';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more; changes are sent in batches below that. */
const MAX_PAYLOAD = 7_000;
const RECONNECT_MS = 1_000;

export interface ChangeFeed { close(): Promise<void> }

/** A change as another process announced it: what arrives on the channel is checked, not trusted. */
const isChange = (c: unknown): c is Change => typeof c === 'object' && c !== null && typeof (c as { table?: unknown }).table === 'string';

/**
 * Carries committed changes between the server processes of one PostgreSQL database with LISTEN/NOTIFY, so a
 * sign-out, lock or permission change made through one process is seen by every other within milliseconds
 * instead of when their cached copies expire. Changes of one event-loop turn go in one notification; a
 * process ignores its own. While the listening connection is down, changes may be missed: on reconnecting,
 * every cache is emptied.
 */
export async function startChangeFeed(db: Db, url: string, onError: (err: Error) => void): Promise<ChangeFeed> {
  const origin = randomUUID();
  let closed = false;
  let client: pg.Client | null = null;

  const receive = (payload: string) => {
    let message: { o?: string; c?: Change[] };
    try { message = JSON.parse(payload) as typeof message; } catch { return; }
    if (message.o === origin || !Array.isArray(message.c)) return;
    for (const change of message.c as unknown[]) if (isChange(change)) tell(change);
  };

  const schedule = () => {
    if (!closed) setTimeout(() => { connect(true).catch((err: unknown) => { onError(err instanceof Error ? err : new Error(String(err))); schedule(); }); }, RECONNECT_MS).unref();
  };
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    schedule();
  };
  const connect = async (again: boolean) => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => { if (n.channel === CHANNEL && n.payload) receive(n.payload); });
    c.on('error', (err) => { onError(err); lost(c); });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
    } catch (err) {
      c.end().catch(() => {});
      throw err;
    }
    if (closed) return void c.end().catch(() => {});
    client = c;
    if (again) tellAll();
  };

  let queued: Change[] = [];
  const send = async (changes: Change[]) => {
    let batch: string[] = [];
    const flush = async () => {
      if (batch.length) await db.execute(sql`select pg_notify(${CHANNEL}, ${`{"o":"${origin}","c":[${batch.join(',')}]}`})`);
      batch = [];
    };
    let size = 0;
    for (const change of changes) {
      const one = JSON.stringify(change);
      if (size + one.length > MAX_PAYLOAD) { await flush(); size = 0; }
      batch.push(one);
      size += one.length + 1;
    }
    await flush();
  };
  publishChangesOf(db, (change) => {
    if (queued.push(change) > 1) return;
    setImmediate(() => {
      const changes = queued;
      queued = [];
      send(changes).catch(onError);
    });
  });

  await connect(false);
  return {
    close: async () => {
      closed = true;
      publishChangesOf(db, () => {});
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
