import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Client, Provider, type Operation } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { PublicationsPanel } from '../src/features/archives/PublicationsPanel';

afterEach(() => { cleanup(); localStorage.clear(); });

const publication = (id: number, state: string, superseded: string | null = null) => ({
  Publication_ID: id, Budget_Year: '2026-2027', Key_Document: 'pre-budget-statement', Phase: 'proposed', Title: `Budget Framework Paper FY 2026/27 (${id})`,
  Votes: 1, Expected_Votes: 156, Lines: 29, Total: 209_209_982_000, State: state, Reason: state === 'published' ? null : 'Figures under review',
  Published_Date: '2026-11-26T10:00:00.000Z', Superseded_Date: superseded, Decided_By: null,
});

/** A client that answers the panel's two queries by name and records its mutations. */
function client(ministry: boolean) {
  const answers: Record<string, object> = {
    BudgetScope: { myBudgetScope: { Is_Ministry: ministry, Vote_ID: null, Vote_Kind: null } },
    Publications: { publications: [publication(2, 'published'), publication(1, 'retracted', '2026-11-26T11:00:00.000Z')] },
  };
  const nameOf = (op: Operation) => (op.query.definitions[0] as { name?: { value: string } }).name?.value ?? '';
  const executeQuery = vi.fn((op: Operation) => fromValue({ data: answers[nameOf(op)], operation: op, stale: false, hasNext: false }));
  const executeMutation = vi.fn((op: Operation) => fromValue({ data: { decidePublication: { Publication_ID: 2, State: 'withheld', Reason: 'x', Decided_By: 'Grace' } }, operation: op, stale: false, hasNext: false }));
  return { c: { executeQuery, executeMutation } as unknown as Client, executeQuery, executeMutation, nameOf };
}

describe('published open data on the Archives page', () => {
  it('lists each publication with its state; withholding asks for a reason of some length and sends it', async () => {
    const { c, executeMutation } = client(true);
    render(<Provider value={c}><I18nProvider><PublicationsPanel /></I18nProvider></Provider>);
    expect(await screen.findByText('Budget Framework Paper FY 2026/27 (2)')).toBeTruthy();
    expect(screen.getByText('Public')).toBeTruthy();
    expect(screen.getByText('Retracted')).toBeTruthy();
    // A retracted publication offers nothing; the public one may be withheld or retracted.
    expect(screen.getAllByTestId('publication-withheld')).toHaveLength(1);
    expect(screen.getAllByTestId('publication-retracted')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('publication-withheld'));
    const ok = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withhold' });
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit trail)'), { target: { value: 'no' } });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Reason (kept in the audit trail)'), { target: { value: '  Figures under review  ' } });
    expect((ok as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(ok);
    await waitFor(() => expect(executeMutation).toHaveBeenCalledTimes(1));
    expect(executeMutation.mock.calls[0]?.[0].variables).toEqual({ p: 2, s: 'withheld', r: 'Figures under review' });
  });

  it('shows nothing to a user outside the ministry, and does not ask for the publications', async () => {
    const { c, executeQuery, nameOf } = client(false);
    const { container } = render(<Provider value={c}><I18nProvider><PublicationsPanel /></I18nProvider></Provider>);
    await waitFor(() => expect(executeQuery).toHaveBeenCalled());
    expect(container.textContent).toBe('');
    expect(executeQuery.mock.calls.map(([op]) => nameOf(op))).not.toContain('Publications');
  });
});
