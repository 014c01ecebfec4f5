/**
 * Budget credibility as the PEFA 2016 framework measures it (ADR 0025): how far what was spent and collected in
 * each of the last three completed years departed from the budget first approved — in total (PI-1, PI-3.1) and in
 * composition (PI-2, PI-3.2). Amounts are whole shillings; every band is decided in exact integer arithmetic, so a
 * year on a band's edge scores as the framework says, not as floating point rounds it.
 */
export type PefaScore = 'A' | 'B' | 'C' | 'D';
/** Years a score is calculated over, and how many of them must fall in a band. */
export const PEFA_YEARS = 3;
const IN_ENOUGH_YEARS = 2;

/** Outturn bands (per cent of the original budget, both edges within): PI-1 for spending, PI-3.1 for revenue. */
export const OUTTURN_BANDS: Record<'expenditure' | 'revenue', [PefaScore, number, number][]> = {
  expenditure: [['A', 95, 105], ['B', 90, 110], ['C', 85, 115]],
  revenue: [['A', 97, 106], ['B', 94, 112], ['C', 92, 116]],
};
/** Composition variance bands (less than the per cent given): PI-2.1, PI-2.2 and PI-3.2. */
export const VARIANCE_BANDS: [PefaScore, number][] = [['A', 5], ['B', 10], ['C', 15]];
/** Contingency bands (PI-2.3: actual expenditure charged to a contingency vote, average per cent of the original budget, less than). */
export const CONTINGENCY_BANDS: [PefaScore, number][] = [['A', 3], ['B', 6], ['C', 10]];

const big = (n: number) => BigInt(Math.round(n));
const abs = (n: bigint) => (n < 0n ? -n : n);

/** One year's original budget and outturn, in total. */
export interface YearTotal { budget: number; actual: number }
/** One line of a year's composition (a programme, a function, an economic class): its original budget and outturn. */
export interface YearLine { key: string; budget: number; actual: number }

/** Whether a year's outturn lies within lo–hi per cent of its budget, edges included. */
export function outturnWithin(y: YearTotal, lo: number, hi: number): boolean {
  const a = big(y.actual) * 100n;
  return y.budget > 0 && a >= big(y.budget) * BigInt(lo) && a <= big(y.budget) * BigInt(hi);
}

/**
 * The composition variance of a year (PEFA 2016, PI-2): each line's original budget is first scaled by the year's
 * aggregate outturn (actual total ÷ budget total), so the variance measures the shift between lines and not the
 * aggregate deviation; the variance is the sum of the lines' absolute deviations from their scaled budgets over the
 * sum of the scaled budgets. Answered as a fraction, and exactly as the numerator and denominator that decide bands.
 */
export function compositionVariance(lines: readonly YearLine[]): { variance: number; deviation: bigint; scaled: bigint } {
  const B = lines.reduce((s, l) => s + big(l.budget), 0n);
  const A = lines.reduce((s, l) => s + big(l.actual), 0n);
  // Σ|a·B − b·A| and A·B: the deviation and the scaled total, both multiplied by B to stay whole.
  const deviation = lines.reduce((s, l) => s + abs(big(l.actual) * B - big(l.budget) * A), 0n);
  const scaled = A * B;
  return { variance: scaled === 0n ? 0 : Number((deviation * 1_000_000n) / scaled) / 1_000_000, deviation, scaled };
}

/** Whether a year's composition variance is less than `pct` per cent. */
export function varianceBelow(lines: readonly YearLine[], pct: number): boolean {
  const { deviation, scaled } = compositionVariance(lines);
  return scaled > 0n && deviation * 100n < scaled * BigInt(pct);
}

/**
 * PI-2.1's heads (PEFA 2016 field guide): where there are more than twenty, the largest by original budget that
 * together make at least 75 % of it — no fewer than twenty — each on its own line, the rest together on one.
 */
export function largestHeads(lines: readonly YearLine[], rest = 'Other heads'): YearLine[] {
  if (lines.length <= 20) return [...lines];
  const sorted = [...lines].sort((a, b) => b.budget - a.budget || a.key.localeCompare(b.key));
  const total = sorted.reduce((s, l) => s + big(l.budget), 0n);
  let taken = 0n;
  let n = 0;
  while (n < sorted.length && (n < 20 || taken * 4n < total * 3n)) taken += big(sorted[n++]?.budget ?? 0);
  const others = sorted.slice(n);
  return others.length ? [...sorted.slice(0, n), { key: rest, budget: others.reduce((s, l) => s + l.budget, 0), actual: others.reduce((s, l) => s + l.actual, 0) }] : sorted;
}

/** A score, or why there is none: fewer than three complete years held. */
export type Scored = { score: PefaScore } | { score: null; reason: 'years'; held: number };

function inTwoOfThree<T>(years: readonly T[], bands: [PefaScore, ...unknown[]][], fits: (y: T, band: number) => boolean): Scored {
  if (years.length < PEFA_YEARS) return { score: null, reason: 'years', held: years.length };
  const last = years.slice(-PEFA_YEARS);
  for (const [i, [score]] of bands.entries()) if (last.filter((y) => fits(y, i)).length >= IN_ENOUGH_YEARS) return { score };
  return { score: 'D' };
}

/** PI-1 (or PI-3.1 for revenue): the band that at least two of the last three years' outturns fall within. */
export function scoreOutturn(years: readonly YearTotal[], kind: 'expenditure' | 'revenue' = 'expenditure'): Scored {
  const bands = OUTTURN_BANDS[kind];
  return inTwoOfThree(years, bands, (y, i) => { const [, lo, hi] = bands[i] ?? ['D', 0, 0]; return outturnWithin(y, lo, hi); });
}

/** PI-2.1, PI-2.2 (or PI-3.2): the band that at least two of the last three years' composition variances are below. */
export function scoreComposition(years: readonly (readonly YearLine[])[]): Scored {
  return inTwoOfThree(years, VARIANCE_BANDS, (lines, i) => varianceBelow(lines, VARIANCE_BANDS[i]?.[1] ?? 0));
}

/** PI-2.3: the band the average share of the original budget charged to the contingency vote is below. */
export function scoreContingency(years: readonly { budget: number; contingency: number }[]): Scored {
  if (years.length < PEFA_YEARS) return { score: null, reason: 'years', held: years.length };
  const last = years.slice(-PEFA_YEARS);
  // Average of the years' shares below p %: Σ(cᵢ/bᵢ)/3 < p/100, compared as Σ cᵢ·Πⱼ≠ᵢ bⱼ · 100 < p · 3 · Π bⱼ.
  const budgets = last.map((y) => big(y.budget));
  const product = budgets.reduce((p, b) => p * b, 1n);
  if (product === 0n) return { score: 'D' };
  const sum = last.reduce((s, y, i) => s + big(y.contingency) * budgets.reduce((p, b, j) => (j === i ? p : p * b), 1n), 0n);
  for (const [score, pct] of CONTINGENCY_BANDS) if (sum * 100n < BigInt(pct) * BigInt(last.length) * product) return { score };
  return { score: 'D' };
}
