import { afterCommit } from './after-commit.js';

/**
 * What a write changed, told to the caches that keep rows of it. Writers announce what they changed and know
 * no cache; each cache subscribes to its tables. A change is told at the write (so the writer's own later
 * reads miss the cache) and again once the transaction commits (so a read in between cannot put the old row
 * back). Other server processes learn of it when their copies expire.
 */
export interface Change { table: string; id?: number | string; userId?: number }
type Listener = (change: Change) => void;

const listeners = new Map<string, Listener[]>();

export function onChange(tables: readonly string[], listener: Listener) {
  for (const table of tables) listeners.set(table, [...(listeners.get(table) ?? []), listener]);
}

/** `db` (a transaction or the database) has just written `change`. */
export function announce(db: object, change: Change) {
  const tell = () => { for (const listener of listeners.get(change.table) ?? []) listener(change); };
  tell();
  afterCommit(db, tell);
}
