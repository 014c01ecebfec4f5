import { codeKey, EXECUTION_FIELDS, LOAD_LIMITS, quarterOfMonth, type LoadMapping } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import type { FileStore } from '../../lib/file-store.js';
import { entry, entryOr } from '../../lib/present.js';
import { ceilingControl } from '../budget/ceilings.js';
import { lockVotes } from '../budget/vote-locks.js';
import { insertBatch, noteReplaced } from '../batches/batches.repo.js';
import { chartOf, type Chart } from '../estimates/chart.repo.js';
import { readFlatFile } from '../estimates/flat-file.js';
import { columnPicker, fieldsOf, mappingOfKind } from '../estimates/load-check.js';
import { LOAD_QUEUE, problemsOf, type LoadJob } from '../estimates/load-job.js';
import type { SideBySide } from '../estimates/load-plan.js';
import type { LoadSteps } from '../estimates/load.service.js';
import { insertLoad, keepMapping, keptMapping, setLoad, type EstimateLoad } from '../estimates/loads.repo.js';
import { checkExecutionRows, type ExecutionLine } from './execution-check.js';
import { budgetsOf, cashLimitBreaches, executionBreaches, type ToDate } from './execution-rules.js';
import {
  budgetYearOf, cashLimitsOf, executionKey, fiscalYearText, heldMonth, lockMonth, monthsAfter, quarterWarrantsBesides, refreshToDate, replaceMonthLines, revisedLines, toDateBefore,
  type HeldExecution, type NewExecution,
} from './execution.repo.js';

/** The batch kind a month's load carries in upload_batches (its history, its revert). */
export const EXECUTION_KIND = 'execution-month';
/** Warnings a preview keeps under Warn (the count is said in full). */
const WARNINGS_KEPT = 1_000;

export interface ExecutionLoadInput { fileName: string; body: Buffer; yearId: number; month: number; mappingName: string; mapping?: LoadMapping | null }

/** The year before, whose detailed estimates `yearId` is carried out under; refused when it holds none. */
async function budgetYear(db: Executor, yearId: number) {
  const year = await fiscalYearText(db, yearId);
  if (!year) throw notFound();
  const before = await budgetYearOf(db, yearId);
  if (!before?.lines) throw badInput({ key: 'SERVER.EXEC_NO_BUDGET', params: { year, before: before?.fiscalYear ?? '—' } });
  return before;
}

/**
 * Starts the load of a month of a year's execution from the financial system's flat file (ADR 0026): the file is kept
 * with its mapping and a job checks it against the chart of the estimates the year is carried out under. Nothing is
 * written until the checked load is committed; then the month is replaced whole.
 */
export async function startExecutionLoad({ db, files, jobs }: Pick<Context, 'db' | 'files' | 'jobs'>, actor: Actor, input: ExecutionLoadInput): Promise<EstimateLoad> {
  if (!actor.isMinistry) throw forbidden();
  if (input.body.length > LOAD_LIMITS.bytes) throw badInput({ key: 'SERVER.LOAD_TOO_LARGE', params: { max: `${LOAD_LIMITS.bytes / 1024 / 1024} MiB` } });
  if (!Number.isInteger(input.month) || input.month < 1 || input.month > 12) throw badInput({ key: 'SERVER.EXEC_BAD_MONTH' });
  await budgetYear(db, input.yearId);
  const name = input.mappingName.trim().slice(0, 100);
  if (!name) throw badInput({ key: 'SERVER.LOAD_MAPPING_INCOMPLETE', params: { fields: 'name' } });
  const mapping = input.mapping ?? await keptMapping(db, name);
  if (!mapping) throw badInput({ key: 'SERVER.LOAD_NO_MAPPING', params: { name } });
  fieldsOf(mappingOfKind(mapping, 'execution', name), EXECUTION_FIELDS);
  return db.transaction(async (tx) => {
    if (input.mapping) await keepMapping(tx, name, input.mapping, actor.id);
    const stored = await files.put(tx, 'execution', input.fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx', input.body);
    const load = await insertLoad(tx, {
      kind: 'execution', yearId: input.yearId, month: input.month, fileName: input.fileName.slice(0, 200), filePath: stored.file, sha256: stored.sha256,
      mappingName: name, mapping, state: 'checking', phase: 'queued', createdBy: actor.id,
    });
    await jobs.send<LoadJob>(tx, LOAD_QUEUE, [{ loadId: load.id, step: 'check' }]);
    return load;
  });
}

const monthOf = (load: EstimateLoad) => Number(load.month);

async function readAndCheck(db: Executor, files: FileStore, load: EstimateLoad, chart: Chart, seen?: { headers: string[] }) {
  const body = await files.read(db, load.filePath);
  if (!body) throw badInput({ key: 'SERVER.LOAD_FAILED' });
  const fields = fieldsOf(load.mapping as LoadMapping, EXECUTION_FIELDS);
  const pick = columnPicker(fields);
  const table = await readFlatFile(body, (headers) => { if (seen) seen.headers = headers; return pick(headers); });
  return checkExecutionRows(table.rows, fields, load.mapping as LoadMapping, chart, monthOf(load), table.blankRows);
}

/** The rules on the month as the load would leave it, read under the month's lock when writing. */
async function breachesOf(db: Executor, load: EstimateLoad, lines: ExecutionLine[], budgetYearId: number, chart: Chart) {
  const keyed = (r: { vote_id: number; sub_programme_id: number; output_id: number | null; item_id: number; fund_id: number }) =>
    executionKey({ voteId: Number(r.vote_id), subProgrammeId: Number(r.sub_programme_id), outputId: r.output_id === null ? null : Number(r.output_id), itemId: Number(r.item_id), fundId: Number(r.fund_id) });
  const figures = (r: ToDate) => ({ warranted: Number(r.warranted), released: Number(r.released), spent: Number(r.spent) });
  const before = new Map((await toDateBefore(db, load.yearId, monthOf(load))).map((r) => [keyed(r), figures(r)]));
  const later = (await monthsAfter(db, load.yearId, monthOf(load))).map((r) => ({ month: Number(r.month), key: keyed(r), figures: figures(r) }));
  const month = monthOf(load);
  const category = new Map([...chart.funds.values()].map((f) => [f.id, f.mtefCategory as string]));
  const [others, limits] = await Promise.all([quarterWarrantsBesides(db, load.yearId, month), cashLimitsOf(db, load.yearId, quarterOfMonth(month))]);
  return [
    ...executionBreaches(lines, before, later, budgetsOf(await revisedLines(db, budgetYearId))),
    ...cashLimitBreaches(lines, (fundId) => category.get(fundId) ?? '', others, limits, quarterOfMonth(month)),
  ];
}

/** The month's figures as held and as the file gives them, by fund, by vote and by measure. */
function planMonth(lines: ExecutionLine[], held: HeldExecution[], chart: Chart) {
  const heldByKey = new Map(held.map((h) => [executionKey(h), h]));
  let added = 0; let changed = 0; let unchanged = 0;
  for (const l of lines) {
    const h = heldByKey.get(l.key);
    if (!h) added++;
    else if (sameFigures(h, l)) unchanged++;
    else changed++;
  }
  const fileKeys = new Set(lines.map((l) => l.key));
  const fundById = new Map([...chart.funds.values()].map((f) => [f.id, f]));
  const voteById = new Map([...chart.votes.values()].map((v) => [v.id, v]));
  const funds = new Map<string, SideBySide>();
  const votes = new Map<string, SideBySide>();
  const row = (m: Map<string, SideBySide>, code: string, name: string) => entryOr(m, code, () => ({ code, name, file: 0, held: 0 }));
  const measures = (['warranted', 'released', 'spent', 'committed'] as const).map((m) => ({ code: m, name: m, file: 0, held: 0 }));
  const count = (l: { voteId: number; fundId: number; warranted: number; released: number; spent: number; committed: number | null }, side: 'file' | 'held') => {
    const f = entry(fundById, l.fundId); const v = entry(voteById, l.voteId);
    row(funds, f.code, f.name)[side] += l.spent;
    row(votes, v.code, v.name)[side] += l.spent;
    measures.forEach((m) => { m[side] += m.code === 'committed' ? l.committed ?? 0 : l[m.code]; });
  };
  for (const h of held) count({ ...h, warranted: Number(h.warranted), released: Number(h.released), spent: Number(h.spent), committed: h.committed === null ? null : Number(h.committed) }, 'held');
  for (const l of lines) count(l, 'file');
  const byCode = (a: SideBySide, b: SideBySide) => codeKey(a.code).localeCompare(codeKey(b.code), 'en', { numeric: true });
  const spent = measures[2] ?? { file: 0, held: 0 };
  return {
    lines: lines.length, added, changed, unchanged, removed: held.filter((h) => !fileKeys.has(executionKey(h))).length,
    newCodes: [], renamed: [], programmeScope: chart.programmeScope ?? 'national' as const,
    funds: [...funds.values()].sort(byCode), votes: [...votes.values()].sort(byCode), measures, fileTotal: spent.file, heldTotal: spent.held,
  };
}

const sameFigures = (h: HeldExecution, l: ExecutionLine) =>
  Number(h.warranted) === l.warranted && Number(h.released) === l.released && Number(h.spent) === l.spent && (h.committed === null ? null : Number(h.committed)) === l.committed
  && h.programmeId === l.programmeId;

async function check(db: Db, files: FileStore, load: EstimateLoad) {
  await setLoad(db, load.id, { phase: 'reading' });
  const before = await budgetYear(db, load.yearId);
  const chart = await chartOf(db, before.id);
  const seen = { headers: [] as string[] };
  const checked = await readAndCheck(db, files, load, chart, seen).finally(() => setLoad(db, load.id, { headers: seen.headers.slice(0, 200).map((h) => h.slice(0, 200)) }));
  await setLoad(db, load.id, { phase: 'checking', total: checked.rows, done: checked.rows });
  if (checked.problems.length) {
    await setLoad(db, load.id, { state: 'refused', phase: null, problems: problemsOf(checked.problems), finishedAt: new Date() });
    return;
  }
  const breaches = await breachesOf(db, load, checked.lines, before.id, chart);
  if (breaches.length && await ceilingControl(db, load.yearId) === 'Stop') {
    await setLoad(db, load.id, { state: 'refused', phase: null, problems: problemsOf(breaches), finishedAt: new Date() });
    return;
  }
  const plan = planMonth(checked.lines, await heldMonth(db, load.yearId, monthOf(load)), chart);
  await setLoad(db, load.id, {
    state: 'checked', phase: null,
    preview: { ...plan, rows: checked.rows, blankRows: checked.blankRows, repeated: checked.repeated, warnings: breaches.slice(0, WARNINGS_KEPT).map((b) => b.said), warningCount: breaches.length },
  });
}

async function write(db: Db, files: FileStore, load: EstimateLoad) {
  const actorId = load.createdBy;
  const month = monthOf(load);
  await setLoad(db, load.id, { phase: 'reading' });
  const outcome = await db.transaction(async (tx: Tx) => {
    await lockMonth(tx, load.yearId, month);
    const before = await budgetYear(tx, load.yearId);
    const chart = await chartOf(tx, before.id);
    const checked = await readAndCheck(tx, files, load, chart);
    if (checked.problems.length) return { problems: checked.problems };
    const held = await heldMonth(tx, load.yearId, month);
    const voteIds = [...new Set([...checked.lines, ...held].map((l) => l.voteId))];
    // The quarterly expenditure uploads of these votes wait while their month is written.
    await lockVotes(tx, 'quarterly-warrants-expenditure', voteIds);
    const breaches = await breachesOf(tx, load, checked.lines, before.id, chart);
    if (breaches.length && await ceilingControl(tx, load.yearId) === 'Stop') return { problems: breaches };
    // Told from outside the transaction and not waited for (as the estimates load tells it).
    void setLoad(db, load.id, { phase: 'writing', total: checked.lines.length, done: 0 }).catch(() => undefined);
    const heldByKey = new Map(held.map((h) => [executionKey(h), h]));
    const keep = new Set<number>();
    const added: NewExecution[] = [];
    for (const l of checked.lines) {
      const h = heldByKey.get(l.key);
      if (h && sameFigures(h, l)) { keep.add(h.id); continue; }
      added.push({
        yearId: load.yearId, month, voteId: l.voteId, programmeId: l.programmeId, subProgrammeId: l.subProgrammeId, outputId: l.outputId, itemId: l.itemId, fundId: l.fundId,
        warranted: l.warranted, released: l.released, spent: l.spent, committed: l.committed, createdBy: actorId,
      });
    }
    const gone = held.filter((h) => !keep.has(h.id));
    // The same file again changes nothing: no batch, nothing written.
    if (!added.length && !gone.length) return { batchId: null };
    const batch = await insertBatch(tx, {
      kind: EXECUTION_KIND, yearId: load.yearId, fileName: load.fileName, filePath: load.filePath, sha256: load.sha256, rowCount: added.length, voteIds, createdBy: actorId,
    });
    const replaced = await replaceMonthLines(tx, batch.id, gone.map((h) => h.id), added.map((a) => ({ ...a, batchId: batch.id })));
    await noteReplaced(tx, batch.id, replaced);
    await refreshToDate(tx, load.yearId, before.id);
    await writeAudit(tx, {
      table: 'upload_batches', type: 'create', recordId: batch.id, actorId,
      newValues: { kind: EXECUTION_KIND, load: load.id, month, fileName: load.fileName, sha256: load.sha256, written: added.length, replaced, warnings: breaches.length },
    });
    return { batchId: batch.id };
  });
  if ('problems' in outcome) {
    await setLoad(db, load.id, { state: 'failed', phase: null, problems: problemsOf(outcome.problems ?? []), finishedAt: new Date() });
    return;
  }
  await setLoad(db, load.id, { state: 'loaded', phase: null, batchId: outcome.batchId, done: 0, finishedAt: new Date() });
}

/** A month of execution's load steps. */
export const EXECUTION_STEPS: LoadSteps = { check, write };
