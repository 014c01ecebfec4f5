import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import type { DiffCell, RowError, UploadPreviewAnswer } from '@pbs/domain';
import { useT, useFormat } from '../../i18n';
import { columnLabel } from './column-names';

type Preview = UploadPreviewAnswer['preview'];
type Changed = Preview['diff']['changedRows'][number];

/** What a file's check let through: cells read as empty, and breaches the year's control (Warn) writes and says. */
export function UploadWarnings({ warnings, count }: { warnings: RowError[]; count: number }) {
  const t = useT();
  if (!count) return null;
  return (
    <Alert type="warning" showIcon title={t('UPLOAD.WARNINGS', { n: count })} data-testid="upload-warnings"
      description={<ul>{warnings.map((w) => (
        <li key={`${w.row}-${w.column}-${w.code}`}>{t('UPLOAD.ROW')} {w.row} · {columnLabel(t, w.column)}: {t(w.code, { ...w.params })}</li>
      ))}</ul>} />
  );
}

/**
 * What a checked file will do before anything is written: rows added, changed (each figure from and to) and
 * removed, then Commit or Cancel. The preview expires; committing checks the file again.
 */
export function UploadPreview({ preview, busy, onCommit, onCancel }: { preview: Preview; busy: boolean; onCommit: () => void; onCancel: () => void }) {
  const t = useT();
  const f = useFormat();
  const show = (v: DiffCell) => (typeof v === 'number' ? f.number(v, Number.isInteger(v) ? 0 : 2) : v ?? '');
  const d = preview.diff;
  const changes = d.changedRows.flatMap((r: Changed) => r.changes.map((c, i) => ({ id: `${r.row}-${i}`, row: r.row, key: r.key, ...c })));
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="upload-preview">
      <Alert type="info" showIcon title={t('UPLOAD.PREVIEW_TITLE', { rows: preview.rows })}
        description={<Space wrap>
          <Tag color="green">{t('UPLOAD.ADDED', { n: d.added })}</Tag><Tag color="blue">{t('UPLOAD.CHANGED', { n: d.changed })}</Tag>
          <Tag color={d.removed ? 'red' : undefined}>{t('UPLOAD.REMOVED', { n: d.removed })}</Tag><Tag>{t('UPLOAD.UNCHANGED', { n: d.unchanged })}</Tag>
        </Space>} />
      {d.removed > 0 && <Alert type="warning" showIcon title={t('UPLOAD.REMOVES', { n: d.removed })} data-testid="upload-removes" />}
      <UploadWarnings warnings={preview.warnings} count={preview.warningCount} />
      {changes.length > 0 && (
        <Table size="small" rowKey="id" dataSource={changes} pagination={false} title={() => t('UPLOAD.CHANGES_SHOWN', { n: d.changedRows.length })} columns={[
          { key: 'row', title: t('UPLOAD.ROW'), dataIndex: 'row', width: 70 },
          { key: 'key', title: t('UPLOAD.LINE'), dataIndex: 'key' },
          { key: 'column', title: t('UPLOAD.COLUMN'), width: 200, render: (_, c) => columnLabel(t, c.column) },
          { key: 'from', title: t('UPLOAD.FROM'), align: 'right', render: (_, c) => show(c.from) },
          { key: 'to', title: t('UPLOAD.TO'), align: 'right', render: (_, c) => <strong>{show(c.to)}</strong> },
        ]} />
      )}
      {d.removedRows.length > 0 && (
        <Table size="small" rowKey={(_, i) => String(i)} dataSource={d.removedRows.map((cells) => ({ cells }))} pagination={false}
          title={() => t('UPLOAD.REMOVED_SHOWN', { n: d.removedRows.length })}
          columns={[{ key: 'cells', title: t('UPLOAD.LINE'), render: (_, r) => r.cells.slice(0, 6).map(show).filter(Boolean).join(' · ') }]} />
      )}
      <Space>
        <Button type="primary" loading={busy} onClick={onCommit} data-testid="upload-commit">{t('UPLOAD.COMMIT', { rows: preview.rows })}</Button>
        <Button onClick={onCancel} disabled={busy} data-testid="upload-cancel">{t('COMMON.CANCEL')}</Button>
        <Typography.Text type="secondary">{t('UPLOAD.EXPIRES', { time: f.time(preview.expiresAt) })}</Typography.Text>
      </Space>
    </Space>
  );
}
