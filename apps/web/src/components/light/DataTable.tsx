import './light.css';
import { useState, type ReactNode } from 'react';
import { useFormat, useT } from '../../i18n';

export interface Column<T> { key: string; title: ReactNode; render: (row: T) => ReactNode; align?: 'right'; width?: number }

/**
 * A plain table for the light screens: headers, rows, a spinner while the first answer is on its way, a word when
 * there is nothing, pages of `pageSize` when there are more. It scrolls sideways inside its box on a phone.
 */
export function DataTable<T>({ rows, rowKey, columns, loading = false, empty, pageSize, minWidth, testId }: {
  rows: readonly T[]; rowKey: (row: T) => string | number; columns: Column<T>[]; loading?: boolean; empty?: ReactNode;
  pageSize?: number; minWidth?: number; testId?: string;
}) {
  const t = useT();
  const f = useFormat();
  const [page, setPage] = useState(0);
  const size = pageSize ?? Math.max(rows.length, 1);
  const pages = Math.max(1, Math.ceil(rows.length / size));
  const at = Math.min(page, pages - 1);
  const shown = rows.slice(at * size, (at + 1) * size);
  const cell = (c: Column<T>) => (c.align ? `l-cell-${c.align}` : undefined);
  return (
    <div className="l-table" data-testid={testId} aria-busy={loading || undefined}>
      <div className="l-table-scroll">
        {/* No rows, no minimum width: the word that says so stays in sight on a phone. */}
        <table style={minWidth && shown.length ? { minWidth } : undefined}>
          <thead><tr>{columns.map((c) => <th key={c.key} scope="col" className={cell(c)} style={c.width ? { width: c.width } : undefined}>{c.title}</th>)}</tr></thead>
          <tbody>
            {shown.map((r) => <tr key={rowKey(r)} className="l-row">{columns.map((c) => <td key={c.key} className={cell(c)}>{c.render(r)}</td>)}</tr>)}
          </tbody>
        </table>
      </div>
      {/* Below the headers rather than in a row of them, so a phone shows the word without scrolling sideways. */}
      {!shown.length && (
        <div className="l-table-empty">
          {loading ? <span className="page-spinner" role="status" aria-label={t('COMMON.LOADING')} /> : empty ?? t('COMMON.NO_DATA')}
        </div>
      )}
      {pages > 1 && (
        <nav className="l-pager">
          <span>{t('COMMON.RANGE', { from: f.number(at * size + 1), to: f.number(at * size + shown.length), total: f.number(rows.length) })}</span>
          <button type="button" className="l-btn l-btn-default" disabled={at === 0} onClick={() => setPage(at - 1)} aria-label={t('COMMON.PREVIOUS_PAGE')}>‹</button>
          <button type="button" className="l-btn l-btn-default" disabled={at === pages - 1} onClick={() => setPage(at + 1)} aria-label={t('COMMON.NEXT_PAGE')}>›</button>
        </nav>
      )}
    </div>
  );
}
