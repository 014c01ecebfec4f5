import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { KeyDocument } from '@pbs/domain';
import type { Executor, Tx } from '../../db/types.js';
import { publications, users } from '../../db/schema/index.js';

export type Publication = typeof publications.$inferSelect;

/** One line of a stage's estimates with every classification's code and name, as it is published. */
export interface PublishedLine {
  sector_code: string | null; sector_name: string | null; cofog: string | null;
  vote_code: string; vote_name: string; programme_code: string; programme_name: string;
  sub_programme_code: string; sub_programme_name: string; output_code: string; output_name: string;
  class_code: string; item_code: string; item_name: string; fund_code: string; fund_name: string; mtef_category: string;
  amount: number;
}

/** The lines of a year's stage for the given votes, ordered as the estimates print them. */
export async function publishedLines(db: Executor, yearId: number, stageId: number, voteIds: number[]): Promise<PublishedLine[]> {
  if (!voteIds.length) return [];
  const result = await db.execute(sql`select s.code sector_code, s.name sector_name, s.cofog, v.code vote_code, v.name vote_name,
      p.code programme_code, p.name programme_name, sp.code sub_programme_code, sp.name sub_programme_name,
      o.code output_code, o.name output_name, i.class_code, i.code item_code, i.name item_name,
      f.code fund_code, f.name fund_name, f.mtef_category, l.amount::float8 amount
    from budget_lines l join votes v on v.id = l.vote_id join programmes p on p.id = l.programme_id
      join sub_programmes sp on sp.id = l.sub_programme_id join coa_outputs o on o.id = l.output_id
      join coa_items i on i.id = l.item_id join coa_funds f on f.id = l.fund_id
      left join coa_vote_sectors vs on vs.year_id = l.year_id and vs.vote_id = l.vote_id left join coa_sectors s on s.id = vs.sector_id
    where l.year_id = ${yearId} and l.stage_id = ${stageId} and l.vote_id in (${sql.join(voteIds.map((v) => sql`${v}`), sql`, `)})
    order by v.code, p.code, sp.code, o.code, i.code, f.code`);
  return (result as unknown as { rows: PublishedLine[] }).rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** The newest publication of a budget year's key document, whatever its state. */
export async function latestPublication(db: Executor, budgetYear: string, document: KeyDocument): Promise<Publication | null> {
  const [row] = await db.select().from(publications)
    .where(and(eq(publications.budgetYear, budgetYear), eq(publications.document, document), isNull(publications.supersededAt)))
    .orderBy(desc(publications.id)).limit(1);
  return row ?? null;
}

/** Holds a budget year's key document for one publisher until the transaction ends. */
export const lockPublications = (tx: Tx, budgetYear: string, document: KeyDocument) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`publication:${budgetYear}:${document}`}))`);

/** Marks the standing publications of a budget year's key document superseded by a newer one (kept as they are). */
export const supersedePublications = (tx: Tx, budgetYear: string, document: KeyDocument) =>
  tx.update(publications).set({ supersededAt: new Date() })
    .where(and(eq(publications.budgetYear, budgetYear), eq(publications.document, document), isNull(publications.supersededAt)));

/** Publications, newest first: the public ones only, or every one for the ministry. */
export function listPublications(db: Executor, only: 'public' | 'all', limit: number) {
  return db.select().from(publications).where(only === 'public' ? eq(publications.state, 'published') : undefined)
    .orderBy(desc(publications.publishedAt), desc(publications.id)).limit(limit);
}

export async function publicationById(db: Executor, id: number): Promise<Publication | null> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  return row ?? null;
}

/** Publications with the name of who last withheld, released or retracted each, newest first (one, given its id). */
export async function publicationsDecided(db: Executor, limit: number, id?: number) {
  const rows = await db.select({ p: publications, decidedByName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}` }).from(publications)
    .leftJoin(users, eq(users.id, publications.decidedBy)).where(id === undefined ? undefined : eq(publications.id, id))
    .orderBy(desc(publications.publishedAt), desc(publications.id)).limit(limit);
  return rows.map((r) => ({ ...r.p, decidedByName: r.decidedByName }));
}
