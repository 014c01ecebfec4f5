import { rowErrorText } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { badInput } from '../../lib/errors.js';
import { present } from '../../lib/present.js';
import { chartForVote } from '../estimates/chart.repo.js';
import { availableOf, balancesOf, freeOf, lineBook, lineKeyOf, lineOfIds, takeLineMove, type LineBook, type LineRef, type NamedLine } from './line-rule.js';
import type { VirementRequest } from './requests.repo.js';

/** Virement requests at line grain (ADR 0027): the two lines asked for, the rule on them, and the lines a vote may name. */

const money = (n: number) => Math.round(n * 100) / 100;
type LineInput = { Output_ID: number; Item_ID: number; Fund_ID: number } | null | undefined;

/**
 * A request at line grain: both lines named by output, item and fund in the vote's chart of the year, the line giving
 * one the estimates or an adjustment hold; the programmes and categories they stand under are theirs. Null: by programme.
 */
export async function linesAsked(db: Executor, a: { Year_ID: number; From_Line?: LineInput; To_Line?: LineInput }, vote: { id: number; code: string }): Promise<[NamedLine, NamedLine] | null> {
  if (!a.From_Line && !a.To_Line) return null;
  if (!a.From_Line || !a.To_Line) throw badInput({ key: 'SERVER.VIREMENT_LINES' });
  const chart = await chartForVote(db, a.Year_ID, vote.id);
  const held = await balancesOf(db, a.Year_ID, vote.id);
  const named = ([['From_Line', a.From_Line], ['To_Line', a.To_Line]] as const).map(([field, l]) => {
    const line = lineOfIds(chart, { outputId: l.Output_ID, itemId: l.Item_ID, fundId: l.Fund_ID });
    if (!line || (field === 'From_Line' && !held.has(lineKeyOf(vote.id, line)))) throw badInput({ key: 'SERVER.NOT_VOTE_LINE', params: { field, vote: vote.code } });
    return line;
  });
  return [present(named[0], 'the line giving'), present(named[1], 'the line receiving')];
}

export const movedBetween = ([from, to]: [NamedLine, NamedLine]) => ({
  fromProgrammeId: from.programmeId, fromCategory: from.category, toProgrammeId: to.programmeId, toCategory: to.category,
  fromSubProgrammeId: from.subProgrammeId, fromOutputId: from.outputId, fromItemId: from.itemId, fromFundId: from.fundId,
  toSubProgrammeId: to.subProgrammeId, toOutputId: to.outputId, toItemId: to.itemId, toFundId: to.fundId,
});

/** The line rule on one move; refused, the error names the rule and its figures as an upload's row would. */
export function refuseLineMove(book: LineBook, [from, to]: [LineRef, LineRef], amount: number) {
  const refusal = takeLineMove(book, { from, to, amount });
  if (refusal) throw badInput(rowErrorText('en', refusal.code, refusal.params), { reason: refusal.code, params: refusal.params });
}

/** The two lines a request at line grain names, or null for one by programme × category. */
export const requestLines = (r: VirementRequest): [LineRef, LineRef] | null => (r.fromItemId !== null && r.fromFundId !== null && r.toItemId !== null && r.toFundId !== null
  ? [{ outputId: r.fromOutputId, itemId: r.fromItemId, fundId: r.fromFundId }, { outputId: r.toOutputId, itemId: r.toItemId, fundId: r.toFundId }] : null);

/**
 * A vote's lines of the detailed estimates as a request at line grain sees them: each by its codes and names, what it
 * has available, what pending requests ask of it, what its warrants hold (under Stop) and so what it may still give.
 */
export async function detailLines(db: Executor, voteId: number, yearId: number) {
  const [book, chart] = [await lineBook(db, yearId, voteId, true), await chartForVote(db, yearId, voteId)];
  const outputs = new Map(chart.outputs.map((o) => [o.id, o]));
  const items = new Map(chart.items.map((i) => [i.id, i]));
  const funds = new Map(chart.funds.map((f) => [f.id, f]));
  return [...book.balances].flatMap(([key, b]) => {
    const [o, i, f] = [outputs.get(b.ref?.outputId ?? 0), items.get(b.ref?.itemId ?? 0), funds.get(b.ref?.fundId ?? 0)];
    if (!o || !i || !f) return [];
    return [{
      Output_ID: o.id, Item_ID: i.id, Fund_ID: f.id, Line: b.text ?? key, Programme_ID: o.programmeId, Programme_Code: o.programmeCode, Category: f.mtefCategory,
      Output_Name: o.name, Item_Name: i.name, Fund_Name: f.name, Available: money(availableOf(b)), Pending_Out: money(b.pendingOut),
      Warranted: money(book.warranted.get(key) ?? 0), Free: money(Math.max(0, freeOf(book, key))),
    }];
  }).sort((x, y) => x.Line.localeCompare(y.Line));
}
