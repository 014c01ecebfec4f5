/** What the open budget data answers (apps/api modules/publications), as the portal reads it. */
export interface Publication {
  id: number; budgetYear: string; document: string; quarter: number | null; phase: string; title: string;
  votes: number; expectedVotes: number; lines: number; total: number; publishedAt: string; current: boolean;
  files: Record<'datapackage.json' | 'budget.csv' | 'summary.json', { url: string; sha256: string; bytes: number }>
    & Partial<Record<'revenue.csv' | 'lines.csv', { url: string; sha256: string; bytes: number }>>;
  pdf: string | null;
}
export interface Total { code: string; name: string; amount: number }
export interface Summary {
  budgetYear: string; document: string; phase: string; stage: string; title: string; total: number; lines: number;
  reconciliation: { figures: number; lines: number; difference: number } | null;
  byFunction: Total[]; bySector: Total[]; byFund: Total[]; byEconomic: Total[];
  votes: (Total & { sector: string | null; programmes: (Total & { outputs: Total[] })[]; funds: Total[] })[];
  /** Where the money comes from (GFSM 2014 revenue and financing), for a budget of every vote that gives it; else null. */
  sources?: {
    lines: (Total & { kind: 'tax' | 'nonTax' | 'grant' | 'borrowing' })[];
    totals: { tax: number; nonTax: number; grant: number; borrowing: number; revenue: number; spending: number; balance: number; unfinanced: number };
  } | null;
}
export interface CalendarRow { document: string; quarter: number | null; due: string; publishedOn: string | null; status: string }

async function get<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json() as Promise<T>;
}

/** Every publication, and each year's population where the ministry has given one (by budget year). */
export interface OpenList { publications: Publication[]; population: Record<string, number> }
export const publications = () => get<OpenList>('/api/open/publications');
export const summaryOf = (p: Publication) => get<Summary>(p.files['summary.json'].url);
export const calendarOf = (budgetYear: string) => get<{ rows: CalendarRow[] }>(`/api/open/calendar?year=${encodeURIComponent(budgetYear)}`).then((r) => r.rows);

/** The budget a year's readers want first: the enacted budget, else the proposal, else the pre-budget statement. */
const PRIORITY = ['enacted-budget', 'executive-budget-proposal', 'pre-budget-statement'];
/** Whether a publication covers every vote (one vote's Budget Framework Paper is not the year's budget). */
export const isComplete = (p: Publication) => p.votes >= p.expectedVotes;

/** A year's headline: its complete budget (enacted, else proposed, else the statement), else its latest partial one. */
export function headlineOf(all: Publication[], budgetYear: string): Publication | null {
  const mine = all.filter((p) => p.current && p.budgetYear === budgetYear && PRIORITY.includes(p.document));
  return mine.sort((a, b) => Number(isComplete(b)) - Number(isComplete(a)) || PRIORITY.indexOf(a.document) - PRIORITY.indexOf(b.document))[0] ?? null;
}

/** Budget years with a budget published (a year's in-year reports are read beside its budget), newest first. */
export const yearsOf = (all: Publication[]) => [...new Set(all.filter((p) => PRIORITY.includes(p.document)).map((p) => p.budgetYear))].sort().reverse();

/** The year the portal opens on: the latest with a complete budget, else the latest with any. */
export const firstYear = (all: Publication[], years: string[]) =>
  years.find((y) => { const p = headlineOf(all, y); return p !== null && isComplete(p); }) ?? years[0];

/** The budget year before '2026-2027'. */
export const yearBefore = (y: string) => `${Number(y.slice(0, 4)) - 1}-${Number(y.slice(0, 4))}`;

export interface Answer { id: number; budgetYear: string | null; voteCode: string | null; question: string; answer: string; publishedAt: string }
export const answersOf = (budgetYear: string) => get<{ answers: Answer[] }>(`/api/open/answers?year=${encodeURIComponent(budgetYear)}`).then((r) => r.answers);

/** The ministry's account of a year's priorities, in its words; null when it has written none. */
export interface Priorities { budgetYear: string; text: string; writtenAt: string }
export const prioritiesOf = (budgetYear: string) => get<{ priorities: Priorities | null }>(`/api/open/priorities?year=${encodeURIComponent(budgetYear)}`).then((r) => r.priorities);

/** Sends a citizen's question; the server's refusal, in the reader's language, when it is refused. */
export async function sendQuestion(lang: string, body: Record<string, string>): Promise<string | null> {
  const res = await fetch('/api/open/questions', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': lang }, body: JSON.stringify(body) });
  if (res.ok) return null;
  const said = await res.json().catch(() => null) as { error?: string } | null;
  return said?.error ?? String(res.status);
}

/** A year's complete budget by function, sector and vote, as published (the years side by side). */
export interface YearTotals { budgetYear: string; document: string; total: number; byFunction: Total[]; bySector: Total[]; votes: Total[] }
export const sideBySide = () => get<{ years: YearTotals[] }>('/api/open/years').then((r) => r.years);

/** A vote of a published budget walked down: programme → sub-programme → output → item, each with its total. */
export type Walked = Total & { children?: Walked[] };
export interface VoteWalk { code: string; name: string; amount: number; programmes: Walked[] }
export const voteWalk = (p: Publication, code: string) => get<VoteWalk>(`/api/open/publications/${p.id}/votes/${encodeURIComponent(code)}`);
/** A function of government of a published budget: the votes that spend on it, each with the sectors it is spent through. */
export interface FunctionWalk { code: string; amount: number; votes: (Total & { sectors: Total[] })[] }
export const functionWalk = (p: Publication, code: string) => get<FunctionWalk>(`/api/open/publications/${p.id}/functions/${encodeURIComponent(code || 'none')}`);

/** What a published budget holds under a name or code: votes, programmes, sub-programmes and outputs of a vote, items across it. */
export interface Hit extends Total { kind: 'vote' | 'programme' | 'subProgramme' | 'output' | 'item'; vote: string | null; voteName: string | null; votes?: number }
export const searchBudget = (p: Publication, q: string) => get<{ results: Hit[] }>(`/api/open/publications/${p.id}/search?q=${encodeURIComponent(q)}`).then((r) => r.results);

/** The documents that say what was spent in a year: a quarter's in-year report, and the year-end report (the whole year). */
export const isExecution = (p: Publication) => p.document === 'in-year-report' || p.document === 'year-end-report';
/** How far on an execution document runs: the year-end report after every quarter. */
const reach = (p: Publication) => (p.document === 'year-end-report' ? 5 : p.quarter ?? 0);
/** The year's latest report of spending (the year-end report, else the quarter furthest on), if one is published. */
export const latestInYear = (all: Publication[], budgetYear: string) =>
  all.filter((p) => p.current && p.budgetYear === budgetYear && isExecution(p)).sort((a, b) => reach(b) - reach(a))[0] ?? null;
/** An in-year report's summary: the approved budget, released and spent to the quarter's end, nationally and by vote. */
export interface InYear { quarter: number; approved: number; released: number; spent: number; votes: { code: string; name: string; approved: number; released: number; spent: number }[] }
export const inYearOf = (p: Publication) => get<InYear>(p.files['summary.json'].url);
