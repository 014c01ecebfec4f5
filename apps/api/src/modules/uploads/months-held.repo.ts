import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** The quarters (`<voteId>:Q<n>`) of some votes a year holds month by month at the chart's grain (ADR 0026). */
export async function quartersHeldByMonths(db: Executor, yearId: number, voteIds: number[]): Promise<Set<string>> {
  if (!voteIds.length) return new Set();
  const rows = await rowsOf<{ vote_id: number; quarter: string }>(db, sql`select distinct vote_id, 'Q' || ((month + 2) / 3) quarter from execution_lines
    where year_id = ${yearId} and vote_id in (${sql.join(voteIds.map((v) => sql`${v}`), sql`, `)})`);
  return new Set(rows.map((r) => `${Number(r.vote_id)}:${r.quarter}`));
}
