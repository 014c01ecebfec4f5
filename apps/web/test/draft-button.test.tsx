import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../src/i18n';

// The download resolves when the test says so: what the button shows meanwhile is what a person sees.
let finish: () => void = () => {};
vi.mock('../src/lib/download', () => ({ downloadFile: vi.fn(() => new Promise<void>((done) => { finish = done; })) }));
const { DraftButton } = await import('../src/features/reports/DraftButton');
const { downloadFile } = await import('../src/lib/download');

afterEach(() => { cleanup(); });

describe('the Draft button', () => {
  it('shows it is working while the draft is drawn, and takes no second click meanwhile', async () => {
    render(<I18nProvider><DraftButton query={{ Submission_ID: 7 }} /></I18nProvider>);
    const button = screen.getByTestId('draft-button');
    fireEvent.click(button);
    await vi.waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(downloadFile).toHaveBeenCalledTimes(1);
    await act(async () => { finish(); await Promise.resolve(); });
    await vi.waitFor(() => expect(button.className).not.toContain('ant-btn-loading'));
    expect(downloadFile).toHaveBeenCalledWith('/api/reports/generator?Submission_ID=7', 'DRAFT.pdf');
  });
});
