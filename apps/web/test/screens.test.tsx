import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider, Client, fetchExchange } from 'urql';
import { I18nProvider } from '../src/i18n';
import ErrorPage from '../src/features/errors/ErrorPage';
import { LanguageSelect } from '../src/components/LanguageSelect';
import { OtpStep } from '../src/features/auth/OtpStep';
import { LogFields, logMessage } from '../src/features/audit/LogDetails';
import { UploadProgress } from '../src/features/budget/UploadProgress';
import { KeepVersion } from '../src/features/budget/KeepVersion';
import { NotificationsPanel } from '../src/layout/NotificationsPanel';
import AntScope from '../src/app/AntScope';
import { theme } from 'antd';

const client = new Client({ url: 'http://127.0.0.1:1/graphql', exchanges: [fetchExchange] });
afterEach(cleanup);
const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

describe('error pages', () => {
  it('go to /error/error-v1 from any variant other than v1 to v6', async () => {
    render(<I18nProvider><MemoryRouter initialEntries={['/error/error-v9']}>
      <Routes><Route path="/error/:variant" element={<><ErrorPage /><Where /></>} /></Routes>
    </MemoryRouter></I18nProvider>);
    expect((await screen.findByTestId('where')).textContent).toBe('/error/error-v1');
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeTruthy();
  });

  it('keep v2 to v6 under their own address, without the v1 buttons', async () => {
    render(<I18nProvider><MemoryRouter initialEntries={['/error/error-v4']}>
      <Routes><Route path="/error/:variant" element={<><ErrorPage /><Where /></>} /></Routes>
    </MemoryRouter></I18nProvider>);
    expect((await screen.findByTestId('where')).textContent).toBe('/error/error-v4');
    expect(screen.queryByRole('button', { name: 'Dashboard' })).toBeNull();
  });
});

describe('language selector', () => {
  it('reads "Select your language" in words, and names itself so in the header', () => {
    const { unmount } = render(<I18nProvider><LanguageSelect /></I18nProvider>);
    expect(screen.getByText('Select your language')).toBeTruthy();
    expect(screen.getByLabelText('Select your language').tagName).toBe('SELECT');
    unmount();
    render(<I18nProvider><LanguageSelect compact /></I18nProvider>);
    expect(screen.queryByText('Select your language')).toBeNull();
    expect(screen.getByLabelText('Select your language').tagName).toBe('SELECT');
  });
});

describe('one-time code step', () => {
  it('keeps only digits, up to five', () => {
    render(<Provider value={client}><I18nProvider>
      <OtpStep pending={{ userId: 1, ticket: 't', mobile: '+256 772 100 404' }} onDone={() => {}} />
    </I18nProvider></Provider>);
    const input = screen.getByTestId<HTMLInputElement>('otp-input');
    fireEvent.change(input, { target: { value: '1a2b3' } });
    expect(input.value).toBe('123');
    fireEvent.change(input, { target: { value: 'abcde' } });
    expect(input.value).toBe('');
  });
});

describe('log details', () => {
  const line = JSON.stringify({ msg: 'request failed', reqId: 'req-7', err: { type: 'Error', message: 'connection refused', stack: 'Error: connection refused\n    at connect' }, req: { method: 'POST', url: '/graphql' } });

  it('say the message and the error in words', () => {
    expect(logMessage(line)).toBe('request failed — connection refused');
    expect(logMessage('{"msg":"cut at its li')).toBe('{"msg":"cut at its li');
  });

  it('show every field under its dotted name, the stack with its lines', () => {
    render(<I18nProvider><LogFields details={line} /></I18nProvider>);
    for (const label of ['msg', 'reqId', 'err.type', 'err.message', 'err.stack', 'req.method', 'req.url']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText(/at connect/).textContent).toContain('\n');
  });
});

describe('upload progress', () => {
  it('goes up with the bytes to 60 %, then names each step of the server', () => {
    const bar = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
    const { rerender } = render(<I18nProvider><UploadProgress bytes={50} phase={null} /></I18nProvider>);
    expect(screen.getByTestId('upload-phase').textContent).toBe('Sending the file…');
    expect(bar()).toBe('30');
    rerender(<I18nProvider><UploadProgress bytes={100} phase="check" /></I18nProvider>);
    expect(screen.getByTestId('upload-phase').textContent).toBe('Checking every row against the masters and the budget rules…');
    expect(bar()).toBe('85');
    rerender(<I18nProvider><UploadProgress bytes={100} phase="write" /></I18nProvider>);
    expect(screen.getByTestId('upload-phase').textContent).toBe('Writing the rows…');
  });
});

describe('notifications drawer', () => {
  it('names each notice\'s category in the language chosen, and keeps an unknown one as sent', async () => {
    localStorage.setItem('pbs-language', 'de');
    try {
      const opened: string[] = [];
      render(<I18nProvider><NotificationsPanel open onClose={() => {}} onOpen={(p) => opened.push(p)} items={[
        { Notification_ID: 1, Category: 'Reports', Title: 'Budget Framework Paper wartet auf Ihre Genehmigung', Is_Read: false, Path: '/reports/cg/approvals' },
        { Notification_ID: 2, Category: 'Budget', Title: 'Umschichtungsantrag von Einzelplan 014', Is_Read: false },
        { Notification_ID: 3, Category: 'Archive', Title: 'Older notice', Is_Read: true },
      ]} /></I18nProvider>);
      expect(await screen.findByText('Berichte')).toBeTruthy();
      expect(screen.getByText('Haushalt')).toBeTruthy();
      expect(screen.getByText('Archive')).toBeTruthy();
      expect(screen.queryByText('Reports')).toBeNull();
      // A notice of a task opens the screen where it is done.
      fireEvent.click(screen.getByText('Budget Framework Paper wartet auf Ihre Genehmigung'));
      expect(opened).toEqual(['/reports/cg/approvals']);
      expect(screen.getAllByTestId('notice-open')).toHaveLength(1);
    } finally { localStorage.removeItem('pbs-language'); }
  });
});

describe('keep a version', () => {
  it('asks for a label before keeping a district\'s IPFs, and is off while there is nothing to keep', async () => {
    const { unmount } = render(<Provider value={client}><I18nProvider>
      <KeepVersion area="LG" yearId={2} stage={2} voteId={501} disabled />
    </I18nProvider></Provider>);
    expect(screen.getByTestId<HTMLButtonElement>('ipf-keep-version').disabled).toBe(true);
    unmount();
    render(<Provider value={client}><I18nProvider><KeepVersion area="LG" yearId={2} stage={2} voteId={501} disabled={false} /></I18nProvider></Provider>);
    fireEvent.click(screen.getByTestId('ipf-keep-version'));
    // The dialog, and Ant Design with it, load when the button is pressed.
    await screen.findByTestId('version-label', undefined, { timeout: 5_000 });
    const keep = () => screen.getAllByRole('button', { name: 'Keep a version' }).at(-1) as HTMLButtonElement;
    expect(keep().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('version-label'), { target: { value: '   ' } });
    expect(keep().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('version-label'), { target: { value: 'As submitted' } });
    expect(keep().disabled).toBe(false);
  });
});

describe('the Ant Design scope', () => {
  const motionOf = (reduce: boolean) => {
    const plain = window.matchMedia.bind(window);
    const media = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      Object.assign(plain(query), { matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
    const Motion = () => <span data-testid="motion">{String(theme.useToken().token.motion)}</span>;
    render(<I18nProvider><MemoryRouter><Routes><Route element={<AntScope />}><Route path="/" element={<Motion />} /></Route></Routes></MemoryRouter></I18nProvider>);
    media.mockRestore();
    const shown = screen.getByTestId('motion').textContent;
    cleanup();
    return shown;
  };
  it('turns animations off for a person who asks the system for reduced motion', () => {
    expect(motionOf(true)).toBe('false');
    expect(motionOf(false)).toBe('true');
  });
});
