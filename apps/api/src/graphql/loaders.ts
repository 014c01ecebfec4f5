import DataLoader from 'dataloader';
import type { Db } from '../db/client.js';

/** One lookup by many keys, declared once by the module that owns the data (e.g. reports by id). */
export interface Batch<K, V> { readonly load: (db: Db, keys: readonly K[]) => Promise<V[]> }
export const batch = <K, V>(load: Batch<K, V>['load']): Batch<K, V> => ({ load });

/**
 * Per-request DataLoaders, made on first use: a list asks for each row's related names in one query per
 * field, not one per row — and a request never sees another request's (or another user's) rows.
 */
export class Loaders {
  private readonly made = new Map<Batch<never, unknown>, DataLoader<never, unknown>>();
  constructor(private readonly db: Db) {}

  of<K, V>(b: Batch<K, V>): DataLoader<K, V> {
    let loader = this.made.get(b) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>((keys) => b.load(this.db, keys));
      this.made.set(b, loader);
    }
    return loader;
  }
}
