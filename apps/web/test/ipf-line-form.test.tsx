import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, Provider } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { IpfLineForm } from '../src/features/budget/IpfLineForm';
import type { IpfRow } from '../src/features/budget/ipf';

afterEach(() => { cleanup(); localStorage.clear(); });

const MASTERS = {
  activeSubSubProgrammes: [{ Sub_SubProgramme_ID: 7, Sub_SubProgramme_Code: '0781', Sub_SubProgramme_Name: 'Primary education' }],
  activeRevenues: [{ Revenue_ID: 1, Revenue_Code: '1531', Revenue_Name: 'Sector conditional grant' }, { Revenue_ID: 2, Revenue_Code: '1541', Revenue_Name: 'Development grant' }],
  activeSubGrants: [{ SubGrant_ID: 11, SubGrant_Code: 'SG1', SubGrant_Name: 'Capitation', Revenue_ID: 1 }, { SubGrant_ID: 12, SubGrant_Code: 'SG2', SubGrant_Name: 'Roads', Revenue_ID: 2 }],
};

/** A client answering the masters query, and the save with `saved` lines. */
const client = (saved = 1) => {
  const executeMutation = vi.fn(() => fromValue({ data: { saveIpfLines: saved }, operation: {}, stale: false, hasNext: false }));
  const executeQuery = vi.fn(() => fromValue({ data: MASTERS, operation: {}, stale: false, hasNext: false }));
  return { client: { executeQuery, executeMutation } as unknown as Client, executeMutation };
};

/** The variables of the first mutation sent. */
const sent = (m: { mock: { calls: unknown[][] } }) => (m.mock.calls[0] as unknown as [object])[0];

async function choose(label: string, text: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const option = await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const found = [...(open?.querySelectorAll('.ant-select-item-option') ?? [])].find((o) => o.textContent.startsWith(text));
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

function open(c: Client, row: IpfRow | null, onClose = vi.fn()) {
  render(<Provider value={c}><I18nProvider><IpfLineForm yearId={3} stage={2} voteId={501} row={row} transfer="Discretionary" onClose={onClose} /></I18nProvider></Provider>);
  return onClose;
}

describe('grant IPF line form', () => {
  it('offers only the chosen revenue\'s sub-grants, and saves a new line with its ten amounts', async () => {
    const { client: c, executeMutation } = client();
    const onClose = open(c, null);
    await choose('Sub-sub-programme', '0781');
    await choose('Revenue', '1541');
    fireEvent.mouseDown(screen.getByLabelText('Sub-grant'));
    const offered = await waitFor(() => {
      const texts = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1)?.querySelectorAll('.ant-select-item-option');
      if (!texts?.length) throw new Error('no options');
      return [...texts].map((o) => o.textContent);
    });
    expect(offered).toEqual(['None', 'SG2 — Roads']);
    await choose('Sub-grant', 'SG2');
    const save = screen.getByTestId('ipf-save');
    expect(save.hasAttribute('disabled')).toBe(true);
    ['Plan_Y0', 'Projection_Y1', 'Projection_Y2', 'Projection_Y3', 'Projection_Y4', 'Projection_Y5', 'Projection_Y1Q1', 'Projection_Y1Q2', 'Projection_Y1Q3', 'Projection_Y1Q4']
      .forEach((k, i) => fireEvent.change(screen.getByLabelText(k), { target: { value: String(1000 * (i + 1)) } }));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(sent(executeMutation)).toMatchObject({ variables: { Year_ID: 3, Stage: 2, Vote_ID: 501, Lines: [{
      Grant_IPF_ID: null, Sub_SubProgramme_ID: 7, Revenue_ID: 2, SubGrant_ID: 12, Transfer: 'Discretionary', Project_Code: null,
      Amounts: [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000] }] } });
  });

  it('corrects a line as it stands, keeping its sub-grant and project code', async () => {
    const { client: c, executeMutation } = client();
    const row = { ID: 44, Sub_SubProgramme_ID: 7, Revenue_ID: 1, SubGrant_ID: 11, Project_Code: 'P-9', Plan_Y0: 5, Projection_Y1: 6, Projection_Y2: 0,
      Projection_Y3: 0, Projection_Y4: 0, Projection_Y5: 0, Projection_Y1Q1: 1, Projection_Y1Q2: 1, Projection_Y1Q3: 1, Projection_Y1Q4: 1 } as IpfRow;
    const onClose = open(c, row);
    fireEvent.change(screen.getByLabelText('Projection_Y1'), { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('ipf-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(sent(executeMutation)).toMatchObject({ variables: { Lines: [{ Grant_IPF_ID: 44, SubGrant_ID: 11, Project_Code: 'P-9', Revenue_ID: 1,
      Amounts: [5, 60, 0, 0, 0, 0, 1, 1, 1, 1] }] } });
  });
});
