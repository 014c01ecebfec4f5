import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../src/i18n';
import { Tabs } from '../src/components/light/Tabs';
import { Grid } from '../src/components/light-form/Grid';
import { NumberInput } from '../src/components/light-form/NumberInput';
import { FigureCell } from '../src/components/light-form/FigureCell';
import { Segmented } from '../src/components/light-form/Segmented';
import { Select } from '../src/components/light-form/Select';
import { numberInput } from '../src/lib/number-input';

describe('the light grid', () => {
  const rows = Array.from({ length: 2_000 }, (_, i) => ({ id: i, name: `line ${i}` }));
  type Row = { id: number; name: string };
  const columns = [{ key: 'n', title: 'Line', width: 200, fixed: true, render: (r: Row) => r.name }];
  it('draws only the rows in view of 2,000, tells how many there are, and draws others as it scrolls', () => {
    render(<Grid rows={rows} rowKey={(r) => r.id} columns={columns} height={400} rowHeight={40} label="Lines" />);
    const drawn = () => [...document.querySelectorAll('.l-grid-body [role=row]')].map((r) => r.textContent);
    expect(drawn().length).toBeLessThan(40);
    expect(drawn()[0]).toBe('line 0');
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('2001');
    // The body is as high as every row, so the scroll bar is the whole grid's; each row drawn stands at its place.
    expect(document.querySelector<HTMLElement>('.l-grid-body')?.style.height).toBe('80000px');
    expect(document.querySelector<HTMLElement>('[aria-rowindex="3"]')?.style.top).toBe('40px');
    const box = screen.getByRole('region', { name: 'Lines' });
    vi.useFakeTimers();
    try {
      box.scrollTop = 40_000;
      fireEvent.scroll(box);
      act(() => { vi.advanceTimersByTime(50); });
    } finally { vi.useRealTimers(); }
    expect(drawn()).toContain('line 1000');
    expect(drawn()).not.toContain('line 0');
    expect(document.querySelector('[role=row][aria-rowindex="1002"]')?.textContent).toBe('line 1000');
  });

  it('says it is loading, not that there is nothing, until the answer is in', () => {
    const { rerender } = render(<Grid rows={[] as Row[]} rowKey={(r) => r.id} columns={columns} loading locale={{ emptyText: 'Loading the lines…' }} label="Lines" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the lines…');
    rerender(<Grid rows={[] as Row[]} rowKey={(r) => r.id} columns={columns} locale={{ emptyText: 'No lines' }} label="Lines" />);
    expect(screen.getByRole('status').textContent).toBe('No lines');
  });
});

describe('light form controls', () => {
  it('a figure is typed as the language writes it, held within its bounds, and shown formatted once left', () => {
    const de = numberInput('de');
    const seen: (number | null)[] = [];
    const Cell = () => {
      const [v, setV] = useState<number | null>(1234567);
      return <NumberInput label="Wage" value={v} format={de.format} parse={de.parse} onChange={(x) => { seen.push(x); setV(x); }} />;
    };
    render(<Cell />);
    const input = screen.getByLabelText<HTMLInputElement>('Wage');
    expect(input.value).toBe('1.234.567');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '2.500.000' } });
    expect(input.value).toBe('2.500.000');
    fireEvent.change(input, { target: { value: '9999999999999999' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(seen).toEqual([2_500_000, 1e15, null]);
    fireEvent.change(input, { target: { value: '7654321' } });
    fireEvent.blur(input);
    expect(input.value).toBe('7.654.321');
  });

  it('a figure cell is text until it takes the focus, then an input that keeps what is typed, then text again', () => {
    const en = numberInput('en');
    const Cell = () => {
      const [v, setV] = useState<number | null>(1500);
      return <FigureCell label="211101 Wage" value={v} format={en.format} parse={en.parse} onChange={setV} />;
    };
    render(<Cell />);
    expect(document.querySelector('input')).toBeNull();
    const shown = screen.getByRole('button', { name: '211101 Wage: 1,500' });
    fireEvent.focus(shown);
    const input = screen.getByLabelText<HTMLInputElement>('211101 Wage');
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('1,500');
    fireEvent.change(input, { target: { value: '2500000' } });
    fireEvent.blur(input);
    expect(document.querySelector('input')).toBeNull();
    expect(screen.getByRole('button', { name: '211101 Wage: 2,500,000' }).textContent).toBe('2,500,000');
  });

  it('a chooser says it is loading rather than show an id, then names its choice', () => {
    const onChange = vi.fn();
    const { rerender } = render(<I18nProvider><Select label="Vote" loading value={14} options={[]} onChange={onChange} /></I18nProvider>);
    const select = screen.getByLabelText<HTMLSelectElement>('Vote');
    expect(select.selectedOptions[0]?.textContent).toBe('Loading…');
    expect(select.disabled).toBe(true);
    rerender(<I18nProvider><Select label="Vote" value={14} options={[{ value: 14, label: '014 — Health' }, { value: 15, label: '015 — Trade' }]} onChange={onChange} /></I18nProvider>);
    expect(select.selectedOptions[0]?.textContent).toBe('014 — Health');
    fireEvent.change(select, { target: { value: '15' } });
    expect(onChange).toHaveBeenCalledWith(15);
  });

  it('a segmented choice is one tab stop and moves with the arrows', () => {
    const Years = () => {
      const [y, setY] = useState<'Y1' | 'Y2' | 'Y3'>('Y1');
      return <Segmented label="MTEF year" value={y} options={['Y1', 'Y2', 'Y3'] as const} onChange={setY} />;
    };
    render(<Years />);
    const radio = (name: string) => screen.getByRole('radio', { name });
    expect([radio('Y1').tabIndex, radio('Y2').tabIndex]).toEqual([0, -1]);
    fireEvent.keyDown(radio('Y1'), { key: 'ArrowLeft' });
    expect(radio('Y3').getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(radio('Y3'));
  });
});

describe('light tabs held by their caller', () => {
  it('show the tab the caller names, and keep a panel once opened with what was typed in it', () => {
    const Typed = ({ name }: { name: string }) => <input aria-label={name} defaultValue="" />;
    const Screen = () => {
      const [at, setAt] = useState('a');
      return <Tabs active={at} onChange={setAt} keepMounted items={['a', 'b'].map((k) => ({ key: k, label: k.toUpperCase(), children: <Typed name={`field ${k}`} /> }))} />;
    };
    render(<Screen />);
    fireEvent.change(screen.getByLabelText('field a'), { target: { value: 'typed, not saved' } });
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    const panelOf = (name: string) => screen.getByLabelText(name).closest<HTMLElement>('[role=tabpanel]');
    expect([panelOf('field a')?.hidden, panelOf('field b')?.hidden]).toEqual([true, false]);
    fireEvent.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByLabelText<HTMLInputElement>('field a').value).toBe('typed, not saved');
  });
});
