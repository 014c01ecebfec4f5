import { codeKey } from '@pbs/domain';
import type { Tx } from '../../db/client.js';
import { cgMtefs } from '../../db/schema/index.js';
import { insertAudited } from '../../lib/audited.js';
import { stageAllocations } from '../budget/mtef.repo.js';
import { mtefColumn } from '../budget/columns.js';
import {
  insertItem, insertOutput, insertProgramme, markAia, insertSector, insertSubProgramme, insertVote, outputKey, outputOf, programmeVoteId, setProgrammeScope, setVoteSector,
  underKey, upsertNames, type Chart,
} from './chart.repo.js';
import type { FileLine } from './load-check.js';
import { idsOf, scopeOfFile, yearNamesOf } from './load-plan.js';
import { entry, entryOr, present } from '../../lib/present.js';

/**
 * Adds to the chart the codes a load brings (in parent order: sector, vote, programme, sub-programme, output,
 * item) under the names the file gives them, places each vote in the sector of its first line (its main sector; its
 * lines carry their own), marks the votes with AIA lines as collecting AIA, and keeps the year's names of votes,
 * programmes and sub-programmes as the file gives them (ADR 0024). Answers what was added, for the load's audit record.
 */
export async function addCodes(tx: Tx, yearId: number, lines: FileLine[], chart: Chart, actorId: number) {
  const created: Record<string, number> = {};
  const count = (segment: string) => { created[segment] = (created[segment] ?? 0) + 1; };
  const placed = new Set<number>();
  // The checks refused a new code without its name.
  const named = (name: string | null | undefined, code: string) => present(name, `the name of new code ${code}`);
  const collecting = new Set<number>();
  for (const l of lines) {
    let sectorId: number | null = null;
    if (l.sector) {
      const known = chart.sectors.get(codeKey(l.sector));
      sectorId = known?.id ?? await insertSector(tx, yearId, l.sector, named(l.sectorName, l.sector), actorId);
      if (!known) { chart.sectors.set(codeKey(l.sector), { id: sectorId, code: l.sector, name: named(l.sectorName, l.sector), cofog: null }); count('sector'); }
    }
    let vote = chart.votes.get(codeKey(l.vote));
    if (!vote) {
      vote = { id: await insertVote(tx, l.vote, named(l.voteName, l.vote), actorId), code: l.vote, name: named(l.voteName, l.vote), kind: 'CG', isAia: false };
      chart.votes.set(codeKey(l.vote), vote);
      count('vote');
    }
    if (sectorId !== null && !placed.has(vote.id) && chart.voteSector.get(vote.id) !== sectorId) {
      await setVoteSector(tx, yearId, vote.id, sectorId);
      chart.voteSector.set(vote.id, sectorId);
    }
    placed.add(vote.id);
    if (chart.funds.get(codeKey(l.fund))?.mtefCategory === 'AIA' && !vote.isAia) collecting.add(vote.id);
    let programme = chart.programmes.get(codeKey(l.programme));
    if (!programme) {
      programme = { id: await insertProgramme(tx, l.programme, named(l.programmeName, l.programme), actorId), code: l.programme, name: named(l.programmeName, l.programme) };
      chart.programmes.set(codeKey(l.programme), programme);
      count('programme');
    }
    let sub = chart.subProgrammes.get(underKey(programme.id, l.subProgramme));
    if (!sub) {
      sub = { id: await insertSubProgramme(tx, programme.id, l.subProgramme, named(l.subProgrammeName, l.subProgramme), actorId), code: l.subProgramme, name: named(l.subProgrammeName, l.subProgramme) };
      chart.subProgrammes.set(underKey(programme.id, l.subProgramme), sub);
      count('sub-programme');
    }
    // A new output is the vote's own: output codes sit within the vote's sub-programme (ADR 0024).
    if (!outputOf(chart, sub.id, vote.id, l.output)) {
      const id = await insertOutput(tx, yearId, sub.id, vote.id, l.output, named(l.outputName, l.output), actorId);
      chart.outputs.set(outputKey(sub.id, vote.id, l.output), { id, code: l.output, name: named(l.outputName, l.output), subProgrammeId: sub.id, voteId: vote.id });
      count('output');
    }
    if (!chart.items.has(codeKey(l.item))) {
      const id = await insertItem(tx, yearId, l.item, named(l.itemName, l.item), actorId);
      chart.items.set(codeKey(l.item), { id, code: l.item, name: named(l.itemName, l.item), classCode: l.item.slice(0, 3) });
      count('item');
    }
  }
  // A vote whose lines are financed by its own receipts collects AIA (which MTEF figures may then hold).
  if (collecting.size) await markAia(tx, [...collecting]);
  // The year's names as the file gives them, at the scope the year has (or this first file sets).
  const scope = chart.programmeScope ?? scopeOfFile(lines);
  if (!chart.programmeScope) { await setProgrammeScope(tx, yearId, scope); chart.programmeScope = scope; }
  const names = yearNamesOf(lines, chart, scope);
  await upsertNames(tx, yearId, names.map(({ standing: _s, ...n }) => n));
  return { ...created, ...(collecting.size ? { votesCollectingAia: collecting.size } : {}), names: names.length, programmeScope: scope };
}

/**
 * Where the stage has no MTEF line for a central vote's programme the load carries, the load's totals become its
 * budget-year (Y1) allocation, each audited as made by the load and marked with its batch (an edit on the MTEF screen
 * clears the mark), so reverting the load takes back the figures it made while they are unchanged; where a line
 * exists the detail rule holds it. Answers how many MTEF lines were made.
 */
export async function figuresFromFile(tx: Tx, yearId: number, stageId: number, lines: FileLine[], chart: Chart, actorId: number, batchId: number): Promise<number> {
  const category = new Map([...chart.funds.values()].map((f) => [f.id, f.mtefCategory]));
  const cgVotes = new Set([...chart.votes.values()].filter((v) => v.kind === 'CG').map((v) => v.id));
  const totals = new Map<string, { voteId: number; programmeId: number; cells: Record<string, number> }>();
  for (const l of lines) {
    const ids = present(idsOf(l, chart), "a written line's codes");
    if (!cgVotes.has(ids.voteId)) continue;
    const key = `${ids.voteId}|${ids.programmeId}`;
    const t = entryOr(totals, key, () => ({ voteId: ids.voteId, programmeId: ids.programmeId, cells: {} }));
    const column = mtefColumn('Y1', entry(category, ids.fundId));
    t.cells[column] = (t.cells[column] ?? 0) + l.amount;
  }
  const existing = new Set((await stageAllocations(tx, yearId, stageId, [...new Set([...totals.values()].map((t) => t.voteId))]))
    .map((a) => `${a.voteId}|${a.programmeId}`));
  let made = 0;
  for (const [key, t] of totals) {
    if (existing.has(key)) continue;
    const progByVoteId = await programmeVoteId(tx, t.programmeId, t.voteId, actorId);
    await insertAudited(tx, cgMtefs, { yearId, stageId, progByVoteId, kind: 'allocation', mtefVersion: 1, batchId, ...t.cells }, actorId);
    made++;
  }
  return made;
}
