import { describe, expect, it } from 'vitest';
import type { YearTotals } from '../src/portal/data';
import { PORTAL_TEXT } from '../src/portal/text';
import { nationalYears, voteYears, type YearsView } from '../src/portal/years';

const view: YearsView = { lang: 'en', t: (k) => PORTAL_TEXT.en[k], fy: (y) => `${y.slice(0, 4)}/${y.slice(7, 9)}`, fnName: (c) => `Function ${c}` };
const year = (budgetYear: string, sectors: [string, string, number][], votes: [string, string, number][]): YearTotals => ({
  budgetYear, document: 'enacted-budget', total: sectors.reduce((s, [, , a]) => s + a, 0),
  byFunction: [{ code: '07', name: 'Health', amount: sectors.reduce((s, [, , a]) => s + a, 0) }],
  bySector: sectors.map(([code, name, amount]) => ({ code, name, amount })), votes: votes.map(([code, name, amount]) => ({ code, name, amount })),
});
const at = (list: HTMLElement[], i: number) => {
  const el = list[i];
  if (!el) throw new Error(`no element ${i}`);
  return el;
};
const cells = (rows: Element[]) => rows.map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent));

describe("the portal's years side by side", () => {
  const years = [
    year('2024-2025', [['01', 'Agriculture', 400e9], ['07', 'Health', 1_000e9]], [['013', 'Treasury', 1_400e9]]),
    year('2025-2026', [['07', 'Health and Care', 1_250e9], ['20', 'Digital', 150e9]], [['013', 'Ministry of Finance', 1_050e9], ['014', 'Health', 350e9]]),
  ];

  it('sets each sector of every year beside the others, named as the latest year names it, with the change to the last year', () => {
    const shown = nationalYears(view, years);
    const [heading, byFunction, bySector] = [at(shown, 0), at(shown, 2), at(shown, 3)];
    expect(heading.textContent).toBe(PORTAL_TEXT.en.yearsTitle);
    expect(cells([...byFunction.querySelectorAll('tbody tr')])).toEqual([['07', 'Function 07', '1.4T', '1.4T', '0%']]);
    expect(cells([...bySector.querySelectorAll('tbody tr')])).toEqual([
      ['01', 'Agriculture', '400B', '—', '—'],
      ['07', 'Health and Care', '1T', '1.3T', '+25%'],
      ['20', 'Digital', '—', '150B', '—'],
    ]);
    // The totals row is each year's whole budget; the whole figure is each cell's title.
    expect(cells([...bySector.querySelectorAll('tfoot tr')])).toEqual([['', PORTAL_TEXT.en.totalRow, '1.4T', '1.4T', '0%']]);
    expect(bySector.querySelector('tbody td.num')?.getAttribute('title')).toBe('400,000,000,000');
  });

  it('gives a vote its own years, each with the name it had, and nothing with fewer than two years', () => {
    const table = at(voteYears(view, years, '013'), 0);
    expect(cells([...table.querySelectorAll('tbody tr')])).toEqual([
      ['2024/25', 'Treasury', '1,400,000,000,000', '—'],
      ['2025/26', 'Ministry of Finance', '1,050,000,000,000', '-25%'],
    ]);
    expect(voteYears(view, years, '014')).toEqual([]);
    expect(nationalYears(view, years.slice(1))).toEqual([]);
  });
});
