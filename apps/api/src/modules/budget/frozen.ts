import { FROZEN_BY, serverText, type Said } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { approvedOver, type DataScope } from './frozen.repo.js';

export type { DataScope };
export type FrozenBy = Awaited<ReturnType<typeof approvedOver>>[number];

/**
 * The approved reports that freeze this data of a kind (FROZEN_BY): what a signed document was drawn from
 * does not change under it, on any entry path, until the ministry reopens the report. Empty when free.
 */
export async function frozenBy(db: Executor, kind: string, scope: DataScope): Promise<FrozenBy[]> {
  const layouts = FROZEN_BY[kind];
  return layouts ? approvedOver(db, layouts, scope) : [];
}

/** The quarters (1–4) named by Quarter cells ('Q1' …), for a DataScope. */
export const quartersOf = (cells: unknown[]) => [...new Set(cells.flatMap((q) => (/^Q[1-4]$/.test(String(q)) ? [Number(String(q).slice(1))] : [])))];

/** The first three reports that froze something ('014: Approved Estimates …, approved 2026-11-24'), and how many more. */
export const frozenSaid = (hits: FrozenBy[]): Said[] => [
  ...hits.slice(0, 3).map((h): Said => ({ key: 'SERVER.FROZEN_BY', params: { entity: h.entity, report: h.report, day: h.approvedAt?.toISOString().slice(0, 10) ?? '' } })),
  ...(hits.length > 3 ? [{ key: 'SERVER.AND_MORE', params: { count: hits.length - 3 } } as const] : []),
];
export const frozenText = (hits: FrozenBy[]) => frozenSaid(hits).map((s) => serverText('en', s)).join('; ');
