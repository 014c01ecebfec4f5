import { parastatalScope, voteScope } from '../../access/scope.js';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { revenueSource, UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import {
  cgMtefs, coaFunds, coaItems, coaOutputs, executionLines, lgGrantIpfs, uploadRows, programmes, programmeVotes, revenues, subGrants, subProgrammes, subSubProgrammes, votes,
} from '../../db/schema/index.js';
import { MTEF_CELLS } from '../budget/columns.js';
import { planRows } from '../performance/performance.repo.js';
import { revenueLines, revenueOutturnLines } from '../revenue/revenue.repo.js';
import type { ParsedRow } from './validate-rows.js';

type Cell = string | number | null;

/** The stage's MTEF figures (a vote user also gets a zero row for each programme still without one). */
async function mtefRows(db: Db, actor: Actor, yearId: number, stageId: number): Promise<Cell[][]> {
  const scope = voteScope(actor, programmeVotes.voteId);
  const figures = await db.select({ vote: votes.code, programme: programmes.code, pbv: programmeVotes.id, m: cgMtefs })
    .from(cgMtefs)
    .innerJoin(programmeVotes, eq(programmeVotes.id, cgMtefs.progByVoteId))
    .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId))
    .innerJoin(votes, eq(votes.id, programmeVotes.voteId))
    .where(and(eq(cgMtefs.yearId, yearId), eq(cgMtefs.stageId, stageId), scope, actor.isMinistry ? undefined : eq(cgMtefs.kind, 'allocation')))
    .orderBy(asc(votes.code), asc(programmes.code), asc(cgMtefs.kind));
  const rows: Cell[][] = figures.map((f) => [f.vote, f.programme, f.m.kind === 'ceiling' ? 'Ceiling' : 'Allocation',
    ...MTEF_CELLS.map((c) => (f.m as unknown as Record<string, number>)[c.column] ?? null)]);
  if (!actor.isMinistry) {
    const have = new Set(figures.map((f) => f.pbv));
    const mapped = await db.select({ id: programmeVotes.id, vote: votes.code, programme: programmes.code }).from(programmeVotes)
      .innerJoin(programmes, eq(programmes.id, programmeVotes.programmeId)).innerJoin(votes, eq(votes.id, programmeVotes.voteId))
      .where(voteScope(actor, programmeVotes.voteId)).orderBy(asc(programmes.code));
    for (const m of mapped) if (!have.has(m.id)) rows.push([m.vote, m.programme, 'Allocation', ...MTEF_CELLS.map(() => 0)]);
  }
  return rows;
}

async function ipfRows(db: Db, actor: Actor, yearId: number, stageId: number): Promise<Cell[][]> {
  const rows = await db.select({ vote: votes.code, ssp: subSubProgrammes.code, revenue: revenues.code, subGrant: subGrants.code, i: lgGrantIpfs })
    .from(lgGrantIpfs)
    .innerJoin(votes, eq(votes.id, lgGrantIpfs.voteId))
    .innerJoin(subSubProgrammes, eq(subSubProgrammes.id, lgGrantIpfs.subSubProgrammeId))
    .innerJoin(revenues, eq(revenues.id, lgGrantIpfs.revenueId))
    .leftJoin(subGrants, eq(subGrants.id, lgGrantIpfs.subGrantId))
    .where(and(eq(lgGrantIpfs.yearId, yearId), eq(lgGrantIpfs.stageId, stageId), voteScope(actor, lgGrantIpfs.voteId)))
    .orderBy(asc(votes.code), asc(subSubProgrammes.code), asc(revenues.code));
  return rows.map(({ vote, ssp, revenue, subGrant, i }) => [vote, ssp, revenue, subGrant, i.transferKind === 'conditional' ? 'Conditional' : 'Discretionary',
    i.projectCode, i.planY0, i.projectionY1, i.projectionY2, i.projectionY3, i.projectionY4, i.projectionY5,
    i.actualY1Q1, i.actualY1Q2, i.actualY1Q3, i.actualY1Q4]);
}

const listWhere = (db: Db, actor: Actor, kind: UploadKind, yearId: number) => and(eq(uploadRows.kind, kind), eq(uploadRows.yearId, yearId),
  UPLOAD_KINDS[kind].area === 'SEPC' ? parastatalScope(db, actor, uploadRows.sepcId) : voteScope(actor, uploadRows.voteId));
const cellsOf = (kind: UploadKind, data: unknown): Cell[] => UPLOAD_KINDS[kind].columns.map((c) => ((data as Record<string, Cell>)[c.header] ?? null));

/** The list last uploaded for the year (in the actor's scope), cells in template order. Adjustments are history, not a list. */
async function listRows(db: Db, actor: Actor, kind: UploadKind, yearId: number, offset = 0, limit: number = UPLOAD_LIMITS.dataRows): Promise<Cell[][]> {
  const rows = await db.select({ data: uploadRows.data }).from(uploadRows).where(listWhere(db, actor, kind, yearId))
    .orderBy(asc(uploadRows.id)).offset(offset).limit(limit);
  return rows.map((r) => cellsOf(kind, r.data));
}

/** One page of a stored list with the count and the amount total of the whole list (in the actor's scope). */
export async function storedListPage(db: Db, actor: Actor, kind: UploadKind, yearId: number, offset: number, limit: number) {
  const [totals] = await db.select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${uploadRows.amount}), 0)::float8` })
    .from(uploadRows).where(listWhere(db, actor, kind, yearId));
  return { rows: await listRows(db, actor, kind, yearId, offset, limit), count: Number(totals?.count ?? 0), sum: Number(totals?.sum ?? 0) };
}

/**
 * A year's execution lines as the template writes them (in the actor's scope): of the votes and month a file names, for
 * its preview; else of the latest month held, for the template.
 */
async function executionRows(db: Db, actor: Actor, yearId: number, within?: ParsedRow[]): Promise<Cell[][]> {
  const month = within?.length ? Number(within[0]?.v.Month)
    : (await db.select({ m: max(executionLines.month) }).from(executionLines).where(and(eq(executionLines.yearId, yearId), voteScope(actor, executionLines.voteId))))[0]?.m;
  if (!month) return [];
  const voteIds = within ? [...new Set(within.flatMap((r) => (r.id.Vote_Code != null ? [r.id.Vote_Code] : [])))] : null;
  const rows = await db.select({ vote: votes.code, programme: programmes.code, sub: subProgrammes.code, output: coaOutputs.code, item: coaItems.code, fund: coaFunds.code, e: executionLines })
    .from(executionLines).innerJoin(votes, eq(votes.id, executionLines.voteId)).innerJoin(programmes, eq(programmes.id, executionLines.programmeId))
    .innerJoin(subProgrammes, eq(subProgrammes.id, executionLines.subProgrammeId)).leftJoin(coaOutputs, eq(coaOutputs.id, executionLines.outputId))
    .innerJoin(coaItems, eq(coaItems.id, executionLines.itemId)).innerJoin(coaFunds, eq(coaFunds.id, executionLines.fundId))
    .where(and(eq(executionLines.yearId, yearId), eq(executionLines.month, month), voteScope(actor, executionLines.voteId), voteIds ? inArray(executionLines.voteId, voteIds) : undefined))
    .orderBy(asc(votes.code), asc(programmes.code), asc(subProgrammes.code), asc(coaOutputs.code), asc(coaItems.code), asc(coaFunds.code)).limit(UPLOAD_LIMITS.dataRows);
  return rows.map(({ vote, programme, sub, output, item, fund, e }) => [vote, month, programme, sub, output, item, fund, e.warranted, e.released, e.spent, e.committed]);
}

/**
 * Rows a template starts with (or a preview compares with, `within` the file): the stage's figures for MTEF and IPF, its
 * plans for performance, a month of execution, the revenue held, the last uploaded list for the others.
 */
export async function currentRows(db: Db, actor: Actor, kind: UploadKind, yearId: number, stageId: number | null, within?: ParsedRow[]): Promise<Cell[][]> {
  if (kind === 'execution-lines') return executionRows(db, actor, yearId, within);
  const sources = (held: { code: string; amount: number }[]): Cell[][] => held.map((l) => [l.code, revenueSource(l.code)?.name ?? null, Number(l.amount)]);
  if (kind === 'revenue-estimates') return stageId == null ? [] : sources(await revenueLines(db, stageId));
  if (kind === 'revenue-outturns') return sources(await revenueOutturnLines(db, yearId));
  if (kind === 'mtef') return stageId == null ? [] : mtefRows(db, actor, yearId, stageId);
  if (kind === 'ipf') return stageId == null ? [] : ipfRows(db, actor, yearId, stageId);
  if (kind === 'performance' || kind === 'lg-performance') return stageId == null ? [] : planRows(db, actor, yearId, stageId, kind === 'performance' ? 'CG' : 'LG');
  if (kind === 'virement' || kind === 'supplementary' || kind === 'line-virement' || kind === 'line-supplementary') return [];
  return listRows(db, actor, kind, yearId);
}
