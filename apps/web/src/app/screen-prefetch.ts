import { client } from '../lib/client';
import { BUDGET_SCOPE } from '../lib/budget-scope';
import { BUDGET_CHOICES, VOTE_DETAIL } from '../lib/budget-first';

/**
 * Starts, while the whole dictionary is still loading, the queries the screen being opened asks first — the Budget
 * screen's choices and scope, and a vote's detailed estimates when the address names year, stage and vote (a link
 * from the MTEF grid or a notice) — so they are in the client's cache when the screen mounts: on a slow link one round
 * trip fewer before its figures are drawn (the screen's files are asked for from the start: routeModules.prefetch).
 */
export function prefetchScreenData(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  if (!location.pathname.startsWith('/budget')) return;
  void client.query(BUDGET_SCOPE, {}).toPromise();
  void client.query(BUDGET_CHOICES, {}).toPromise();
  const params = new URLSearchParams(location.search);
  const [year, stage, vote] = ['year', 'stage', 'vote'].map((k) => Number(params.get(k)) || null);
  if (location.hash === '#detail' && year && stage && vote) void client.query(VOTE_DETAIL, { Year_ID: year, Stage: stage, Vote_ID: vote }).toPromise();
}
