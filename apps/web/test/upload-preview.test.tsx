import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { UploadError, type UploadPreviewAnswer } from '@pbs/domain';
import { I18nProvider } from '../src/i18n';
import { LANGUAGE_KEY } from '../src/lib/language';
import { UploadPreview } from '../src/features/budget/UploadPreview';

afterEach(() => { cleanup(); localStorage.clear(); });

const preview = (warnings: UploadPreviewAnswer['preview']['warnings']): UploadPreviewAnswer['preview'] => ({
  id: 'p', kind: 'mtef', rows: 2, expiresAt: new Date().toISOString(), warnings, warningCount: warnings.length,
  diff: { added: 0, changed: 0, removed: 0, unchanged: 2, addedRows: [], removedRows: [], changedRows: [] },
});

function show(p: UploadPreviewAnswer['preview'], language: string) {
  localStorage.setItem(LANGUAGE_KEY, language);
  render(<I18nProvider><UploadPreview preview={p} busy={false} onCommit={() => {}} onCancel={() => {}} /></I18nProvider>);
}

describe('upload preview warnings', () => {
  it('names each cell read as empty because its formula had no saved result, in the reader\'s language', async () => {
    show(preview([{ row: 2, column: 'Y1_Wage', code: UploadError.FORMULA_NO_RESULT }]), 'fr');
    const box = screen.getByTestId('upload-warnings');
    // French is loaded after the first paint.
    await waitFor(() => expect(box.textContent).toContain('1 avertissements : lisez-les avant de valider'));
    expect(box.textContent).toContain('Y1_Wage');
    expect(box.textContent).toContain('Une formule sans résultat enregistré');
  });

  it('shows no warning box for a file without warnings', () => {
    show(preview([]), 'en');
    expect(screen.queryByTestId('upload-warnings')).toBeNull();
  });
});
