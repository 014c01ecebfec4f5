import type { VotePerformanceQuery } from '../../gql/graphql';

export type PerfOutput = VotePerformanceQuery['votePerformance']['Outputs'][number];
export type PerfIndicator = PerfOutput['Indicators'][number];
export type ChartOutput = VotePerformanceQuery['votePerformance']['Chart_Outputs'][number];

/** An indicator's four quarterly targets, Q1 first. */
export const quarterTargets = (i: Pick<PerfIndicator, 'Q1_Target' | 'Q2_Target' | 'Q3_Target' | 'Q4_Target'>) => [i.Q1_Target, i.Q2_Target, i.Q3_Target, i.Q4_Target];
/** The target of quarter 1–4; none (0) for a quarter past them. */
export const quarterTarget = (i: Pick<PerfIndicator, 'Q1_Target' | 'Q2_Target' | 'Q3_Target' | 'Q4_Target'>, quarter: number) => quarterTargets(i)[quarter - 1] ?? 0;
