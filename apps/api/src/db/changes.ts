import { afterCommit, rootOf } from './after-commit.js';

/**
 * What a write changed, told to the caches that keep rows of it. Writers announce what they changed and know
 * no cache; each cache subscribes to its tables. A change is told at the write (so the writer's own later
 * reads miss the cache) and again once the transaction commits (so a read in between cannot put the old row
 * back); then it is published to the other server processes on the same database (db/change-feed.ts), whose
 * caches are told it as if they had made it.
 */
/** Which rows of `table` changed: by id, or all of a user's; neither means any row. */
export interface Change { table: string; id?: number | string; userId?: number }
type Listener = (change: Change) => void;

const listeners = new Map<string, Listener[]>();
const publishers = new WeakMap<object, (change: Change) => void>();

export function onChange(tables: readonly string[], listener: Listener) {
  for (const table of tables) listeners.set(table, [...(listeners.get(table) ?? []), listener]);
}

/** Tells this process's caches of a change (made here, or by another process). */
export function tell(change: Change) {
  for (const listener of listeners.get(change.table) ?? []) listener(change);
}

/** Tells every cache that any of its rows may have changed (changes of other processes were missed). */
export function tellAll() {
  for (const table of listeners.keys()) tell({ table });
}

/** Changes committed on `db` are handed to `publish` (the change feed of that database). */
export function publishChangesOf(db: object, publish: (change: Change) => void) {
  publishers.set(db, publish);
}

/** Tables each open transaction has announced writes to. */
const written = new WeakMap<object, Set<string>>();

/** Whether `db` has written any of `tables` (a transaction then reads its own rows, not a cache's). */
export function wrote(db: object, tables: readonly string[]): boolean {
  const mine = written.get(db);
  return mine !== undefined && tables.some((t) => mine.has(t));
}

/**
 * `db` (a transaction or the database) has just written `change`. A table no cache keeps is neither told nor
 * published: caches subscribe as their modules load, which every process of the build does at start, so no other
 * process listens for it either — and a budget figure's save spares a statement (`pg_notify`) and every other
 * process a message to read (docs/PERFORMANCE.md).
 */
export function announce(db: object, change: Change) {
  if (!listeners.has(change.table)) return;
  if (rootOf(db) !== db) {
    const tables = written.get(db) ?? new Set<string>();
    written.set(db, tables);
    // A whole table told once is enough for its transaction (a load writes thousands of rows of the chart).
    const whole = change.id === undefined && change.userId === undefined;
    if (whole && tables.has(`${change.table} *`)) return;
    if (whole) tables.add(`${change.table} *`);
    tables.add(change.table);
  }
  tell(change);
  afterCommit(db, () => {
    tell(change);
    publishers.get(rootOf(db))?.(change);
  });
}
