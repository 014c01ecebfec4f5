import { describe, expect, it } from 'vitest';
import { entry, entryOr, present } from '../src/lib/present.js';
import { forgetOldest } from '../src/lib/bounded.js';

describe('values the code knows are there', () => {
  it('passes a present value through, zero and empty text included, and names what is missing otherwise', () => {
    expect(present(0, 'a count')).toBe(0);
    expect(present('', 'a name')).toBe('');
    expect(() => present(undefined, 'the row written')).toThrow('the row written is missing');
    expect(() => present(null, 'the stage')).toThrow('the stage is missing');
  });

  it("reads a map's entry, refusing a missing or null one; entryOr puts one there first", () => {
    const m = new Map<string, number | null>([['a', 0], ['b', null]]);
    expect(entry(m, 'a')).toBe(0);
    expect(() => entry(m, 'b')).toThrow('no entry for b');
    expect(() => entry(m, 'c')).toThrow('no entry for c');
    const lists = new Map<string, number[]>();
    entryOr(lists, 'x', () => []).push(1);
    entryOr(lists, 'x', () => []).push(2);
    expect(lists.get('x')).toEqual([1, 2]);
  });

  it('keeps a bounded cache under its size by forgetting the entry put in first', () => {
    const m = new Map([['a', 1], ['b', 2], ['c', 3]]);
    forgetOldest(m, 4);
    expect([...m.keys()]).toEqual(['a', 'b', 'c']);
    forgetOldest(m, 3);
    expect([...m.keys()]).toEqual(['b', 'c']);
  });
});
