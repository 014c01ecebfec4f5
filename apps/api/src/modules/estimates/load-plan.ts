import { codeKey } from '@pbs/domain';
import { nameKey, outputOf, underKey, type Chart, type NameSegment, type ProgrammeScope } from './chart.repo.js';
import type { FileLine } from './load-check.js';
import { lineId, type HeldLine } from './lines.repo.js';
import { segmentsOf } from './load-check.js';
import { entry, entryOr } from '../../lib/present.js';

/** A total of the file beside what the stage holds, by fund or by vote. */
export interface SideBySide { code: string; name: string; file: number; held: number }

/** What a checked file would do to a stage, before anything is written. */
export interface LoadPlan {
  lines: number; added: number; changed: number; removed: number; unchanged: number;
  newCodes: { segment: string; count: number; sample: string[] }[];
  /** Names the file gives that differ from those the year prints now (its own, else the standing name), per segment. */
  renamed: { segment: string; count: number; sample: string[] }[];
  /** How the year's programme codes are scoped, as it holds it or as this file would set it (ADR 0024). */
  programmeScope: ProgrammeScope;
  funds: SideBySide[]; votes: SideBySide[]; fileTotal: number; heldTotal: number;
}

/** A file line's ids in the chart, when every code of it is already there. */
export function idsOf(l: FileLine, chart: Chart) {
  const vote = chart.votes.get(codeKey(l.vote));
  const programme = chart.programmes.get(codeKey(l.programme));
  const sub = programme && chart.subProgrammes.get(underKey(programme.id, l.subProgramme));
  const output = sub && vote && outputOf(chart, sub.id, vote.id, l.output);
  const item = chart.items.get(codeKey(l.item));
  const fund = entry(chart.funds, codeKey(l.fund));
  if (!vote || !programme || !sub || !output || !item) return null;
  return { voteId: vote.id, programmeId: programme.id, subProgrammeId: sub.id, outputId: output.id, itemId: item.id, fundId: fund.id };
}

/**
 * The file beside the stage: lines added, changed, unchanged, and removed (held lines of the file's votes the file
 * no longer has — a file replaces the detail of each vote it carries and leaves other votes alone), new codes per
 * segment, and totals by fund (the whole stage as it would stand) and by vote.
 */
export function planLoad(lines: FileLine[], chart: Chart, held: HeldLine[]): LoadPlan {
  const heldById = new Map(held.map((h) => [lineId(h), h]));
  const fileVotes = new Set<number>();
  const matched = new Set<string>();
  let added = 0; let changed = 0; let unchanged = 0;
  const fresh = new Map<string, Map<string, string>>();
  for (const l of lines) {
    const ids = idsOf(l, chart);
    const vote = chart.votes.get(codeKey(l.vote));
    if (vote) fileVotes.add(vote.id);
    for (const [segment, code, , known, key] of segmentsOf(l, chart)) if (!known) entryOr(fresh, segment, () => new Map()).set(key, code);
    const h = ids && heldById.get(lineId(ids));
    if (!h) added++;
    else { matched.add(lineId(h)); if (h.amount === l.amount) unchanged++; else changed++; }
  }
  const removed = held.filter((h) => fileVotes.has(h.voteId) && !matched.has(lineId(h))).length;
  const fundName = new Map([...chart.funds.values()].map((f) => [f.id, f]));
  const votesById = new Map([...chart.votes.values()].map((v) => [v.id, v]));
  const funds = new Map<string, SideBySide>([...chart.funds.values()].map((f) => [f.code, { code: f.code, name: f.name, file: 0, held: 0 }]));
  const votes = new Map<string, SideBySide>();
  const voteRow = (code: string, name: string) => entryOr(votes, codeKey(code), () => ({ code, name, file: 0, held: 0 }));
  for (const h of held) {
    entry(funds, entry(fundName, h.fundId).code).held += h.amount;
    const v = entry(votesById, h.voteId);
    if (fileVotes.has(h.voteId)) voteRow(v.code, v.name).held += h.amount;
  }
  // The fund totals are the stage as it would stand: what the file leaves of other votes, plus the file.
  for (const h of held) if (!fileVotes.has(h.voteId)) entry(funds, entry(fundName, h.fundId).code).file += h.amount;
  for (const l of lines) {
    entry(funds, entry(chart.funds, codeKey(l.fund)).code).file += l.amount;
    const v = chart.votes.get(codeKey(l.vote));
    voteRow(v?.code ?? l.vote, v?.name ?? l.voteName ?? '').file += l.amount;
  }
  const scope = chart.programmeScope ?? scopeOfFile(lines);
  const renamed = new Map<string, Map<string, string>>();
  for (const n of yearNamesOf(lines, chart, scope)) {
    const held = chart.names.get(nameKey(n.segment, n.refId, n.voteId));
    // A name corrected by hand stays: the load does not rename it.
    const now = held?.name ?? n.standing;
    if (now !== n.name && !held?.kept) entryOr(renamed, n.segment, () => new Map()).set(nameKey(n.segment, n.refId, n.voteId), `${n.code} ${now} → ${n.name}`);
  }
  const sum = (rows: SideBySide[], side: 'file' | 'held') => rows.reduce((s, r) => s + r[side], 0);
  const fundRows = [...funds.values()];
  return {
    lines: lines.length, added, changed, removed, unchanged,
    newCodes: [...fresh].map(([segment, codes]) => ({ segment, count: codes.size, sample: [...codes.values()].slice(0, 10) })),
    renamed: [...renamed].map(([segment, names]) => ({ segment, count: names.size, sample: [...names.values()].slice(0, 10) })),
    programmeScope: scope,
    funds: fundRows, votes: [...votes.values()].sort((a, b) => codeKey(a.code).localeCompare(codeKey(b.code), 'en', { numeric: true })),
    fileTotal: sum(fundRows, 'file'), heldTotal: sum(fundRows, 'held'),
  };
}

/**
 * How a file scopes its programme codes: a vote's own when one programme code carries different names under different
 * votes (every vote's programme 01, each named its way), else national (ADR 0024).
 */
export function scopeOfFile(lines: FileLine[]): ProgrammeScope {
  const names = new Map<string, Set<string>>();
  for (const l of lines) if (l.programmeName) entryOr(names, codeKey(l.programme), () => new Set()).add(l.programmeName.trim().toLowerCase());
  return [...names.values()].some((n) => n.size > 1) ? 'vote' : 'national';
}

/** A name the file gives an identity the chart holds, with the scope the year gives it. */
export interface FileName { segment: NameSegment; refId: number; voteId: number | null; code: string; name: string; standing: string }

/**
 * The names a file gives the votes, programmes and sub-programmes the chart holds, once each, as the year keeps them:
 * a vote's own; a programme's per vote where the year scopes programmes by vote, else national; a sub-programme's per
 * vote. Where rows name one identity differently, the first row's name stands.
 */
export function yearNamesOf(lines: FileLine[], chart: Chart, scope: ProgrammeScope): FileName[] {
  const out = new Map<string, FileName>();
  const add = (n: FileName) => { const k = nameKey(n.segment, n.refId, n.voteId); if (!out.has(k)) out.set(k, n); };
  for (const l of lines) {
    const vote = chart.votes.get(codeKey(l.vote));
    const programme = chart.programmes.get(codeKey(l.programme));
    const sub = programme && chart.subProgrammes.get(underKey(programme.id, l.subProgramme));
    if (vote && l.voteName) add({ segment: 'vote', refId: vote.id, voteId: null, code: l.vote, name: l.voteName.trim(), standing: vote.name });
    if (vote && programme && l.programmeName) add({ segment: 'programme', refId: programme.id, voteId: scope === 'vote' ? vote.id : null, code: l.programme, name: l.programmeName.trim(), standing: programme.name });
    if (vote && sub && l.subProgrammeName) add({ segment: 'sub-programme', refId: sub.id, voteId: vote.id, code: l.subProgramme, name: l.subProgrammeName.trim(), standing: sub.name });
  }
  return [...out.values()];
}
