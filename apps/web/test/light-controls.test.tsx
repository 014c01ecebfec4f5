import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../src/i18n';
import { Tabs } from '../src/components/light/Tabs';
import { MenuButton } from '../src/components/light/MenuButton';
import { DataTable } from '../src/components/light/DataTable';

describe('light tabs', () => {
  const items = ['One', 'Two', 'Three'].map((k) => ({ key: k, label: k, children: <p>{`panel ${k}`}</p> }));
  it('show one panel, move with the arrows, Home and End, and keep one tab stop', () => {
    render(<Tabs items={items} />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect(tab('One').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('panel One');
    expect(screen.queryByText('panel Two')).toBeNull();
    expect(items.map((i) => tab(i.key).tabIndex)).toEqual([0, -1, -1]);
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Three'));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel Three');
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('One').id);
    fireEvent.keyDown(tab('One'), { key: 'End' });
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.click(tab('Two'));
    expect(screen.getByRole('tabpanel').textContent).toBe('panel Two');
    expect(items.map((i) => tab(i.key).tabIndex)).toEqual([-1, 0, -1]);
  });

  it("draw another tab's panel anew rather than hand the shown one new props", () => {
    const Counter = ({ name }: { name: string }) => {
      const [n, setN] = useState(0);
      return <button type="button" onClick={() => setN(n + 1)}>{`${name} ${n}`}</button>;
    };
    render(<Tabs items={['A', 'B'].map((k) => ({ key: k, label: k, children: <Counter name={k} /> }))} />);
    fireEvent.click(screen.getByRole('button', { name: 'A 0' }));
    expect(screen.getByRole('button', { name: 'A 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(screen.getByRole('button', { name: 'B 0' })).toBeTruthy();
  });
});

const focused = () => document.activeElement ?? document.body;

describe('light menu button', () => {
  it('opens on its first item, moves with the arrows past disabled items, chooses with Enter and closes with Escape', () => {
    const chosen = vi.fn();
    const off = vi.fn();
    render(<MenuButton testId="menu" entries={[
      { key: 'card', content: <span>Grace</span> }, { key: 'line', divider: true },
      { key: 'a', label: 'Profile', onClick: () => { chosen('a'); } }, { key: 'x', label: 'Off', disabled: true, onClick: off },
      { key: 'b', label: 'Sign Out', onClick: () => { chosen('b'); }, danger: true },
    ]}>User</MenuButton>);
    const button = screen.getByTestId('menu');
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Grace')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Profile');
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Sign Out');
    fireEvent.keyDown(focused(), { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Profile');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Off' }));
    expect(off).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(focused(), { key: 'ArrowUp' });
    fireEvent.keyDown(focused(), { key: 'Enter' });
    expect(chosen).toHaveBeenCalledWith('b');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.keyDown(focused(), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chosen).toHaveBeenCalledTimes(1);
  });
});

describe('light table', () => {
  const rows = Array.from({ length: 120 }, (_, i) => ({ id: i + 1, name: `Report ${i + 1}` }));
  const columns = [{ key: 'name', title: 'Name', render: (r: { name: string }) => r.name }];
  const names = () => [...document.querySelectorAll('tbody td')].map((td) => td.textContent);
  it('shows pages of the given size, with the range in words and buttons that stop at the ends', () => {
    render(<I18nProvider><DataTable rows={rows} rowKey={(r) => r.id} columns={columns} pageSize={50} /></I18nProvider>);
    expect(names()).toHaveLength(50);
    expect(screen.getByText('1–50 of 120')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(next);
    fireEvent.click(next);
    expect(names()).toEqual(rows.slice(100).map((r) => r.name));
    expect(screen.getByText('101–120 of 120')).toBeTruthy();
    expect((next as HTMLButtonElement).disabled).toBe(true);
  });
  it('says when there is nothing, shows a spinner while the first answer is awaited, and no pager for one page', () => {
    const { rerender } = render(<I18nProvider><DataTable rows={[]} rowKey={(r: { id: number; name: string }) => r.id} columns={columns} loading /></I18nProvider>);
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();
    rerender(<I18nProvider><DataTable rows={[]} rowKey={(r: { id: number; name: string }) => r.id} columns={columns} empty="No deadlines" /></I18nProvider>);
    expect(names()).toEqual([]);
    expect(screen.getByText('No deadlines')).toBeTruthy();
    rerender(<I18nProvider><DataTable rows={rows.slice(0, 3)} rowKey={(r) => r.id} columns={columns} pageSize={50} /></I18nProvider>);
    expect(names()).toEqual(['Report 1', 'Report 2', 'Report 3']);
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
