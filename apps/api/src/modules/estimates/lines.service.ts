import { BUDGET_CATEGORIES, codeKey, DEFAULT_FUNDS, LOAD_LIMITS, UPLOAD_LIMITS, serverText, type Language } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import { budgetLines } from '../../db/schema/index.js';
import { insertAudited, removeAudited, updateAudited } from '../../lib/audited.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { outOfRange } from '../../lib/valid.js';
import { detailSaid, holdDetail } from '../budget/detail-rule.js';
import { detailKey } from '../budget/detail.repo.js';
import { frozenBy, frozenSaid } from '../budget/frozen.js';
import { cgStageId, stageAllocations } from '../budget/mtef.repo.js';
import { lockVotes } from '../budget/vote-locks.js';
import { envelopeKey, lgEnvelopes } from '../budget/envelope.repo.js';
import { voteKind } from '../budget/ipf.repo.js';
import { mtefColumn } from '../budget/columns.js';
import { chartForVote, ensureFunds, mainSectorOf } from './chart.repo.js';
import { heldLines, lineId, voteLinesNamed } from './lines.repo.js';
import { entry } from '../../lib/present.js';

/** A line typed on the screen: an existing one by id, or a new one by output, item and fund. Amount 0 removes it. */
export interface LineInput { Line_ID?: number | null; Output_ID: number; Item_ID: number; Fund_Code: string; Amount: number }

/** Lines a vote's screen shows at most (a large ministry holds about 2,000). */
const MAX_VOTE_LINES = 5_000;

function ownVote(actor: Actor, voteId: number) {
  if (!actor.isMinistry && actor.voteId !== voteId) throw notFound();
}

/**
 * A vote's detailed estimates of a stage as its Budget screen shows them: every line with its segments' codes and
 * names, what new lines may be typed against, and the budget-year figures the lines stand under (a local
 * government's envelope: grant IPFs and local revenue by category).
 */
export async function voteDetail({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, voteId: number) {
  ownVote(actor, voteId);
  const [st, kind] = await Promise.all([cgStageId(db, yearId, stage), voteKind(db, voteId)]);
  if (!st) throw notFound();
  // A local government's lines stand under its envelope by category, for the whole vote (programme 0); a central
  // vote's under its programmes' MTEF figures: only the one that applies is read.
  const figuresOf = async () => {
    if (kind === 'LG') {
      const envelopes = await lgEnvelopes(db, yearId, st.id, [voteId]);
      return BUDGET_CATEGORIES.map((c) => ({ programmeId: 0, category: c, amount: envelopes.get(envelopeKey(st.id, voteId, c)) ?? 0 }));
    }
    const allocations = await stageAllocations(db, yearId, st.id, [voteId]);
    return allocations.flatMap((f) => BUDGET_CATEGORIES.map((c) => ({ programmeId: f.programmeId, category: c, amount: f.cells[mtefColumn('Y1', c)] ?? 0 })));
  };
  const [lines, chart, figures] = await Promise.all([voteLinesNamed(db, yearId, st.id, voteId, MAX_VOTE_LINES), chartForVote(db, yearId, voteId), figuresOf()]);
  return { lines, outputs: chart.outputs, items: chart.items, open: st.isActive, funds: chart.funds, figures };
}

/**
 * Saves lines typed on a vote's screen in one transaction, each insert, change and removal audited: the vote's own
 * user or the ministry, in the open stage, on figures no approved report froze, against the year's chart, and within
 * the MTEF (budget/detail-rule.ts: Stop refuses, Warn saves and answers the breaches).
 */
export async function saveBudgetLines({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, voteId: number, input: LineInput[], lang: Language) {
  if (!input.length || input.length > LOAD_LIMITS.linesPerSave) throw outOfRange('Lines', 1, LOAD_LIMITS.linesPerSave);
  for (const l of input) if (!Number.isInteger(l.Amount) || l.Amount < 0 || l.Amount > UPLOAD_LIMITS.maxAmount) throw outOfRange('Amount', 0, UPLOAD_LIMITS.maxAmount);
  ownVote(actor, voteId);
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  if (!st.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
  return db.transaction(async (tx) => {
    await lockVotes(tx, 'mtef', [voteId]);
    let chart = await chartForVote(tx, yearId, voteId);
    // The year's default funds are written by the first save that finds one missing, not by every save.
    if (DEFAULT_FUNDS.some((d) => !chart.funds.some((f) => codeKey(f.code) === codeKey(d.code)))) {
      await ensureFunds(tx, yearId, actor.id);
      chart = await chartForVote(tx, yearId, voteId);
    }
    const outputs = new Map(chart.outputs.map((o) => [o.id, o]));
    const items = new Set(chart.items.map((i) => i.id));
    const funds = new Map(chart.funds.map((f) => [codeKey(f.code), f]));
    const held = await heldLines(tx, yearId, st.id, [voteId]);
    const byId = new Map(held.map((h) => [h.id, h]));
    const byKey = new Map(held.map((h) => [lineId(h), h]));
    const changes = input.map((l) => {
      const output = outputs.get(l.Output_ID);
      const fund = funds.get(codeKey(l.Fund_Code));
      if (!output || !items.has(l.Item_ID) || !fund) throw notFound();
      const key = { voteId, outputId: l.Output_ID, itemId: l.Item_ID, fundId: fund.id };
      const line = l.Line_ID != null ? byId.get(l.Line_ID) : byKey.get(lineId(key));
      if (l.Line_ID != null && (!line || lineId(line) !== lineId(key))) throw notFound();
      return { ...key, programmeId: output.programmeId, subProgrammeId: output.subProgrammeId, amount: l.Amount, line, category: fund.mtefCategory };
    });
    const hits = await frozenBy(tx, 'mtef', { yearId, stageId: st.id, voteIds: [voteId], programmeIds: [...new Set(changes.map((c) => c.programmeId))] });
    if (hits.length) throw conflict({ key: 'SERVER.MTEF_FROZEN', params: { reports: frozenSaid(hits) } });
    // Each touched vote × programme × category as the save leaves it.
    const category = new Map(chart.funds.map((f) => [f.id, f.mtefCategory]));
    const after = new Map<string, number>();
    const touched = new Set(changes.map((c) => detailKey(voteId, c.programmeId, c.category)));
    const amountAfter = new Map(changes.map((c) => [lineId(c), c.amount]));
    for (const h of held) {
      const key = detailKey(voteId, h.programmeId, entry(category, h.fundId));
      if (touched.has(key)) after.set(key, (after.get(key) ?? 0) + (amountAfter.get(lineId(h)) ?? h.amount));
    }
    for (const c of changes) if (!c.line) after.set(detailKey(voteId, c.programmeId, c.category), (after.get(detailKey(voteId, c.programmeId, c.category)) ?? 0) + c.amount);
    const breaches = await holdDetail(tx, yearId, st.id, { detail: after });
    let saved = 0;
    // A line typed anew sits in the vote's main sector of the year; a changed one keeps its own.
    const sectorId = changes.some((c) => !c.line && c.amount > 0) ? await mainSectorOf(tx, yearId, voteId) : null;
    for (const c of changes) {
      // A line typed over is no longer the load's: that load cannot be reverted over it.
      if (c.line && c.amount === 0) await removeAudited(tx, budgetLines, c.line.id, actor.id);
      else if (c.line) { if (c.line.amount !== c.amount) await updateAudited(tx, budgetLines, c.line.id, { amount: c.amount, batchId: null }, actor.id); }
      else if (c.amount > 0) {
        await insertAudited(tx, budgetLines, { yearId, stageId: st.id, voteId, programmeId: c.programmeId, subProgrammeId: c.subProgrammeId,
          outputId: c.outputId, itemId: c.itemId, fundId: c.fundId, sectorId, amount: c.amount }, actor.id);
      } else continue;
      saved++;
    }
    return { saved, warnings: breaches.map((b) => serverText(lang, detailSaid(b))) };
  });
}
