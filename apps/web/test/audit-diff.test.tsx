import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../src/i18n';
import { AuditDiff } from '../src/features/audit/AuditDiff';
import { edgeName } from '../src/features/audit/audit-words';

afterEach(() => { cleanup(); localStorage.clear(); });

// A budget line's change as the audit row holds it: ids, raw amounts, a null, a timestamp.
const before = { id: 7, voteId: 12, progByVoteId: 40, y1_wage: 1500000, comment: null, isActive: true, modifiedBy: null };
const after = { ...before, y1_wage: 1750000, modifiedBy: 5, modifiedAt: '2026-11-26T09:15:00.000Z' };
const names = { old: { voteId: '014 Ministry of Health', progByVoteId: '014 Ministry of Health · 12 Human Capital Development' },
  new: { voteId: '014 Ministry of Health', progByVoteId: '014 Ministry of Health · 12 Human Capital Development', modifiedBy: 'Grace Auma (cg.initiator)' } };

const cells = (label: string) => within(screen.getByText(label).closest('tr') as HTMLElement).getAllByRole('cell').map((c) => c.textContent);

describe('an audit row in words', () => {
  it('fields by their labels, ids by names, empty as empty; the raw values one switch away', async () => {
    localStorage.setItem('pbs-language', 'fr');
    render(<I18nProvider><AuditDiff oldValues={JSON.stringify(before)} newValues={JSON.stringify(after)} valueNames={JSON.stringify(names)} /></I18nProvider>);
    await screen.findByText('Modifié par');
    expect(cells('Modifié par')).toEqual(['Modifié par', '', 'Grace Auma (cg.initiator)']);
    expect(cells('Programme du chapitre')[2]).toBe('014 Ministry of Health · 12 Human Capital Development');
    expect(cells('Commentaire')).toEqual(['Commentaire', '', '']);
    expect(cells('Chapitre')).toEqual(['Chapitre', '014 Ministry of Health', '014 Ministry of Health']);
    expect(cells('Modifié le')[2]).toMatch(/^26 nov\. 2026/);
    expect(cells('Actuel')).toEqual(['Actuel', 'Oui', 'Oui']);
    expect(document.body.textContent).not.toMatch(/null|voteId|progByVoteId/);
    // Changed first.
    expect(screen.getAllByRole('row')[1]?.textContent).toMatch(/^Salaires|Y1/);
    fireEvent.click(screen.getByTestId('audit-raw'));
    expect(await screen.findByText('progByVoteId')).toBeTruthy();
    // As the chain holds them, for an auditor: the null as null, the id as the id.
    expect(cells('modifiedBy')).toEqual(['modifiedBy', 'null', '5']);
  });

  it('spells database fields as the API edge does', () => {
    expect(['voteId', 'y1_wage', 'sepcId', 'userTypeId', 'isActive'].map(edgeName)).toEqual(['Vote_ID', 'Y1_Wage', 'SEPC_ID', 'User_Type_ID', 'Is_Active']);
  });
});
