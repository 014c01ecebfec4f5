/**
 * Programme performance (outputs, indicators, quarterly actuals): the limits of what is typed, and when an actual
 * falls short of its quarter's target far enough to need an explanation before the quarter's report goes up.
 */
export const PERFORMANCE_LIMITS = {
  /** A vote's key outputs in a stage, and each one's indicators (a ministry's Form A holds a few dozen in all). */
  outputsPerVote: 50,
  indicatorsPerOutput: 20,
  actualsPerSave: 500,
  name: 300,
  unit: 60,
  text: 2_000,
  activities: 8_000,
  figure: 1e12,
} as const;

/** The share of a quarter's target an actual may fall short by without an explanation (10 %). */
export const SHORTFALL_MARGIN = 0.1;

/** Whether an actual falls short of its target by more than the margin (a zero target is never short). */
export const shortOfTarget = (actual: number, target: number, margin = SHORTFALL_MARGIN) => target > 0 && actual < target * (1 - margin);

/**
 * An indicator's actual for the year from its quarters'. A count that accrues (its quarters' targets add up to the
 * annual target: deliveries, people trained) adds its quarters; a level or rate (each quarter carries the year's
 * target: % immunised) is its latest reported quarter. Null when no quarter is reported.
 */
export function yearActual(target: number, quarterTargets: readonly number[], actuals: readonly (number | null)[]): number | null {
  const reported = actuals.filter((a): a is number => a != null);
  if (!reported.length) return null;
  const accrues = Math.abs(quarterTargets.reduce((s, q) => s + q, 0) - target) <= 1e-9 * Math.max(1, target);
  return accrues ? reported.reduce((s, a) => s + a, 0) : actuals.filter((a): a is number => a != null).at(-1)!;
}
