import type { Said } from '../../lib/errors.js';
import type { RowProblem } from '../estimates/load-check.js';
import type { ExecutionLine } from './execution-check.js';
import { executionKey } from './execution.repo.js';

/** A line's figures to date. */
export interface ToDate { warranted: number; released: number; spent: number }
/** A line's budget as the rules read it: by output, or — for a file without outputs — the line's outputs together. */
export type BudgetOf = (l: { voteId: number; subProgrammeId: number; outputId: number | null; itemId: number; fundId: number }) => number;

/** The budget of each line of the approved estimates, looked up by output or, where the file has none, over its outputs. */
export function budgetsOf(rows: { vote_id: number; sub_programme_id: number; output_id: number; item_id: number; fund_id: number; amount: number }[]): BudgetOf {
  const byOutput = new Map<string, number>();
  const bySub = new Map<string, number>();
  for (const r of rows) {
    const ids = { voteId: Number(r.vote_id), subProgrammeId: Number(r.sub_programme_id), itemId: Number(r.item_id), fundId: Number(r.fund_id) };
    const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + Number(r.amount));
    add(byOutput, executionKey({ ...ids, outputId: Number(r.output_id) }));
    add(bySub, executionKey({ ...ids, outputId: null }));
  }
  return (l) => (l.outputId === null ? bySub : byOutput).get(executionKey(l)) ?? 0;
}

/**
 * What a month's lines break, to date, at the month's end and at the end of each later month the year holds: released
 * ≤ warranted, spent ≤ released, warranted ≤ the line's budget (issue: the rules at the chart's grain). Each breach
 * names the file's row of its line.
 */
export function executionBreaches(lines: ExecutionLine[], before: Map<string, ToDate>, later: { month: number; key: string; figures: ToDate }[], budgetOf: BudgetOf): RowProblem[] {
  const out: RowProblem[] = [];
  const toDate = new Map<string, ToDate>();
  const lineOf = new Map(lines.map((l) => [l.key, l]));
  const add = (key: string, f: ToDate) => {
    const t = toDate.get(key) ?? { ...(before.get(key) ?? { warranted: 0, released: 0, spent: 0 }) };
    t.warranted += f.warranted; t.released += f.released; t.spent += f.spent;
    toDate.set(key, t);
  };
  for (const l of lines) add(l.key, l);
  const checked = new Set<string>();
  const check = () => {
    for (const [key, t] of toDate) {
      const l = lineOf.get(key);
      if (!l || checked.has(key)) continue;
      const said = saidOf(l, t, budgetOf(l));
      if (said) { out.push({ row: l.row, said }); checked.add(key); }
    }
  };
  check();
  let month = 0;
  for (const x of later) {
    if (x.month !== month && month) check();
    month = x.month;
    if (lineOf.has(x.key)) add(x.key, x.figures);
  }
  if (month) check();
  return out;
}

function saidOf(l: ExecutionLine, t: ToDate, budget: number): Said | null {
  const at = { vote: l.codes.vote, line: l.codes.line };
  if (t.released > t.warranted) return { key: 'SERVER.EXEC_RELEASED_OVER_WARRANTED', params: { ...at, released: t.released, warranted: t.warranted } };
  if (t.spent > t.released) return { key: 'SERVER.EXEC_SPENT_OVER_RELEASED', params: { ...at, spent: t.spent, released: t.released } };
  if (t.warranted > budget) return { key: 'SERVER.EXEC_WARRANTED_OVER_BUDGET', params: { ...at, warranted: t.warranted, budget } };
  return null;
}

type Grouped = { vote_id: number; programme_id: number; category: string };

/**
 * What a month's warrants break of its quarter's cash limits: for each vote, programme and budget category with a cash
 * limit, the quarter's warrants (the other months held and this month's file) stay within it. Each breach names the
 * file's first row of its group.
 */
export function cashLimitBreaches(lines: ExecutionLine[], categoryOf: (fundId: number) => string, others: (Grouped & { warranted: number })[],
  limits: (Grouped & { amount: number })[], quarter: number): RowProblem[] {
  const key = (vote: number, programme: number, category: string) => `${vote}:${programme}:${category}`;
  const limit = new Map(limits.map((l) => [key(Number(l.vote_id), Number(l.programme_id), l.category), Number(l.amount)]));
  if (!limit.size) return [];
  const total = new Map(others.map((o) => [key(Number(o.vote_id), Number(o.programme_id), o.category), Number(o.warranted)]));
  const first = new Map<string, ExecutionLine>();
  for (const l of lines) {
    const k = key(l.voteId, l.programmeId, categoryOf(l.fundId));
    total.set(k, (total.get(k) ?? 0) + l.warranted);
    if (!first.has(k)) first.set(k, l);
  }
  return [...first].flatMap(([k, l]) => {
    const cap = limit.get(k);
    const warranted = total.get(k) ?? 0;
    return cap !== undefined && warranted > cap ? [{ row: l.row, said: { key: 'SERVER.EXEC_WARRANTED_OVER_CASH_LIMIT' as const, params: {
      vote: l.codes.vote, programme: l.codes.programme, quarter: `Q${quarter}`, category: categoryOf(l.fundId), warranted, limit: cap,
    } } }] : [];
  });
}
