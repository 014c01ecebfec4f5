import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { DatePicker, Table } from 'antd';
import { I18nProvider } from '../src/i18n';
import AntScope from '../src/app/AntScope';

afterEach(() => { cleanup(); localStorage.clear(); });

// React retries a suspended render only inside act() in this test environment.
const settle = () => act(async () => { await new Promise((r) => setTimeout(r, 50)); });

describe('Ant Design in the chosen language', () => {
  it('is never drawn in English while the language\'s locale is still on its way', async () => {
    localStorage.setItem('pbs-language', 'de');
    const english = () => document.querySelector('input[placeholder="Start date"]') ?? screen.queryByText('No data');
    await act(() => {
      render(<I18nProvider><Suspense fallback={<span role="status">…</span>}><AntScope>
        <DatePicker.RangePicker />
        <Table dataSource={[]} columns={[{ title: 'Vote', dataIndex: 'v' }]} />
      </AntScope></Suspense></I18nProvider>);
      return Promise.resolve();
    });
    // Drawn first: the waiting sign, never English placeholders.
    for (let i = 0; i < 100 && !screen.queryByPlaceholderText('Startdatum'); i++) {
      expect(english()).toBeNull();
      await settle();
    }
    expect(screen.getByPlaceholderText('Startdatum')).toBeTruthy();
    expect(screen.getByPlaceholderText('Enddatum')).toBeTruthy();
    expect(english()).toBeNull();
  });
});
