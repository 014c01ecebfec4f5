import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Client, Provider, type Operation } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { YearsPanel } from '../src/features/budget/YearsPanel';

afterEach(() => { cleanup(); localStorage.clear(); });

const answers: Record<string, object> = {
  BudgetChoices: { fiscalYears: [2023, 2024, 2025, 2026].map((y, i) => ({ Year_ID: i + 1, Fiscal_Year: `${y}-${y + 1}`, Status: 'Active', Ceiling_Control: 'Warn' })), budgetStages: [], activeCgVotes: [], activeLgVotes: [] },
  BudgetScope: { myBudgetScope: { Is_Ministry: false, Vote_ID: 14, Vote_Kind: 'CG' } },
  CompareYears: { compareYears: {
    Years: [{ Year_ID: 2, Fiscal_Year: '2024-2025', Held: false }, { Year_ID: 3, Fiscal_Year: '2025-2026', Held: true }, { Year_ID: 4, Fiscal_Year: '2026-2027', Held: true }],
    Rows: [{ Code: '07', Name: 'Health', Amounts_By_Year: [0, 1_250_000, 2_500_000] }], Totals: [0, 1_250_000, 2_500_000],
  } },
};

describe('years side by side', () => {
  it('asks for the three latest years, shows each year\'s amount, and says which years hold no lines instead of showing zero', async () => {
    const asked: Operation[] = [];
    const nameOf = (op: Operation) => (op.query.definitions[0] as { name?: { value: string } }).name?.value ?? '';
    const client = { executeQuery: (op: Operation) => { asked.push(op); return fromValue({ data: answers[nameOf(op)], operation: op, stale: false, hasNext: false }); } } as unknown as Client;
    await act(async () => { render(<Provider value={client}><I18nProvider><YearsPanel /></I18nProvider></Provider>); await Promise.resolve(); });
    const compare = asked.find((op) => nameOf(op) === 'CompareYears');
    expect(compare?.variables).toMatchObject({ Year_IDs: [4, 3, 2], Stage: 3, By: 'function', Vote_ID: null });
    expect(screen.getByTestId('years-missing').textContent).toMatch(/FY 2025\/26: shown as —, not as zero/);
    const row = within(screen.getByTestId('years-table')).getByText('Health').closest('tr');
    expect([...row?.querySelectorAll('td') ?? []].map((td) => td.textContent)).toEqual(['07', 'Health', '—', '1,250,000', '2,500,000']);
  });
});
