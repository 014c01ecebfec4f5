import { and, count, eq, exists, inArray, isNull, or, sql } from 'drizzle-orm';
import { codeKey, DEFAULT_FUNDS, type BudgetCategory } from '@pbs/domain';
import type { Executor, Tx } from '../../db/client.js';
import { together } from '../../db/together.js';
import { announce } from '../../db/changes.js';
import { cachedRead, type MasterTable } from '../../db/master-cache.js';
import { voteKind } from '../budget/ipf.repo.js';
import {
  budgetLines, coaFunds, coaItems, coaNames, coaOutputs, coaSectors, coaVoteSectors, coaYears, lgGrantIpfs, programmes, programmeVotes, subProgrammes, subSubProgrammes, votes,
} from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export interface Coded { id: number; code: string; name: string }
/** How a year scopes its programme codes (ADR 0024); null while no load has said. */
export type ProgrammeScope = 'national' | 'vote';
/**
 * A year's chart of accounts for matching a file's codes: each segment by code key (`10` and `010` alike),
 * sub-programmes under their programme's id, outputs under their sub-programme's id and vote (or none, when shared),
 * and the names the year already gives each identity (`names`, by nameKey).
 */
export interface Chart {
  sectors: Map<string, Coded & { cofog: string | null }>;
  voteSector: Map<number, number>;
  votes: Map<string, Coded & { kind: string; isAia: boolean }>;
  programmes: Map<string, Coded>;
  subProgrammes: Map<string, Coded>;
  outputs: Map<string, Coded & { subProgrammeId: number; voteId: number | null }>;
  items: Map<string, Coded & { classCode: string }>;
  funds: Map<string, Coded & { mtefCategory: BudgetCategory }>;
  programmeScope: ProgrammeScope | null;
  /** `kept`: corrected by hand; a load leaves it. */
  names: Map<string, { code: string; name: string; kept: boolean }>;
}

export const underKey = (parentId: number, code: string) => `${parentId}/${codeKey(code)}`;
/** An output's key: its sub-programme, its vote (0 when shared by the votes delivering the sub-programme) and code. */
export const outputKey = (subProgrammeId: number, voteId: number | null, code: string) => `${subProgrammeId}/${voteId ?? 0}/${codeKey(code)}`;
/** A name's key in a year: the segment, the identity and the vote it is of (0 for none). */
export const nameKey = (segment: NameSegment, refId: number, voteId: number | null) => `${segment}/${refId}/${voteId ?? 0}`;
export type NameSegment = 'vote' | 'programme' | 'sub-programme';

/** A vote's output of a sub-programme by code: its own where it has one, else the one the sub-programme's votes share. */
export const outputOf = (chart: Chart, subProgrammeId: number, voteId: number, code: string) =>
  chart.outputs.get(outputKey(subProgrammeId, voteId, code)) ?? chart.outputs.get(outputKey(subProgrammeId, null, code));

/** The chart a year's lines are matched against. Votes, programmes and sub-programmes are the standing masters. */
export async function chartOf(db: Executor, yearId: number): Promise<Chart> {
  const [sec, vs, vot, prg, sub, out, itm, fnd, scope, nam] = await together(db, [
    () => db.select().from(coaSectors).where(eq(coaSectors.yearId, yearId)),
    () => db.select().from(coaVoteSectors).where(eq(coaVoteSectors.yearId, yearId)),
    () => db.select({ id: votes.id, code: votes.code, name: votes.name, kind: votes.kind, isAia: votes.isAia }).from(votes),
    () => db.select({ id: programmes.id, code: programmes.code, name: programmes.name }).from(programmes),
    () => db.select({ id: subProgrammes.id, code: subProgrammes.code, name: subProgrammes.name, programmeId: subProgrammes.programmeId }).from(subProgrammes),
    () => db.select().from(coaOutputs).where(eq(coaOutputs.yearId, yearId)),
    () => db.select().from(coaItems).where(eq(coaItems.yearId, yearId)),
    () => db.select().from(coaFunds).where(eq(coaFunds.yearId, yearId)),
    () => db.select().from(coaYears).where(eq(coaYears.yearId, yearId)),
    () => db.select().from(coaNames).where(eq(coaNames.yearId, yearId)),
  ]);
  const byKey = <T extends { code: string }>(rows: T[]) => new Map(rows.map((r) => [codeKey(r.code), r]));
  return {
    sectors: byKey(sec), voteSector: new Map(vs.map((r) => [r.voteId, r.sectorId])),
    // A code held by both a central and a local vote is read as the central one (the demo never repeats a code).
    votes: new Map([...vot].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'CG' ? 1 : -1)).map((r) => [codeKey(r.code), r])),
    programmes: byKey(prg),
    subProgrammes: new Map(sub.map((r) => [underKey(r.programmeId, r.code), r])),
    outputs: new Map(out.map((r) => [outputKey(r.subProgrammeId, r.voteId, r.code), r])),
    items: byKey(itm), funds: byKey(fnd),
    programmeScope: scope[0]?.programmeScope ?? null,
    names: new Map(nam.map((n) => [nameKey(n.segment, n.refId, n.voteId), { code: n.code, name: n.name, kept: n.keptBy !== null }])),
  };
}

/** How a year scopes its programme codes; none before its first load. */
export const programmeScopeOf = (db: Executor, yearId: number): Promise<ProgrammeScope | null> =>
  cachedRead(db, ['coa_years'], `scope ${yearId}`, async () => (await db.select().from(coaYears).where(eq(coaYears.yearId, yearId)))[0]?.programmeScope ?? null);

/** Fixes how a year scopes its programme codes (its first load decides; ADR 0024). */
export const setProgrammeScope = (tx: Tx, yearId: number, programmeScope: ProgrammeScope) =>
  tx.insert(coaYears).values({ yearId, programmeScope }).onConflictDoNothing();

/** The year's name of identities, as a load writes them: the last file to name one names it, unless corrected by hand. */
export async function upsertNames(tx: Tx, yearId: number, rows: { segment: NameSegment; refId: number; voteId: number | null; code: string; name: string }[]) {
  if (!rows.length) return;
  announce(tx, { table: 'coa_names' });
  for (let i = 0; i < rows.length; i += 5_000) {
    const part = rows.slice(i, i + 5_000);
    // One array parameter per column; the conflict target is the unique index's expression (a vote or none).
    await tx.execute(sql`insert into coa_names (year_id, segment, ref_id, vote_id, code, name)
      select ${yearId}::int, * from unnest(${sql.param(part.map((r) => r.segment))}::text[], ${sql.param(part.map((r) => r.refId))}::int[],
        ${sql.param(part.map((r) => r.voteId))}::int[], ${sql.param(part.map((r) => r.code))}::text[], ${sql.param(part.map((r) => r.name))}::text[])
      on conflict (year_id, segment, ref_id, coalesce(vote_id, 0)) do update set code = excluded.code, name = excluded.name
      where coa_names.kept_by is null`);
  }
}

/** A year's chart starts with the default fund sources (DEFAULT_FUNDS), each counted under its MTEF category. */
export async function ensureFunds(tx: Tx, yearId: number, actorId: number | null) {
  announce(tx, { table: 'coa_funds' });
  await tx.insert(coaFunds).values(DEFAULT_FUNDS.map((f) => ({
    yearId, code: f.code, name: f.name, mtefCategory: f.category, createdBy: actorId,
  }))).onConflictDoNothing();
}

/** New codes of a load, inserted in parent order; each answers its new id and tells the masters' cache (once a load). */
const firstId = (rows: { id: number }[]) => present(rows[0], 'the code written').id;
async function newId(tx: Tx, table: MasterTable, rows: Promise<{ id: number }[]>) {
  announce(tx, { table });
  return firstId(await rows);
}
export const insertSector = async (tx: Tx, yearId: number, code: string, name: string, actorId: number) =>
  firstId(await tx.insert(coaSectors).values({ yearId, code, name, createdBy: actorId }).returning({ id: coaSectors.id }));
export const insertVote = (tx: Tx, code: string, name: string, actorId: number) =>
  newId(tx, 'votes', tx.insert(votes).values({ kind: 'CG', code, name, createdBy: actorId }).returning({ id: votes.id }));
export const insertProgramme = (tx: Tx, code: string, name: string, actorId: number) =>
  newId(tx, 'programmes', tx.insert(programmes).values({ code, name, createdBy: actorId }).returning({ id: programmes.id }));
export const insertSubProgramme = (tx: Tx, programmeId: number, code: string, name: string, actorId: number) =>
  newId(tx, 'sub_programmes', tx.insert(subProgrammes).values({ programmeId, code, name, createdBy: actorId }).returning({ id: subProgrammes.id }));
export const insertOutput = (tx: Tx, yearId: number, subProgrammeId: number, voteId: number | null, code: string, name: string, actorId: number) =>
  newId(tx, 'coa_outputs', tx.insert(coaOutputs).values({ yearId, subProgrammeId, voteId, code, name, createdBy: actorId }).returning({ id: coaOutputs.id }));
export const insertItem = (tx: Tx, yearId: number, code: string, name: string, actorId: number) =>
  newId(tx, 'coa_items', tx.insert(coaItems).values({ yearId, code, name, classCode: code.slice(0, 3), createdBy: actorId }).returning({ id: coaItems.id }));

export function markAia(tx: Tx, voteIds: number[]) {
  announce(tx, { table: 'votes' });
  return tx.update(votes).set({ isAia: true }).where(inArray(votes.id, voteIds));
}

/** A vote's main sector in a year: where a line typed on its screen is placed (ADR 0024). */
export async function mainSectorOf(db: Executor, yearId: number, voteId: number): Promise<number | null> {
  const [row] = await db.select({ id: coaVoteSectors.sectorId }).from(coaVoteSectors).where(and(eq(coaVoteSectors.yearId, yearId), eq(coaVoteSectors.voteId, voteId)));
  return row?.id ?? null;
}

/** Places a vote in a sector for the year (a later load may move it). */
export const setVoteSector = (tx: Tx, yearId: number, voteId: number, sectorId: number) =>
  tx.insert(coaVoteSectors).values({ yearId, voteId, sectorId }).onConflictDoUpdate({ target: [coaVoteSectors.yearId, coaVoteSectors.voteId], set: { sectorId } });

/** The line (programme × vote) of the MTEF, made when missing; answers its id. */
export async function programmeVoteId(tx: Tx, programmeId: number, voteId: number, actorId: number): Promise<number> {
  announce(tx, { table: 'programme_votes' });
  await tx.insert(programmeVotes).values({ programmeId, voteId, createdBy: actorId }).onConflictDoNothing();
  const [row] = await tx.select({ id: programmeVotes.id }).from(programmeVotes).where(and(eq(programmeVotes.programmeId, programmeId), eq(programmeVotes.voteId, voteId)));
  return present(row, 'the programme-by-vote line').id;
}

/** Outputs of the sub-programmes of the programmes a vote delivers, or (a local government) has grant IPFs for. */
function voteOutputs(db: Executor, yearId: number, voteId: number, lg: boolean) {
  const delivered = exists(db.select({ one: programmeVotes.id }).from(programmeVotes).where(and(eq(programmeVotes.programmeId, programmes.id), eq(programmeVotes.voteId, voteId))));
  // A local government works under the sub-programmes (departments) it has grant IPFs for.
  const granted = () => exists(db.select({ one: lgGrantIpfs.id }).from(lgGrantIpfs).innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId))
    .where(and(eq(lgGrantIpfs.voteId, voteId), eq(lgGrantIpfs.yearId, yearId), eq(subSubProgrammes.subProgrammeId, subProgrammes.id))));
  // Programmes and sub-programmes named as the year names them for this vote (ADR 0024).
  return db.select({ id: coaOutputs.id, code: coaOutputs.code, name: coaOutputs.name, subProgrammeId: subProgrammes.id, subProgrammeCode: subProgrammes.code,
    subProgrammeName: sql<string>`pbs_sub_programme_name(${yearId}::int, ${subProgrammes.id}, ${voteId}::int)`, programmeId: programmes.id, programmeCode: programmes.code,
    programmeName: sql<string>`pbs_programme_name(${yearId}::int, ${programmes.id}, ${voteId}::int)` })
    .from(coaOutputs).innerJoin(subProgrammes, eq(subProgrammes.id, coaOutputs.subProgrammeId)).innerJoin(programmes, eq(programmes.id, subProgrammes.programmeId))
    .where(and(eq(coaOutputs.yearId, yearId), eq(coaOutputs.status, true), or(isNull(coaOutputs.voteId), eq(coaOutputs.voteId, voteId)), lg ? or(delivered, granted()) : delivered))
    .orderBy(programmes.code, subProgrammes.code, coaOutputs.code);
}

/**
 * What a vote's lines may be typed against in a year: the outputs of the sub-programmes of the programmes the
 * vote delivers, and the year's items and funds — kept with the masters (db/master-cache.ts), but for a local
 * government's outputs, which follow its grant IPFs.
 */
export async function chartForVote(db: Executor, yearId: number, voteId: number) {
  const lg = await voteKind(db, voteId) === 'LG';
  const [outputs, items, funds] = await together(db, [
    () => (lg ? voteOutputs(db, yearId, voteId, true)
      : cachedRead(db, ['coa_outputs', 'sub_programmes', 'programmes', 'programme_votes', 'coa_names'], `outputs ${yearId} ${voteId}`, () => voteOutputs(db, yearId, voteId, false))),
    () => cachedRead(db, ['coa_items'], `items ${yearId}`,
      () => db.select({ id: coaItems.id, code: coaItems.code, name: coaItems.name }).from(coaItems).where(and(eq(coaItems.yearId, yearId), eq(coaItems.status, true))).orderBy(coaItems.code)),
    () => cachedRead(db, ['coa_funds'], `funds ${yearId}`,
      () => db.select({ id: coaFunds.id, code: coaFunds.code, name: coaFunds.name, mtefCategory: coaFunds.mtefCategory }).from(coaFunds).where(eq(coaFunds.yearId, yearId)).orderBy(coaFunds.id)),
  ]);
  return { outputs, items, funds };
}

export async function fundCategoryOf(db: Executor, id: number): Promise<BudgetCategory | null> {
  const [row] = await db.select({ c: coaFunds.mtefCategory }).from(coaFunds).where(eq(coaFunds.id, id));
  return row?.c ?? null;
}

/** How many lines of any stage a fund finances. */
export async function fundLineCount(db: Executor, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(budgetLines).where(eq(budgetLines.fundId, id));
  return Number(row?.n ?? 0);
}
