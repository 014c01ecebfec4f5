import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Client, Provider, type Operation } from 'urql';
import { fromValue } from 'wonka';
import { I18nProvider } from '../src/i18n';
import { TopBar } from '../src/layout/TopBar';

afterEach(() => { cleanup(); localStorage.clear(); });

const notice = (id: number, read: boolean) => ({ Notification_ID: id, Category: 'Reports', Icon: null, Title: `Notice ${id}`, Description: null, Is_Read: read, Created_Date: '2026-11-28T10:00:00.000Z', Path: null });

function bar(items: ReturnType<typeof notice>[]) {
  const answer = (op: Operation) => fromValue({ data: { myNotifications: items }, operation: op, stale: false, hasNext: false });
  const client = { executeQuery: answer, executeMutation: answer } as unknown as Client;
  return render(<Provider value={client}><I18nProvider><MemoryRouter><TopBar aside={null} setAside={() => {}} /></MemoryRouter></I18nProvider></Provider>);
}

describe('the bell', () => {
  it('says how many notices are unread in its name, which a screen reader announces, in the chosen language', async () => {
    bar([notice(1, false), notice(2, false), notice(3, true), ...Array.from({ length: 1200 }, (_, i) => notice(10 + i, false))]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1,202 unread' })).toBeTruthy();
    cleanup();
    localStorage.setItem('pbs-language', 'fr');
    bar([notice(1, false)]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 non lue' })).toBeTruthy();
  });

  it('is named only "Notifications" when nothing is unread', async () => {
    bar([notice(1, true)]);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });
});
