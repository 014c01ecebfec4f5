import { and, count, eq, exists, inArray, or } from 'drizzle-orm';
import { codeKey, DEFAULT_FUNDS, type BudgetCategory } from '@pbs/domain';
import type { Executor, Tx } from '../../db/client.js';
import { together } from '../../db/together.js';
import { announce } from '../../db/changes.js';
import { cachedRead, type MasterTable } from '../../db/master-cache.js';
import { voteKind } from '../budget/ipf.repo.js';
import {
  budgetLines, coaFunds, coaItems, coaOutputs, coaSectors, coaVoteSectors, lgGrantIpfs, programmes, programmeVotes, subProgrammes, subSubProgrammes, votes,
} from '../../db/schema/index.js';
import { present } from '../../lib/present.js';

export interface Coded { id: number; code: string; name: string }
/**
 * A year's chart of accounts for matching a file's codes: each segment by code key (`10` and `010` alike),
 * sub-programmes under their programme's id and outputs under their sub-programme's id.
 */
export interface Chart {
  sectors: Map<string, Coded & { cofog: string | null }>;
  voteSector: Map<number, number>;
  votes: Map<string, Coded & { kind: string; isAia: boolean }>;
  programmes: Map<string, Coded>;
  subProgrammes: Map<string, Coded>;
  outputs: Map<string, Coded & { subProgrammeId: number }>;
  items: Map<string, Coded & { classCode: string }>;
  funds: Map<string, Coded & { mtefCategory: BudgetCategory }>;
}

export const underKey = (parentId: number, code: string) => `${parentId}/${codeKey(code)}`;

/** The chart a year's lines are matched against. Votes, programmes and sub-programmes are the standing masters. */
export async function chartOf(db: Executor, yearId: number): Promise<Chart> {
  const [sec, vs, vot, prg, sub, out, itm, fnd] = await together(db, [
    () => db.select().from(coaSectors).where(eq(coaSectors.yearId, yearId)),
    () => db.select().from(coaVoteSectors).where(eq(coaVoteSectors.yearId, yearId)),
    () => db.select({ id: votes.id, code: votes.code, name: votes.name, kind: votes.kind, isAia: votes.isAia }).from(votes),
    () => db.select({ id: programmes.id, code: programmes.code, name: programmes.name }).from(programmes),
    () => db.select({ id: subProgrammes.id, code: subProgrammes.code, name: subProgrammes.name, programmeId: subProgrammes.programmeId }).from(subProgrammes),
    () => db.select().from(coaOutputs).where(eq(coaOutputs.yearId, yearId)),
    () => db.select().from(coaItems).where(eq(coaItems.yearId, yearId)),
    () => db.select().from(coaFunds).where(eq(coaFunds.yearId, yearId)),
  ]);
  const byKey = <T extends { code: string }>(rows: T[]) => new Map(rows.map((r) => [codeKey(r.code), r]));
  return {
    sectors: byKey(sec), voteSector: new Map(vs.map((r) => [r.voteId, r.sectorId])),
    // A code held by both a central and a local vote is read as the central one (the demo never repeats a code).
    votes: new Map([...vot].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'CG' ? 1 : -1)).map((r) => [codeKey(r.code), r])),
    programmes: byKey(prg),
    subProgrammes: new Map(sub.map((r) => [underKey(r.programmeId, r.code), r])),
    outputs: new Map(out.map((r) => [underKey(r.subProgrammeId, r.code), r])),
    items: byKey(itm), funds: byKey(fnd),
  };
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
export const insertOutput = (tx: Tx, yearId: number, subProgrammeId: number, code: string, name: string, actorId: number) =>
  newId(tx, 'coa_outputs', tx.insert(coaOutputs).values({ yearId, subProgrammeId, code, name, createdBy: actorId }).returning({ id: coaOutputs.id }));
export const insertItem = (tx: Tx, yearId: number, code: string, name: string, actorId: number) =>
  newId(tx, 'coa_items', tx.insert(coaItems).values({ yearId, code, name, classCode: code.slice(0, 3), createdBy: actorId }).returning({ id: coaItems.id }));

export function markAia(tx: Tx, voteIds: number[]) {
  announce(tx, { table: 'votes' });
  return tx.update(votes).set({ isAia: true }).where(inArray(votes.id, voteIds));
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
  return db.select({ id: coaOutputs.id, code: coaOutputs.code, name: coaOutputs.name, subProgrammeId: subProgrammes.id, subProgrammeCode: subProgrammes.code,
    subProgrammeName: subProgrammes.name, programmeId: programmes.id, programmeCode: programmes.code, programmeName: programmes.name })
    .from(coaOutputs).innerJoin(subProgrammes, eq(subProgrammes.id, coaOutputs.subProgrammeId)).innerJoin(programmes, eq(programmes.id, subProgrammes.programmeId))
    .where(and(eq(coaOutputs.yearId, yearId), eq(coaOutputs.status, true), lg ? or(delivered, granted()) : delivered))
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
      : cachedRead(db, ['coa_outputs', 'sub_programmes', 'programmes', 'programme_votes'], `outputs ${yearId} ${voteId}`, () => voteOutputs(db, yearId, voteId, false))),
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
