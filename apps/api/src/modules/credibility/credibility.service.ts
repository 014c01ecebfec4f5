import { compositionVariance, largestHeads, PEFA_YEARS, revenueSource, scoreComposition, scoreContingency, scoreOutturn, type Scored, type YearLine } from '@pbs/domain';
import type { Actor } from '../../auth/actor.js';
import type { Context } from '../../graphql/context.js';
import type { Executor } from '../../db/client.js';
import { badInput, forbidden, notFound } from '../../lib/errors.js';
import { revenueBudgetOf, revenueOutturnLines } from '../revenue/revenue.repo.js';
import { budgetYearOf } from '../execution/execution.repo.js';
import { contingencyVoteIds, lineOutturn, outturnLines, twelveMonthsHeld, votesWithFourQuarters, yearsInOrder, type OutturnLine } from './credibility.repo.js';

/** How a year stands for scoring: every budgeted vote's four quarters of expenditure held, or not (then said, never scored). */
export interface CredibilityYear {
  yearId: number; fiscalYear: string; complete: boolean; votesBudgeted: number; votesComplete: number;
  /** Where the outturn is read: the months held at the chart's grain (`lines`, with how many), or the quarterly uploads. */
  source: 'lines' | 'quarters'; monthsHeld: number;
  budget: number; actual: number; outturn: number | null; programmeVariance: number | null; categoryVariance: number | null;
  /** By function (COFOG division, interest left out) and by GFS economic class: only from a year held at the chart's grain. */
  functionVariance: number | null; economicVariance: number | null;
  /** What was charged to the contingency vote, as a share of the original budget; null without one. */
  contingencyShare: number | null;
  /** Revenue (taxes, other revenue, grants; not borrowing) first budgeted and collected; null where either is not held. */
  revenueBudget: number | null; revenueActual: number | null; revenueVariance: number | null;
}
/** Why an indicator is not scored from what the product holds (ADR 0025). */
export type NotHeld = 'no-contingency-vote' | 'no-revenue-outturn' | 'no-function-outturn';
export interface Indicator { id: string; basis: string; scored: Scored | { score: null; reason: NotHeld | 'partial' } }

const sum = (lines: OutturnLine[], k: 'budget' | 'actual') => lines.reduce((s, l) => s + l[k], 0);
const linesBy = (lines: OutturnLine[], key: (l: OutturnLine) => string): YearLine[] => {
  const m = new Map<string, YearLine>();
  for (const l of lines) {
    const k = key(l);
    const x = m.get(k) ?? { key: k, budget: 0, actual: 0 };
    m.set(k, { key: k, budget: x.budget + l.budget, actual: x.actual + l.actual });
  }
  return [...m.values()];
};

/**
 * A year's revenue by source (GFS three digits: taxes by kind, other revenue, grants — borrowing is financing, not
 * revenue), first budgeted beside collected; null unless the year holds both.
 */
function revenueLinesOf(planned: { code: string; amount: number }[], collected: { code: string; amount: number }[]): YearLine[] | null {
  const revenue = (code: string) => revenueSource(code)?.kind !== 'borrowing';
  if (!planned.some((p) => revenue(p.code)) || !collected.some((c) => revenue(c.code))) return null;
  const codes = [...new Set([...planned, ...collected].map((l) => l.code).filter(revenue))];
  const of = (rows: { code: string; amount: number }[], code: string) => Number(rows.find((r) => r.code === code)?.amount ?? 0);
  return codes.map((code) => ({ key: code, budget: of(planned, code), actual: of(collected, code) }));
}

/** PI-2.1's heads: each vote's programme, the largest making 75 % of the budget apart, the rest together. */
const programmeHeads = (lines: OutturnLine[]) => largestHeads(linesBy(lines, (l) => `${l.vote_code}/${l.programme_code}`));
/** GFS class 24, interest on debt, which PI-2.1 leaves out. */
const INTEREST = '24';
/** PI-2.1 by function: COFOG divisions, interest left out (a line without a function is said as one). */
const functionLines = (lines: OutturnLine[]) => linesBy(lines.filter((l) => l.econ !== INTEREST), (l) => l.cofog ?? 'none');
/** PI-2.2 by economic type: GFS classes. */
const economicLines = (lines: OutturnLine[]) => linesBy(lines, (l) => l.econ ?? 'none');

/**
 * A year's outturn lines and how complete they are: at the chart's grain where the year holds months of execution
 * (complete with all twelve), else from the quarterly uploads (complete when every budgeted vote has four quarters).
 */
async function outturnOf(db: Executor, yearId: number) {
  const [{ months }, before] = await Promise.all([twelveMonthsHeld(db, yearId), budgetYearOf(db, yearId)]);
  if (months > 0 && before?.lines) {
    const lines = await lineOutturn(db, yearId, before.id);
    const budgeted = new Set(lines.filter((l) => l.budget !== 0).map((l) => l.vote_id));
    return { source: 'lines' as const, months, lines, budgeted, complete: months === 12 ? budgeted.size : 0 };
  }
  const [lines, four] = await Promise.all([outturnLines(db, yearId), votesWithFourQuarters(db, yearId)]);
  const budgeted = new Set(lines.filter((l) => l.budget !== 0).map((l) => l.vote_id));
  return { source: 'quarters' as const, months: 0, lines, budgeted, complete: [...budgeted].filter((v) => four.has(v)).length };
}

/**
 * Budget credibility for the ministry (ADR 0025): the last three completed years the product holds, each year's
 * original budget and outturn with its composition variances, and PI-1, PI-2.1 (by function where each year's execution
 * is held at the chart's grain, else by programme), PI-2.2 (by GFS economic class, else by budget category) scored by
 * the PEFA 2016 calibrations — only from years whose outturn is complete; what cannot be scored
 * from what is held is said, with why. `yearIds` chooses the years (an earlier assessment reproduced): each must have
 * ended; the last three of them in order are scored.
 */
export async function budgetCredibility({ db }: Pick<Context, 'db'>, actor: Actor, yearIds: number[] | null) {
  if (!actor.isMinistry) throw forbidden();
  const asked = await yearsInOrder(db, yearIds);
  if (yearIds && asked.length !== new Set(yearIds).size) throw notFound();
  const open = asked.find((y) => !y.ended);
  if (yearIds && open) throw badInput({ key: 'SERVER.YEAR_NOT_ENDED', params: { year: open.fiscal_year } });
  return credibilityOf(db, asked.filter((y) => y.ended).slice(-PEFA_YEARS));
}

/** Budget credibility as of a fiscal year, for its document: the last three years ended by then (that year included). */
export async function credibilityUpTo(db: Executor, yearId: number) {
  const all = await yearsInOrder(db, null);
  const upTo = all.findIndex((y) => Number(y.id) === yearId);
  return credibilityOf(db, all.slice(0, upTo + 1).filter((y) => y.ended).slice(-PEFA_YEARS));
}

/** The scores, the years and the lines behind each variance, of the years given (in order, at most three, ended). */
async function credibilityOf(db: Executor, years: { id: number; fiscal_year: string }[]) {
  // PI-2's composition leaves the contingency vote out; PI-2.3 is what was charged to it.
  const contingency = await contingencyVoteIds(db);
  const composed = (lines: OutturnLine[]) => lines.filter((l) => !contingency.has(l.vote_id));
  const charged = (lines: OutturnLine[]) => sum(lines.filter((l) => contingency.has(l.vote_id)), 'actual');
  const held = await Promise.all(years.map(async (y) => {
    const [outturn, planned, collected] = await Promise.all([outturnOf(db, y.id), revenueBudgetOf(db, y.id), revenueOutturnLines(db, y.id)]);
    return { y, ...outturn, revenue: revenueLinesOf(planned, collected) };
  }));
  const table: CredibilityYear[] = held.map(({ y, lines, budgeted, complete, revenue, source, months }) => {
    const budget = sum(lines, 'budget');
    const actual = sum(lines, 'actual');
    const whole = budgeted.size > 0 && complete === budgeted.size;
    return {
      yearId: y.id, fiscalYear: y.fiscal_year, complete: whole, votesBudgeted: budgeted.size, votesComplete: complete, source, monthsHeld: months, budget, actual,
      outturn: budget ? actual / budget : null,
      functionVariance: whole && source === 'lines' ? compositionVariance(functionLines(composed(lines))).variance : null,
      economicVariance: whole && source === 'lines' ? compositionVariance(economicLines(composed(lines))).variance : null,
      programmeVariance: whole ? compositionVariance(programmeHeads(composed(lines))).variance : null,
      categoryVariance: whole ? compositionVariance(linesBy(composed(lines), (l) => l.category)).variance : null,
      contingencyShare: contingency.size && budget ? charged(lines) / budget : null,
      revenueBudget: revenue ? revenue.reduce((a, l) => a + l.budget, 0) : null, revenueActual: revenue ? revenue.reduce((a, l) => a + l.actual, 0) : null,
      revenueVariance: revenue ? compositionVariance(revenue).variance : null,
    };
  });
  // A partial year among the three is said, never scored as if complete.
  const whole = held.length === PEFA_YEARS && table.every((y) => y.complete);
  const scored = (s: () => Scored): Indicator['scored'] => (whole ? s() : held.length < PEFA_YEARS ? { score: null, reason: 'years', held: held.length } : { score: null, reason: 'partial' });
  // Revenue is scored where each of the three years holds both its budgeted revenue and what it collected.
  const revenues = held.flatMap((h) => (h.revenue ? [h.revenue] : []));
  const revenueScored = (s: () => Scored): Indicator['scored'] => (held.length < PEFA_YEARS ? { score: null, reason: 'years', held: held.length }
    : revenues.length < PEFA_YEARS ? { score: null, reason: 'no-revenue-outturn' } : s());
  // PI-2 by function and by economic type when each year is held at the chart's grain; else by programme and category.
  const grained = held.length > 0 && held.every((h) => h.source === 'lines');
  const heads = (lines: OutturnLine[]) => (grained ? functionLines(composed(lines)) : programmeHeads(composed(lines)));
  const types = (lines: OutturnLine[]) => (grained ? economicLines(composed(lines)) : linesBy(composed(lines), (l) => l.category));
  const indicators: Indicator[] = [
    { id: 'PI-1', basis: 'aggregate', scored: scored(() => scoreOutturn(held.map((h) => ({ budget: sum(h.lines, 'budget'), actual: sum(h.lines, 'actual') })))) },
    { id: 'PI-2.1', basis: grained ? 'function' : 'programme', scored: scored(() => scoreComposition(held.map((h) => heads(h.lines)))) },
    { id: 'PI-2.2', basis: grained ? 'economic' : 'category', scored: scored(() => scoreComposition(held.map((h) => types(h.lines)))) },
    { id: 'PI-2.3', basis: 'contingency', scored: contingency.size ? scored(() => scoreContingency(held.map((h) => ({ budget: sum(h.lines, 'budget'), contingency: charged(h.lines) }))))
      : { score: null, reason: 'no-contingency-vote' } },
    { id: 'PI-3.1', basis: 'revenue', scored: revenueScored(() => scoreOutturn(revenues.map((r) => ({ budget: r.reduce((a, l) => a + l.budget, 0), actual: r.reduce((a, l) => a + l.actual, 0) })), 'revenue')) },
    { id: 'PI-3.2', basis: 'revenue-composition', scored: revenueScored(() => scoreComposition(revenues)) },
  ];
  // The lines behind each variance, for the workbook: a year's heads, categories and revenue sources.
  const lines = held.map((h, i) => ({
    fiscalYear: h.y.fiscal_year, complete: table[i]?.complete ?? false,
    basis: grained ? ['function', 'economic'] : ['programme', 'category'], programmes: heads(h.lines), categories: types(h.lines), revenue: h.revenue ?? [],
  }));
  return { years: table, indicators, lines };
}
