import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Client, Provider } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { ActualsForm } from '../src/features/budget/ActualsForm';
import { OutputForm } from '../src/features/budget/OutputForm';
import type { PerfIndicator, PerfOutput } from '../src/features/budget/performance';

afterEach(() => { cleanup(); localStorage.clear(); });

const client = (answer: object) => {
  const executeMutation = vi.fn(() => fromValue({ data: answer, operation: {}, stale: false, hasNext: false }));
  return { client: { executeQuery: vi.fn(), executeMutation } as unknown as Client, executeMutation };
};
const sent = (m: { mock: { calls: unknown[][] } }) => (m.mock.calls[0] as unknown as [Record<string, unknown>])[0];

const indicator = (id: number, name: string, q1: number): PerfIndicator => ({
  Indicator_ID: id, Name: name, Unit: '%', Measure: '', Baseline: null, Target: q1, Q1_Target: q1, Q2_Target: q1, Q3_Target: q1, Q4_Target: q1, Actuals: [],
});

describe('programme performance forms', () => {
  it('asks why an actual falls more than 10 % short of its target, and sends the quarter\'s actuals with the reason', async () => {
    const { client: c, executeMutation } = client({ saveIndicatorActuals: 2 });
    const onClose = vi.fn();
    render(<Provider value={c}><I18nProvider><ActualsForm yearId={3} yearLabel="2026/27" voteId={14} quarter={2} onClose={onClose}
      indicators={[indicator(7, 'Children immunised', 95), indicator(8, 'Deliveries in facilities', 400)]} /></I18nProvider></Provider>);
    fireEvent.change(screen.getByLabelText('Actual Children immunised'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Actual Deliveries in facilities'), { target: { value: '380' } });
    fireEvent.click(screen.getByTestId('actuals-save'));
    expect(await screen.findByText('More than 10 % short of the target of 95: say why')).toBeTruthy();
    expect(executeMutation).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Explanation Children immunised'), { target: { value: 'Vaccine stock-out' } });
    fireEvent.click(screen.getByTestId('actuals-save'));
    await waitFor(() => expect(executeMutation).toHaveBeenCalledTimes(1));
    expect(sent(executeMutation).variables).toEqual({ Year_ID: 3, Vote_ID: 14, Quarter: 2, Actuals: [
      { Indicator_ID: 7, Actual: 80, Explanation: 'Vaccine stock-out' }, { Indicator_ID: 8, Actual: 380, Explanation: '' }] });
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });

  it('changes a described output: its indicators with their ids, a new one added, the quarter targets as typed', async () => {
    const { client: c, executeMutation } = client({ savePerformanceOutput: 5 });
    const output: PerfOutput = { Perf_Output_ID: 5, Output_ID: 41, Output_Code: '01', Output_Name: 'Immunisation', SubProgramme_Code: '02', SubProgramme_Name: 'Population health',
      Programme_Code: '12', Programme_Name: 'Human capital', Description: 'Vaccines delivered', Activities: '', Cost: 1_000_000, Indicators: [indicator(7, 'Children immunised', 95)] };
    render(<Provider value={c}><I18nProvider><OutputForm yearId={3} stage={2} voteId={14} output={output} onClose={vi.fn()}
      outputs={[{ Output_ID: 41, Output_Code: '01', Output_Name: 'Immunisation', SubProgramme_Code: '02', Programme_Code: '12' }]} /></I18nProvider></Provider>);
    fireEvent.click(screen.getByTestId('indicator-add'));
    // The new indicator's fields are the second of each label.
    const added = (label: string) => {
      const field = screen.getAllByLabelText(label)[1];
      if (!field) throw new Error(`no second ${label} field`);
      return field;
    };
    fireEvent.change(added('Indicator'), { target: { value: 'Health workers trained' } });
    fireEvent.change(added('Unit'), { target: { value: 'Number' } });
    fireEvent.change(added('Annual target'), { target: { value: '1200' } });
    ['Q1 target', 'Q2 target', 'Q3 target', 'Q4 target'].forEach((l, k) => fireEvent.change(added(l), { target: { value: String(300 + k) } }));
    fireEvent.click(screen.getByTestId('output-save'));
    await waitFor(() => expect(executeMutation).toHaveBeenCalledTimes(1));
    expect(sent(executeMutation).variables).toMatchObject({ Year_ID: 3, Stage: 2, Vote_ID: 14, Output: { Output_ID: 41, Description: 'Vaccines delivered', Indicators: [
      { Indicator_ID: 7, Name: 'Children immunised', Unit: '%', Target: 95, Quarter_Targets: [95, 95, 95, 95] },
      { Indicator_ID: null, Name: 'Health workers trained', Unit: 'Number', Target: 1200, Quarter_Targets: [300, 301, 302, 303] }] } });
  });
});
