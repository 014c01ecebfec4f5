import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Client, Provider, type Operation } from 'urql';
import { fromValue, never } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { sessionActions, type LoginPayload } from '../src/lib/session';
import { DetailPanel } from '../src/features/budget/DetailPanel';

afterEach(() => { cleanup(); sessionActions.logout(); });

const CHOICES = {
  fiscalYears: [{ Year_ID: 2, Fiscal_Year: '2026-2027', Status: 'Active', Ceiling_Control: 'Warn' }],
  budgetStages: [{ Stage_ID: 5, Year_ID: 2, Process_Area: 'CG', Stage: 2, Stage_Name: 'Draft Estimates', Is_Active: true }],
  activeCgVotes: [{ Vote_ID: 14, Vote_Code: '014', Vote_Name: 'Ministry of Health' }],
  activeLgVotes: [],
};
const EMPTY_DETAIL = { voteDetail: { Is_Open: true, Budget_Lines: [], Chart_Outputs: [], Chart_Items: [], Funds: [], MTEF_Figures: [] } };

/** A client that answers the queries named in `answers` and leaves the others waiting, as a slow link does. */
function client(answers: Record<string, object>) {
  const nameOf = (op: Operation) => (op.query.definitions[0] as { name?: { value: string } }).name?.value ?? '';
  const answer = (op: Operation) => {
    const data = answers[nameOf(op)];
    return data ? fromValue({ data, operation: op, stale: false, hasNext: false }) : never;
  };
  return { executeQuery: answer, executeMutation: answer } as unknown as Client;
}

async function open(answers: Record<string, object>) {
  sessionActions.complete({ access_token: 't', user: { User_ID: 1, User_Name: 'cg.initiator' }, userMenu: [], activeFiscalYear: { Year_ID: 2, Fiscal_Year: '2026-2027' },
    activeStages: [{ Stage_ID: 5, Process_Area: 'CG', Stage: 2 }], userRole: null, userVote: null } as unknown as LoginPayload);
  await act(async () => {
    // A data router: the panel warns before unsaved figures are left (useBlocker).
    const router = createMemoryRouter([{ path: '/budget', element: <DetailPanel /> }], { initialEntries: ['/budget'] });
    render(<Provider value={client(answers)}><I18nProvider><RouterProvider router={router} /></I18nProvider></Provider>);
    await Promise.resolve();
  });
}

/** What each chooser shows as its value. */
const picked = () => [...document.querySelectorAll('select')].map((e) => e.selectedOptions[0]?.textContent ?? '');

describe('the Budget screen on a slow link', () => {
  it('never says there are no lines, nor shows bare ids in its choosers, before the answers are in', async () => {
    await open({});
    expect(screen.getAllByText('Loading the lines…').length).toBeGreaterThan(0);
    expect(screen.queryByText('No detailed estimates for this vote and stage yet')).toBeNull();
    expect(picked().filter((x) => x === '2' || x === '14')).toEqual([]);
    expect(picked()).toEqual(['Loading…', 'Loading…', 'Loading…']);
    cleanup();

    // The choices are in, the lines not yet.
    await open({ BudgetChoices: CHOICES, BudgetScope: { myBudgetScope: { Is_Ministry: false, Vote_ID: 14, Vote_Kind: 'CG' } } });
    expect(screen.getAllByText('Loading the lines…').length).toBeGreaterThan(0);
    expect(screen.queryByText('No detailed estimates for this vote and stage yet')).toBeNull();
    expect(picked()).toEqual(['2026-2027', '2 — Draft Estimates (open)', '014 — Ministry of Health']);
    cleanup();

    // The answer: no lines.
    await open({ BudgetChoices: CHOICES, BudgetScope: { myBudgetScope: { Is_Ministry: false, Vote_ID: 14, Vote_Kind: 'CG' } }, VoteDetail: EMPTY_DETAIL });
    expect(screen.getAllByText('No detailed estimates for this vote and stage yet').length).toBeGreaterThan(0);
    expect(screen.queryByText('Loading the lines…')).toBeNull();
  });
});
