import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './types.js';

type Thunks<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs a few reads side by side on the pool, or one after another inside a transaction: a transaction is one
 * connection, which node-postgres no longer lets two queries share at once (deprecated, gone in pg 9).
 */
export async function together<T extends readonly unknown[]>(db: Executor, reads: Thunks<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(reads.map((read) => read())) as unknown as Promise<T>;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}
