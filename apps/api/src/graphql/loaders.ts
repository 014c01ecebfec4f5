import DataLoader from 'dataloader';
import type { Db } from '../db/client.js';
import { entityLabels, reportsByIds } from '../modules/reports/workflow.repo.js';

/**
 * Per-request batches for fields that look something up for each row of a list (DataLoader): a list of
 * submissions asks for its reports and entity names in one query each, not one query per row and field.
 */
export function createLoaders(db: Db) {
  const labels = (kind: 'vote' | 'programme' | 'parastatal') =>
    new DataLoader<number, string>(async (ids) => { const m = await entityLabels(db, kind, ids); return ids.map((id) => m.get(id) ?? ''); });
  return {
    report: new DataLoader(async (ids: readonly number[]) => {
      const byId = new Map((await reportsByIds(db, ids)).map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    voteLabel: labels('vote'),
    programmeLabel: labels('programme'),
    parastatalLabel: labels('parastatal'),
  };
}
export type Loaders = ReturnType<typeof createLoaders>;
