import '../light/light.css';
import { memo, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';

export interface GridColumn<T> {
  key: string; title: ReactNode; width: number; align?: 'right'; fixed?: boolean;
  render: (row: T, index: number) => ReactNode;
}

/** A cell of a sum row under the grid: under its column, or across `span` columns from there. */
export interface FootCell { key: string; content: ReactNode; span?: number; align?: 'right' }

/** Rows drawn above and below the window, so a quick scroll does not show blank rows. */
const OVERSCAN = 6;

interface RowProps<T> { row: T; index: number; columns: GridColumn<T>[]; lefts: number[]; className?: string; top?: number; height?: number }

const cellClass = (c: { align?: 'right'; fixed?: boolean }) => ['l-cell', c.align === 'right' && 'l-cell-right', c.fixed && 'l-cell-fixed'].filter(Boolean).join(' ');
const cellStyle = (fixed: boolean | undefined, left: number | undefined): CSSProperties | undefined => (fixed ? { left } : undefined);

/**
 * One row, drawn again only when its own row, place or the columns change: as the grid scrolls, the rows that stay in
 * view are left as they are and only those coming into view are drawn. A windowed row stands at its own place
 * (`top`), so one coming or going moves no other.
 */
const Row = memo(function Row<T>({ row, index, columns, lefts, className, top, height }: RowProps<T>) {
  const windowed = top !== undefined;
  return (
    <div role="row" className={`l-grid-row${className ? ` ${className}` : ''}`} aria-rowindex={windowed ? index + 2 : undefined}
      style={windowed ? { position: 'absolute', top, height } : undefined}>
      {columns.map((c, i) => <div key={c.key} role="cell" className={cellClass(c)} style={cellStyle(c.fixed, lefts[i])}>{c.render(row, index)}</div>)}
    </div>
  );
}) as <T>(props: RowProps<T>) => ReactNode;

/**
 * A budget grid of the light screens: bordered, its header and first column(s) held in view while it scrolls, sums in
 * its foot. With `height`, only the rows in view are drawn, each `rowHeight` high and placed where it belongs, so a
 * vote of 2,000 lines scrolls as lightly as one of twenty; screen readers are told how many rows there are and which
 * each one is. Rows are boxes laid out on the columns' widths, not a table's rows, so a row drawn or dropped makes the
 * browser lay out that row alone. `loading` and `locale` are what gridState() says: a spinner and "Loading the
 * lines…" until the answer is in. Its scrolling box takes the keyboard's focus, named by `label` (WCAG 2.1.1).
 */
export function Grid<T>({ rows, rowKey, columns, rowClassName, foot, loading = false, locale, height, rowHeight = 40, label, testId }: {
  rows: readonly T[]; rowKey: (row: T) => string | number; columns: GridColumn<T>[]; rowClassName?: (row: T) => string;
  foot?: { key: string; cells: FootCell[] }[]; loading?: boolean; locale?: { emptyText: ReactNode }; height?: number; rowHeight?: number; label: string; testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!height || !el) return;
    let frame = 0;
    const onScroll = () => { cancelAnimationFrame(frame); frame = requestAnimationFrame(() => setTop(el.scrollTop)); };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => { cancelAnimationFrame(frame); el.removeEventListener('scroll', onScroll); };
  }, [height]);
  const windowed = height != null;
  const first = height != null ? Math.max(0, Math.floor(top / rowHeight) - OVERSCAN) : 0;
  const last = height != null ? Math.min(rows.length, Math.ceil((top + height) / rowHeight) + OVERSCAN) : rows.length;
  // Kept from one render to the next while the columns stand, so the rows in view need not be drawn again.
  const lefts = useMemo(() => columns.map((_, i) => columns.slice(0, i).reduce((a, c) => a + (c.fixed ? c.width : 0), 0)), [columns]);
  // Each column its width at least, the room a wide screen leaves shared among them as their widths are.
  const template = useMemo(() => ({ '--l-grid-columns': columns.map((c) => `minmax(${c.width}px, ${c.width}fr)`).join(' ') }) as CSSProperties, [columns]);
  const width = columns.reduce((a, c) => a + c.width, 0);
  return (
    <div className={`l-grid${windowed ? ' l-grid-windowed' : ''}`} data-testid={testId} aria-busy={loading || undefined}>
      <div className="l-grid-scroll" ref={box} style={windowed ? { maxHeight: height } : undefined} tabIndex={0} role="region" aria-label={label}>
        <div role="table" aria-label={label} className="l-grid-table" style={{ ...template, minWidth: rows.length ? width : undefined }} aria-rowcount={windowed ? rows.length + 1 : undefined}>
          <div role="rowgroup" className="l-grid-head">
            <div role="row" className="l-grid-row" aria-rowindex={windowed ? 1 : undefined}>
              {columns.map((c, i) => <div key={c.key} role="columnheader" className={cellClass(c)} style={cellStyle(c.fixed, lefts[i])}>{c.title}</div>)}
            </div>
          </div>
          <div role="rowgroup" className="l-grid-body" style={windowed ? { height: rows.length * rowHeight } : undefined}>
            {rows.slice(first, last).map((r, n) => (
              <Row key={rowKey(r)} row={r} index={first + n} columns={columns} lefts={lefts} className={rowClassName?.(r)}
                top={windowed ? (first + n) * rowHeight : undefined} height={windowed ? rowHeight : undefined} />
            ))}
          </div>
          {rows.length > 0 && foot && (
            <div role="rowgroup" className="l-grid-foot">
              {foot.map((f) => (
                <div key={f.key} role="row" className="l-grid-row">
                  {f.cells.map((c) => {
                    const at = columns.findIndex((col) => col.key === c.key);
                    const fixed = columns[at]?.fixed;
                    return (
                      <div key={c.key} role="cell" className={cellClass({ align: c.align, fixed })}
                        style={{ gridColumn: `${at + 1} / span ${c.span ?? 1}`, ...cellStyle(fixed, lefts[at]) }}>{c.content}</div>
                    );
                  })}
                </div>
              ))}
            </div>
          )}
        </div>
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
