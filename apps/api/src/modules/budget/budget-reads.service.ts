import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { Executor } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { voteById } from '../masters/master-rules.repo.js';
import { activeFiscalYear, stageByNumber } from '../masters/periods.repo.js';
import { ipfChoices, listIpfs, transfersGrid, type IpfFilter } from './ipf.repo.js';
import { cgStageId, listMtefs, mtefWhere } from './mtef.repo.js';

/** What the budget screens offer the caller: the ministry every vote; a vote's users their vote's kind of budget. */
export async function budgetScope({ db }: Pick<Context, 'db'>, actor: Actor) {
  const vote = actor.voteId ? await voteById(db, actor.voteId) : null;
  // A parastatal's users work on their parastatal's estimates (kind SEPC).
  return { ministry: actor.isMinistry, voteId: actor.voteId, kind: vote?.kind ?? (actor.sepcId ? 'SEPC' : null) };
}

/** A stage's MTEF lines in the caller's scope (or one programme's lines of one vote); none for an unknown stage. */
export async function mtefLinesOf({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, only?: { programmeId: number; voteId: number }) {
  const st = await cgStageId(db, yearId, stage);
  return st ? listMtefs(db, actor, mtefWhere(yearId, st.id, only)) : [];
}

async function lgStageId(db: Executor, yearId: number, stage: number) {
  const s = await stageByNumber(db, yearId, 'LG', stage);
  if (!s) throw notFound();
  return s.id;
}

/** Grant IPF rows of a year's LG stage in the caller's scope, narrowed as asked. */
export async function ipfLinesOf({ db }: Pick<Context, 'db'>, actor: Actor, stage: number, filter: Omit<IpfFilter, 'stageId'>) {
  return listIpfs(db, actor, { ...filter, stageId: await lgStageId(db, filter.yearId, stage) });
}

/** The IPF cascade's choices (sub-sub-programme → revenue → sub-grant) of one district and year. */
export const ipfChoicesOf = (db: Executor, actor: Actor, level: 'ssp' | 'revenue' | 'subGrant', filter: Pick<IpfFilter, 'yearId' | 'voteId' | 'subSubProgrammeId' | 'revenueId'>) =>
  ipfChoices(db, actor, level, filter);

/** A district's conditional or discretionary transfers in a stage of the active year; none without one. */
export async function transfersOf({ db }: Pick<Context, 'db'>, actor: Actor, kind: 'conditional' | 'discretionary', voteId: number, stage: number) {
  const year = await activeFiscalYear(db);
  return year ? transfersGrid(db, actor, kind, voteId, await lgStageId(db, year.id, stage), year.id) : [];
}
