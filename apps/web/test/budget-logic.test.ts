import { describe, expect, it } from 'vitest';
import { amountsOf, ceilingBreaches, yearTotal, type Line } from '../src/features/budget/mtef';
import { numberInput } from '../src/lib/number-input';
import { BUDGET_SECTIONS, budgetSection } from '../src/lib/budget-sections';
import { previewLayout, revertLayout, saveLayout, DEFAULT_LAYOUT } from '../src/lib/layout-config';

const line = (id: number, figure: 'Allocation' | 'Ceiling', pv: number, amounts: Record<string, number>): Line => ({
  MTEF_ID: id, Figure: figure, Prog_By_Vote_ID: { Prog_By_Vote_ID: pv, Programme_Code: '01', Programme_Name: 'Health', Vote_ID: 14 }, ...amounts,
});

describe('MTEF grid figures', () => {
  const allocation = line(1, 'Allocation', 7, { Y1_Wage: 100, Y1_NonWage: 50, Y1_GoUDevt: 25, Y1_AIA: 0, Y1_Donor: 5, Y2_Wage: 120 });
  const ceiling = line(2, 'Ceiling', 7, { Y1_Wage: 100, Y1_NonWage: 60, Y1_GoUDevt: 30, Y1_AIA: 0, Y1_Donor: 5, Y2_Wage: 110 });

  it('totals a year of a line with the unsaved figures in place of the stored ones', () => {
    expect(yearTotal(allocation, new Map(), 'Y1')).toBe(180);
    expect(yearTotal(allocation, new Map([[1, { Y1_Wage: 150 }]]), 'Y1')).toBe(230);
    expect(amountsOf(allocation, new Map([[1, { Y1_Wage: 150 }]])).slice(5, 10)).toEqual([150, 50, 25, 0, 5]);
  });

  it('names every allocation above its ceiling as it is typed, never Y0 and never below', () => {
    expect([...ceilingBreaches([allocation, ceiling], new Map()).get(1) ?? []]).toEqual([{ cell: 'Y2_Wage', over: 10 }]);
    const typed = ceilingBreaches([allocation, ceiling], new Map([[1, { Y1_NonWage: 75, Y2_Wage: 100, Y0_Wage: 999 }]]));
    expect(typed.get(1)).toEqual([{ cell: 'Y1_NonWage', over: 15 }]);
    expect(ceilingBreaches([allocation], new Map()).size).toBe(0);
  });

  it('writes and reads figures with each language\'s own group and decimal marks', () => {
    const en = numberInput('en');
    expect(en.format(1234567)).toBe('1,234,567');
    expect(en.parse('1,234,567')).toBe(1234567);
    expect(en.parse('')).toBe(0);
    const de = numberInput('de');
    expect(de.format(1234567.5)).toBe('1.234.567,5');
    expect(de.parse('1.234.567,5')).toBe(1234567.5);
    expect(de.parse('1000')).toBe(1000);
    const fr = numberInput('fr');
    expect(fr.parse(fr.format(1234567))).toBe(1234567);
    expect(fr.parse('1 234 567,25')).toBe(1234567.25);
    expect(numberInput('ja').format(2500000)).toBe('2,500,000');
  });
});

describe('budget sections', () => {
  it('open the anchor named, else the first', () => {
    expect(budgetSection('#uploads').key).toBe('uploads');
    expect(budgetSection('#nonsense')).toBe(BUDGET_SECTIONS[0]);
    expect(budgetSection('')).toBe(BUDGET_SECTIONS[0]);
  });
});

describe('layout builder', () => {
  it('previews without keeping, and keeps what is saved', () => {
    saveLayout(DEFAULT_LAYOUT);
    previewLayout({ ...DEFAULT_LAYOUT, footer: 'extended' });
    expect(localStorage.getItem('pbs-layout')).toBe(JSON.stringify(DEFAULT_LAYOUT));
    revertLayout();
    saveLayout({ ...DEFAULT_LAYOUT, width: 'fixed' });
    expect(JSON.parse(localStorage.getItem('pbs-layout') ?? '{}')).toMatchObject({ width: 'fixed', footer: 'compact' });
  });
});
