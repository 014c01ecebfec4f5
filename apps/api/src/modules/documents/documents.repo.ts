import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { lineCodes } from '../estimates/revised.repo.js';
import {
  budgetAdjustments, budgetStages, cgMtefs, coaFunds, lgGrantIpfs, programmes, programmeVotes, revenues, subGrants,
  quarterlyFigures, submissionEvents, subProgrammes, subSubProgrammes, uploadRows, users, votes,
} from '../../db/schema/index.js';

const CATS = ['wage', 'non_wage', 'gou_devt', 'aia', 'donor'] as const;
export type MtefCategory = (typeof CATS)[number];
export const MTEF_CATEGORIES = CATS;


/** The stages of an area in a year, first to last. */
export const stagesOf = (db: Executor, yearId: number, area: string) =>
  db.select().from(budgetStages).where(and(eq(budgetStages.yearId, yearId), eq(budgetStages.processArea, area))).orderBy(asc(budgetStages.stage));

export type MtefLine = { code: string; name: string } & Record<`y${0 | 1 | 2 | 3 | 4 | 5}_${MtefCategory}`, number>;

/** Allocations of one stage, summed per programme of a vote (or per vote of a programme), every year and category. */
export async function mtefLines(db: Executor, yearId: number, stageId: number, by: 'vote' | 'programme', id: number): Promise<MtefLine[]> {
  const other = by === 'vote' ? programmes : votes;
  // The year's names: a vote's programme as the year names it for the vote, a programme's votes as the year names them.
  const name = by === 'vote' ? sql<string>`pbs_programme_name(${yearId}::int, ${programmes.id}, ${votes.id})` : sql<string>`pbs_vote_name(${yearId}::int, ${votes.id})`;
  const sums = Object.fromEntries([0, 1, 2, 3, 4, 5].flatMap((y) => CATS.map((c) => [`y${y}_${c}`, sql<number>`coalesce(sum(${sql.raw(`cg_mtefs.y${y}_${c}`)}), 0)::float8`])));
  const rows = await db.select({ code: other.code, name, ...sums }).from(cgMtefs)
    .innerJoin(programmeVotes, eq(programmeVotes.id, cgMtefs.progByVoteId))
    .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId))
    .innerJoin(votes, eq(votes.id, programmeVotes.voteId))
    .where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId), eq(cgMtefs.kind, 'allocation'),
      by === 'vote' ? eq(programmeVotes.voteId, id) : eq(programmeVotes.programmeId, id)))
    // One of the two ids is fixed by the filter: grouping by both groups by the other, and names it by both.
    .groupBy(other.code, programmes.id, votes.id).orderBy(asc(other.code));
  return rows as unknown as MtefLine[];
}

/** An LG's grant lines of one stage, with revenue source, sub-grant and sub-programme names. */
export function ipfLines(db: Executor, yearId: number, stageId: number, voteId: number) {
  return db.select({
    revenueCode: revenues.code, revenueName: revenues.name, revenueClass: revenues.revenueClass, grantCode: subGrants.code, grantName: subGrants.name,
    subProgramme: sql<string>`${subProgrammes.code} || ' ' || pbs_sub_programme_name(${yearId}::int, ${subProgrammes.id}, ${voteId}::int)`,
    transfer: lgGrantIpfs.transferKind, planY0: lgGrantIpfs.planY0,
    y1: lgGrantIpfs.projectionY1, y2: lgGrantIpfs.projectionY2, y3: lgGrantIpfs.projectionY3, y4: lgGrantIpfs.projectionY4, y5: lgGrantIpfs.projectionY5,
    q1: lgGrantIpfs.actualY1Q1, q2: lgGrantIpfs.actualY1Q2, q3: lgGrantIpfs.actualY1Q3, q4: lgGrantIpfs.actualY1Q4,
  }).from(lgGrantIpfs)
    .innerJoin(revenues, eq(revenues.id, lgGrantIpfs.revenueId))
    .leftJoin(subGrants, eq(subGrants.id, lgGrantIpfs.subGrantId))
    .innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId))
    .innerJoin(subProgrammes, eq(subProgrammes.id, subSubProgrammes.subProgrammeId))
    .where(and(eq(lgGrantIpfs.yearId, yearId), eq(lgGrantIpfs.stageId, stageId), eq(lgGrantIpfs.voteId, voteId)))
    .orderBy(asc(revenues.code), asc(subGrants.code), asc(subProgrammes.code));
}
export type IpfLine = Awaited<ReturnType<typeof ipfLines>>[number];

/** The kinds read through quarterly_figures: a vote's quarter held month by month reads as its lines' sums (ADR 0026). */
const QUARTERLY = new Set(['quarterly-releases', 'quarterly-warrants-expenditure']);

/** Rows of a list-like upload for one vote and year, with the programme they name (if any). */
export function uploadedRows(db: Executor, kind: string, yearId: number, voteId: number, where?: SQL) {
  const t = QUARTERLY.has(kind) ? quarterlyFigures : uploadRows;
  return db.select({
    // The cells as uploaded, validated against the kind's template on the way in (or the lines' sums, named alike).
    data: sql<Record<string, string | number | null>>`${t.data}`, amount: t.amount, quarter: t.quarter, category: t.category,
    programmeCode: programmes.code, programmeName: sql<string | null>`pbs_programme_name(${yearId}::int, ${programmes.id}, ${voteId}::int)`,
  }).from(t).leftJoin(programmes, eq(programmes.id, t.programmeId))
    .where(and(eq(t.kind, kind), eq(t.yearId, yearId), eq(t.voteId, voteId), where))
    .orderBy(asc(programmes.code), asc(t.category), asc(t.id));
}
export type UploadedRow = Awaited<ReturnType<typeof uploadedRows>>[number];
/** Rows of one quarter (by the column's name: the rows come from upload_rows or quarterly_figures). */
export const inQuarter = (quarter: string) => sql`quarter = ${quarter}`;
/** Rows of the first `n` quarters of the year (Q1 … Qn): what is cumulative to the end of quarter n. */
export const toQuarter = (n: number) => sql`quarter in (${sql.join(Array.from({ length: n }, (_, i) => sql`${`Q${i + 1}`}`), sql`, `)})`;

/** Supplementaries or virements of a vote in a year, with the programmes' codes and the year's names. */
export function adjustmentsOf(db: Executor, kind: 'supplementary' | 'virement', voteId: number, yearId: number) {
  const from = sql<string | null>`(select p.code || ' ' || pbs_programme_name(${yearId}::int, p.id, ${voteId}::int) from programmes p where p.id = ${budgetAdjustments.fromProgrammeId})`;
  return db.select({
    id: budgetAdjustments.id, fromProgrammeId: budgetAdjustments.fromProgrammeId, from, fromCategory: budgetAdjustments.fromCategory,
    toProgrammeId: budgetAdjustments.toProgrammeId, to: sql<string>`${programmes.code} || ' ' || pbs_programme_name(${yearId}::int, ${programmes.id}, ${voteId}::int)`,
    toCategory: budgetAdjustments.toCategory, amount: budgetAdjustments.amount, reason: budgetAdjustments.reason,
    fromLine: lineCodes(budgetAdjustments.fromOutputId, budgetAdjustments.fromItemId, budgetAdjustments.fromFundId),
    toLine: lineCodes(budgetAdjustments.toOutputId, budgetAdjustments.toItemId, budgetAdjustments.toFundId),
  }).from(budgetAdjustments).innerJoin(programmes, eq(programmes.id, budgetAdjustments.toProgrammeId))
    .where(and(eq(budgetAdjustments.kind, kind), eq(budgetAdjustments.voteId, voteId), eq(budgetAdjustments.yearId, yearId)))
    .orderBy(asc(budgetAdjustments.id));
}

/** A vote's programmes by id, each with its code and the name the year gives it for the vote, for line tables. */
export async function programmeNames(db: Executor, yearId: number, voteId: number): Promise<Map<number, string>> {
  const rows = await db.select({ id: programmes.id, name: sql<string>`${programmes.code} || ' ' || pbs_programme_name(${yearId}::int, ${programmes.id}, ${voteId}::int)` })
    .from(programmeVotes).innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId)).where(eq(programmeVotes.voteId, voteId));
  return new Map(rows.map((p) => [p.id, p.name]));
}

/** The name the year gives a vote (or, with no vote, a programme nationally): what a document's heading prints. */
export async function yearNameOf(db: Executor, yearId: number, segment: 'vote' | 'programme', id: number): Promise<string | null> {
  const name = segment === 'vote' ? sql<string | null>`pbs_vote_name(${yearId}::int, ${id}::int)` : sql<string | null>`pbs_programme_name(${yearId}::int, ${id}::int, null)`;
  const rows = await db.execute(sql`select ${name} as name`);
  return (rows as { rows: { name: string | null }[] }).rows[0]?.name ?? null;
}

/** Revenue source names by (upper-case) code. */
export async function revenueNames(db: Executor): Promise<Map<string, string>> {
  return new Map((await db.select({ code: revenues.code, name: revenues.name }).from(revenues)).map((r) => [r.code.toUpperCase(), r.name]));
}

/** The approver someone stood in for, joined beside the person who acted. */
const principal = alias(users, 'stood_in_for');

/** Everyone who acted on a submission, with their names and titles (and for whom, when acting), oldest first. */
export async function approvalTrail(db: Executor, submissionId: number) {
  const events = await db.select({ level: submissionEvents.level, action: submissionEvents.action, comment: submissionEvents.comment,
    when: submissionEvents.createdAt, userId: users.id, first: users.firstName, last: users.lastName, title: users.occupation,
    forFirst: principal.firstName, forLast: principal.lastName })
    .from(submissionEvents).innerJoin(users, eq(users.id, submissionEvents.actorId)).leftJoin(principal, eq(principal.id, submissionEvents.actingFor))
    .where(eq(submissionEvents.submissionId, submissionId)).orderBy(asc(submissionEvents.id));
  return events.map((e) => ({ level: e.level, action: e.action, comment: e.comment, when: e.when, userId: e.userId, name: `${e.first} ${e.last}`, title: e.title,
    actingFor: e.forFirst ? `${e.forFirst} ${e.forLast}` : null }));
}

/** A user's full name, as a document prints who acted or for whom. */
export async function fullName(db: Executor, userId: number): Promise<string | null> {
  const [u] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? `${u.first} ${u.last}` : null;
}

/** A parastatal's own estimates of a year, revenue and expenditure items in upload order. */
export function parastatalRows(db: Executor, yearId: number, sepcId: number) {
  return db.select({ data: sql<Record<string, string | number | null>>`${uploadRows.data}`, line: uploadRows.category }).from(uploadRows)
    .where(and(eq(uploadRows.kind, 'sepc-estimates'), eq(uploadRows.yearId, yearId), eq(uploadRows.sepcId, sepcId)))
    .orderBy(asc(uploadRows.id));
}

/** A vote's detailed estimates of a stage: each line's segments, its item's GFS class and its fund, ordered as printed. */
export async function detailLines(db: Executor, yearId: number, stageId: number, voteId: number) {
  // Named as the year names them for this vote (ADR 0024).
  const result = await db.execute(sql`select p.code programme_code, pbs_programme_name(l.year_id, l.programme_id, l.vote_id) programme_name,
      sp.code sub_code, pbs_sub_programme_name(l.year_id, l.sub_programme_id, l.vote_id) sub_name,
      o.code output_code, o.name output_name, i.code item_code, i.name item_name, i.class_code, f.code fund, l.amount::float8 amount,
      s.code sector_code, s.name sector_name
    from budget_lines l join programmes p on p.id = l.programme_id join sub_programmes sp on sp.id = l.sub_programme_id
      join coa_outputs o on o.id = l.output_id join coa_items i on i.id = l.item_id join coa_funds f on f.id = l.fund_id
      left join coa_sectors s on s.id = l.sector_id
    where l.year_id = ${yearId} and l.stage_id = ${stageId} and l.vote_id = ${voteId}
    order by p.code, sp.code, o.code, i.code`);
  return (result as { rows: DetailLine[] }).rows;
}
export interface DetailLine {
  programme_code: string; programme_name: string; sub_code: string; sub_name: string; output_code: string; output_name: string;
  item_code: string; item_name: string; class_code: string; fund: string; amount: number;
  /** The line's own sector (ADR 0024), none for a vote the year places in no sector. */
  sector_code: string | null; sector_name: string | null;
}

/** A year's fund sources in their order: the columns of the detail. */
export const yearFunds = (db: Executor, yearId: number) =>
  db.select({ code: coaFunds.code, name: coaFunds.name, category: coaFunds.mtefCategory }).from(coaFunds).where(eq(coaFunds.yearId, yearId)).orderBy(asc(coaFunds.id));

/** A vote's detailed estimates of a stage summed by fund source, with each fund's MTEF category. */
export async function detailByFund(db: Executor, yearId: number, stageId: number, voteId: number) {
  const result = await db.execute(sql`select f.code fund, f.mtef_category category, sum(l.amount)::float8 amount
    from budget_lines l join coa_funds f on f.id = l.fund_id
    where l.year_id = ${yearId} and l.stage_id = ${stageId} and l.vote_id = ${voteId} group by f.code, f.mtef_category`);
  return (result as { rows: { fund: string; category: string; amount: number }[] }).rows;
}

/**
 * A vote's indicators to report on in a quarter — those of the last stage of the year that describes its outputs —
 * with the output they measure and the quarter's actual and explanation, if recorded.
 */
export async function quarterIndicators(db: Executor, yearId: number, voteId: number, quarter: number) {
  const rows = await db.execute(sql`with stage as (select o.stage_id from perf_outputs o join budget_stages s on s.id = o.stage_id
      where o.year_id = ${yearId} and o.vote_id = ${voteId} order by s.stage desc limit 1)
    select p.code || ' ' || pbs_programme_name(o.year_id, p.id, o.vote_id) as programme, co.code || ' ' || co.name as output, i.name, i.unit, i.target::float8 as target,
      (array[i.q1_target, i.q2_target, i.q3_target, i.q4_target])[${quarter}]::float8 as "quarterTarget", a.actual::float8 as actual, coalesce(a.explanation, '') as explanation
    from perf_outputs o join coa_outputs co on co.id = o.output_id join sub_programmes sp on sp.id = co.sub_programme_id join programmes p on p.id = sp.programme_id
      join perf_indicators i on i.perf_output_id = o.id left join perf_actuals a on a.indicator_id = i.id and a.quarter = ${quarter}
    where o.year_id = ${yearId} and o.vote_id = ${voteId} and o.stage_id = (select stage_id from stage)
    order by p.code, sp.code, co.code, i.id`);
  return (rows as { rows: { programme: string; output: string; name: string; unit: string; target: number; quarterTarget: number; actual: number | null; explanation: string }[] }).rows;
}

/**
 * A vote's indicators planned in `planYearId` (the last stage holding outputs) for the year after it, with the target
 * and actual of each quarter and the explanations given: the annual performance report's physical side.
 */
export async function yearIndicators(db: Executor, planYearId: number, voteId: number) {
  const rows = await db.execute(sql`with stage as (select o.stage_id from perf_outputs o join budget_stages s on s.id = o.stage_id
      where o.year_id = ${planYearId} and o.vote_id = ${voteId} order by s.stage desc limit 1)
    select p.code || ' ' || pbs_programme_name(o.year_id, p.id, o.vote_id) as programme, co.code || ' ' || co.name as output, i.name, i.unit, i.target::float8 as target,
      array[i.q1_target, i.q2_target, i.q3_target, i.q4_target]::float8[] as targets,
      array(select a.actual::float8 from generate_series(1, 4) q left join perf_actuals a on a.indicator_id = i.id and a.quarter = q order by q) as actuals,
      coalesce((select string_agg('Q' || a.quarter || ': ' || a.explanation, '; ' order by a.quarter) from perf_actuals a
        where a.indicator_id = i.id and a.explanation <> ''), '') as explanation
    from perf_outputs o join coa_outputs co on co.id = o.output_id join sub_programmes sp on sp.id = co.sub_programme_id join programmes p on p.id = sp.programme_id
      join perf_indicators i on i.perf_output_id = o.id
    where o.year_id = ${planYearId} and o.vote_id = ${voteId} and o.stage_id = (select stage_id from stage)
    order by p.code, sp.code, co.code, i.id`);
  return (rows as { rows: { programme: string; output: string; name: string; unit: string; target: number; targets: number[]; actuals: (number | null)[]; explanation: string }[] }).rows;
}

/** A vote's described outputs of a stage for its performance contract: each indicator with its output and the output's cost. */
export async function contractLines(db: Executor, yearId: number, stageId: number, voteId: number) {
  const rows = await db.execute(sql`select p.code || ' ' || pbs_programme_name(o.year_id, p.id, o.vote_id) as programme, sp.code || ' ' || pbs_sub_programme_name(o.year_id, sp.id, o.vote_id) as department, co.code || ' ' || co.name as output, o.description, o.activities,
      (select coalesce(sum(l.amount), 0)::float8 from budget_lines l where l.year_id = o.year_id and l.stage_id = o.stage_id and l.vote_id = o.vote_id and l.output_id = o.output_id) as cost,
      i.name, i.unit, i.baseline::float8 as baseline, i.target::float8 as target, i.q1_target::float8 as q1, i.q2_target::float8 as q2, i.q3_target::float8 as q3, i.q4_target::float8 as q4
    from perf_outputs o join coa_outputs co on co.id = o.output_id join sub_programmes sp on sp.id = co.sub_programme_id join programmes p on p.id = sp.programme_id
      left join perf_indicators i on i.perf_output_id = o.id
    where o.year_id = ${yearId} and o.stage_id = ${stageId} and o.vote_id = ${voteId}
    order by p.code, sp.code, co.code, i.id`);
  return (rows as { rows: { programme: string; department: string; output: string; description: string; activities: string; cost: number; name: string | null; unit: string | null;
    baseline: number | null; target: number | null; q1: number | null; q2: number | null; q3: number | null; q4: number | null }[] }).rows;
}

/**
 * A vote's detailed estimates of a stage summed by sub-programme (a district's department) and MTEF category:
 * what each department's work plan is budgeted at.
 */
export async function budgetByDepartment(db: Executor, yearId: number, stageId: number, voteId: number) {
  const rows = await db.execute(sql`select sp.code || ' ' || pbs_sub_programme_name(${yearId}::int, sp.id, ${voteId}::int) as department, f.mtef_category as category, sum(l.amount)::float8 as total
    from budget_lines l join coa_funds f on f.id = l.fund_id join sub_programmes sp on sp.id = l.sub_programme_id
    where l.year_id = ${yearId} and l.stage_id = ${stageId} and l.vote_id = ${voteId}
    group by sp.code, sp.id, f.mtef_category order by sp.code`);
  return (rows as { rows: { department: string; category: string; total: number }[] }).rows;
}
