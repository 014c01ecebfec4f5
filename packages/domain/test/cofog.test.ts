import { describe, expect, it } from 'vitest';
import { cofogOf } from '../src/chart.js';

describe('a COFOG function as files write it', () => {
  it('is kept as two digits and its group after a dot; anything else is not one', () => {
    const read = (xs: string[]) => xs.map((x) => [x, cofogOf(x)]);
    expect(read(['7', '07', ' 07 ', '10', '07.3', '7.3', '073', '01.1'])).toEqual([
      ['7', '07'], ['07', '07'], [' 07 ', '07'], ['10', '10'], ['07.3', '07.3'], ['7.3', '07.3'], ['073', '07.3'], ['01.1', '01.1']]);
    expect(read(['0', '00', '11', '07.0', '07.34', 'Health', '', '7a'])).toEqual([
      ['0', null], ['00', null], ['11', null], ['07.0', null], ['07.34', null], ['Health', null], ['', null], ['7a', null]]);
  });
});
