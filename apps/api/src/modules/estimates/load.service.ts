import { codeKey, DEFAULT_FUNDS, EXECUTION_FIELDS, LOAD_LIMITS, serverText, type Language, type LoadKind, type LoadMapping, type LoadState } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Db, Executor, Tx } from '../../db/client.js';
import type { Context } from '../../graphql/context.js';
import { writeAudit } from '../../lib/audit.js';
import { AppError, badInput, forbidden, notFound, type Said } from '../../lib/errors.js';
import type { FileStore } from '../../lib/file-store.js';
import { sheetBuffer } from '../../lib/excel.js';
import { detailBreaches, detailSaid, holdDetail } from '../budget/detail-rule.js';
import { detailKey } from '../budget/detail.repo.js';
import { ceilingControl } from '../budget/ceilings.js';
import { cgStageId } from '../budget/mtef.repo.js';
import { lockVotes } from '../budget/vote-locks.js';
import { insertBatch, noteReplaced } from '../batches/batches.repo.js';
import { chartOf, ensureFunds, type Chart } from './chart.repo.js';
import { readFlatFile } from './flat-file.js';
import { checkRows, columnPicker, fieldsOf, mappedFields, mappingOfKind, type FileLine } from './load-check.js';
import { idsOf, planLoad } from './load-plan.js';
import { addCodes, figuresFromFile } from './load-write.js';
import { heldLines, lineId, replaceLines, type HeldLine, type NewLine } from './lines.repo.js';
import { insertLoad, keepMapping, keptMapping, keptMappings, listLoads, loadById, setLoad, type EstimateLoad } from './loads.repo.js';
import { allProblems, loadAnswer } from './load-answer.js';
import { LOAD_QUEUE, problemsOf, type LoadJob } from './load-job.js';
import { entry, present } from '../../lib/present.js';

/** The batch kind a load's lines carry in upload_batches (its history, its revert). */
export const LOAD_KIND = 'national-estimates';

export interface LoadInput { fileName: string; body: Buffer; yearId: number; stage: number; mappingName: string; mapping?: LoadMapping | null }

/**
 * Starts a national load: the file is kept with its mapping (given, and then kept under its name for the next
 * file, or the one kept under that name) and a job is queued to check it. Only the ministry loads, and only into
 * the open stage. Nothing of the budget is written until the checked load is committed.
 */
export async function startLoad({ db, files, jobs }: Pick<Context, 'db' | 'files' | 'jobs'>, actor: Actor, input: LoadInput): Promise<EstimateLoad> {
  if (!actor.isMinistry) throw forbidden();
  if (input.body.length > LOAD_LIMITS.bytes) throw badInput({ key: 'SERVER.LOAD_TOO_LARGE', params: { max: `${LOAD_LIMITS.bytes / 1024 / 1024} MiB` } });
  const stage = await cgStageId(db, input.yearId, input.stage);
  if (!stage) throw notFound();
  if (!stage.isActive) throw badInput({ key: 'SERVER.ACTIVE_STAGE_ONLY' });
  const name = input.mappingName.trim().slice(0, 100);
  if (!name) throw badInput({ key: 'SERVER.LOAD_MAPPING_INCOMPLETE', params: { fields: 'name' } });
  const mapping = input.mapping ?? await keptMapping(db, name);
  if (!mapping) throw badInput({ key: 'SERVER.LOAD_NO_MAPPING', params: { name } });
  mappedFields(mappingOfKind(mapping, 'estimates', name));
  return db.transaction(async (tx) => {
    if (input.mapping) await keepMapping(tx, name, input.mapping, actor.id);
    const stored = await files.put(tx, 'estimates', input.fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'xlsx', input.body);
    const load = await insertLoad(tx, {
      yearId: input.yearId, stageId: stage.id, fileName: input.fileName.slice(0, 200), filePath: stored.file, sha256: stored.sha256,
      mappingName: name, mapping, state: 'checking', phase: 'queued', createdBy: actor.id,
    });
    await jobs.send<LoadJob>(tx, LOAD_QUEUE, [{ loadId: load.id, step: 'check' }]);
    return load;
  });
}

/** The ministry commits a checked load: its job writes it. */
export async function commitLoad({ db, jobs }: Pick<Context, 'db' | 'jobs'>, actor: Actor, id: string, lang: Language) {
  if (!actor.isMinistry) throw forbidden();
  await db.transaction(async (tx) => {
    if (!await setLoad(tx, id, { state: 'loading', phase: 'queued', done: 0 }, 'checked')) throw badInput({ key: 'SERVER.LOAD_NOT_CHECKED' });
    await jobs.send<LoadJob>(tx, LOAD_QUEUE, [{ loadId: id, step: 'write' }]);
  });
  return loadAnswer(present(await loadById(db, id), 'the load'), lang);
}

/**
 * Checks a load's file again with another kept mapping (after a refusal, or to read it another way): the stored file
 * is not sent again.
 */
export async function recheckLoad({ db, jobs }: Pick<Context, 'db' | 'jobs'>, actor: Actor, id: string, mappingName: string, lang: Language) {
  if (!actor.isMinistry) throw forbidden();
  const mapping = await keptMapping(db, mappingName);
  if (!mapping) throw badInput({ key: 'SERVER.LOAD_NO_MAPPING', params: { name: mappingName } });
  const load = await loadById(db, id);
  if (!load) throw notFound();
  mappingOfKind(mapping, load.kind as LoadKind, mappingName);
  await db.transaction(async (tx) => {
    const patch = { state: 'checking', phase: 'queued', mappingName, mapping, preview: null, problems: null, finishedAt: null, done: 0, total: 0 };
    if (!await setLoad(tx, id, patch, 'refused') && !await setLoad(tx, id, patch, 'checked')) throw badInput({ key: 'SERVER.LOAD_NOT_CHECKED' });
    await jobs.send<LoadJob>(tx, LOAD_QUEUE, [{ loadId: id, step: 'check' }]);
  });
  return loadAnswer(present(await loadById(db, id), 'the load'), lang);
}

/** Drops a load that was not written (checked or refused): its file goes. */
export async function dropLoad({ db, files }: Pick<Context, 'db' | 'files'>, actor: Actor, id: string, lang: Language) {
  if (!actor.isMinistry) throw forbidden();
  const load = await loadById(db, id);
  if (!load) throw notFound();
  await db.transaction(async (tx) => {
    const dropped = await setLoad(tx, id, { state: 'dropped', finishedAt: new Date() }, 'checked') || await setLoad(tx, id, { state: 'dropped', finishedAt: new Date() }, 'refused');
    if (!dropped) throw badInput({ key: 'SERVER.LOAD_NOT_CHECKED' });
    await files.remove(tx, load.filePath);
  });
  return loadAnswer(present(await loadById(db, id), 'the load'), lang);
}

/** How a kind of load is checked and written by its job. */
export interface LoadSteps { check(db: Db, files: FileStore, load: EstimateLoad): Promise<void>; write(db: Db, files: FileStore, load: EstimateLoad): Promise<void> }

/**
 * Runs the job's step with the steps of the load's kind; a refusal of the file is the load's outcome (refused,
 * failed), not a job to retry.
 */
export async function runLoadJob(db: Db, files: FileStore, job: LoadJob, stepsOf: (kind: LoadKind) => LoadSteps) {
  const load = await loadById(db, job.loadId);
  const expected: LoadState = job.step === 'check' ? 'checking' : 'loading';
  if (!load || load.state !== expected) return;
  const steps = stepsOf(load.kind as LoadKind);
  try {
    if (job.step === 'check') await steps.check(db, files, load);
    else await steps.write(db, files, load);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const said: Said = err.said ?? { key: 'SERVER.LOAD_FAILED' };
    await setLoad(db, load.id, { state: job.step === 'check' ? 'refused' : 'failed', phase: null, problems: { count: 1, rows: [{ row: 0, said }] }, finishedAt: new Date() });
  }
}

/** The file read and every row checked against the chart as it stands. */
async function readAndCheck(db: Executor, files: FileStore, load: EstimateLoad, chart: Chart, seen?: { headers: string[] }) {
  const body = await files.read(db, load.filePath);
  if (!body) throw badInput({ key: 'SERVER.LOAD_FAILED' });
  const fields = mappedFields(load.mapping as LoadMapping);
  const pick = columnPicker(fields);
  const table = await readFlatFile(body, (headers) => { if (seen) seen.headers = headers; return pick(headers); });
  return checkRows(table.rows, fields, load.mapping as LoadMapping, chart, table.blankRows);
}


/** Totals by vote × programme × MTEF category as the load would leave them, for the lines of existing codes. */
function detailAfter(lines: FileLine[], chart: Chart, held: HeldLine[], fileVotes: Set<number>) {
  const category = new Map([...chart.funds.values()].map((f) => [f.id, f.mtefCategory]));
  const after = new Map<string, number>();
  for (const h of held) if (fileVotes.has(h.voteId)) after.set(detailKey(h.voteId, h.programmeId, entry(category, h.fundId)), 0);
  for (const l of lines) {
    const ids = idsOf(l, chart);
    if (!ids) continue;
    const key = detailKey(ids.voteId, ids.programmeId, entry(category, ids.fundId));
    after.set(key, (after.get(key) ?? 0) + l.amount);
  }
  return after;
}

/** A line's sector: the file's, else its vote's main sector of the year (ADR 0024). */
const sectorOf = (l: FileLine, chart: Chart, voteId: number) => (l.sector ? chart.sectors.get(codeKey(l.sector))?.id : undefined) ?? chart.voteSector.get(voteId) ?? null;

const votesOf = (lines: FileLine[], chart: Chart) => new Set(lines.flatMap((l) => { const v = chart.votes.get(codeKey(l.vote)); return v ? [v.id] : []; }));

async function check(db: Db, files: FileStore, load: EstimateLoad) {
  const stageId = present(load.stageId, "an estimates load's stage");
  await setLoad(db, load.id, { phase: 'reading' });
  await db.transaction((tx) => ensureFunds(tx, load.yearId, load.createdBy));
  const chart = await chartOf(db, load.yearId);
  // The header is kept whatever the mapping finds in it, so the screen can offer the file's columns to map.
  const seen = { headers: [] as string[] };
  const checked = await readAndCheck(db, files, load, chart, seen).finally(() => setLoad(db, load.id, { headers: seen.headers.slice(0, 200).map((h) => h.slice(0, 200)) }));
  await setLoad(db, load.id, { phase: 'checking', total: checked.rows, done: checked.rows });
  if (checked.problems.length) {
    await setLoad(db, load.id, { state: 'refused', phase: null, problems: problemsOf(checked.problems), finishedAt: new Date() });
    return;
  }
  const held = await heldLines(db, load.yearId, stageId);
  const plan = planLoad(checked.lines, chart, held);
  // Figures the load would raise above an MTEF line that exists; lines with no MTEF line make it (figure null).
  const breaches = (await detailBreaches(db, load.yearId, stageId, { detail: detailAfter(checked.lines, chart, held, votesOf(checked.lines, chart)) }))
    .filter((b) => b.figure !== null);
  if (breaches.length && await ceilingControl(db, load.yearId) === 'Stop') {
    await setLoad(db, load.id, { state: 'refused', phase: null, problems: problemsOf(breaches.map((b) => ({ row: 0, said: detailSaid(b) }))), finishedAt: new Date() });
    return;
  }
  await setLoad(db, load.id, {
    state: 'checked', phase: null, preview: { ...plan, rows: checked.rows, blankRows: checked.blankRows, repeated: checked.repeated, warnings: breaches.map(detailSaid) },
  });
}

async function write(db: Db, files: FileStore, load: EstimateLoad) {
  const stageId = present(load.stageId, "an estimates load's stage");
  const actorId = load.createdBy;
  await setLoad(db, load.id, { phase: 'reading' });
  // Progress is told from outside the transaction and not waited for: on PGlite it is seen when the load ends.
  const tell = (patch: Partial<EstimateLoad>) => { void setLoad(db, load.id, patch).catch(() => undefined); };
  const outcome = await db.transaction(async (tx: Tx) => {
    // Every central vote's MTEF is held while the load writes, so no figure or line changes under it.
    const before = await chartOf(tx, load.yearId);
    await lockVotes(tx, 'mtef', [...before.votes.values()].map((v) => v.id));
    const checked = await readAndCheck(tx, files, load, before);
    if (checked.problems.length) return { problems: checked.problems };
    tell({ phase: 'writing', total: checked.lines.length, done: 0 });
    const created = await addCodes(tx, load.yearId, checked.lines, before, actorId);
    const chart = await chartOf(tx, load.yearId);
    const fileVotes = votesOf(checked.lines, chart);
    const held = await heldLines(tx, load.yearId, stageId, [...fileVotes]);
    const heldById = new Map(held.map((h) => [lineId(h), h]));
    const keep = new Set<string>();
    const added: NewLine[] = [];
    for (const l of checked.lines) {
      const ids = present(idsOf(l, chart), "a checked line's codes");
      const placed = { sectorId: sectorOf(l, chart, ids.voteId), cofog: l.cofog };
      const h = heldById.get(lineId(ids));
      if (h && h.amount === l.amount && h.sectorId === placed.sectorId && h.cofog === placed.cofog) { keep.add(lineId(h)); continue; }
      added.push({ yearId: load.yearId, stageId, ...ids, ...placed, amount: l.amount, createdBy: actorId });
    }
    const gone = held.filter((h) => !keep.has(lineId(h)));
    // The same file again changes nothing: no batch, nothing written.
    if (!added.length && !gone.length) return { batchId: null };
    const batch = await insertBatch(tx, {
      kind: LOAD_KIND, yearId: load.yearId, stageId, fileName: load.fileName, filePath: load.filePath, sha256: load.sha256,
      rowCount: added.length, voteIds: [...fileVotes], createdBy: actorId,
    });
    const mtef = await figuresFromFile(tx, load.yearId, stageId, checked.lines, chart, actorId, batch.id);
    await holdDetail(tx, load.yearId, stageId, { detail: detailAfter(checked.lines, chart, held, fileVotes) });
    const replaced = await replaceLines(tx, batch.id, gone.map((h) => h.id), added.map((a) => ({ ...a, batchId: batch.id })),
      (done) => { tell({ done }); return Promise.resolve(); });
    await noteReplaced(tx, batch.id, replaced);
    await writeAudit(tx, {
      table: 'upload_batches', type: 'create', recordId: batch.id, actorId,
      newValues: { kind: LOAD_KIND, load: load.id, fileName: load.fileName, sha256: load.sha256, written: added.length, replaced, createdCodes: created, mtefFigures: mtef },
    });
    return { batchId: batch.id };
  });
  if ('problems' in outcome) {
    await setLoad(db, load.id, { state: 'failed', phase: null, problems: problemsOf(outcome.problems ?? []), finishedAt: new Date() });
    return;
  }
  await setLoad(db, load.id, { state: 'loaded', phase: null, batchId: outcome.batchId, finishedAt: new Date() });
}

/** The national estimates' load steps. */
export const ESTIMATE_STEPS: LoadSteps = { check, write };

/** Every problem of a refused or failed load as a spreadsheet in the reader's language (row, problem), or null. */
export async function loadProblemsSheet({ db }: Pick<Context, 'db'>, actor: Actor, id: string, lang: Language) {
  if (!actor.isMinistry) throw forbidden();
  const load = await loadById(db, id);
  if (!load) return null;
  const rows = allProblems(load, lang);
  const words = { row: serverText(lang, { key: 'SERVER.LOAD_PROBLEMS_ROW' }), problem: serverText(lang, { key: 'SERVER.LOAD_PROBLEMS_PROBLEM' }) };
  return {
    fileName: `${load.fileName.replace(/\.(xlsx|csv)$/i, '')}-problems.xlsx`,
    body: await sheetBuffer('Problems', [words.row, words.problem], rows.map((r) => [r.row || '', r.message])),
  };
}

/** A load as the ministry follows it (its state, progress, preview or bad rows), in the reader's language. */
export async function loadOf({ db }: Pick<Context, 'db'>, actor: Actor, id: string, lang: Language) {
  if (!actor.isMinistry) throw forbidden();
  const load = await loadById(db, id);
  return load && loadAnswer(load, lang);
}

/** The newest loads of a year. */
export async function loadsOf({ db }: Pick<Context, 'db'>, actor: Actor, yearId: number, lang: Language) {
  if (!actor.isMinistry) throw forbidden();
  return (await listLoads(db, yearId, 50)).map((r) => loadAnswer(r.l, lang, { fiscalYear: r.fiscalYear, stage: r.stage ?? undefined, createdBy: r.createdBy }));
}

/** Keeps a column mapping under its name (checked: every required field mapped, funds of the year's chart). */
export async function keepLoadMapping({ db }: Pick<Context, 'db'>, actor: Actor, name: string, mapping: LoadMapping) {
  if (!actor.isMinistry) throw forbidden();
  if (mapping.kind === 'execution') fieldsOf(mapping, EXECUTION_FIELDS);
  else mappedFields(mapping);
  const funds = Object.values(mapping.funds).filter((code) => !DEFAULT_FUNDS.some((f) => codeKey(f.code) === codeKey(code)));
  const [unknown] = funds;
  if (unknown !== undefined) throw badInput({ key: 'SERVER.LOAD_UNKNOWN_FUND', params: { field: 'Funds', value: unknown, funds: DEFAULT_FUNDS.map((f) => f.code).join(', ') } });
  await db.transaction((tx) => keepMapping(tx, name.trim(), mapping, actor.id));
  return { name: name.trim(), mapping };
}

export async function loadMappingsOf({ db }: Pick<Context, 'db'>, actor: Actor) {
  if (!actor.isMinistry) throw forbidden();
  return (await keptMappings(db)).map((m) => ({ name: m.name, mapping: m.mapping as LoadMapping, modifiedAt: m.modifiedAt.toISOString() }));
}
