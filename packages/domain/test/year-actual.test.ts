import { describe, expect, it } from 'vitest';
import { yearActual } from '../src/index.js';

describe('an indicator\'s actual for the year', () => {
  it('adds the quarters of a count and takes the latest quarter of a level; nothing reported is nothing', () => {
    expect(yearActual(1_200, [300, 300, 300, 300], [270, 310, null, 280])).toBe(860);
    expect(yearActual(95, [95, 95, 95, 95], [90, 93, null, null])).toBe(93);
    expect(yearActual(0.3, [0.1, 0.1, 0.1, 0], [0.1, null, null, null])).toBe(0.1);
    expect(yearActual(95, [95, 95, 95, 95], [null, null, null, null])).toBeNull();
  });
});
