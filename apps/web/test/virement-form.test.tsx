import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, CombinedError, Provider } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { LANGUAGE_KEY } from '../src/lib/language';
import { VirementForm, type VirementDetailLine, type VirementLine } from '../src/features/budget/VirementForm';

afterEach(() => { cleanup(); localStorage.clear(); });

const line = (programme: number, code: string, category: string, available: number, pendingOut = 0): VirementLine => ({
  Programme_ID: programme, Programme_Code: code, Programme_Name: `Programme ${code}`, Category: category, Approved: available,
  Supplementary: 0, Virement_In: 0, Virement_Out: 0, Pending_Out: pendingOut, Available: available, Limit_Left: available,
});
const LINES = [line(1, '12', 'Wage', 1_000, 200), line(1, '12', 'NonWage', 0), line(2, '18', 'NonWage', 500)];
const detail = (output: number, item: number, text: string, names: [string, string], available: number, free: number): VirementDetailLine => ({
  Output_ID: output, Item_ID: item, Fund_ID: 7, Line: text, Programme_ID: 1, Category: 'NonWage', Output_Name: names[0], Item_Name: names[1],
  Available: available, Pending_Out: 0, Warranted: 0, Free: free,
});
const DETAILS = [detail(31, 41, '12.01.001 221001 NWR', ['Clinics run', 'Advertising'], 600, 450), detail(31, 42, '12.01.001 222001 NWR', ['Clinics run', 'Telephones'], 100, 0),
  detail(32, 41, '12.01.002 221001 NWR', ['Outreach', 'Advertising'], 250, 250)];

/** A client whose mutations answer `answer`; the form's queries never run. */
const clientAnswering = (answer: object) => {
  const executeMutation = vi.fn(() => fromValue({ ...answer, operation: {}, stale: false, hasNext: false }));
  return { client: { executeMutation } as unknown as Client, executeMutation };
};

function openForm(client: Client, language = 'en', details: VirementDetailLine[] = []) {
  localStorage.setItem(LANGUAGE_KEY, language);
  const onClose = vi.fn();
  render(<Provider value={client}><I18nProvider>
    <VirementForm open yearId={3} voteId={14} lines={LINES} details={details} onClose={onClose} />
  </I18nProvider></Provider>);
  return onClose;
}

/** Opens an antd select by its label and clicks the option whose text starts with `text`. */
async function choose(label: string, text: string) {
  fireEvent.mouseDown(await screen.findByLabelText(label));
  const option = await waitFor(() => {
    // The list of this select: the one dropdown shown (an earlier select's stays in the page, hidden).
    const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].at(-1);
    const found = [...(open?.querySelectorAll('.ant-select-item-option') ?? [])].find((o) => o.textContent.startsWith(text));
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}

const send = () => screen.getByRole('button', { name: 'Send to the ministry' });

describe('virement request form', () => {
  it('offers as giving lines only those with something left after pending requests, and shows that balance', async () => {
    openForm(clientAnswering({ data: {} }).client);
    fireEvent.mouseDown(screen.getByLabelText('From (line giving)'));
    const offered = await waitFor(() => {
      const texts = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
      if (!texts.length) throw new Error('no options yet');
      return texts;
    });
    expect(offered).toEqual(['12 Programme 12 · Wage (800)', '18 Programme 18 · Non Wage (500)']);
  });

  it('shows each line before and after the move as it is typed, warns above what the line can give, and sends only when complete', async () => {
    const { client, executeMutation } = clientAnswering({ data: { requestVirement: { Virement_Request_ID: 9 } } });
    const onClose = openForm(client);
    await choose('From (line giving)', '12 Programme 12 · Wage');
    await choose('To (line receiving)', '18 Programme 18');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '300' } });
    const effect = await screen.findByTestId('virement-effect');
    expect(effect.textContent).toContain('800 before → 500 after');
    expect(effect.textContent).toContain('500 before → 800 after');
    expect(send().hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '900' } });
    expect(await screen.findByText('More than this line can give: 800 is available after the pending requests')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Drugs for the new wards' } });
    await waitFor(() => expect(send().hasAttribute('disabled')).toBe(false));
    act(() => { fireEvent.click(send()); });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const [operation] = executeMutation.mock.calls[0] as unknown as [{ variables: { input: object } }];
    expect(operation.variables.input).toEqual({ Year_ID: 3, Vote_ID: 14, From_Programme_ID: 1, From_Category: 'Wage', To_Programme_ID: 2, To_Category: 'NonWage', Amount: 250, Reason: 'Drugs for the new wards' });
  });

  it('moves between lines of the detailed estimates when asked: each line by its codes and names, giving only what it may, sent by output, item and fund', async () => {
    const { client, executeMutation } = clientAnswering({ data: { requestVirement: { Virement_Request_ID: 9 } } });
    const onClose = openForm(client, 'en', DETAILS);
    fireEvent.click(await screen.findByText('Lines of the detailed estimates'));
    fireEvent.mouseDown(screen.getByLabelText('From (line giving)'));
    const offered = await waitFor(() => {
      const texts = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
      if (!texts.length) throw new Error('no options yet');
      return texts;
    });
    // Telephones has nothing free (its warrants or pending requests hold it all): not offered to give.
    expect(offered).toEqual(['12.01.001 221001 NWR (450) · Clinics run · Advertising', '12.01.002 221001 NWR (250) · Outreach · Advertising']);
    await choose('From (line giving)', '12.01.001 221001 NWR');
    await choose('To (line receiving)', '12.01.001 222001 NWR');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '500' } });
    expect(await screen.findByText('More than this line can give: 450 is available after the pending requests')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '300' } });
    const effect = await screen.findByTestId('virement-effect');
    expect(effect.textContent).toContain('450 before → 150 after');
    expect(effect.textContent).toContain('100 before → 400 after');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Outbreak calls' } });
    await waitFor(() => expect(send().hasAttribute('disabled')).toBe(false));
    act(() => { fireEvent.click(send()); });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const [operation] = executeMutation.mock.calls[0] as unknown as [{ variables: { input: object } }];
    expect(operation.variables.input).toEqual({ Year_ID: 3, Vote_ID: 14, From_Line: { Output_ID: 31, Item_ID: 41, Fund_ID: 7 }, To_Line: { Output_ID: 31, Item_ID: 42, Fund_ID: 7 },
      Amount: 300, Reason: 'Outbreak calls' });
  });

  it("says the server's balance refusal in the chosen language, with the figures written as that language does", async () => {
    const refused = new CombinedError({ graphQLErrors: [{ message: '1500 is more than the available balance of 800', extensions: { code: 'BAD_USER_INPUT', reason: 'UPLOAD.ROW.OVER_BALANCE', params: { amount: 1500, available: 800.5 } } }] });
    const onClose = openForm(clientAnswering({ error: refused }).client, 'de');
    await choose('Von (abgebende Zeile)', '12 Programme 12');
    await choose('Nach (empfangende Zeile)', '18 Programme 18');
    fireEvent.change(screen.getByLabelText('Betrag'), { target: { value: '700' } });
    fireEvent.change(screen.getByLabelText('Begründung'), { target: { value: 'Medikamente' } });
    const button = await screen.findByRole('button', { name: 'An das Ministerium senden' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    act(() => { fireEvent.click(button); });
    expect((await screen.findByTestId('virement-problem')).textContent).toBe('1.500,00 übersteigt den verfügbaren Saldo von 800,50');
    expect(onClose).not.toHaveBeenCalled();
  });
});
