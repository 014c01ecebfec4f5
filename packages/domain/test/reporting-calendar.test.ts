import { describe, expect, it } from 'vitest';
import { performanceDocumentOf, standingOf, statutoryDueDate } from '../src/index.js';

describe('reporting calendar', () => {
  it('dates each performance document of a fiscal year as the statute does', () => {
    const start = '2025-07-01';
    expect(statutoryDueDate('contract', start)).toBe('2026-06-30');
    expect([1, 2, 3, 4].map((q) => statutoryDueDate('quarterly', start, q))).toEqual(['2025-10-30', '2026-01-30', '2026-04-30', '2026-07-30']);
    expect(statutoryDueDate('annual', start)).toBe('2026-07-31');
    // A leap year's February does not move the dates.
    expect(statutoryDueDate('quarterly', '2027-07-01', 2)).toBe('2028-01-30');
  });

  it('knows a performance document by its layout and quarter', () => {
    expect(performanceDocumentOf('performance-contract', null)).toBe('contract');
    expect(performanceDocumentOf('lg-performance-contract', null)).toBe('contract');
    expect(performanceDocumentOf('cg-quarterly', 3)).toBe('quarterly');
    expect(performanceDocumentOf('cg-quarterly', null)).toBeNull();
    expect(performanceDocumentOf('annual-performance', null)).toBe('annual');
    expect(performanceDocumentOf('vote-estimates', null)).toBeNull();
    expect(performanceDocumentOf(null, 1)).toBeNull();
  });

  it('stands on time on the due day itself, late the day after, missing only once the due day has passed', () => {
    const due = '2025-10-30';
    expect(standingOf(due, '2025-10-30', '2025-11-20')).toBe('on_time');
    expect(standingOf(due, '2025-10-31', '2025-11-20')).toBe('late');
    expect(standingOf(due, null, '2025-10-30')).toBe('open');
    expect(standingOf(due, null, '2025-10-31')).toBe('missing');
  });
});
