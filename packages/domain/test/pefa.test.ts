import { describe, expect, it } from 'vitest';
import { compositionVariance, largestHeads, scoreComposition, scoreContingency, scoreOutturn } from '../src/pefa.js';

// Hand computations of the PEFA 2016 calibrations, each year placed on a band's edge or just past it.
describe('budget credibility by the PEFA 2016 method', () => {
  it('PI-1: scores the band two of the last three years fall within, edges included', () => {
    const y = (actual: number) => ({ budget: 1_000_000, actual });
    expect(scoreOutturn([y(950_000), y(1_050_000), y(500_000)])).toEqual({ score: 'A' }); // 95.0 %, 105.0 % are A
    expect(scoreOutturn([y(949_999), y(1_050_001), y(1_000_000)])).toEqual({ score: 'B' }); // just outside A twice
    expect(scoreOutturn([y(900_000), y(1_100_000), y(2_000_000)])).toEqual({ score: 'B' });
    expect(scoreOutturn([y(899_999), y(1_150_000), y(850_000)])).toEqual({ score: 'C' });
    expect(scoreOutturn([y(849_999), y(1_150_001), y(1_000_000)])).toEqual({ score: 'D' });
    // Only the last three years count; fewer are not scored.
    expect(scoreOutturn([y(0), y(0), y(1_000_000), y(1_000_000), y(0)])).toEqual({ score: 'A' });
    expect(scoreOutturn([y(1_000_000), y(1_000_000)])).toEqual({ score: null, reason: 'years', held: 2 });
  });

  it('PI-3.1: revenue has bands of its own (97–106, 94–112, 92–116 %)', () => {
    const y = (actual: number) => ({ budget: 100, actual });
    expect(scoreOutturn([y(97), y(106), y(50)], 'revenue')).toEqual({ score: 'A' });
    expect(scoreOutturn([y(96), y(107), y(112)], 'revenue')).toEqual({ score: 'B' });
    expect(scoreOutturn([y(92), y(116), y(0)], 'revenue')).toEqual({ score: 'C' });
    expect(scoreOutturn([y(91), y(117), y(100)], 'revenue')).toEqual({ score: 'D' });
  });

  it('PI-2: the composition variance is taken after scaling the budget by the aggregate outturn', () => {
    // Spent 110 % in total, in the budget's own proportions: no shift between lines, whatever the total did.
    expect(compositionVariance([{ key: 'a', budget: 600, actual: 660 }, { key: 'b', budget: 400, actual: 440 }]).variance).toBe(0);
    // 500/300/200 budgeted, 400/450/250 spent (1,100): scaled budgets 550/330/220, deviations 150+120+30 = 300, 300/1,100.
    expect(compositionVariance([{ key: 'a', budget: 500, actual: 400 }, { key: 'b', budget: 300, actual: 450 }, { key: 'c', budget: 200, actual: 250 }]).variance)
      .toBeCloseTo(300 / 1100, 6);
  });

  it('PI-2: scores the band two of three years\' variances are below — 5 % exactly is not below 5 %', () => {
    const year = (moved: number) => [{ key: 'a', budget: 6000, actual: 6000 + moved }, { key: 'b', budget: 4000, actual: 4000 - moved }];
    expect(scoreComposition([year(245), year(249), year(2000)])).toEqual({ score: 'A' }); // 4.9 %, 4.98 %
    expect(scoreComposition([year(250), year(250), year(0)])).toEqual({ score: 'B' }); // 5.0 % twice: B
    expect(scoreComposition([year(499), year(500), year(0)])).toEqual({ score: 'B' }); // 9.98 % and 0 %: B; 10 % is not below 10
    expect(scoreComposition([year(500), year(749), year(750)])).toEqual({ score: 'C' });
    expect(scoreComposition([year(750), year(800), year(0)])).toEqual({ score: 'D' });
  });

  it('PI-2.1: beyond twenty heads, the largest making 75 % of the budget (at least twenty) stand alone, the rest on one line', () => {
    const heads = (n: number, budget: (i: number) => number) => Array.from({ length: n }, (_, i) => ({ key: `h${i}`, budget: budget(i), actual: budget(i) + 1 }));
    expect(largestHeads(heads(20, () => 10))).toHaveLength(20);
    // Thirty equal heads: twenty make two thirds, so heads are taken until 75 % (23 of 30 is 76.7 %); seven go together.
    const thirty = largestHeads(heads(30, () => 10));
    expect(thirty).toHaveLength(24);
    expect(thirty.at(-1)).toEqual({ key: 'Other heads', budget: 70, actual: 77 });
    // One head of 90 % and thirty small ones: still at least twenty heads.
    expect(largestHeads([{ key: 'big', budget: 2700, actual: 2700 }, ...heads(30, () => 10)])).toHaveLength(21);
  });

  it('PI-2.3: the average share charged to the contingency vote, below 3, 6 or 10 %', () => {
    const y = (contingency: number) => ({ budget: 1000, contingency });
    expect(scoreContingency([y(20), y(30), y(39)])).toEqual({ score: 'A' }); // 2.97 %
    expect(scoreContingency([y(30), y(30), y(30)])).toEqual({ score: 'B' }); // 3 % exactly: not below 3
    expect(scoreContingency([y(100), y(100), y(99)])).toEqual({ score: 'C' });
    expect(scoreContingency([y(100), y(100), y(100)])).toEqual({ score: 'D' });
  });
});
