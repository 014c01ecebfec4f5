import { z } from 'zod';
import type { Context } from '../../graphql/context.js';
import { BUDGET_CATEGORIES, rowErrorText, type NoticePart, UPLOAD_LIMITS, VIREMENT_LIMIT_SHARE, type BudgetCategory } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Executor, Tx } from '../../db/client.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, conflict, forbidden, notFound } from '../../lib/errors.js';
import { valid } from '../../lib/valid.js';
import { activeStageId } from '../masters/periods.repo.js';
import { voteById } from '../masters/master-rules.repo.js';
import { available, lineKey, voteLines, type Line } from '../budget/balances.js';
import { frozenBy, frozenSaid } from '../budget/frozen.js';
import { refuseMovesAfter, type Move } from '../budget/virements.js';
import { lockVotes } from '../budget/vote-locks.js';
import { voteOf } from '../budget/vote-of.js';
import {
  decideRequest, insertRequest, listRequests, lockRequest, ministryOfficers, pendingRequests, recordVirement, requestById, requestFilter, voteNameInYear, voteProgrammes,
  type VirementRequest,
} from './requests.repo.js';
import { entry, present } from '../../lib/present.js';
import { availableOf, balance, lineBook, lineKeyOf } from './line-rule.js';
import { detailLines, linesAsked, movedBetween, refuseLineMove, requestLines } from './line-requests.js';

const SHOWN = 200;
const category = z.enum(BUDGET_CATEGORIES);
const text = z.string().trim().min(1).max(500);
const id = z.number().int().positive();
const LineInput = z.object({ Output_ID: id, Item_ID: id, Fund_ID: id });
const RequestInput = z.object({
  Year_ID: z.number().int(),
  Vote_ID: z.number().int().nullish(),
  From_Programme_ID: z.number().int().nullish(),
  From_Category: category.nullish(),
  To_Programme_ID: z.number().int().nullish(),
  To_Category: category.nullish(),
  From_Line: LineInput.nullish(),
  To_Line: LineInput.nullish(),
  Amount: z.number().positive().max(UPLOAD_LIMITS.maxAmount),
  Reason: text,
});
/** As the API takes it; the categories are checked by RequestInput. */
export type VirementRequestInput = Omit<z.input<typeof RequestInput>, 'From_Category' | 'To_Category'> & { From_Category?: string | null; To_Category?: string | null };
type Asked = z.output<typeof RequestInput>;
export type Decision = 'Approve' | 'Reject' | 'Withdraw';

/** A CG vote the actor may see; virements move money within a central-government vote's budget year. */
async function cgVote(db: Executor, actor: Actor, voteId: number | null | undefined) {
  const vote = await voteById(db, voteOf(actor, voteId));
  if (!vote || vote.kind !== 'CG') throw notFound();
  return vote;
}

async function openStage(db: Executor, yearId: number) {
  const stageId = await activeStageId(db, yearId, 'CG');
  if (stageId == null) throw badInput({ key: 'SERVER.NO_VIREMENT_STAGE' });
  return stageId;
}

/** Virements an approved report froze (FROZEN_BY.virement) stay as they were signed until the report is reopened. */
async function refuseFrozen(db: Executor, yearId: number, stageId: number, voteId: number) {
  const hits = await frozenBy(db, 'virement', { yearId, stageId, voteIds: [voteId] });
  if (hits.length) throw conflict({ key: 'SERVER.VIREMENTS_FROZEN', params: { reports: frozenSaid(hits) } });
}

const moveOf = (r: Pick<VirementRequest, 'fromProgrammeId' | 'fromCategory' | 'toProgrammeId' | 'toCategory' | 'amount'>, codes: Map<number, string>): Move => ({
  fromProgrammeId: r.fromProgrammeId, fromCode: codes.get(r.fromProgrammeId) ?? '', fromCategory: r.fromCategory as BudgetCategory,
  toProgrammeId: r.toProgrammeId, toCode: codes.get(r.toProgrammeId) ?? '', toCategory: r.toCategory as BudgetCategory, amount: r.amount,
});

/** A move between two lines of the estimates under one programme × category changes no balance the category rules read (as in the line upload). */
const within = (m: Move) => m.fromProgrammeId === m.toProgrammeId && m.fromCategory === m.toCategory;

/** The moves across categories a vote's pending requests are waiting for, in the order they were asked; new moves come after them. */
export async function heldByRequests(db: Executor, voteId: number, yearId: number): Promise<Move[]> {
  const codes = new Map((await voteProgrammes(db, voteId, yearId)).map((p) => [p.id, p.code]));
  return (await pendingRequests(db, voteId, yearId)).map((p) => moveOf(p, codes)).filter((m) => !within(m));
}

/** The balance rule on one move, after `before` (moves counted first); refused, the error names the rule in every language's terms. */
function refuseMove(lines: Map<string, Line>, before: Move[], move: Move, limited: boolean) {
  if (within(move)) return;
  const [refusal] = refuseMovesAfter(lines, before, [move], limited);
  if (refusal) throw badInput(rowErrorText('en', refusal.code, refusal.params), { reason: refusal.code, params: refusal.params });
}

const money = (n: number) => Math.round(n * 100) / 100;

/**
 * A vote's budget-year lines as a virement sees them: every programme it delivers × category, with the approved
 * allocation of the open stage, supplementaries, virements in and out, what pending requests would take out,
 * what is available and, for a virement-limited vote, how much may still move out of the line.
 */
export async function virementBook({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, voteId?: number | null) {
  const vote = await cgVote(db, actor, voteId);
  const stageId = await activeStageId(db, yearId, 'CG');
  const [lines, programmes, pending, voteName] = await Promise.all([voteLines(db, vote.id, yearId, stageId), voteProgrammes(db, vote.id, yearId),
    pendingRequests(db, vote.id, yearId), voteNameInYear(db, vote.id, yearId)]);
  const pendingOut = new Map<string, number>();
  for (const p of pending.filter((x) => !within(moveOf(x, new Map())))) pendingOut.set(lineKey(p.fromProgrammeId, p.fromCategory), (pendingOut.get(lineKey(p.fromProgrammeId, p.fromCategory)) ?? 0) + p.amount);
  return {
    Vote_ID: vote.id, Vote_Code: vote.code, Vote_Name: voteName, Is_Virement_Limited: vote.isVirementLimited, Stage_Open: stageId != null,
    Detail_Lines: await detailLines(db, vote.id, yearId),
    Lines: programmes.flatMap((p) => BUDGET_CATEGORIES.map((c) => {
      const l = lines.get(lineKey(p.id, c)) ?? { approved: 0, supplementary: 0, virementIn: 0, virementOut: 0 } as Line;
      return {
        Programme_ID: p.id, Programme_Code: p.code, Programme_Name: p.name, Category: c,
        Approved: money(l.approved), Supplementary: money(l.supplementary), Virement_In: money(l.virementIn), Virement_Out: money(l.virementOut),
        Pending_Out: money(pendingOut.get(lineKey(p.id, c)) ?? 0), Available: money(available(l)),
        Limit_Left: vote.isVirementLimited ? money(Math.max(0, l.approved * VIREMENT_LIMIT_SHARE - l.virementOut)) : null,
      };
    })),
  };
}

/** A request as the screen lists it: the two lines by code and name, and who asked and decided when. */
type Listed = Awaited<ReturnType<typeof listRequests>>[number];
const shown = ({ r, ...n }: Listed) => ({
  Virement_Request_ID: r.id, Vote_ID: r.voteId, Vote_Code: n.voteCode, Vote_Name: n.voteName,
  From_Programme_ID: r.fromProgrammeId, From_Programme_Code: n.fromCode, From_Programme_Name: n.fromName, From_Category: r.fromCategory,
  To_Programme_ID: r.toProgrammeId, To_Programme_Code: n.toCode, To_Programme_Name: n.toName, To_Category: r.toCategory,
  Amount: r.amount, Reason: r.reason, Status: r.status, Requested_By: n.requestedBy, Requested_Date: r.requestedAt.toISOString(),
  Decided_By: n.decidedBy ?? null, Decided_Date: r.decidedAt?.toISOString() ?? null, Comment: r.comment ?? null,
  From_Available_Before: r.fromBefore ?? null, To_Available_Before: r.toBefore ?? null, From_Line: n.fromLine ?? null, To_Line: n.toLine ?? null,
});

/** Requests of a year in the actor's scope (a vote's users their vote; the ministry every vote, or the one named), pending first. */
export async function virementRequestsOf({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, voteId?: number | null, status?: string | null) {
  const vote = actor.isMinistry && voteId == null ? null : voteOf(actor, voteId);
  return (await listRequests(db, yearId, requestFilter(vote, status ?? null), SHOWN)).map(shown);
}

async function shownRequest(db: Executor, r: VirementRequest) {
  const [row] = await listRequests(db, r.yearId, requestFilter(r.voteId, null), SHOWN).then((rows) => rows.filter((x) => x.r.id === r.id));
  return shown(present(row, 'the request'));
}

/**
 * '250,000 from programme 12 Wage to programme 12 NonWage: Staff moved to the new wing' — the request as a notice says
 * it; at line grain, by its two lines ('… from line 12.01.001 221001 NWR to line 12.01.002 211101 WAGE: …').
 */
const requestText = (r: { amount: number; fromCategory: string; toCategory: string; reason: string }, from: string, to: string, lines?: [string | null, string | null]): NoticePart =>
  (lines?.[0] && lines[1] ? { key: 'NOTICE.VIREMENT.LINE_TEXT', params: { amount: r.amount, from: lines[0], to: lines[1], reason: r.reason } }
    : { key: 'NOTICE.VIREMENT.TEXT', params: { amount: r.amount, from, fromCategory: r.fromCategory, to, toCategory: r.toCategory, reason: r.reason } });
const WHERE = '/budget/#virements';

/** A request by programme × category: both named, different, and programmes the vote delivers. */
function programmesAsked(a: Asked, codes: Map<number, string>, vote: string) {
  const { From_Programme_ID: fromId, From_Category: fromCategory, To_Programme_ID: toId, To_Category: toCategory } = a;
  if (fromId == null || fromCategory == null || toId == null || toCategory == null) throw badInput({ key: 'SERVER.VIREMENT_LINES' });
  if (fromId === toId && fromCategory === toCategory) throw badInput({ key: 'SERVER.SAME_LINE' });
  for (const [field, pid] of [['From_Programme_ID', fromId], ['To_Programme_ID', toId]] as const) {
    if (!codes.has(pid)) throw badInput({ key: 'SERVER.NOT_VOTE_PROGRAMME', params: { field, vote } });
  }
  return { fromProgrammeId: fromId, fromCategory, toProgrammeId: toId, toCategory };
}

/**
 * Asks for a virement between two lines of a vote (a vote's users their own; the ministry any CG vote). Refused
 * now if the line could not give the amount after the vote's pending requests; the ministry's decision checks again.
 */
export async function requestVirement({ db, notices }: Pick<Context, 'db' | 'notices'>, actor: Actor, input: VirementRequestInput) {
  const a = valid(RequestInput, input);
  const vote = await cgVote(db, actor, a.Vote_ID);
  const codes = new Map((await voteProgrammes(db, vote.id, a.Year_ID)).map((p) => [p.id, p.code]));
  const lines = await linesAsked(db, a, vote);
  const values = lines ? movedBetween(lines) : programmesAsked(a, codes, vote.code);
  const stageId = await openStage(db, a.Year_ID);
  return db.transaction(async (tx) => {
    await lockVotes(tx, 'virement', [vote.id]);
    await refuseFrozen(tx, a.Year_ID, stageId, vote.id);
    if (lines) refuseLineMove(await lineBook(tx, a.Year_ID, vote.id, true), lines, a.Amount);
    refuseMove(await voteLines(tx, vote.id, a.Year_ID, stageId), await heldByRequests(tx, vote.id, a.Year_ID), moveOf({ ...values, amount: a.Amount }, codes), vote.isVirementLimited);
    const row = await insertRequest(tx, { ...values, amount: a.Amount, yearId: a.Year_ID, voteId: vote.id, reason: a.Reason, requestedBy: actor.id });
    await writeAudit(tx, { table: 'virement_requests', type: 'create', recordId: row.id, actorId: actor.id,
      newValues: { voteId: vote.id, ...values, amount: a.Amount, reason: a.Reason, status: row.status } });
    // Those who may decide it hear of it; the one who asked is not told of their own request.
    await notices.send(tx, (await ministryOfficers(tx)).filter((id) => id !== actor.id), {
      title: { key: 'NOTICE.VIREMENT_ASKED', params: { vote: vote.code } }, category: 'Budget', path: WHERE,
      description: requestText(row, entry(codes, row.fromProgrammeId), entry(codes, row.toProgrammeId), lines ? [lines[0].text, lines[1].text] : undefined),
    });
    return shownRequest(tx, row);
  });
}

/**
 * The ministry approves or rejects a pending request (never its own), or its requester withdraws it. Approval
 * checks the balance rule again as the data stands, records the virement and the two lines' balances before it.
 */
export async function decideVirementRequest({ db, notices }: Pick<Context, 'db' | 'notices'>, actor: Actor, id: number, decision: Decision, comment?: string | null) {
  const note = comment == null || comment.trim() === '' ? null : valid(text, comment, 'Comment');
  if (decision === 'Reject' && !note) throw badInput({ key: 'SERVER.VIREMENT_REASON' });
  const found = await requestById(db, id);
  if (!found || (!actor.isMinistry && found.voteId !== actor.voteId)) throw notFound();
  if (decision === 'Withdraw' ? found.requestedBy !== actor.id : !actor.isMinistry) throw forbidden();
  if (decision !== 'Withdraw' && found.requestedBy === actor.id) throw badInput({ key: 'SERVER.VIREMENT_OTHER_OFFICER' });
  const vote = await voteById(db, found.voteId);
  if (!vote) throw notFound();
  return db.transaction(async (tx) => {
    await lockVotes(tx, 'virement', [found.voteId]);
    const r = present(await lockRequest(tx, id), 'the request locked');
    if (r.status !== 'Pending') throw conflict({ key: 'SERVER.REQUEST_DECIDED', params: { state: r.status.toLowerCase() } });
    const status = decision === 'Approve' ? 'Approved' : decision === 'Reject' ? 'Rejected' : 'Withdrawn';
    if (decision === 'Approve') await approve(tx, r, vote.isVirementLimited, actor);
    else await decideRequest(tx, r.id, { status, decidedBy: actor.id, comment: note });
    await writeAudit(tx, { table: 'virement_requests', type: 'update', recordId: r.id, actorId: actor.id,
      oldValues: { status: r.status }, newValues: { status, comment: note } });
    const shownNow = await shownRequest(tx, present(await requestById(tx, r.id), 'the request decided'));
    // The one who asked hears the ministry's decision (a withdrawal is their own).
    if (decision !== 'Withdraw') {
      const text = requestText(r, shownNow.From_Programme_Code, shownNow.To_Programme_Code, [shownNow.From_Line, shownNow.To_Line]);
      await notices.send(tx, [r.requestedBy], {
        title: { key: decision === 'Approve' ? 'NOTICE.VIREMENT_APPROVED' : 'NOTICE.VIREMENT_REJECTED', params: { vote: vote.code } }, category: 'Budget', path: WHERE,
        description: note ? { key: 'NOTICE.VIREMENT.COMMENT', params: { text, comment: note } } : text,
      });
    }
    return shownNow;

    async function approve(t: Tx, req: VirementRequest, limited: boolean, approver: Actor) {
      const stageId = await openStage(t, req.yearId);
      await refuseFrozen(t, req.yearId, stageId, req.voteId);
      const lines = await voteLines(t, req.voteId, req.yearId, stageId);
      const before = (programmeId: number, c: string) => money(available(lines.get(lineKey(programmeId, c)) ?? { approved: 0, supplementary: 0, virementIn: 0, virementOut: 0 } as Line));
      let balances = { fromBefore: before(req.fromProgrammeId, req.fromCategory), toBefore: before(req.toProgrammeId, req.toCategory) };
      // At line grain the rule and the balances before are the two lines' own, as the data stands now.
      const named = requestLines(req);
      if (named) {
        const book = await lineBook(t, req.yearId, req.voteId, false);
        const [fromKey, toKey] = named.map((l) => lineKeyOf(req.voteId, l));
        balances = { fromBefore: money(availableOf(balance(book.balances, present(fromKey, 'from')))), toBefore: money(availableOf(balance(book.balances, present(toKey, 'to')))) };
        refuseLineMove(book, named, req.amount);
      }
      refuseMove(lines, [], moveOf(req, new Map()), limited);
      const adjustment = await recordVirement(t, req, approver.id);
      await decideRequest(t, req.id, { status: 'Approved', decidedBy: approver.id, comment: note, ...balances });
      await writeAudit(t, { table: 'budget_adjustments', type: 'create', recordId: adjustment, actorId: approver.id,
        newValues: { requestId: req.id, kind: 'virement', voteId: req.voteId, amount: req.amount, ...balances } });
    }
  });
}
