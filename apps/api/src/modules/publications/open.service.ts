import { dueDateOf, KEY_DOCUMENTS, onTime, type KeyDocument } from '@pbs/domain';
import type { Db } from '../../db/client.js';
import { sha256Hex, type FileStore } from '../../lib/file-store.js';
import { consolidatedDocument } from '../archives/archives.repo.js';
import { listPublications, publicationById, yearPopulations, type Publication } from './publications.repo.js';

/**
 * The files a publication offers, by the name they are served under (revenue.csv: a budget of every vote that gives its
 * sources; lines.csv: an in-year report's lines at the chart's grain).
 */
export const PUBLISHED_FILES = ['datapackage.json', 'budget.csv', 'revenue.csv', 'lines.csv', 'summary.json'] as const;
export type PublishedFileName = (typeof PUBLISHED_FILES)[number];
export const isPublishedFile = (s: string): s is PublishedFileName => (PUBLISHED_FILES as readonly string[]).includes(s);

/** Most publications one public list answers. */
const LIST_MAX = 500;

/** A publication as the public sees it: what it is and where its files are, nothing about who decided what. */
export function publicView(p: Publication) {
  return {
    id: p.id, budgetYear: p.budgetYear, document: p.document, quarter: p.quarter, phase: p.phase, title: p.title,
    votes: p.votes, expectedVotes: p.expectedVotes, lines: p.lines, total: p.total,
    publishedAt: p.publishedAt.toISOString(), current: p.supersededAt === null,
    files: Object.fromEntries(PUBLISHED_FILES.flatMap((name) => {
      const f = p.files[name];
      return f ? [[name, { url: `/api/open/publications/${p.id}/${name}`, sha256: f.sha256, bytes: f.bytes }]] : [];
    })),
    pdf: p.documentId ? `/api/open/publications/${p.id}/document.pdf` : null,
  };
}

/** Every publication the public may see, newest first, and each year's population (the portal's figure per person). */
export async function openPublications(db: Db) {
  const [list, population] = await Promise.all([listPublications(db, 'public', LIST_MAX), yearPopulations(db)]);
  return { publications: list.map(publicView), population };
}

/** A publication, only while it is published. */
async function published(db: Db, id: number) {
  const p = await publicationById(db, id);
  return p?.state === 'published' ? p : null;
}

/** One published file's bytes, only while the publication is public and the bytes match their hash. */
export async function openFile(db: Db, files: FileStore, id: number, name: PublishedFileName | 'document.pdf') {
  const p = await published(db, id);
  if (!p) return null;
  if (name === 'document.pdf') {
    const doc = p.documentId ? await consolidatedDocument(db, p.documentId) : null;
    const body = doc ? await files.read(db, doc.doc.filePath) : null;
    return doc && body && sha256Hex(body) === doc.doc.sha256 ? { body, sha256: doc.doc.sha256, fileName: `${p.title} (${doc.doc.verificationCode}).pdf` } : null;
  }
  const f = p.files[name];
  if (!f) return null;
  const body = await files.read(db, f.path);
  return body && sha256Hex(body) === f.sha256 ? { body, sha256: f.sha256, fileName: name } : null;
}

/** The budgets a year's readers want first, best first (the portal's headline rule). */
const HEADLINE_DOCUMENTS: readonly string[] = ['enacted-budget', 'executive-budget-proposal', 'pre-budget-statement'];
/** Most years set side by side. */
const YEARS_MAX = 10;
interface Total { code: string; name: string; amount: number }
export interface YearTotals { budgetYear: string; document: string; publicationId: number; total: number; byFunction: Total[]; bySector: Total[]; votes: Total[] }
/** A publication's totals, by its id: its files never change, so they are read once (a few years' worth kept). */
const yearTotals = new Map<number, YearTotals>();

/**
 * The years side by side: for each budget year, its complete budget (every vote; enacted, else proposed, else the
 * pre-budget statement) with its totals by function, sector and vote, oldest first — a budget of some votes is never
 * set beside a whole one. Read from each publication's own summary, so it says what was published.
 */
export async function openYears(db: Db, files: FileStore): Promise<YearTotals[]> {
  const best = new Map<string, Publication>();
  const whole = (await listPublications(db, 'public', LIST_MAX))
    .filter((p) => p.supersededAt === null && HEADLINE_DOCUMENTS.includes(p.document) && p.votes >= p.expectedVotes)
    .sort((a, b) => HEADLINE_DOCUMENTS.indexOf(a.document) - HEADLINE_DOCUMENTS.indexOf(b.document));
  for (const p of whole) if (!best.has(p.budgetYear)) best.set(p.budgetYear, p);
  const chosen = [...best.values()].sort((a, b) => a.budgetYear.localeCompare(b.budgetYear)).slice(-YEARS_MAX);
  const read = await Promise.all(chosen.map(async (p) => yearTotals.get(p.id) ?? totalsFromSummary(db, files, p)));
  return read.filter((y): y is YearTotals => y !== null);
}

async function totalsFromSummary(db: Db, files: FileStore, p: Publication): Promise<YearTotals | null> {
  const f = await openFile(db, files, p.id, 'summary.json');
  if (!f) return null;
  const s = JSON.parse(f.body.toString('utf8')) as { total: number; byFunction: Total[]; bySector: Total[]; votes: Total[] };
  const only = (list: Total[]) => list.map(({ code, name, amount }) => ({ code, name, amount }));
  const totals = { budgetYear: p.budgetYear, document: p.document, publicationId: p.id, total: s.total, byFunction: only(s.byFunction), bySector: only(s.bySector), votes: only(s.votes) };
  if (yearTotals.size >= YEARS_MAX * 4) yearTotals.clear();
  yearTotals.set(p.id, totals);
  return totals;
}

export type CalendarStatus = 'on-time' | 'late' | 'partial' | 'due' | 'overdue';

/**
 * The key documents of a budget year: when each is due, when it was first published whole (every vote of its
 * report consolidated; a withheld or retracted publication does not count), and whether that was on time. A
 * document published only in part so far is 'partial', with the day its first part was published. The citizens'
 * budget is a document of its own (the ministry's plain account of the year), not the enacted budget's data: it is
 * published when the ministry publishes it, never because the enacted budget was. In-year reports are listed per quarter.
 */
export async function publicationCalendar(db: Db, budgetYear: string, today = new Date().toISOString().slice(0, 10)) {
  const mine = (await listPublications(db, 'public', LIST_MAX)).filter((p) => p.budgetYear === budgetYear);
  const firstOf = (document: KeyDocument, quarter: number | null, whole: boolean) => mine
    .filter((p) => p.document === document && p.quarter === quarter && (!whole || p.votes >= p.expectedVotes))
    .map((p) => p.publishedAt.toISOString().slice(0, 10)).sort()[0] ?? null;
  const rows = KEY_DOCUMENTS.flatMap((document) => (document === 'in-year-report' ? [1, 2, 3, 4] : [null]).map((quarter) => {
    const due = dueDateOf(document, budgetYear, quarter ?? undefined);
    const whole = firstOf(document, quarter, true);
    const part = firstOf(document, quarter, false);
    const status: CalendarStatus = whole ? (onTime(whole, due) ? 'on-time' : 'late') : part ? 'partial' : today > due ? 'overdue' : 'due';
    return { document, quarter, due, publishedOn: whole ?? part, status };
  }));
  return { budgetYear, rows };
}
