import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PublishedKind } from '@pbs/domain';
import type { Executor, Tx } from '../../db/types.js';
import { fiscalYears, publications, users } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { budgetAgainstActual, budgetYearOf } from '../execution/execution.repo.js';

export type Publication = typeof publications.$inferSelect;

/** One line of a stage's estimates with every classification's code and name, as it is published. */
export interface PublishedLine {
  sector_code: string | null; sector_name: string | null; cofog: string | null;
  vote_code: string; vote_name: string; programme_code: string; programme_name: string;
  sub_programme_code: string; sub_programme_name: string; output_code: string; output_name: string;
  class_code: string; item_code: string; item_name: string; fund_code: string; fund_name: string; mtef_category: string;
  amount: number;
}

/** The lines of a year's stage for the given votes, ordered as the estimates print them: each line in its own sector and
 * function, every name as the year's chart spelt it (ADR 0024). */
export async function publishedLines(db: Executor, yearId: number, stageId: number, voteIds: number[]): Promise<PublishedLine[]> {
  if (!voteIds.length) return [];
  const result = await db.execute(sql`select s.code sector_code, s.name sector_name, left(coalesce(l.cofog, s.cofog), 2) cofog,
      v.code vote_code, pbs_vote_name(l.year_id, l.vote_id) vote_name,
      p.code programme_code, pbs_programme_name(l.year_id, l.programme_id, l.vote_id) programme_name,
      sp.code sub_programme_code, pbs_sub_programme_name(l.year_id, l.sub_programme_id, l.vote_id) sub_programme_name,
      o.code output_code, o.name output_name, i.class_code, i.code item_code, i.name item_name,
      f.code fund_code, f.name fund_name, f.mtef_category, l.amount::float8 amount
    from budget_lines l join votes v on v.id = l.vote_id join programmes p on p.id = l.programme_id
      join sub_programmes sp on sp.id = l.sub_programme_id join coa_outputs o on o.id = l.output_id
      join coa_items i on i.id = l.item_id join coa_funds f on f.id = l.fund_id
      left join coa_sectors s on s.id = l.sector_id
    where l.year_id = ${yearId} and l.stage_id = ${stageId} and l.vote_id in (${sql.join(voteIds.map((v) => sql`${v}`), sql`, `)})
    order by v.code, p.code, sp.code, o.code, i.code, f.code`);
  return (result as { rows: PublishedLine[] }).rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/**
 * What a stage's figures (its MTEF allocations) give the given votes for the budget year (Y1, every category), as the
 * document's summary table prints it; null when the stage holds no figures for them.
 */
export async function stageFiguresTotal(db: Executor, stageId: number, voteIds: number[]): Promise<number | null> {
  if (!voteIds.length) return null;
  const result = await db.execute(sql`select sum(m.y1_wage + m.y1_non_wage + m.y1_gou_devt + m.y1_aia + m.y1_donor)::float8 total
    from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id
    where m.stage_id = ${stageId} and m.kind = 'allocation' and pv.vote_id in (${sql.join(voteIds.map((v) => sql`${v}`), sql`, `)})`);
  const total = (result as { rows: { total: number | null }[] }).rows[0]?.total;
  return total == null ? null : Number(total);
}

/** A budget year's key document, and for an in-year report its quarter (null for the others). */
export interface PublishedDocument { budgetYear: string; document: PublishedKind; quarter: number | null }

const sameDocument = (d: PublishedDocument) => and(eq(publications.budgetYear, d.budgetYear), eq(publications.document, d.document),
  d.quarter == null ? isNull(publications.quarter) : eq(publications.quarter, d.quarter));

/**
 * Two CTEs: `st`, each vote's last stage holding its allocations in the year, and `budget`, its allocation of
 * `column` (Y0 the year itself, Y1 its budget year) there by programme and budget category (`approved`).
 */
export const approvedBudget = (yearId: number, column: 'y0' | 'y1', votesIn?: SQL) => sql`st as (select pv.vote_id, max(s.stage) stage from cg_mtefs m
      join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
      where m.year_id = ${yearId} and m.kind = 'allocation' ${votesIn ? sql`and pv.vote_id in (${votesIn})` : sql``} group by pv.vote_id),
    budget as (select pv.vote_id, pv.programme_id, c.category, sum(case c.category when 'Wage' then m.${sql.raw(column)}_wage when 'NonWage' then m.${sql.raw(column)}_non_wage
        when 'GoUDevt' then m.${sql.raw(column)}_gou_devt when 'AIA' then m.${sql.raw(column)}_aia else m.${sql.raw(column)}_donor end) approved
      from cg_mtefs m join programme_votes pv on pv.id = m.prog_by_vote_id join budget_stages s on s.id = m.stage_id
        join st on st.vote_id = pv.vote_id and st.stage = s.stage cross join (values ('Wage'), ('NonWage'), ('GoUDevt'), ('AIA'), ('Donor')) c(category)
      where m.year_id = ${yearId} and m.kind = 'allocation' group by 1, 2, 3)`;

/** A vote's programme and budget category, with the function (COFOG) and sector of the vote (programme figures carry no
 * line's sector), named as the year's chart names them. */
export interface ProgrammeLine {
  sector_code: string | null; sector_name: string | null; cofog: string | null; vote_code: string; vote_name: string;
  programme_code: string; programme_name: string; category: string;
}

/** A vote's programme and budget category in a year: the approved budget, and released and spent to a quarter's end. */
export interface InYearLine extends ProgrammeLine { approved: number; released: number; spent: number }

/**
 * The in-year lines of the given votes to the end of `quarter`: the approved budget (Y0 of each vote's last stage
 * holding its figures) beside the releases and expenditure uploaded for Q1 … the quarter.
 */
export async function inYearLines(db: Executor, yearId: number, quarter: number, voteIds: number[]): Promise<InYearLine[]> {
  if (!voteIds.length) return [];
  const votesIn = sql.join(voteIds.map((v) => sql`${v}`), sql`, `);
  const quarters = sql.join(Array.from({ length: quarter }, (_, k) => sql`${`Q${k + 1}`}`), sql`, `);
  const result = await db.execute(sql`
    with ${approvedBudget(yearId, 'y0', votesIn)},
      moved as (select u.vote_id, u.programme_id, u.category,
          sum(case when u.kind = 'quarterly-releases' then u.amount else 0 end) released,
          sum(case when u.kind = 'quarterly-warrants-expenditure' then coalesce((u.data->>'Expenditure_Amount')::numeric, 0) else 0 end) spent
        from quarterly_figures u where u.year_id = ${yearId} and u.kind in ('quarterly-releases', 'quarterly-warrants-expenditure')
          and u.quarter in (${quarters}) and u.vote_id in (${votesIn}) group by 1, 2, 3)
    select s.code sector_code, s.name sector_name, s.cofog, v.code vote_code, pbs_vote_name(${yearId}::int, v.id) vote_name,
      p.code programme_code, pbs_programme_name(${yearId}::int, p.id, v.id) programme_name,
      x.category, x.approved::float8 approved, x.released::float8 released, x.spent::float8 spent
    from (select coalesce(b.vote_id, m.vote_id) vote_id, coalesce(b.programme_id, m.programme_id) programme_id, coalesce(b.category, m.category) category,
        coalesce(b.approved, 0) approved, coalesce(m.released, 0) released, coalesce(m.spent, 0) spent
      from budget b full join moved m on m.vote_id = b.vote_id and m.programme_id = b.programme_id and m.category = b.category) x
      join votes v on v.id = x.vote_id join programmes p on p.id = x.programme_id
      left join coa_vote_sectors vs on vs.year_id = ${yearId} and vs.vote_id = x.vote_id left join coa_sectors s on s.id = vs.sector_id
    where x.approved <> 0 or x.released <> 0 or x.spent <> 0
    order by v.code, p.code, x.category`);
  return (result as { rows: InYearLine[] }).rows.map((r) => ({ ...r, approved: Number(r.approved), released: Number(r.released), spent: Number(r.spent) }));
}

/** A vote's programme and budget category of the budget year: approved, the supplementaries and virements since, adjusted. */
export interface AdjustedLine extends ProgrammeLine { approved: number; supplementary: number; virement_in: number; virement_out: number; adjusted: number }

/**
 * The adjusted budget of a year's budget year, every vote: the approved allocation (Y1 of each vote's last stage
 * holding its figures, as the virement book reads it) and the supplementaries and virements recorded in the year.
 */
export async function adjustedLines(db: Executor, yearId: number): Promise<AdjustedLine[]> {
  const result = await db.execute(sql`
    with ${approvedBudget(yearId, 'y1')},
      moves as (select vote_id, to_programme_id programme_id, to_category category, case when kind = 'supplementary' then amount else 0 end supplementary,
          case when kind = 'virement' then amount else 0 end virement_in, 0 virement_out from budget_adjustments where year_id = ${yearId}
        union all
        select vote_id, from_programme_id, from_category, 0, 0, amount from budget_adjustments where year_id = ${yearId} and kind = 'virement'),
      moved as (select vote_id, programme_id, category, sum(supplementary) supplementary, sum(virement_in) virement_in, sum(virement_out) virement_out
        from moves group by 1, 2, 3)
    select s.code sector_code, s.name sector_name, s.cofog, v.code vote_code, pbs_vote_name(${yearId}::int, v.id) vote_name,
      p.code programme_code, pbs_programme_name(${yearId}::int, p.id, v.id) programme_name,
      x.category, x.approved::float8 approved, x.supplementary::float8 supplementary, x.virement_in::float8 virement_in, x.virement_out::float8 virement_out
    from (select coalesce(b.vote_id, m.vote_id) vote_id, coalesce(b.programme_id, m.programme_id) programme_id, coalesce(b.category, m.category) category,
        coalesce(b.approved, 0) approved, coalesce(m.supplementary, 0) supplementary, coalesce(m.virement_in, 0) virement_in, coalesce(m.virement_out, 0) virement_out
      from budget b full join moved m on m.vote_id = b.vote_id and m.programme_id = b.programme_id and m.category = b.category) x
      join votes v on v.id = x.vote_id join programmes p on p.id = x.programme_id
      left join coa_vote_sectors vs on vs.year_id = ${yearId} and vs.vote_id = x.vote_id left join coa_sectors s on s.id = vs.sector_id
    where x.approved <> 0 or x.supplementary <> 0 or x.virement_in <> 0 or x.virement_out <> 0
    order by v.code, p.code, x.category`);
  return (result as { rows: AdjustedLine[] }).rows.map((r) => {
    const [approved, supplementary, virementIn, virementOut] = [Number(r.approved), Number(r.supplementary), Number(r.virement_in), Number(r.virement_out)];
    return { ...r, approved, supplementary, virement_in: virementIn, virement_out: virementOut, adjusted: approved + supplementary + virementIn - virementOut };
  });
}

/** The newest publication of a budget year's key document (of a quarter), whatever its state. */
export async function latestPublication(db: Executor, d: PublishedDocument): Promise<Publication | null> {
  const [row] = await db.select().from(publications).where(and(sameDocument(d), isNull(publications.supersededAt)))
    .orderBy(desc(publications.id)).limit(1);
  return row ?? null;
}

/** Holds a budget year's key document (of a quarter) for one publisher until the transaction ends. */
export const lockPublications = (tx: Tx, d: PublishedDocument) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`publication:${d.budgetYear}:${d.document}:${d.quarter ?? ''}`}))`);

/** Marks the standing publications of a budget year's key document (of a quarter) superseded by a newer one (kept as they are). */
export const supersedePublications = (tx: Tx, d: PublishedDocument) =>
  tx.update(publications).set({ supersededAt: new Date() }).where(and(sameDocument(d), isNull(publications.supersededAt)));

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

/** Each year's population where the ministry has given one (the figure per person), by budget year. */
export async function yearPopulations(db: Executor): Promise<Record<string, number>> {
  const rows = await db.select({ year: fiscalYears.fiscalYear, population: fiscalYears.population }).from(fiscalYears)
    .where(sql`${fiscalYears.population} is not null`);
  return Object.fromEntries(rows.map((r) => [r.year, Number(r.population)]));
}

/** A line of the chart with its budget as approved and revised and what was released and spent to a month's end. */
export interface ExecutedLine {
  vote_code: string; vote_name: string; programme_code: string; programme_name: string; sub_programme_code: string; sub_programme_name: string;
  output_code: string | null; output_name: string | null; class_code: string; item_code: string; item_name: string; fund_code: string; fund_name: string;
  approved: number; revised: number; released: number; spent: number;
}

/**
 * The lines of the votes whose year holds months at the chart's grain (ADR 0026), of those given, to the end of `toMonth`:
 * each line of the estimates the year is carried out under, approved and revised (ADR 0027), beside released and spent
 * to date — named as that year's chart names them. None where no vote holds a month.
 */
export async function executedLines(db: Executor, yearId: number, toMonth: number, voteIds: number[]): Promise<ExecutedLine[]> {
  const before = await budgetYearOf(db, yearId);
  if (!before?.lines || !voteIds.length) return [];
  const y = sql`${before.id}::int`;
  const rows = await rowsOf<ExecutedLine>(db, sql`
    select v.code vote_code, pbs_vote_name(${y}, v.id) vote_name, p.code programme_code, pbs_programme_name(${y}, p.id, v.id) programme_name,
      p.code || '.' || sp.code sub_programme_code, pbs_sub_programme_name(${y}, sp.id, v.id) sub_programme_name, o.code output_code, o.name output_name,
      i.class_code, i.code item_code, i.name item_name, f.code fund_code, f.name fund_name,
      sum(x.approved)::float8 approved, sum(x.revised)::float8 revised, sum(x.released)::float8 released, sum(x.spent)::float8 spent
    from ${budgetAgainstActual(yearId, before.id, toMonth, null)} x join votes v on v.id = x.vote_id join programmes p on p.id = x.programme_id
      join sub_programmes sp on sp.id = x.sub_programme_id left join coa_outputs o on o.id = x.output_id join coa_items i on i.id = x.item_id join coa_funds f on f.id = x.fund_id
    where x.vote_id in (select distinct vote_id from execution_lines where year_id = ${yearId} and vote_id in (${sql.join(voteIds.map((v) => sql`${v}`), sql`, `)}))
    group by v.id, v.code, p.id, p.code, sp.id, sp.code, o.code, o.name, i.class_code, i.code, i.name, f.code, f.name
    order by v.code, p.code, sp.code, o.code nulls first, i.code, f.code`);
  return rows.map((r) => ({ ...r, approved: Number(r.approved), revised: Number(r.revised), released: Number(r.released), spent: Number(r.spent) }));
}
