import { UploadError, type BudgetCategory } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { executedYearOf, lineBalances, warrantedOf } from '../estimates/revised.repo.js';
import type { chartForVote } from '../estimates/chart.repo.js';
import { ceilingControl } from '../budget/ceilings.js';
import { entry, entryOr } from '../../lib/present.js';
import { pendingRequests } from './requests.repo.js';

/**
 * The balance rule of a line of the detailed estimates (ADR 0027), one for every path that moves money between lines:
 * the line-virement upload, a typed request at line grain and its approval. A line may give no more than it has
 * available — approved, plus supplementaries and virements in, less virements out — less what pending requests
 * already ask of it and, under Stop, what its warrants hold in the year it is carried out.
 */

/** A line's identity within a vote's year: its output (none: 0), item and fund. */
export interface LineRef { outputId: number | null; itemId: number; fundId: number }
export const lineKeyOf = (voteId: number, l: LineRef) => `${voteId}:${l.outputId ?? 0}:${l.itemId}:${l.fundId}`;

/** A line of the detailed estimates named by codes or ids, with the programme and category it stands under. */
export interface NamedLine extends LineRef {
  programmeId: number; programmeCode: string; subProgrammeId: number; category: BudgetCategory; text: string;
}
type VoteChart = Awaited<ReturnType<typeof chartForVote>>;

/** The line of a vote's chart of the year that ids name, or null where the chart holds no such output, item or fund. */
export function lineOfIds(chart: VoteChart, ref: { outputId: number; itemId: number; fundId: number }): NamedLine | null {
  const output = chart.outputs.find((o) => o.id === ref.outputId);
  const item = chart.items.find((i) => i.id === ref.itemId);
  const fund = chart.funds.find((f) => f.id === ref.fundId);
  if (!output || !item || !fund) return null;
  return {
    programmeId: output.programmeId, programmeCode: output.programmeCode, subProgrammeId: output.subProgrammeId, outputId: output.id, itemId: item.id, fundId: fund.id,
    category: fund.mtefCategory, text: `${output.programmeCode}.${output.subProgrammeCode}.${output.code} ${item.code} ${fund.code}`,
  };
}

/** A line's balance as the rule reads it. */
export interface Balance { approved: number; supplementary: number; virementIn: number; virementOut: number; pendingOut: number; text?: string; ref?: LineRef }
export const availableOf = (b: Balance) => b.approved + b.supplementary + b.virementIn - b.virementOut;
export const balance = (m: Map<string, Balance>, key: string) => entryOr(m, key, () => ({ approved: 0, supplementary: 0, virementIn: 0, virementOut: 0, pendingOut: 0 }));
const money = (n: number) => Math.round(n * 100) / 100;

/** Each line's balance, for each of some votes. */
async function balancesByVote(db: Executor, yearId: number, voteIds: readonly number[]) {
  const out = new Map(voteIds.map((v) => [v, new Map<string, Balance>()]));
  for (const b of await lineBalances(db, yearId, voteIds)) {
    const voteId = Number(b.vote_id);
    const ref = { outputId: Number(b.output_id), itemId: Number(b.item_id), fundId: Number(b.fund_id) };
    out.get(voteId)?.set(lineKeyOf(voteId, ref), { text: b.line, ref, approved: Number(b.approved), supplementary: Number(b.supplementary),
      virementIn: Number(b.virement_in), virementOut: Number(b.virement_out), pendingOut: 0 });
  }
  return out;
}
export const balancesOf = async (db: Executor, yearId: number, voteId: number) => entry(await balancesByVote(db, yearId, [voteId]), voteId);

/**
 * What each line of some votes has been warranted in the year their budget is carried out in, when that year holds its
 * rules (Stop): a change may not leave a line's revised budget below it (the execution rules, ADR 0026). Empty under Warn.
 */
async function warrantsByVote(db: Executor, yearId: number, voteIds: readonly number[]) {
  const out = new Map(voteIds.map((v) => [v, new Map<string, number>()]));
  const executed = await executedYearOf(db, yearId);
  if (executed === null || await ceilingControl(db, executed) === 'Warn') return out;
  for (const w of await warrantedOf(db, executed, voteIds)) {
    const voteId = Number(w.vote_id);
    out.get(voteId)?.set(lineKeyOf(voteId, { outputId: Number(w.output_id), itemId: Number(w.item_id), fundId: Number(w.fund_id) }), Number(w.warranted));
  }
  return out;
}

/**
 * Some votes' lines as a move reads them, each vote's book apart; with `pending`, what the votes' pending requests at
 * line grain ask of each line. A file of many votes reads them in a few queries, not a few for each vote.
 */
export async function lineBooks(db: Executor, yearId: number, voteIds: readonly number[], pending: boolean) {
  const [balances, warranted] = [await balancesByVote(db, yearId, voteIds), await warrantsByVote(db, yearId, voteIds)];
  if (pending) {
    for (const p of await pendingRequests(db, voteIds, yearId)) {
      const mine = balances.get(p.voteId);
      if (mine && p.fromItemId !== null && p.fromFundId !== null) balance(mine, lineKeyOf(p.voteId, { outputId: p.fromOutputId, itemId: p.fromItemId, fundId: p.fromFundId })).pendingOut += p.amount;
    }
  }
  return new Map(voteIds.map((voteId) => [voteId, { voteId, balances: entry(balances, voteId), warranted: entry(warranted, voteId) }]));
}
export const lineBook = async (db: Executor, yearId: number, voteId: number, pending: boolean) => entry(await lineBooks(db, yearId, [voteId], pending), voteId);
export type LineBook = Awaited<ReturnType<typeof lineBook>>;

/** What a line may still give: available, less pending requests and its warrants. */
export function freeOf(book: LineBook, key: string) {
  const b = balance(book.balances, key);
  return availableOf(b) - b.pendingOut - (book.warranted.get(key) ?? 0);
}

export interface LineMove { from: LineRef; to: LineRef; amount: number }
export interface LineRefusal { code: typeof UploadError.SAME_LINE | typeof UploadError.OVER_BALANCE; params: Record<string, number> }

/** Takes a move from its line, moving the book's balances on, or says why not: the same line, or more than the line may give. */
export function takeLineMove(book: LineBook, move: LineMove): LineRefusal | null {
  const fromKey = lineKeyOf(book.voteId, move.from);
  const toKey = lineKeyOf(book.voteId, move.to);
  if (fromKey === toKey) return { code: UploadError.SAME_LINE, params: {} };
  const free = freeOf(book, fromKey);
  if (move.amount > free + 0.001) return { code: UploadError.OVER_BALANCE, params: { available: money(Math.max(free, 0)), amount: move.amount } };
  balance(book.balances, fromKey).virementOut += move.amount;
  balance(book.balances, toKey).virementIn += move.amount;
  return null;
}
