import './light-form.css';
import { memo, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export interface GridColumn<T> {
  key: string; title: ReactNode; width: number; align?: 'right'; fixed?: boolean;
  render: (row: T, index: number) => ReactNode;
}

/** Rows drawn above and below the window, so a quick scroll does not show blank rows. */
const OVERSCAN = 8;

interface RowProps<T> { row: T; index: number; columns: GridColumn<T>[]; lefts: number[]; className?: string; height?: number; windowed: boolean }

const cellClass = <T,>(c: GridColumn<T>) => [c.align === 'right' && 'l-cell-right', c.fixed && 'l-cell-fixed'].filter(Boolean).join(' ') || undefined;
const cellStyle = <T,>(c: GridColumn<T>, left: number | undefined): CSSProperties | undefined => (c.fixed ? { left } : undefined);

/**
 * One row, drawn again only when its own row, place or the columns change: as the grid scrolls, the rows that stay in
 * view are left as they are and only those coming into view are drawn.
 */
const Row = memo(function Row<T>({ row, index, columns, lefts, className, height, windowed }: RowProps<T>) {
  return (
    <tr className={className} aria-rowindex={windowed ? index + 2 : undefined} style={height ? { height } : undefined}>
      {columns.map((c, i) => <td key={c.key} className={cellClass(c)} style={cellStyle(c, lefts[i])}>{c.render(row, index)}</td>)}
    </tr>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * A budget grid of the light screens: bordered, its header and first column(s) held in view while it scrolls, sums in
 * its foot. With `height`, only the rows in view are drawn (each `rowHeight` high), so a vote of 2,000 lines scrolls
 * as lightly as one of twenty; the table still tells screen readers how many rows it has and which each one is.
 * `loading` and `locale` are what gridState() says: a spinner and "Loading the lines…" until the answer is in. Its
 * scrolling box takes the keyboard's focus, named by `label` (WCAG 2.1.1).
 */
export function Grid<T>({ rows, rowKey, columns, rowClassName, foot, loading = false, locale, height, rowHeight = 40, label, testId }: {
  rows: readonly T[]; rowKey: (row: T) => string | number; columns: GridColumn<T>[]; rowClassName?: (row: T) => string;
  foot?: ReactNode; loading?: boolean; locale?: { emptyText: ReactNode }; height?: number; rowHeight?: number; label: string; testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const [view, setView] = useState(height ?? 0);
  useEffect(() => {
    const el = box.current;
    if (!height || !el) return;
    let frame = 0;
    const onScroll = () => { cancelAnimationFrame(frame); frame = requestAnimationFrame(() => setTop(el.scrollTop)); };
    const sized = () => setView(el.clientHeight || height);
    sized();
    el.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', sized);
    return () => { cancelAnimationFrame(frame); el.removeEventListener('scroll', onScroll); window.removeEventListener('resize', sized); };
  }, [height]);
  const windowed = height != null;
  const first = windowed ? Math.max(0, Math.floor(top / rowHeight) - OVERSCAN) : 0;
  const last = windowed ? Math.min(rows.length, Math.ceil((top + view) / rowHeight) + OVERSCAN) : rows.length;
  const width = columns.reduce((a, c) => a + c.width, 0);
  // The held columns' offsets from the left: each after the widths of the held columns before it.
  // Kept from one render to the next while the columns stand, so the rows in view need not be drawn again.
  const lefts = useMemo(() => columns.map((_, i) => columns.slice(0, i).reduce((a, c) => a + (c.fixed ? c.width : 0), 0)), [columns]);
  return (
    <div className={`l-grid${windowed ? ' l-grid-windowed' : ''}`} data-testid={testId} aria-busy={loading || undefined}>
      <div className="l-grid-scroll" ref={box} style={windowed ? { maxHeight: height } : undefined} tabIndex={0} role="region" aria-label={label}>
        <table style={{ width: rows.length ? Math.max(width, 0) : undefined, minWidth: rows.length ? '100%' : undefined }} aria-rowcount={windowed ? rows.length + 1 : undefined}>
          <colgroup>{columns.map((c) => <col key={c.key} style={{ width: c.width }} />)}</colgroup>
          <thead><tr aria-rowindex={windowed ? 1 : undefined}>
            {columns.map((c, i) => <th key={c.key} scope="col" className={cellClass(c)} style={cellStyle(c, lefts[i])}>{c.title}</th>)}
          </tr></thead>
          <tbody>
            {first > 0 && <tr aria-hidden="true" style={{ height: first * rowHeight }} />}
            {rows.slice(first, last).map((r, n) => (
              <Row key={rowKey(r)} row={r} index={first + n} columns={columns} lefts={lefts} className={rowClassName?.(r)} height={windowed ? rowHeight : undefined} windowed={windowed} />
            ))}
            {last < rows.length && <tr aria-hidden="true" style={{ height: (rows.length - last) * rowHeight }} />}
          </tbody>
          {rows.length > 0 && foot && <tfoot>{foot}</tfoot>}
        </table>
      </div>
      {!rows.length && (
        <div className="l-grid-empty">
          {loading && <span className="page-spinner" aria-hidden="true" />}
          <span role="status">{locale?.emptyText}</span>
        </div>
      )}
    </div>
  );
}
