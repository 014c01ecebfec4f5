import { UploadError, type BudgetCategory } from '@pbs/domain';
import type { Executor } from '../../db/client.js';
import { executedYearOf, lineBalances, warrantedOf } from '../estimates/revised.repo.js';
import type { chartForVote } from '../estimates/chart.repo.js';
import { ceilingControl } from '../budget/ceilings.js';
import { entryOr } from '../../lib/present.js';
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

export async function balancesOf(db: Executor, yearId: number, voteId: number) {
  const out = new Map<string, Balance>();
  for (const b of await lineBalances(db, yearId, voteId)) {
    const ref = { outputId: Number(b.output_id), itemId: Number(b.item_id), fundId: Number(b.fund_id) };
    out.set(lineKeyOf(voteId, ref), { text: b.line, ref, approved: Number(b.approved), supplementary: Number(b.supplementary), virementIn: Number(b.virement_in), virementOut: Number(b.virement_out), pendingOut: 0 });
  }
  return out;
}

/**
 * What each line of a vote has been warranted in the year its budget is carried out in, when that year holds its rules
 * (Stop): a change may not leave a line's revised budget below it (the execution rules, ADR 0026). Empty under Warn.
 */
export async function warrantsHeld(db: Executor, yearId: number, voteId: number) {
  const executed = await executedYearOf(db, yearId);
  if (executed === null || await ceilingControl(db, executed) === 'Warn') return new Map<string, number>();
  return new Map((await warrantedOf(db, executed, voteId)).map((w) => [lineKeyOf(voteId, { outputId: Number(w.output_id), itemId: Number(w.item_id), fundId: Number(w.fund_id) }), Number(w.warranted)]));
}

/** A vote's lines as a move reads them; with `pending`, what the vote's pending requests at line grain ask of each. */
export async function lineBook(db: Executor, yearId: number, voteId: number, pending: boolean) {
  const [balances, warranted] = [await balancesOf(db, yearId, voteId), await warrantsHeld(db, yearId, voteId)];
  if (pending) {
    for (const p of await pendingRequests(db, voteId, yearId)) {
      if (p.fromItemId !== null && p.fromFundId !== null) balance(balances, lineKeyOf(voteId, { outputId: p.fromOutputId, itemId: p.fromItemId, fundId: p.fromFundId })).pendingOut += p.amount;
    }
  }
  return { voteId, balances, warranted };
}
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
