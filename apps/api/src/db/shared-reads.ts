/**
 * Identical reads asked while one of them is running share its answer — at a budget deadline thousands of users
 * open the same dashboard, and the ministry's grids are the same for all of them. A read joins a running one only
 * if no transaction has committed since that one began, so whoever has just written reads their own write.
 * The database's domain writes are all transactions (auth's session and login rows, written outside them, are
 * not read through here).
 */
interface Running { commits: number; answer: Promise<unknown> }
interface State { commits: number; running: Map<string, Running> }

const states = new WeakMap<object, State>();

/** Lets reads on `db` be shared (`withCommitHooks` calls it for each root database). */
export function shareReads(db: object) {
  states.set(db, { commits: 0, running: new Map() });
}

/** Called after each transaction of `db`: reads running since before it are not joined any more. */
export function noteCommit(db: object) {
  const state = states.get(db);
  if (state) state.commits++;
}

/** `read()`, or the answer of the same read (same `key`) already running on `db`; a transaction reads alone. */
export function sharedRead<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  const state = states.get(db);
  if (!state) return read();
  const running = state.running.get(key);
  if (running && running.commits === state.commits) return running.answer as Promise<T>;
  const entry: Running = { commits: state.commits, answer: read() };
  state.running.set(key, entry);
  const done = () => { if (state.running.get(key) === entry) state.running.delete(key); };
  entry.answer.then(done, done);
  return entry.answer as Promise<T>;
}
