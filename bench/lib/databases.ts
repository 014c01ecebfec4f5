import { openDatabase, type Database } from '../../apps/api/src/db/client.js';
import { seed } from '../../apps/api/src/seed/seed.js';
import { scratchDatabase } from '../../e2e/support/postgres.js';

export { scratchDatabase };

export interface BenchDb { label: 'PGlite' | 'PostgreSQL'; database: Database; dispose: () => Promise<void> }

/** In-memory PGlite, migrated, seeded with the demo data unless `seeded` is false. */
export async function pglite(seeded = true): Promise<BenchDb> {
  const database = await openDatabase({ pgliteDir: null });
  if (seeded) await seed(database.db);
  return { label: 'PGlite', database, dispose: () => database.close() };
}

/** A throw-away PostgreSQL database, migrated and seeded unless `seeded` is false; null when no server answers. */
export async function postgres(seeded = true): Promise<BenchDb | null> {
  const scratch = await scratchDatabase('pbs_bench');
  if (!scratch) return null;
  const database = await openDatabase({ url: scratch.url });
  if (seeded) await seed(database.db);
  return { label: 'PostgreSQL', database, dispose: async () => { await database.close(); await scratch.drop(); } };
}
