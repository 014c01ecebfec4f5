import type { Db } from './types.js';
import { noteCommit, shareReads } from './shared-reads.js';
import { faultCause } from './faults.js';

/** Callbacks waiting for their transaction to commit, by transaction object. */
const pending = new WeakMap<object, (() => void)[]>();
/** Work waiting for the end of its transaction, to run inside it just before COMMIT. */
const ending = new WeakMap<object, (() => Promise<void>)[]>();
/** Upkeep waiting for its transaction to commit, by transaction object. */
const upkeep = new WeakMap<object, ((db: Db) => Promise<unknown>)[]>();
/** The database each open transaction belongs to. */
const roots = new WeakMap<object, object>();

/** The database `db` belongs to: itself, or the database of a transaction. */
export const rootOf = (db: object): object => roots.get(db) ?? db;

/**
 * Runs `fn` once what `db` wrote is visible to other connections: after its transaction commits, or at once
 * when `db` is not a transaction (each statement has committed by then). Caches forget changed rows here, so a
 * request reading between the write and the commit cannot put the old row back.
 */
export function afterCommit(db: object, fn: () => void) {
  const list = pending.get(db);
  if (list) list.push(fn);
  else fn();
}

/**
 * Runs `fn` inside `db`'s transaction once its work is done, just before it commits: what must hold a shared lock
 * (the audit chain) holds it for the last moment of the transaction rather than all of it. False when `db` is not a
 * transaction opened by `db.transaction` (the caller then does the work at once).
 */
export function beforeCommit(db: object, fn: () => Promise<void>): boolean {
  const list = ending.get(db);
  if (!list) return false;
  list.push(fn);
  return true;
}

/**
 * Runs `fn` on the database once `db`'s transaction has committed, before `db.transaction` returns: upkeep the
 * transaction made due that cannot run inside one (a vacuum of the rows it rewrote). Its failure is written to stderr,
 * not thrown: what the transaction wrote has committed. Once a transaction, whatever it asks; false when `db` is not a
 * transaction opened by `db.transaction`.
 */
export function upkeepAfterCommit(db: object, fn: (db: Db) => Promise<unknown>): boolean {
  const list = upkeep.get(db);
  if (!list) return false;
  if (!list.includes(fn)) list.push(fn);
  return true;
}

/**
 * Makes `db.transaction` run what its transaction registered with beforeCommit at its end, and with afterCommit, once it has committed, and tells
 * shared reads (`shared-reads.ts`) that the database may have changed.
 */
export function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  shareReads(db);
  db.transaction = (async (fn, config) => {
    const hooks: (() => void)[] = [];
    const upkeeps: ((db: Db) => Promise<unknown>)[] = [];
    try {
      const result = await transaction(async (tx) => {
        const ends: (() => Promise<void>)[] = [];
        pending.set(tx, hooks);
        upkeep.set(tx, upkeeps);
        ending.set(tx, ends);
        roots.set(tx, db);
        const done = await fn(tx);
        for (const end of ends) await end();
        return done;
      }, config);
      for (const hook of hooks) hook();
      for (const work of upkeeps) {
        await work(db).catch((err: unknown) => { process.stderr.write(`upkeep after a commit failed: ${faultCause(err)}\n`); });
      }
      return result;
    } finally {
      // Also after a failure: whether a failed COMMIT kept anything is not for a shared read to guess.
      noteCommit(db);
    }
  });
  return db;
}
