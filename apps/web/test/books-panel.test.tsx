import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, Provider, type Operation } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { BooksPanel } from '../src/features/archives/BooksPanel';

afterEach(() => { cleanup(); localStorage.clear(); });

const book = (id: number, state: string, extra: object = {}) => ({
  Book_ID: id, Fiscal_Year: '2025-2026', Stage: 2, Stage_Name: 'Draft Estimates', State: state, Done: 0, Total: 156, Votes: null, Lines: null, Amount: null,
  Pages: null, Verification_Code: null, Error: null, Requested_By: 'mof.officer', Requested_Date: '2026-11-26T10:00:00.000Z', Finished_Date: null, Superseded_Date: null, ...extra,
});

/** A client that answers the panel's queries by name and records its mutations. */
function client(ministry: boolean) {
  const answers: Record<string, object> = {
    BudgetScope: { myBudgetScope: { Is_Ministry: ministry, Vote_ID: null, Vote_Kind: null } },
    BookStages: {
      fiscalYears: [{ Year_ID: 1, Fiscal_Year: '2024-2025', Is_Active: false }, { Year_ID: 2, Fiscal_Year: '2025-2026', Is_Active: true }],
      budgetStages: [1, 2, 3].map((s) => ({ Year_ID: 2, Process_Area: 'CG', Stage: s, Stage_Name: ['Budget Framework Paper', 'Draft Estimates', 'Approved Estimates'][s - 1], Is_Active: s === 2 })),
    },
    BudgetBooks: { budgetBooks: [
      book(3, 'drawing', { Done: 39 }),
      book(2, 'done', { Done: 156, Votes: 156, Lines: 24_311, Amount: 40_512_000_000_000, Pages: 812, Verification_Code: '5WVX-7R6N-XC9F', Finished_Date: '2026-11-26T09:00:00.000Z' }),
    ] },
  };
  const nameOf = (op: Operation) => (op.query.definitions[0] as { name?: { value: string } }).name?.value ?? '';
  const executeQuery = vi.fn((op: Operation) => fromValue({ data: answers[nameOf(op)], operation: op, stale: false, hasNext: false }));
  const executeMutation = vi.fn((op: Operation) => fromValue({ data: { drawBudgetBook: { Book_ID: 4, State: 'queued' } }, operation: op, stale: false, hasNext: false }));
  return { c: { executeQuery, executeMutation } as unknown as Client, executeQuery, executeMutation, nameOf };
}

describe('national budget books on the Archives page', () => {
  it('shows a book being drawn with its progress in votes, a finished one with its size, code and files, and asks for the chosen stage', async () => {
    const { c, executeQuery, executeMutation, nameOf } = client(true);
    render(<Provider value={c}><I18nProvider><BooksPanel /></I18nProvider></Provider>);
    expect(await screen.findByText('39 of 156 votes')).toBeTruthy();
    expect(screen.getByText('156 votes · 24,311 lines · 812 pages')).toBeTruthy();
    expect(screen.getByText(/Verification code 5WVX-7R6N-XC9F/)).toBeTruthy();
    // Files only for the finished book.
    expect(screen.getAllByTestId('book-pdf')).toHaveLength(1);
    expect(screen.getAllByTestId('book-xlsx')).toHaveLength(1);
    // The active year and its active stage are chosen at first; the books asked for are that year's.
    const listed = executeQuery.mock.calls.filter(([op]) => nameOf(op) === 'BudgetBooks');
    expect(listed.at(-1)?.[0].variables).toEqual({ y: 2 });
    fireEvent.click(screen.getByTestId('book-draw'));
    await waitFor(() => expect(executeMutation).toHaveBeenCalledTimes(1));
    expect(executeMutation.mock.calls[0]?.[0].variables).toEqual({ y: 2, s: 2 });
  });

  it('shows nothing to a user outside the ministry, and does not ask for the books', async () => {
    const { c, executeQuery, nameOf } = client(false);
    const { container } = render(<Provider value={c}><I18nProvider><BooksPanel /></I18nProvider></Provider>);
    await waitFor(() => expect(executeQuery).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    expect(executeQuery.mock.calls.map(([op]) => nameOf(op))).not.toContain('BudgetBooks');
  });
});
