import { forgetOldest } from '../lib/bounded.js';
import { rootOf } from './after-commit.js';
import { onChange, wrote } from './changes.js';

/**
 * Reads of the standing masters — fiscal years, budget stages, votes, programmes and the year's chart of
 * accounts — kept by this process. Every save and read of budget figures checks its year, stage, vote and chart
 * first; at a deadline those few rows were a third of a save's round trips to the database, each waiting its turn
 * on a busy event loop (docs/PERFORMANCE.md). Each entry names the tables it was read from and is forgotten when
 * any of them changes: told by db/changes.ts at the write and after its commit, and by the change feed when
 * another process wrote. A write no code announces (SQL typed by hand) is seen within TTL_MS.
 *
 * A transaction that has written one of an entry's tables reads its own rows, never the cache; any other reads
 * through the cache like a request (the database runs READ COMMITTED, so a transaction reads committed rows).
 * What is kept is frozen: callers share it.
 */
export const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

/** The tables kept here. Subscribed as this module loads, in every process, so that writers announce them. */
export const MASTER_TABLES = ['fiscal_years', 'budget_stages', 'votes', 'programmes', 'programme_votes', 'sub_programmes', 'coa_outputs', 'coa_items', 'coa_funds', 'coa_names', 'coa_years'] as const;
export type MasterTable = (typeof MASTER_TABLES)[number];

/** `settled` once the read has answered: what a transaction may take (it never waits on another's read). */
interface Entry { tables: readonly MasterTable[]; at: number; value: Promise<unknown>; settled?: { value: unknown } }
/** Entries by database (one, but for tests that open several). */
const kept = new Map<object, Map<string, Entry>>();

// A change forgets what was read from the table, including reads still running (they answer their own callers).
onChange(MASTER_TABLES, ({ table }) => {
  for (const entries of kept.values()) for (const [key, e] of entries) if ((e.tables as readonly string[]).includes(table)) entries.delete(key);
});

function freeze<T>(value: T): T {
  if (Array.isArray(value)) for (const row of value) Object.freeze(row);
  return Object.freeze(value);
}

/**
 * `read()`'s answer, kept under `key` on `db`'s database until one of `tables` changes. A transaction takes only an
 * answer already in: waiting for a read still running — which may need a pooled connection, or PGlite's one turn,
 * while the transaction holds its own — could leave every connection held by a transaction waiting for a read none
 * of them lets run. It reads for itself instead.
 */
export function cachedRead<T>(db: object, tables: readonly MasterTable[], key: string, read: () => Promise<T>): Promise<T> {
  if (wrote(db, tables)) return read();
  const root = rootOf(db);
  let entries = kept.get(root);
  if (!entries) { entries = new Map(); kept.set(root, entries); }
  const hit = entries.get(key);
  const fresh = hit && Date.now() - hit.at < TTL_MS ? hit : undefined;
  if (fresh && (root === db || fresh.settled)) return fresh.settled ? Promise.resolve(fresh.settled.value as T) : fresh.value as Promise<T>;
  const value = read().then(freeze);
  // A transaction's own read is kept only where nothing is being read: other transactions never wait on it.
  if (fresh && root !== db) return value;
  const entry: Entry = { tables, at: Date.now(), value };
  entries.delete(key);
  forgetOldest(entries, MAX_ENTRIES);
  entries.set(key, entry);
  const map = entries;
  value.then((v) => { entry.settled = { value: v }; }, () => { if (map.get(key) === entry) map.delete(key); });
  return value;
}

/** Rows of a few ids (a screen's save) kept like cachedRead; many (a file's) are read each time, not kept. */
export function cachedByIds<T>(db: object, tables: readonly MasterTable[], name: string, ids: readonly (readonly number[])[], read: () => Promise<T>): Promise<T> {
  return ids.reduce((n, list) => n + list.length, 0) <= 20 ? cachedRead(db, tables, `${name} ${ids.map((l) => l.join(',')).join(' ')}`, read) : read();
}
