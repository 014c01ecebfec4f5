import { BUDGET_CATEGORIES, UPLOAD_LIMITS } from '@pbs/domain';
import type { Context } from '../../graphql/context.js';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { cgMtefs } from '../../db/schema/index.js';
import { insertAudited, updateAudited } from '../../lib/audited.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, conflict, forbidden, notFound, type Said } from '../../lib/errors.js';
import { outOfRange } from '../../lib/valid.js';
import { MTEF_CELLS } from './columns.js';
import { breachSaid, ceilingBreaches, ceilingControl, overCeilingCells, type LineChange } from './ceilings.js';
import { frozenBy, frozenSaid, type DataScope } from './frozen.js';
import { overdraftSaid, overdrafts } from './overdraw.js';
import { cgStageId, copyStageLines, lineOf, progByVotes, stageAllocations, stageComparisonRows, deleteStageLines, lockStage, stageLineCount, stageLines } from './mtef.repo.js';
import { votesWithVirements } from './balances.js';
import { holdDetail } from './detail-rule.js';
import { copyStageDetail, deleteStageDetail, stageDetailCount, votesWithDetail } from './detail.repo.js';
import { lockVotes } from './vote-locks.js';
import { copyStagePlans, copyStageRevenue } from './plan-copy.repo.js';
import { entry } from '../../lib/present.js';

export interface MtefLineInput { Prog_By_Vote_ID: number; Figure: string; Amounts: number[] }
export const MAX_LINES_PER_SAVE = 500;

/** The stage must exist and be the open (active) one: closed stages are the record of what was decided. */
async function openStage(db: Executor, yearId: number, stage: number) {
  const s = await cgStageId(db, yearId, stage);
  if (!s) throw notFound();
  if (!s.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
  return s;
}

function checkAmounts(line: MtefLineInput, isAia: boolean) {
  if (line.Amounts.length !== MTEF_CELLS.length) throw badInput({ key: 'SERVER.AMOUNTS_COUNT', params: { n: MTEF_CELLS.length, categories: BUDGET_CATEGORIES.join(', ') } });
  MTEF_CELLS.forEach((cell, i) => {
    const a = line.Amounts[i] ?? NaN;
    if (!Number.isFinite(a) || a < 0 || a > UPLOAD_LIMITS.maxAmount) throw outOfRange(cell.header, 0, UPLOAD_LIMITS.maxAmount);
    if (!isAia && cell.category === 'AIA' && a > 0) throw badInput({ key: 'FIELD.NO_AIA', params: { field: cell.header } });
  });
}

/** Figures an approved report was drawn from do not change until the ministry reopens it (budget/frozen.ts). */
async function holdFrozen(db: Executor, scope: DataScope) {
  const hits = await frozenBy(db, 'mtef', scope);
  if (hits.length) throw conflict({ key: 'SERVER.MTEF_FROZEN', params: { reports: frozenSaid(hits) } });
}

/**
 * The approved reports that freeze a vote's MTEF of a stage, newest first, so the screen shows the figures
 * read-only and says why; empty when they may change. Vote users ask about their own vote.
 */
export async function mtefFreezes({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, voteId: number) {
  if (!actor.isMinistry && voteId !== actor.voteId) throw notFound();
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  const hits = await frozenBy(db, 'mtef', { yearId, stageId: st.id, voteIds: [voteId] });
  return hits.map((h) => ({ Report_Name: h.report, Entity: h.entity, Approved_Date: h.approvedAt?.toISOString() ?? null }));
}

/** Under Stop (the year's ceiling control), allocations raised above their ceilings are refused, each named. */
async function holdCeilings(db: Executor, yearId: number, stageId: number, changes: LineChange[]) {
  if (!changes.length || await ceilingControl(db, yearId) === 'Warn') return;
  const breaches = await ceilingBreaches(db, yearId, stageId, changes);
  if (!breaches.length) return;
  const more: Said[] = breaches.length > 5 ? [{ key: 'SERVER.AND_MORE', params: { count: breaches.length - 5 } }] : [];
  throw badInput({ key: 'SERVER.OVER_CEILINGS', params: { detail: [...breaches.slice(0, 5).map(breachSaid), ...more] } }, { breaches: breaches.length });
}

/**
 * Saves edited grid lines in one transaction, each insert/update audited with old and new values. Vote users
 * change only their own vote's allocations; ceilings are the ministry's. Unknown or other votes' lines answer
 * as not found.
 */
export async function saveMtefLines({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, lines: MtefLineInput[]) {
  if (!lines.length || lines.length > MAX_LINES_PER_SAVE) throw outOfRange('lines', 1, MAX_LINES_PER_SAVE);
  const st = await openStage(db, yearId, stage);
  const ids = [...new Set(lines.map((l) => l.Prog_By_Vote_ID))];
  const pbvs = await progByVotes(db, ids);
  const byId = new Map(pbvs.map((p) => [p.id, p]));
  for (const l of lines) {
    const pbv = byId.get(l.Prog_By_Vote_ID);
    if (!pbv || (!actor.isMinistry && pbv.voteId !== actor.voteId)) throw notFound();
    if (l.Figure !== 'Allocation' && l.Figure !== 'Ceiling') throw badInput({ key: 'FIELD.ONE_OF', params: { field: 'Figure', options: 'Allocation, Ceiling' } });
    if (l.Figure === 'Ceiling' && !actor.isMinistry) throw forbidden();
    checkAmounts(l, pbv.isAia);
  }
  const cells = (l: MtefLineInput) => Object.fromEntries(MTEF_CELLS.map((c, i) => [c.column, Math.round((l.Amounts[i] ?? 0) * 100) / 100]));
  return db.transaction(async (tx) => {
    await holdFrozen(tx, { yearId, stageId: st.id, voteIds: [...new Set(pbvs.map((p) => p.voteId))], programmeIds: [...new Set(pbvs.map((p) => p.programmeId))] });
    const allocations = lines.filter((l) => l.Figure === 'Allocation');
    const after = allocations.map((l) => ({ voteId: entry(byId, l.Prog_By_Vote_ID).voteId, programmeId: entry(byId, l.Prog_By_Vote_ID).programmeId, cells: cells(l) }));
    // The figures and the detailed estimates under them change one at a time per vote.
    await lockVotes(tx, 'mtef', after.map((a) => a.voteId));
    const lost = await overdrafts(tx, yearId, st.id, after);
    if (lost.length) throw badInput({ key: 'SERVER.BELOW_VIRED', params: { detail: lost.slice(0, 5).map(overdraftSaid) } });
    await holdDetail(tx, yearId, st.id, { figures: after });
    await holdCeilings(tx, yearId, st.id, allocations.map((l) => ({
      progByVoteId: l.Prog_By_Vote_ID, allocation: cells(l),
      ceiling: ((c) => c && cells(c))(lines.find((x) => x.Figure === 'Ceiling' && x.Prog_By_Vote_ID === l.Prog_By_Vote_ID)),
    })));
    let saved = 0;
    for (const l of lines) {
      const kind = l.Figure === 'Ceiling' ? 'ceiling' : 'allocation';
      const values = cells(l);
      const existing = await lineOf(tx, yearId, st.id, l.Prog_By_Vote_ID, kind);
      // A line typed over is no longer the upload's: that upload cannot be reverted over it (uploads/history.service.ts).
      if (existing) await updateAudited(tx, cgMtefs, existing.id, { ...values, batchId: null }, actor.id, existing);
      else await insertAudited(tx, cgMtefs, { yearId, stageId: st.id, progByVoteId: l.Prog_By_Vote_ID, kind, mtefVersion: 1, ...values }, actor.id);
      saved++;
    }
    return saved;
  });
}

/**
 * What copying a stage into the next would do: the lines it copies, the lines of the next stage it replaces,
 * and the figures it carries above their ceilings. Those are the stage before's decided figures, so the copy
 * does not refuse them; the ceiling rule then lets them be lowered, not raised.
 */
export async function stageCopyPreview(db: Executor, yearId: number, fromStage: number, toStage: number) {
  if (toStage !== fromStage + 1) throw badInput({ key: 'SERVER.NEXT_STAGE' });
  const from = await cgStageId(db, yearId, fromStage);
  const to = await cgStageId(db, yearId, toStage);
  if (!from || !to) throw notFound();
  const source = await stageLines(db, yearId, from.id);
  const detail = await stageDetailCount(db, yearId, from.id);
  return {
    from, to, Source_Lines: source.length, Replaced_Lines: await stageLineCount(db, yearId, to.id), Over_Ceiling: overCeilingCells(source),
    // The detail goes with its figures; a stage before without detail leaves the stage's own in place.
    Detail_Lines: detail, Replaced_Detail_Lines: detail ? await stageDetailCount(db, yearId, to.id) : 0,
  };
}

/**
 * Copies every MTEF line of a stage into the next one (the ministry, at the start of a stage), with the central
 * votes' detailed estimates under them when the stage before holds any (a district's lines stand under its own
 * IPFs of each stage, and stay). An empty source is refused (a copy would only wipe the next
 * stage), and replacing lines needs `replaceCount` to name how many the caller was shown, checked under the stage's
 * lock, and the copied allocations keep the virement balance rule. The replaced lines are kept in the audit entry.
 * The votes' performance plans are copied too, for votes that have none in the next stage yet.
 */
export async function copyMtefStage({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, fromStage: number, toStage: number, replaceCount?: number | null) {
  const { from, to, Source_Lines: source, Over_Ceiling: over, Detail_Lines: detailed } = await stageCopyPreview(db, yearId, fromStage, toStage);
  if (!to.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
  if (source === 0) throw badInput({ key: 'SERVER.NOTHING_TO_COPY', params: { from: fromStage, to: toStage } });
  return db.transaction(async (tx) => {
    await lockStage(tx, to.id);
    await holdFrozen(tx, { yearId, stageId: to.id });
    const held = await stageLineCount(tx, yearId, to.id);
    if (held > 0 && replaceCount !== held) {
      throw conflict({ key: 'SERVER.COPY_REPLACES', params: { to: toStage, count: held } });
    }
    // The copied allocations become the stage's: none may fall below what virements moved out of its line.
    const bound = await votesWithVirements(tx, yearId);
    const copied = await stageAllocations(tx, yearId, from.id, bound);
    const dropped = (await stageAllocations(tx, yearId, to.id, bound)).filter((l) => !copied.some((c) => c.voteId === l.voteId && c.programmeId === l.programmeId))
      .map((l) => ({ ...l, cells: {} }));
    const lost = await overdrafts(tx, yearId, to.id, [...copied, ...dropped]);
    if (lost.length) throw badInput({ key: 'SERVER.COPY_BELOW_VIRED', params: { detail: lost.slice(0, 5).map(overdraftSaid) } });
    // The stage before's detail replaces the stage's own, and stood within those figures; without any, the
    // copied figures may not stand below the detailed estimates the stage already holds.
    if (!detailed) {
      const voteIds = await votesWithDetail(tx, yearId, to.id);
      const figures = await stageAllocations(tx, yearId, from.id, voteIds);
      const gone = (await stageAllocations(tx, yearId, to.id, voteIds)).filter((l) => !figures.some((c) => c.voteId === l.voteId && c.programmeId === l.programmeId))
        .map((l) => ({ ...l, cells: {} }));
      await holdDetail(tx, yearId, to.id, { figures: [...figures, ...gone] });
    }
    const removed = await deleteStageLines(tx, yearId, to.id);
    const n = await copyStageLines(tx, yearId, from.id, to.id, actor.id);
    const removedDetail = detailed ? await deleteStageDetail(tx, yearId, to.id) : [];
    const copiedDetail = detailed ? await copyStageDetail(tx, yearId, from.id, to.id, actor.id) : 0;
    await writeAudit(tx, { table: 'cg_mtefs', type: 'create', recordId: null, actorId: actor.id,
      oldValues: removed.length ? { stage: toStage, lines: removed } : null,
      newValues: { copy: `stage ${fromStage} → ${toStage}`, yearId, rows: n, replaced: removed.length, overCeiling: over } });
    if (detailed) {
      await writeAudit(tx, { table: 'budget_lines', type: 'create', recordId: null, actorId: actor.id,
        oldValues: removedDetail.length ? { stage: toStage, columns: ['vote_id', 'output_id', 'item_id', 'fund_id', 'amount'], lines: removedDetail } : null,
        newValues: { copy: `stage ${fromStage} → ${toStage}`, yearId, lines: copiedDetail, replaced: removedDetail.length } });
    }
    // The stage's revenue and financing go with its spending, where the stage has none of its own yet.
    const sources = await copyStageRevenue(tx, yearId, from.id, to.id, actor.id);
    if (sources) {
      await writeAudit(tx, { table: 'revenue_estimates', type: 'create', recordId: null, actorId: actor.id,
        newValues: { copy: `stage ${fromStage} → ${toStage}`, yearId, sources } });
    }
    // The votes' performance plans go with their figures, where the stage has none of its own yet.
    const plans = await copyStagePlans(tx, yearId, from.id, to.id, actor.id);
    if (plans.outputs) {
      await writeAudit(tx, { table: 'perf_outputs', type: 'create', recordId: null, actorId: actor.id,
        newValues: { copy: `stage ${fromStage} → ${toStage}`, yearId, outputs: plans.outputs, indicators: plans.indicators } });
    }
    return n;
  });
}

/** Budget-year (Y1) allocation of each line by category in a stage and the stage before it. */
export async function compareStages({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, voteId?: number | null) {
  const cur = await cgStageId(db, yearId, stage);
  const prev = await cgStageId(db, yearId, stage - 1);
  if (!cur) throw notFound();
  if (!actor.isMinistry && voteId != null && voteId !== actor.voteId) throw notFound();
  const vote = actor.isMinistry ? voteId : actor.voteId;
  const rows = await stageComparisonRows(db, yearId, cur.id, prev?.id ?? null, vote ?? null);
  return rows.flatMap((r) => {
    return BUDGET_CATEGORIES.map((c, i) => ({
      Vote_Code: String(r.vote_code), Vote_Name: String(r.vote_name), Programme_Code: String(r.programme_code), Programme_Name: String(r.programme_name),
      Category: c, Stage_Amount: Number(r[`cur${i}`]), Previous_Stage_Amount: Number(r[`prev${i}`]), Difference: Number(r[`cur${i}`]) - Number(r[`prev${i}`]),
    }));
  });
}
