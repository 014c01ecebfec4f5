import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, Provider, type Operation } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { LoadStatus } from '../src/features/budget/LoadStatus';

afterEach(() => { cleanup(); localStorage.clear(); });

const preview = {
  Rows: 3, Blank_Rows: 0, Repeated: 0, Lines: 3, Added: 3, Changed: 0, Removed: 0, Unchanged: 0, File_Total: 300, Held_Total: 0, New_Codes: [],
  Funds: [], Votes: [], Warnings: [], Warning_Count: 0, Measures: [],
};
const load = (State: string) => ({
  Load_ID: 'L1', Kind: 'estimates', Month: null, File_Name: 'estimates.csv', Mapping_Name: 'Published layout', State, Phase: null, Done: 3, Total: 3,
  Headers: [], Created_Date: '2026-11-29T10:00:00.000Z', Finished_Date: null, Batch_ID: State === 'loaded' ? 9 : null, Problem_Count: 0, Problems: [],
  Preview: preview,
});

/** A server whose job is quicker than the screen: the load is checked at the first answer and loaded at the first after Load. */
function client() {
  let state = 'checked';
  const nameOf = (op: Operation) => (op.query.definitions[0] as { name?: { value: string } }).name?.value ?? '';
  const answer = (op: Operation, data: object) => fromValue({ data, operation: op, stale: false, hasNext: false });
  const executeQuery = vi.fn((op: Operation) => answer(op, nameOf(op) === 'EstimateLoad' ? { estimateLoad: load(state) } : { loadMappings: [] }));
  const executeMutation = vi.fn((op: Operation) => { state = 'loaded'; return answer(op, { commitEstimateLoad: { Load_ID: 'L1', State: 'loading' } }); });
  return { executeQuery, executeMutation } as unknown as Client;
}

describe('one national load as its job goes', () => {
  it('tells the history when the load is loaded, though it was never seen running', async () => {
    const settled = vi.fn();
    render(<Provider value={client()}><I18nProvider><LoadStatus id="L1" onSettled={settled} /></I18nProvider></Provider>);
    fireEvent.click(await screen.findByTestId('load-commit'));
    await screen.findByTestId('load-done');
    // Once for the checked load the screen opened on, once for the loaded one.
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(2));
  });
});
