import { inArray } from 'drizzle-orm';
import { codeKey, formatNumber, PERFORMANCE_LIMITS, UploadError, type RowError, type Said } from '@pbs/domain';
import type { Executor, Tx } from '../../../db/client.js';
import { perfIndicators, perfOutputs } from '../../../db/schema/index.js';
import { chartForVote } from '../../estimates/chart.repo.js';
import { heldOutputIds, heldOutputs, indicatorsWithActuals, keepOutput, namesWithActuals, outputChoices, restorePlan } from '../../performance/performance.repo.js';
import type { ParsedRow } from '../validate-rows.js';
import { notMapped, idIn } from '../validate-rows.js';
import { type KindHandler } from './handler.js';
import { deleteKeeping, insertRows } from '../../batches/kept-rows.js';
import { entry, present } from '../../../lib/present.js';

const FIGURES = ['Baseline', 'Target', 'Q1_Target', 'Q2_Target', 'Q3_Target', 'Q4_Target'] as const;

type ChartOutput = Awaited<ReturnType<typeof chartForVote>>['outputs'][number];

/** One output's rows of the file, under the chart output they name. */
/** One output's rows of a file; `first` names it (every group has one). */
interface Group { voteId: number; outputId: number; first: ParsedRow; rows: ParsedRow[] }

/**
 * The chart output each row names (by its programme, sub-programme and output codes, leading zeros or not),
 * among the year's outputs under the programmes its vote delivers; rows naming none are answered with an error.
 */
async function outputsNamed(db: Executor, rows: ParsedRow[], yearId: number) {
  const byVote = new Map<number, ChartOutput[]>();
  for (const voteId of new Set(rows.map((r) => idIn(r, 'Vote_Code')))) byVote.set(voteId, (await chartForVote(db, yearId, voteId)).outputs);
  const found = new Map<ParsedRow, ChartOutput>();
  const errors: RowError[] = [];
  for (const r of rows) {
    const hit = entry(byVote, idIn(r, 'Vote_Code')).find((o) => o.programmeId === r.id.Programme_Code && codeKey(o.subProgrammeCode) === codeKey(String(r.v.SubProgramme_Code))
      && codeKey(o.code) === codeKey(String(r.v.Output_Code)));
    if (hit) found.set(r, hit);
    else errors.push({ row: r.row, column: 'Output_Code', code: UploadError.NOT_AN_OUTPUT, params: { output: `${r.v.SubProgramme_Code}.${r.v.Output_Code}`, vote: String(r.v.Vote_Code) } });
  }
  return { found, errors };
}

function groupsOf(rows: ParsedRow[], outputOf: (r: ParsedRow) => number | undefined): Group[] {
  const groups = new Map<string, Group>();
  for (const r of rows) {
    const outputId = outputOf(r);
    if (outputId === undefined) continue;
    const key = `${r.id.Vote_Code}:${outputId}`;
    const g = groups.get(key) ?? { voteId: idIn(r, 'Vote_Code'), outputId, first: r, rows: [] };
    g.rows.push(r);
    groups.set(key, g);
  }
  return [...groups.values()];
}

/** The rules of one output's rows: the same description on each, indicators named once, within the limits. */
function groupErrors(g: Group): RowError[] {
  const { first } = g;
  const errors: RowError[] = [];
  const names = new Map<string, number>();
  g.rows.forEach((r, k) => {
    if (r.v.Output_Description !== first.v.Output_Description || (r.v.Activities ?? '') !== (first.v.Activities ?? '')) {
      errors.push({ row: r.row, column: 'Output_Description', code: UploadError.OUTPUT_DIFFERS, params: { first: first.row } });
    }
    const name = String(r.v.Indicator).toLowerCase();
    const seen = names.get(name);
    if (seen !== undefined) errors.push({ row: r.row, column: 'Indicator', code: UploadError.DUPLICATE, params: { first: seen } });
    else names.set(name, r.row);
    if (k === PERFORMANCE_LIMITS.indicatorsPerOutput) errors.push({ row: r.row, column: 'Indicator', code: UploadError.TOO_MANY_INDICATORS, params: { max: PERFORMANCE_LIMITS.indicatorsPerOutput } });
    for (const f of FIGURES) {
      if (Number(r.v[f] ?? 0) > PERFORMANCE_LIMITS.figure) errors.push({ row: r.row, column: f, code: UploadError.OVER_FIGURE, params: { max: formatNumber(PERFORMANCE_LIMITS.figure) } });
    }
  });
  return errors;
}

/** The file's outputs against what each vote holds in the stage: the outputs-per-vote limit, and indicators with actuals. */
async function heldErrors(db: Executor, groups: Group[], yearId: number, stageId: number): Promise<RowError[]> {
  const errors: RowError[] = [];
  for (const voteId of new Set(groups.map((g) => g.voteId))) {
    const heldIds = await heldOutputIds(db, yearId, stageId, voteId);
    const mine = groups.filter((g) => g.voteId === voteId);
    let count = heldIds.size;
    for (const g of mine.filter((x) => !heldIds.has(x.outputId))) {
      if (++count > PERFORMANCE_LIMITS.outputsPerVote) errors.push({ row: g.first.row, column: 'Output_Code', code: UploadError.TOO_MANY_OUTPUTS, params: { max: PERFORMANCE_LIMITS.outputsPerVote } });
    }
    // The file replaces an output's indicators whole: those with actuals keep them only when changed on the screen.
    const withActuals = await indicatorsWithActuals(db, mine.flatMap((g) => (heldIds.has(g.outputId) ? [entry(heldIds, g.outputId)] : [])));
    for (const a of withActuals) {
      const g = mine.find((x) => heldIds.get(x.outputId) === a.perfOutputId);
      if (g) errors.push({ row: g.first.row, column: 'Indicator', code: UploadError.HAS_ACTUALS, params: { indicator: a.name } });
    }
  }
  return errors;
}

/**
 * A vote's performance plan (Form A) of the open stage from a spreadsheet — a central government vote's, or (`kind`
 * LG) a district's, whose outputs are those of its departments: each output the file names is described
 * as its rows say and its indicators are replaced by the file's (kept whole under the batch for a revert); outputs
 * the file leaves out are kept. The rules are the screen's (savePerformanceOutput): a chart output of the year
 * under a programme the vote delivers, the limits of PERFORMANCE_LIMITS, frozen by an approved performance contract.
 */
export const performanceHandler = (kind: 'CG' | 'LG'): KindHandler => ({
  table: perfIndicators,
  replaces: { scope: ['Vote_Code', 'Programme_Code', 'SubProgramme_Code', 'Output_Code'], key: ['Vote_Code', 'Programme_Code', 'SubProgramme_Code', 'Output_Code', 'Indicator'] },
  async check(db, rows, { lookups, yearId, stageId }) {
    // A central government vote delivers the programmes mapped to it; a district, whatever its departments come
    // under (outputsNamed holds it to them).
    const unmapped = kind === 'CG' ? rows.flatMap((r) => notMapped(r, lookups, 'Programme_Code')) : [];
    const mapped = kind === 'CG' ? rows.filter((r) => !notMapped(r, lookups, 'Programme_Code').length) : rows;
    const { found, errors } = await outputsNamed(db, mapped, yearId);
    // Codes as the chart writes them, so the preview matches '1' in a file to the '01' it holds.
    for (const [r, o] of found) { r.v.SubProgramme_Code = o.subProgrammeCode; r.v.Output_Code = o.code; }
    const groups = groupsOf(mapped, (r) => found.get(r)?.id);
    return [...unmapped, ...errors, ...groups.flatMap(groupErrors), ...await heldErrors(db, groups, yearId, present(stageId, 'the stage'))];
  },
  async apply(tx, rows, { yearId, stageId, batchId, actor }) {
    const { found } = await outputsNamed(tx, rows, yearId);
    let replaced = 0;
    // Each vote's held outputs read (and locked) once, not once an output: a national file names thousands.
    const heldOf = new Map<number, Awaited<ReturnType<typeof heldOutputs>>>();
    for (const g of groupsOf(rows, (r) => found.get(r)?.id)) {
      const { first } = g;
      const description = String(first.v.Output_Description);
      const activities = String(first.v.Activities ?? '');
      if (!heldOf.has(g.voteId)) heldOf.set(g.voteId, await heldOutputs(tx, yearId, present(stageId, 'the stage'), g.voteId));
      const held = entry(heldOf, g.voteId).find((o) => o.outputId === g.outputId);
      let perfOutputId: number;
      if (held) {
        await keepOutput(tx, held.id, batchId);
        replaced += await deleteKeeping(tx, perfIndicators, inArray(perfIndicators.perfOutputId, [held.id]), batchId);
        await tx.update(perfOutputs).set({ description, activities, batchId, modifiedBy: actor.id, modifiedAt: new Date() }).where(inArray(perfOutputs.id, [held.id]));
        perfOutputId = held.id;
      } else {
        const [made] = await tx.insert(perfOutputs).values({ yearId, stageId: present(stageId, 'the stage'), voteId: g.voteId, outputId: g.outputId, description, activities, batchId, createdBy: actor.id })
          .returning({ id: perfOutputs.id });
        perfOutputId = present(made, 'the output written').id;
      }
      await insertRows(tx, perfIndicators, g.rows.map((r) => ({
        perfOutputId, batchId, createdBy: actor.id, name: String(r.v.Indicator), unit: String(r.v.Unit), measure: String(r.v.Measure ?? ''),
        baseline: r.v.Baseline == null ? null : Number(r.v.Baseline), target: Number(r.v.Target),
        q1: Number(r.v.Q1_Target ?? 0), q2: Number(r.v.Q2_Target ?? 0), q3: Number(r.v.Q3_Target ?? 0), q4: Number(r.v.Q4_Target ?? 0),
      })));
    }
    return replaced;
  },
  async revertCheck(db, _restored, current): Promise<Said[]> {
    // Removing the upload's indicators would remove the actuals recorded against them since.
    const names = await namesWithActuals(db, current.map((r) => Number(r.id)));
    return names.map((indicator) => ({ key: 'SERVER.REVERT_HAS_ACTUALS', params: { indicator } }));
  },
  revert: (tx: Tx, batchId: number) => restorePlan(tx, batchId),
  async choices(db, actor, yearId) {
    return { name: 'Outputs', headers: ['Vote_Code', 'Programme_Code', 'SubProgramme_Code', 'Output_Code', 'Output'], rows: await outputChoices(db, actor, yearId, kind) };
  },
});
