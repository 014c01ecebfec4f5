import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Provider, Client, fetchExchange } from 'urql';
import { I18nProvider } from '../src/i18n';
import { LoginPage } from '../src/features/auth/LoginPage';
import { rememberSignOutReason } from '../src/lib/sign-out-reason';

afterEach(cleanup);

const client = new Client({ url: 'http://127.0.0.1:1/graphql', exchanges: [fetchExchange] });

function mount() {
  return render(
    <Provider value={client}>
      <I18nProvider><MemoryRouter><LoginPage /></MemoryRouter></I18nProvider>
    </Provider>,
  );
}

describe('login form', () => {
  it('shows the required and length messages of SPEC.md before calling the server', async () => {
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please Enter User Name')).toBeTruthy();
    expect(await screen.findByText('Please Enter Password')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'ab' } });
    await waitFor(() => expect(screen.getByText('Minimum 3 characters')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'a'.repeat(51) } });
    await waitFor(() => expect(screen.getByText('Maximum 50 characters')).toBeTruthy());
  });
});

describe('a session the server ended', () => {
  it('is explained once on the sign-in form, in words; an unknown reason says nothing', () => {
    rememberSignOutReason('SIGNED_IN_ELSEWHERE');
    mount();
    expect(screen.getByTestId('session-ended').textContent).toBe('You were signed out because your account signed in on another device or browser.');
    cleanup();
    mount();
    expect(screen.queryByTestId('session-ended')).toBeNull();
    rememberSignOutReason('<script>');
    rememberSignOutReason('SOMETHING_ELSE');
    cleanup();
    mount();
    expect(screen.queryByTestId('session-ended')).toBeNull();
  });
});

describe('the forgotten-password link', () => {
  it('starts loading its page when reached, says it is opening while the page loads, and opens it once loaded', async () => {
    let loads = 0;
    let arrive!: () => void;
    const arrived = new Promise<void>((r) => { arrive = r; });
    const loadForgot = () => { loads++; return arrived; };
    const Where = () => <span data-testid="where">{useLocation().pathname}</span>;
    render(<Provider value={client}><I18nProvider><MemoryRouter initialEntries={['/auth/login']}>
      <Routes><Route path="/auth/login" element={<LoginPage loadForgot={loadForgot} />} /><Route path="/auth/forgot-password" element={<Where />} /></Routes>
    </MemoryRouter></I18nProvider></Provider>);
    const link = screen.getByRole('link', { name: 'Forgot Password?' });
    fireEvent.pointerEnter(link);
    expect(loads).toBe(1);
    fireEvent.click(link);
    expect(screen.getByRole('status').textContent).toBe('Opening…');
    expect(link.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('where')).toBeNull();
    arrive();
    expect((await screen.findByTestId('where')).textContent).toBe('/auth/forgot-password');
  });
});
