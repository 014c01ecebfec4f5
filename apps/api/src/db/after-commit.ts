import type { Db } from './types.js';
import { noteCommit, shareReads } from './shared-reads.js';

/** Callbacks waiting for their transaction to commit, by transaction object. */
const pending = new WeakMap<object, (() => void)[]>();
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
 * Makes `db.transaction` run what its transaction registered with afterCommit, once it has committed, and tells
 * shared reads (`shared-reads.ts`) that the database may have changed.
 */
export function withCommitHooks(db: Db): Db {
  const transaction = db.transaction.bind(db);
  shareReads(db);
  db.transaction = (async (fn, config) => {
    const hooks: (() => void)[] = [];
    try {
      const result = await transaction((tx) => {
        pending.set(tx, hooks);
        roots.set(tx, db);
        return fn(tx);
      }, config);
      for (const hook of hooks) hook();
      return result;
    } finally {
      // Also after a failure: whether a failed COMMIT kept anything is not for a shared read to guess.
      noteCommit(db);
    }
  }) as Db['transaction'];
  return db;
}
