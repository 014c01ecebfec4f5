import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Password tries per user name (sign-in and change of password), each claimed before the password is
 * checked, in one statement, so no burst gets more than MAX_TRIES checked. A claim is released when the
 * password was right and turned into a failure when it was wrong; the fifth failure locks the name for
 * LOCK_MINUTES from that failure, and refused tries during the lock change nothing.
 */
export const MAX_TRIES = 5;
export const LOCK_MINUTES = 15;
const WINDOW = sql.raw(`interval '${LOCK_MINUTES} minutes'`);
// A claim whose process died before answering stops counting after a minute.
const CLAIM_TTL = sql.raw(`interval '1 minute'`);

const recentPending = sql`array(select p from unnest(g.pending) p where p > now() - ${CLAIM_TTL})`;
const recentFailures = sql`array(select f from unnest(g.failures) f where f > now() - ${WINDOW})`;

const keyOf = (userName: string) => userName.trim().toLowerCase().slice(0, 50);
const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** A claim on one try, or null when the name is locked or MAX_TRIES are already pending or failed. */
export async function claimTry(db: Executor, userName: string): Promise<string | null> {
  const res = await db.execute(sql`
    insert into sign_in_guards as g (user_key, pending) values (${keyOf(userName)}, array[clock_timestamp()])
    on conflict (user_key) do update set
      pending = ${recentPending} || clock_timestamp(),
      failures = ${recentFailures},
      locked_until = null
    where coalesce(g.locked_until, '-infinity') <= now()
      and cardinality(${recentPending}) + cardinality(${recentFailures}) < ${MAX_TRIES}
    returning (g.pending[cardinality(g.pending)])::text as claim`);
  return rowsOf<{ claim: string }>(res)[0]?.claim ?? null;
}

/** The password was right: the try no longer counts. */
export async function releaseTry(db: Executor, userName: string, claim: string) {
  await db.execute(sql`update sign_in_guards g set pending = array_remove(g.pending, ${claim}::timestamptz)
    where user_key = ${keyOf(userName)}`);
}

/** `count` wrong passwords, the claim (if any) among them; reaching MAX_TRIES locks the name. */
export async function recordFailures(db: Executor, userName: string, claim: string | null, count = 1) {
  const total = sql`cardinality(${recentFailures}) + ${count}::int`;
  await db.execute(sql`
    insert into sign_in_guards as g (user_key, failures, locked_until)
      select ${keyOf(userName)}, array_fill(clock_timestamp(), array[${count}::int]),
             case when ${count}::int >= ${MAX_TRIES} then now() + ${WINDOW} end
    on conflict (user_key) do update set
      pending = array_remove(${recentPending}, ${claim}::timestamptz),
      failures = case when ${total} >= ${MAX_TRIES} then '{}'
                      else ${recentFailures} || array_fill(clock_timestamp(), array[${count}::int]) end,
      locked_until = case when g.locked_until > now() then g.locked_until
                          when ${total} >= ${MAX_TRIES} then now() + ${WINDOW} end`);
}
