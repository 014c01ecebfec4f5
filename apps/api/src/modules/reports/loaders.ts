import { batch } from '../../graphql/loaders.js';
import { entityLabels, reportsByIds } from './workflow.repo.js';

/** Lookups a task list makes for each of its rows, batched per request (graphql/loaders.ts). */
export const reportById = batch(async (db, ids: readonly number[]) => {
  const byId = new Map((await reportsByIds(db, ids)).map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id) ?? null);
});

const labels = (kind: 'vote' | 'programme' | 'parastatal') => batch(async (db, ids: readonly number[]) => {
  const m = await entityLabels(db, kind, ids);
  return ids.map((id) => m.get(id) ?? '');
});
export const voteLabel = labels('vote');
export const programmeLabel = labels('programme');
export const parastatalLabel = labels('parastatal');
