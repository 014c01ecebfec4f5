import { parse } from 'csv-parse/sync';
import type { Db } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store.js';
import { openFile } from './open.service.js';
import { publicationById } from './publications.repo.js';

/** The published budgets whose budget.csv holds every line of a stage (package.ts FIELDS); in-year reports do not. */
const LINE_DOCUMENTS: readonly string[] = ['pre-budget-statement', 'executive-budget-proposal', 'enacted-budget', 'citizens-budget'];
/** Publications whose lines are kept read: a year or two of budgets a portal's readers walk at once. */
const KEPT = 4;
/** Results one search answers, and the shortest and longest text it takes. */
export const SEARCH_LIMITS = { results: 30, min: 2, max: 80 } as const;

interface Line {
  cofog_code: string; sector_code: string; sector_name: string; vote_code: string; vote_name: string; programme_code: string; programme_name: string; sub_programme_code: string; sub_programme_name: string;
  output_code: string; output_name: string; item_code: string; item_name: string; amount: number;
}
const kept = new Map<number, Line[]>();

/** A publication's lines read back from its own CSV — what was published, never the stage as it stands now — or null. */
async function linesOf(db: Db, files: FileStore, id: number): Promise<Line[] | null> {
  const held = kept.get(id);
  if (held) return held;
  const p = await publicationById(db, id);
  if (!p || !LINE_DOCUMENTS.includes(p.document)) return null;
  const csv = await openFile(db, files, id, 'budget.csv');
  if (!csv) return null;
  const lines = parse<Record<string, string>>(csv.body, { columns: true, skip_empty_lines: true })
    .map((r) => ({ ...r, amount: Number(r.amount_ugx) }) as unknown as Line);
  if (kept.size >= KEPT) kept.delete(kept.keys().next().value as number);
  kept.set(id, lines);
  return lines;
}

interface Node { code: string; name: string; amount: number }
type Tree<C> = Node & { children: C[] };

/** Lines grouped by a key, each group with its total, largest first. */
function groups<T>(lines: Line[], key: (l: Line) => [string, string], inner: (own: Line[]) => T[]): (Node & { children: T[] })[] {
  const by = new Map<string, { node: Node; own: Line[] }>();
  for (const l of lines) {
    const [code, name] = key(l);
    const g = by.get(code) ?? { node: { code, name, amount: 0 }, own: [] };
    g.node.amount += l.amount;
    g.own.push(l);
    by.set(code, g);
  }
  return [...by.values()].sort((a, b) => b.node.amount - a.node.amount || a.node.code.localeCompare(b.node.code))
    .map(({ node, own }) => ({ ...node, children: inner(own) }));
}

/**
 * A vote's published budget walked down: programme → sub-programme → output → economic item, each with its total, as
 * the publication's lines give it; null when the publication is not public, holds no lines, or not this vote.
 */
export async function openVote(db: Db, files: FileStore, id: number, voteCode: string) {
  const lines = (await linesOf(db, files, id))?.filter((l) => l.vote_code === voteCode);
  const first = lines?.[0];
  if (!lines || !first) return null;
  const programmes: Tree<Tree<Tree<Node>>>[] = groups(lines, (l) => [l.programme_code, l.programme_name],
    (p) => groups(p, (l) => [l.sub_programme_code, l.sub_programme_name],
      (s) => groups(s, (l) => [l.output_code, l.output_name],
        (o) => groups(o, (l) => [l.item_code, l.item_name], () => []).map(({ children: _none, ...item }) => item))));
  return { code: voteCode, name: first.vote_name, amount: lines.reduce((s, l) => s + l.amount, 0), programmes };
}

/**
 * A function of government (COFOG, as the summary's table by function keys it; `none` for lines without one) walked down
 * to the votes that spend on it, each with its share of the function and the sectors it is spent through, largest first;
 * null when the publication is not public, holds no lines, or none of this function.
 */
export async function openFunction(db: Db, files: FileStore, id: number, code: string) {
  const key = code === 'none' ? '' : code;
  const lines = (await linesOf(db, files, id))?.filter((l) => l.cofog_code === key);
  if (!lines?.length) return null;
  const votes = groups(lines, (l) => [l.vote_code, l.vote_name], (own) => groups(own, (l) => [l.sector_code, l.sector_name], () => [])
    .map(({ children: _none, ...sector }) => sector));
  return { code, amount: lines.reduce((s, l) => s + l.amount, 0), votes: votes.map(({ children, ...v }) => ({ ...v, sectors: children })) };
}

export type SearchHit = Node & { kind: 'vote' | 'programme' | 'subProgramme' | 'output' | 'item'; vote: string | null; voteName: string | null; votes?: number };

/**
 * What a published budget holds under a name or code: votes, each vote's programmes, sub-programmes and outputs, and
 * economic items across the budget (with how many votes spend on each), with their totals, largest first.
 */
export async function openSearch(db: Db, files: FileStore, id: number, text: string): Promise<SearchHit[] | null> {
  const lines = await linesOf(db, files, id);
  if (!lines) return null;
  const q = text.trim().toLowerCase();
  const hit = (code: string, name: string) => code.toLowerCase() === q || code.toLowerCase().startsWith(q) || name.toLowerCase().includes(q);
  const found = new Map<string, SearchHit & { voteSet?: Set<string> }>();
  const add = (key: string, h: SearchHit, l: Line) => {
    const f = found.get(key) ?? { ...h, amount: 0, ...(h.kind === 'item' ? { voteSet: new Set<string>() } : {}) };
    f.amount += l.amount;
    f.voteSet?.add(l.vote_code);
    found.set(key, f);
  };
  for (const l of lines) {
    const at = { vote: l.vote_code, voteName: l.vote_name, amount: 0 };
    if (hit(l.vote_code, l.vote_name)) add(`v/${l.vote_code}`, { kind: 'vote', code: l.vote_code, name: l.vote_name, ...at }, l);
    if (hit(l.programme_code, l.programme_name)) add(`p/${l.vote_code}/${l.programme_code}`, { kind: 'programme', code: l.programme_code, name: l.programme_name, ...at }, l);
    if (hit(l.sub_programme_code, l.sub_programme_name)) add(`s/${l.vote_code}/${l.sub_programme_code}`, { kind: 'subProgramme', code: l.sub_programme_code, name: l.sub_programme_name, ...at }, l);
    if (hit(l.output_code, l.output_name)) {
      add(`o/${l.vote_code}/${l.sub_programme_code}.${l.output_code}`, { kind: 'output', code: `${l.sub_programme_code}.${l.output_code}`, name: l.output_name, ...at }, l);
    }
    if (hit(l.item_code, l.item_name)) add(`i/${l.item_code}`, { kind: 'item', code: l.item_code, name: l.item_name, vote: null, voteName: null, amount: 0 }, l);
  }
  return [...found.values()].sort((a, b) => b.amount - a.amount || a.code.localeCompare(b.code)).slice(0, SEARCH_LIMITS.results)
    .map(({ voteSet, ...h }) => (voteSet ? { ...h, votes: voteSet.size } : h));
}
