import { PERFORMANCE_LIMITS, shortOfTarget, formatNumber } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { Tx } from '../../db/client.js';
import { perfActuals, perfIndicators, perfOutputs } from '../../db/schema/index.js';
import { insertAudited, removeAudited, updateAudited } from '../../lib/audited.js';
import { badInput, conflict, notFound } from '../../lib/errors.js';
import { outOfRange } from '../../lib/valid.js';
import { frozenBy, frozenSaid } from '../budget/frozen.js';
import { cgStageId } from '../budget/mtef.repo.js';
import { fiscalYearAfter, fiscalYearBefore, fiscalYearById } from '../masters/periods.repo.js';
import { chartForVote } from '../estimates/chart.repo.js';
import { lockVotes } from '../budget/vote-locks.js';
import { actualsOf, heldOutput, indicatorsOf, indicatorsWithOwner, outputCosts, outputCount, outputsOf } from './performance.repo.js';
import { present } from '../../lib/present.js';

export interface IndicatorInput {
  Indicator_ID?: number | null; Name: string; Unit: string; Measure?: string | null; Baseline?: number | null; Target: number; Quarter_Targets: number[];
}
export interface OutputInput { Output_ID: number; Description: string; Activities?: string | null; Indicators: IndicatorInput[] }
export interface ActualInput { Indicator_ID: number; Actual: number; Explanation?: string | null }

const QUARTERS = [1, 2, 3, 4] as const;

function ownVote(actor: Actor, voteId: number) {
  if (!actor.isMinistry && actor.voteId !== voteId) throw notFound();
}

/** Text as typed, trimmed, within its limit (and present when required). */
function textOf(value: string | null | undefined, field: string, max: number, required: boolean) {
  const v = (value ?? '').trim();
  if ((required && !v) || v.length > max) throw outOfRange(field, required ? 1 : 0, max);
  return v;
}

function figureOf(value: number | null | undefined, field: string) {
  if (value == null || !Number.isFinite(value) || value < 0 || value > PERFORMANCE_LIMITS.figure) throw outOfRange(field, 0, PERFORMANCE_LIMITS.figure);
  return value;
}

/**
 * A vote's outputs of a stage with their cost (the detailed estimates under each), indicators and actuals. A year's
 * outputs are planned for the budget year that follows it (their cost is the detailed estimates, the Y1 figures):
 * their actuals are that following year's, `reported` — null when the fiscal years do not reach it yet.
 */
export async function votePerformance({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, voteId: number) {
  ownVote(actor, voteId);
  const [st, year] = await Promise.all([cgStageId(db, yearId, stage), fiscalYearById(db, yearId)]);
  if (!st || !year) throw notFound();
  const [outputs, costs, chart, reported] = await Promise.all([outputsOf(db, yearId, st.id, voteId), outputCosts(db, yearId, st.id, voteId),
    chartForVote(db, yearId, voteId), fiscalYearAfter(db, year)]);
  const indicators = await indicatorsOf(db, outputs.map((o) => o.id));
  const actuals = await actualsOf(db, indicators.map((i) => i.id));
  return {
    open: st.isActive,
    reported,
    chartOutputs: chart.outputs,
    outputs: outputs.map((o) => ({
      ...o, cost: costs.get(o.outputId) ?? 0,
      indicators: indicators.filter((i) => i.perfOutputId === o.id).map((i) => ({
        ...i,
        actuals: actuals.filter((a) => a.indicatorId === i.id).map((a) => ({ ...a, short: shortOfTarget(a.actual, i[`q${a.quarter as 1 | 2 | 3 | 4}`]) })),
      })),
    })),
  };
}

/** An indicator as it will be written, checked field by field. */
function indicatorRow(i: IndicatorInput) {
  if (i.Quarter_Targets.length !== 4) throw outOfRange('Quarter_Targets', 4, 4);
  const q = (k: number) => figureOf(present(i.Quarter_Targets[k], 'a quarter target'), `Q${k + 1}`);
  return {
    name: textOf(i.Name, 'Name', PERFORMANCE_LIMITS.name, true), unit: textOf(i.Unit, 'Unit', PERFORMANCE_LIMITS.unit, true),
    measure: textOf(i.Measure, 'Measure', PERFORMANCE_LIMITS.text, false),
    baseline: i.Baseline == null ? null : figureOf(i.Baseline, 'Baseline'), target: figureOf(i.Target, 'Target'), q1: q(0), q2: q(1), q3: q(2), q4: q(3),
  };
}

/**
 * Describes one of a vote's outputs in the open stage — its description, planned activities and indicators with
 * their targets — as typed: indicators named keep their id, new ones are added and those left out removed (with
 * their actuals), each write audited. The output must be one of the year's outputs under a programme the vote
 * delivers; the vote's own user or the ministry.
 */
export async function savePerformanceOutput({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, stage: number, voteId: number, input: OutputInput) {
  ownVote(actor, voteId);
  if (input.Indicators.length > PERFORMANCE_LIMITS.indicatorsPerOutput) throw badInput({ key: 'SERVER.PERF_TOO_MANY', params: { max: PERFORMANCE_LIMITS.indicatorsPerOutput } });
  const description = textOf(input.Description, 'Description', PERFORMANCE_LIMITS.text, true);
  const activities = textOf(input.Activities, 'Activities', PERFORMANCE_LIMITS.activities, false);
  const rows = input.Indicators.map((i) => ({ id: i.Indicator_ID ?? null, row: indicatorRow(i) }));
  const names = new Set<string>();
  for (const { row } of rows) {
    if (names.has(row.name.toLowerCase())) throw badInput({ key: 'SERVER.PERF_REPEATED', params: { indicator: row.name } });
    names.add(row.name.toLowerCase());
  }
  const st = await cgStageId(db, yearId, stage);
  if (!st) throw notFound();
  if (!st.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
  return db.transaction(async (tx) => {
    // One write at a time to a vote's plan, whether typed here or uploaded (kinds/performance.ts).
    await lockVotes(tx, 'performance', [voteId]);
    const { outputs } = await chartForVote(tx, yearId, voteId);
    if (!outputs.some((o) => o.id === input.Output_ID)) throw notFound();
    const hits = await frozenBy(tx, 'perf-outputs', { yearId, stageId: st.id, voteIds: [voteId] });
    if (hits.length) throw conflict({ key: 'SERVER.PERF_OUTPUTS_FROZEN', params: { reports: frozenSaid(hits) } });
    const held = await heldOutput(tx, yearId, st.id, voteId, input.Output_ID);
    if (!held && await outputCount(tx, yearId, st.id, voteId) >= PERFORMANCE_LIMITS.outputsPerVote) {
      throw badInput({ key: 'SERVER.PERF_OUTPUTS_MAX', params: { max: PERFORMANCE_LIMITS.outputsPerVote } });
    }
    const output = held
      ? await updateAudited(tx, perfOutputs, held.id, { description, activities, batchId: null }, actor.id)
      : await insertAudited(tx, perfOutputs, { yearId, stageId: st.id, voteId, outputId: input.Output_ID, description, activities }, actor.id);
    const before = await indicatorsOf(tx, [output.id]);
    const kept = new Set(rows.flatMap((r) => (r.id != null ? [r.id] : [])));
    for (const r of rows) if (r.id != null && !before.some((b) => b.id === r.id)) throw notFound();
    // Removed first, so a name may pass from a removed indicator to a new one.
    for (const gone of before.filter((b) => !kept.has(b.id))) await removeIndicator(tx, gone.id, actor.id);
    for (const r of rows) {
      // Typed here, an indicator is no longer as an upload wrote it (that upload can no longer be reverted).
      if (r.id != null) await updateAudited(tx, perfIndicators, r.id, { ...r.row, batchId: null }, actor.id);
      else await insertAudited(tx, perfIndicators, { ...r.row, perfOutputId: output.id }, actor.id);
    }
    return output.id;
  });
}

async function removeIndicator(tx: Tx, id: number, actorId: number) {
  for (const a of await actualsOf(tx, [id])) await removeAudited(tx, perfActuals, a.id, actorId);
  await removeAudited(tx, perfIndicators, id, actorId);
}

/**
 * Records a vote's indicator actuals of a quarter of year `yearId`, each audited: actuals of indicators planned the
 * year before (the performance contract for this year). An actual short of its quarter's target by more than the
 * margin needs an explanation; an approved report of the quarter freezes its actuals.
 */
export async function saveIndicatorActuals({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, voteId: number, quarter: number, input: ActualInput[]) {
  ownVote(actor, voteId);
  if (!QUARTERS.includes(quarter as 1)) throw outOfRange('Quarter', 1, 4);
  if (!input.length || input.length > PERFORMANCE_LIMITS.actualsPerSave) throw outOfRange('Actuals', 1, PERFORMANCE_LIMITS.actualsPerSave);
  const values = input.map((a) => ({ id: a.Indicator_ID, actual: figureOf(a.Actual, 'Actual'), explanation: textOf(a.Explanation, 'Explanation', PERFORMANCE_LIMITS.text, false) }));
  const year = await fiscalYearById(db, yearId);
  const plan = year && await fiscalYearBefore(db, year);
  if (!plan) throw notFound();
  return db.transaction(async (tx) => {
    const owners = new Map((await indicatorsWithOwner(tx, values.map((v) => v.id))).map((o) => [o.indicator.id, o]));
    const mine = values.map((v) => {
      const o = owners.get(v.id);
      if (!o || o.voteId !== voteId || o.yearId !== plan.id) throw notFound();
      return { ...v, indicator: o.indicator };
    });
    const hits = [...await frozenBy(tx, 'perf-actuals', { yearId, stageId: null, voteIds: [voteId], quarters: [quarter] }),
      ...await frozenBy(tx, 'lg-perf-actuals', { yearId: plan.id, stageId: null, voteIds: [voteId], quarters: [quarter] })];
    if (hits.length) throw conflict({ key: 'SERVER.PERF_FROZEN', params: { reports: frozenSaid(hits) } });
    for (const v of mine) {
      const target = v.indicator[`q${quarter as 1 | 2 | 3 | 4}`];
      if (shortOfTarget(v.actual, target) && !v.explanation) {
        throw badInput({ key: 'SERVER.PERF_EXPLAIN', params: { indicator: v.indicator.name, quarter, actual: formatNumber(v.actual), target: formatNumber(target) } });
      }
    }
    const held = new Map((await actualsOf(tx, values.map((v) => v.id))).filter((a) => a.quarter === quarter).map((a) => [a.indicatorId, a]));
    for (const v of values) {
      const was = held.get(v.id);
      if (was) await updateAudited(tx, perfActuals, was.id, { actual: v.actual, explanation: v.explanation }, actor.id);
      else await insertAudited(tx, perfActuals, { indicatorId: v.id, quarter, actual: v.actual, explanation: v.explanation }, actor.id);
    }
    return values.length;
  });
}
