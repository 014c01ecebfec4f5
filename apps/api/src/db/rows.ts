import type { SQL } from 'drizzle-orm';
import type { Executor } from './types.js';

/** The rows of a statement written in SQL, typed as the caller reads them (PGlite and node-postgres answer alike). */
export async function rowsOf<T = Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const answer: unknown = await db.execute(query);
  return (answer as { rows: T[] }).rows;
}
