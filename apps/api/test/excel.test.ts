import { expect, it } from 'vitest';
import { safeCell } from '../src/lib/excel.js';

it('neutralises cells that a spreadsheet would run as formulas', () => {
  for (const bad of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x']) expect(safeCell(bad)).toBe(`'${bad}`);
  expect(safeCell('Ministry of Health')).toBe('Ministry of Health');
  expect(safeCell(-5)).toBe(-5);
  expect(safeCell(null)).toBeNull();
});
