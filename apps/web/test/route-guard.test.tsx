import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Client, Provider } from 'urql';
import { never } from 'wonka';
import { I18nProvider } from '../src/i18n';
import AppLayout from '../src/layout/AppLayout';
import { sessionActions, type LoginPayload } from '../src/lib/session';

afterEach(() => { cleanup(); sessionActions.logout(); });

/** The layout's own queries (previous year, notices) never answer here: the guard decides before them. */
const silent = { executeQuery: () => never, executeMutation: () => never } as unknown as Client;
const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

/** Where the guard sends a person who opens `path`; the screens it leads to only say their address. */
async function landsOn(path: string) {
  render(<Provider value={silent}><I18nProvider><MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route element={<AppLayout />}><Route path="*" element={<span>screen</span>} /></Route>
      {['/logout', '/error/error-v1'].map((p) => <Route key={p} path={p} element={<Where />} />)}
    </Routes>
  </MemoryRouter></I18nProvider></Provider>);
  return (await screen.findByTestId('where')).textContent;
}

const signIn = (temporary: boolean) => sessionActions.complete({
  access_token: 'token', user: { User_ID: 5, User_Name: 'cg.initiator', Is_Temp_Password: temporary },
  userMenu: [{ Sub_Menu_ID: 1, Sub_Menu_Name: 'Submissions', Sub_Menu_Path: '/reports/cg/submissions',
    Main_Menu_ID: { Main_Menu_ID: 1, Main_Menu_Name: 'Reports', Section: 'Reports', Process_Area: 'CG' } }],
  activeFiscalYear: null, activeStages: [], userRole: null, userVote: null,
} as unknown as LoginPayload);

describe('the route guard (SPEC.md section 2)', () => {
  it('sends a person without a session to sign out, whatever they open', async () => {
    expect(await landsOn('/reports/cg/submissions')).toBe('/logout');
  });

  it("sends a signed-in person away from a screen their role's menu does not hold", async () => {
    signIn(false);
    expect(await landsOn('/admin/users')).toBe('/error/error-v1');
  });

  it('lets a signed-in person onto a screen of their menu, and onto the budget screens, which every role has', async () => {
    signIn(false);
    for (const path of ['/reports/cg/submissions', '/budget']) {
      render(<Provider value={silent}><I18nProvider><MemoryRouter initialEntries={[path]}>
        <Routes><Route element={<AppLayout />}><Route path="*" element={<span>screen</span>} /></Route></Routes>
      </MemoryRouter></I18nProvider></Provider>);
      expect(await screen.findByText('screen')).toBeTruthy();
      cleanup();
    }
  });

  it('keeps a person with a temporary password on its change, even on a screen of their menu', async () => {
    signIn(true);
    render(<Provider value={silent}><I18nProvider><MemoryRouter initialEntries={['/reports/cg/submissions']}>
      <Routes>
        <Route element={<AppLayout />}><Route path="/reports/*" element={<span>screen</span>} /></Route>
        <Route path="/user-profile/change-password" element={<Where />} />
      </Routes>
    </MemoryRouter></I18nProvider></Provider>);
    expect((await screen.findByTestId('where')).textContent).toBe('/user-profile/change-password');
  });
});
