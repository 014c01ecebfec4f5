import type { Executor } from '../../db/client.js';
import type { ExecutionLine } from './execution.repo.js';
import { EPSILON, lineKey as key, limitsStop, storedLimits } from './limits.js';
import { entry } from '../../lib/present.js';

/** A release as a file or screen enters it: a vote's programme × category in a quarter. */
export interface Release { voteId: number; programmeId: number; quarter: string; category: string; amount: number }
export type LimitBreach =
  | { release: Release; limit: 'cash'; allowed: number; total: number }
  | { release: Release; limit: 'expenditure'; allowed: number; total: number };

/** A vote's quarter, as the set of quarters an entry replaces names it. */
export const voteQuarter = (voteId: number, quarter: string) => key(voteId, quarter);

/**
 * The limits releases of one kind must keep: each its quarter's cash limit for the line, and, over the year, the
 * line's GoU expenditure limit. `lines` are the limits and the kind's stored releases; those of the quarters in
 * `replaced` give way to `releases`. Lines without a limit are not bounded.
 */
export function releaseBreachesIn(lines: ExecutionLine[], kind: string, releases: Release[], replaced: Set<string>): LimitBreach[] {
  const cash = new Map(lines.filter((l) => l.kind === 'quarterly-cash-limits').map((l) => [key(l.voteId, l.programmeId, l.quarter, l.category), l.amount]));
  const annual = new Map(lines.filter((l) => l.kind === 'expenditure-limits' && l.category?.startsWith('GoU:'))
    .map((l) => [key(l.voteId, l.programmeId, (l.category ?? '').slice(4)), l.amount]));
  const year = new Map<string, number>();
  const add = (k: string, amount: number) => year.set(k, (year.get(k) ?? 0) + amount);
  for (const l of lines) if (l.kind === kind && !replaced.has(key(l.voteId, l.quarter))) add(key(l.voteId, l.programmeId, l.category), l.amount);
  for (const r of releases) add(key(r.voteId, r.programmeId, r.category), r.amount);

  const breaches: LimitBreach[] = [];
  const reported = new Set<string>();
  for (const r of releases) {
    const limit = cash.get(key(r.voteId, r.programmeId, r.quarter, r.category));
    if (limit !== undefined && r.amount > limit + EPSILON) breaches.push({ release: r, limit: 'cash', allowed: limit, total: r.amount });
    const line = key(r.voteId, r.programmeId, r.category);
    const ceiling = annual.get(line);
    // The year's total is named once, on the first release of the line that the entry holds.
    if (ceiling !== undefined && entry(year, line) > ceiling + EPSILON && !reported.has(line)) {
      reported.add(line);
      breaches.push({ release: r, limit: 'expenditure', allowed: ceiling, total: entry(year, line) });
    }
  }
  return breaches;
}

/**
 * The same rule under Stop against the stored limits and releases, for releases a file or a revert enters —
 * counting the stored releases of the quarters the entry does not replace (by default its own quarters of each
 * vote it names; a revert also replaces the quarters of the rows it takes out).
 */
export async function releaseBreaches(db: Executor, kind: string, yearId: number, releases: Release[],
  replaced = new Set(releases.map((r) => voteQuarter(r.voteId, r.quarter)))): Promise<LimitBreach[]> {
  if (!releases.length || !await limitsStop(db, yearId)) return [];
  const lines = await storedLimits(db, yearId, [...new Set(releases.map((r) => r.voteId))], [kind]);
  return releaseBreachesIn(lines, kind, releases, replaced);
}
