import { codeKey, UploadError, type RowError, type Said } from '@pbs/domain';
import { budgetAdjustments } from '../../../db/schema/index.js';
import type { Executor } from '../../../db/client.js';
import { lineKey as categoryKey, voteLines, type Line } from '../../budget/balances.js';
import { refuseMovesAfter, type Move } from '../../budget/virements.js';
import { heldByRequests } from '../../virements/requests.service.js';
import { activeStageId } from '../../masters/periods.repo.js';
import { duplicates, idIn, type ParsedRow } from '../validate-rows.js';
import type { Lookups } from '../lookups.js';
import { type KindHandler, type StoredRow } from './handler.js';
import { insertChunked } from '../../batches/kept-rows.js';
import { namedRows } from './line-codes.js';
import { availableOf, balance, lineBooks, lineKeyOf, takeLineMove } from '../../virements/line-rule.js';
import { entry, present } from '../../../lib/present.js';

const money = (n: number) => Math.round(n * 100) / 100;

/** A row repeated cell for cell is a mistake of the file (the same change twice), not a second change. */
const repeated = (rows: ParsedRow[]) => duplicates(rows, (r) => JSON.stringify(Object.entries(r.v).map(([k, v]) => [k, codeKey(String(v ?? ''))])), 'Amount');


/**
 * Taking recorded line adjustments back out (a revert): no line they named may be left with less than nothing available,
 * as when money a line virement brought in has since been moved on, nor (under Stop) below what its warrants hold; the
 * programme × category balances are held too.
 */
async function unspendableLines(db: Executor, removed: StoredRow[], yearId: number, lookups: Lookups): Promise<Said[]> {
  const stageId = await activeStageId(db, yearId, 'CG');
  const out: Said[] = [];
  const voteIds = [...new Set(removed.map((r) => Number(r.vote_id)))];
  const books = await lineBooks(db, yearId, voteIds, false);
  for (const voteId of voteIds) {
    const mine = removed.filter((x) => Number(x.vote_id) === voteId);
    const { balances, warranted } = entry(books, voteId);
    const lines = await voteLines(db, voteId, yearId, stageId);
    const before = new Map([...balances].map(([k, b]) => [k, availableOf(b)]));
    const beforeLines = new Map([...lines].map(([k, l]) => [k, availableOfLine(l)]));
    for (const r of mine) {
      const amount = Number(r.amount);
      const to = balance(balances, lineKeyOf(voteId, { outputId: Number(r.to_output_id), itemId: Number(r.to_item_id), fundId: Number(r.to_fund_id) }));
      const toLine = lines.get(categoryKey(Number(r.to_programme_id), String(r.to_category)));
      if (r.kind === 'supplementary') { to.supplementary -= amount; if (toLine) toLine.supplementary -= amount; continue; }
      to.virementIn -= amount;
      if (toLine) toLine.virementIn -= amount;
      balance(balances, lineKeyOf(voteId, { outputId: Number(r.from_output_id), itemId: Number(r.from_item_id), fundId: Number(r.from_fund_id) })).virementOut -= amount;
      const fromLine = lines.get(categoryKey(Number(r.from_programme_id), String(r.from_category)));
      if (fromLine) fromLine.virementOut -= amount;
    }
    for (const [k, b] of balances) {
      const left = availableOf(b);
      if (left < -0.005 && left < entry(before, k) - 0.005) out.push({ key: 'SERVER.LINE_OVERDRAFT', params: { line: b.text ?? k, available: money(left) } });
      else if (left < (warranted.get(k) ?? 0) && left < entry(before, k)) {
        out.push({ key: 'SERVER.EXEC_WARRANTED_OVER_BUDGET', params: { vote: lookups.votesById.get(voteId)?.code ?? '', line: b.text ?? k, warranted: warranted.get(k) ?? 0, budget: money(left) } });
      }
    }
    for (const [k, l] of lines) {
      const left = availableOfLine(l);
      if (left < -0.005 && left < entry(beforeLines, k) - 0.005) out.push({ key: 'SERVER.OVERDRAFT', params: { programme: l.programmeCode, category: l.category, allocation: l.approved, available: left } });
    }
  }
  return out;
}
const availableOfLine = (l: Line) => l.approved + l.supplementary + l.virementIn - l.virementOut;

/** Supplementary allocations to lines of the detailed estimates: recorded, never replaced (ADR 0027). */
export const lineSupplementaryHandler: KindHandler = {
  table: budgetAdjustments,
  replaces: null,
  async check(db, rows, { yearId }) {
    const { errors } = await namedRows(db, rows, yearId, ['']);
    return [...repeated(rows), ...errors];
  },
  async apply(tx, rows, { yearId, batchId, actor }) {
    const { named } = await namedRows(tx, rows, yearId, ['']);
    await insertChunked(rows, 500, (slice) => tx.insert(budgetAdjustments).values(slice.map((r) => {
      const [to] = present(named.get(r), "a row's line");
      const l = present(to, "a row's line");
      return {
        batchId, kind: 'supplementary', yearId, voteId: idIn(r, 'Vote_Code'), toProgrammeId: l.programmeId, toCategory: l.category,
        toSubProgrammeId: l.subProgrammeId, toOutputId: l.outputId, toItemId: l.itemId, toFundId: l.fundId,
        amount: Number(r.v.Amount), reason: String(r.v.Reason), createdBy: actor.id,
      };
    })));
    return 0;
  },
  revertCheck: (db, _restored, current, { yearId, lookups }) => unspendableLines(db, current, yearId, lookups),
};

/**
 * Virements between lines of a vote's detailed estimates (ADR 0027): each row, in file order, may take no more than its
 * line gives under the line rule (virements/line-rule.ts, pending requests counted first) — and the programme ×
 * category it stands under is held to the virement rules of budget/virements.ts as any other virement.
 */
export const lineVirementHandler: KindHandler = {
  table: budgetAdjustments,
  replaces: null,
  async check(db, rows, { yearId, lookups }) {
    const errors: RowError[] = repeated(rows);
    const { named, errors: codes } = await namedRows(db, rows, yearId, ['From_', 'To_']);
    errors.push(...codes);
    const stageId = await activeStageId(db, yearId, 'CG');
    const voteIds = [...new Set([...named.keys()].map((r) => idIn(r, 'Vote_Code')))];
    // Pending requests at line grain hold what they ask of their lines, as they do against a typed request.
    const books = await lineBooks(db, yearId, voteIds, true);
    for (const voteId of voteIds) {
      const book = entry(books, voteId);
      const passed: { r: ParsedRow; move: Move }[] = [];
      for (const [r, [from, to]] of [...named].filter(([x]) => idIn(x, 'Vote_Code') === voteId)) {
        if (!from || !to) continue;
        const amount = Number(r.v.Amount);
        const refused = takeLineMove(book, { from, to, amount });
        if (refused) { errors.push({ row: r.row, column: refused.code === UploadError.SAME_LINE ? 'To_Item_Code' : 'Amount', code: refused.code, params: refused.params }); continue; }
        passed.push({ r, move: { fromProgrammeId: from.programmeId, fromCode: from.programmeCode, fromCategory: from.category, toProgrammeId: to.programmeId, toCode: to.programmeCode, toCategory: to.category, amount } });
      }
      // Within one programme × category the move changes no line the category rules read.
      const across = passed.filter((p) => p.move.fromProgrammeId !== p.move.toProgrammeId || p.move.fromCategory !== p.move.toCategory);
      if (!across.length) continue;
      const limited = lookups.votesById.get(voteId)?.isVirementLimited ?? false;
      const refused = refuseMovesAfter(await voteLines(db, voteId, yearId, stageId), await heldByRequests(db, voteId, yearId), across.map((p) => p.move), limited);
      errors.push(...refused.map((m): RowError => ({ row: present(across[m.index], "a move's row").r.row, column: 'Amount', code: m.code, params: m.params })));
    }
    return errors;
  },
  async apply(tx, rows, { yearId, batchId, actor }) {
    const { named } = await namedRows(tx, rows, yearId, ['From_', 'To_']);
    await insertChunked(rows, 500, (slice) => tx.insert(budgetAdjustments).values(slice.map((r) => {
      const [from, to] = present(named.get(r), "a row's lines");
      const f = present(from, 'the line moved from'); const t = present(to, 'the line moved to');
      return {
        batchId, kind: 'virement', yearId, voteId: idIn(r, 'Vote_Code'),
        fromProgrammeId: f.programmeId, fromCategory: f.category, fromSubProgrammeId: f.subProgrammeId, fromOutputId: f.outputId, fromItemId: f.itemId, fromFundId: f.fundId,
        toProgrammeId: t.programmeId, toCategory: t.category, toSubProgrammeId: t.subProgrammeId, toOutputId: t.outputId, toItemId: t.itemId, toFundId: t.fundId,
        amount: Number(r.v.Amount), reason: String(r.v.Reason), createdBy: actor.id,
      };
    })));
    return 0;
  },
  revertCheck: (db, _restored, current, { yearId, lookups }) => unspendableLines(db, current, yearId, lookups),
};
