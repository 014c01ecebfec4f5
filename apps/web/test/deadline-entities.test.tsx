import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { LANGUAGE_KEY } from '../src/lib/language';
import { DeadlineEntities } from '../src/features/dashboard/DeadlineEntities';

afterEach(() => { cleanup(); localStorage.clear(); });

const ENTITIES = [
  { Entity_ID: 1, Entity_Code: '014', Entity_Name: 'Ministry of Health', Level: 2, Waiting_With: ['peter.mugisha', 'mof.level2', 'mof.level3'], Waiting_Count: 5,
    Reminded_At: '2026-11-20T06:00:00Z', Escalated_At: null, Escalated_To_Level: null },
  { Entity_ID: 2, Entity_Code: '008', Entity_Name: 'Ministry of Finance', Level: 0, Waiting_With: [], Waiting_Count: 0,
    Reminded_At: null, Escalated_At: '2026-11-24T06:00:00Z', Escalated_To_Level: 1 },
  { Entity_ID: 3, Entity_Code: '016', Entity_Name: 'Ministry of Works', Level: 3, Waiting_With: ['mof.level3'], Waiting_Count: 1,
    Reminded_At: null, Escalated_At: null, Escalated_To_Level: null },
];

function show(language: string) {
  localStorage.setItem(LANGUAGE_KEY, language);
  const executeQuery = vi.fn(() => fromValue({ data: { deadlineEntities: ENTITIES }, operation: {}, stale: false, hasNext: false }));
  render(<Provider value={{ executeQuery }}><I18nProvider>
    <DeadlineEntities deadline={{ Deadline_ID: 7, Report_Name: 'Budget Framework Paper' }} onClose={() => {}} />
  </I18nProvider></Provider>);
  return executeQuery;
}

const rows = () => [...document.querySelectorAll('[data-testid="deadline-entities"] tbody tr.ant-table-row')]
  .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));

describe('the entities behind a deadline count', () => {
  it('say where each waits, with whom (the rest counted), when reminded and whether escalated', async () => {
    const executeQuery = show('en');
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()).toEqual([
      ['014 Ministry of Health', 'Level 2', 'peter.mugisha, mof.level2, mof.level3 and 2 more', '20 Nov 2026', 'Not escalated'],
      ['008 Ministry of Finance', 'Not yet initiated', 'Nobody assigned', '—', 'To level 1, 24 Nov 2026'],
      ['016 Ministry of Works', 'Level 3', 'mof.level3', '—', 'Not escalated'],
    ]);
    const [operation] = executeQuery.mock.calls[0] as unknown as [{ variables: object }];
    expect(operation.variables).toEqual({ d: 7 });
  });

  it('show only those nobody holds when asked, in the chosen language', async () => {
    show('fr');
    const only = await screen.findByText('Seulement ceux sans personne d’assigné');
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(only);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.slice(0, 3)).toEqual(['008 Ministry of Finance', 'Pas encore initié', 'Personne d’assigné']);
    fireEvent.click(only);
    await waitFor(() => expect(rows()).toHaveLength(3));
  });
});
