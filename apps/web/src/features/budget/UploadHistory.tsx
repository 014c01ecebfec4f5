import { useEffect, useState } from 'react';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, UndoOutlined } from '@ant-design/icons';
import type { UploadBatchEntry, UploadFailure, UploadHistory as History, UploadKind, UploadRejectionEntry } from '@pbs/domain';
import { authorizedFetch, downloadFile, refusalOf, RefusedError } from '../../lib/download';
import { toastError, toastSuccess } from '../../lib/toast';
import { useFormat, useLang, useT } from '../../i18n';
import { useFailure } from '../../i18n/errors';

const STATE_COLOR = { current: 'green', changed: 'orange', reverted: 'default' } as const;

/** The rejected rows of a refused file, with each problem in the user's language, as a spreadsheet. */
export function useRejectedRows() {
  const fail = useFailure();
  const { lang } = useLang();
  return (id: string, fileName: string) => downloadFile(`/api/uploads/rejections/${id}/rows.xlsx?lang=${lang}`, `${fileName}-rejected-rows.xlsx`)
    .catch((e: unknown) => { fail(e); });
}

/**
 * A kind's uploads of the year, newest first: who uploaded which file when, the rows it wrote and replaced, its
 * original file, and Revert while its rows are still the stored ones; below, the user's own refused files with
 * their rejected rows to fix. `version` changes when an upload lands, to read the list again.
 */
export function UploadHistory({ kind, yearId, version, onReverted }: { kind: UploadKind; yearId: number; version: number; onReverted: () => void }) {
  const t = useT();
  const fail = useFailure();
  const f = useFormat();
  const rejectedRows = useRejectedRows();
  const [history, setHistory] = useState<History | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [reverts, setReverts] = useState(0);

  useEffect(() => {
    let live = true;
    void authorizedFetch(`/api/uploads/history?kind=${kind}&Year_ID=${yearId}`).then(async (res) => {
      if (!res.ok) throw new RefusedError(res.status, await refusalOf(res));
      const read = await res.json() as History;
      if (live) setHistory(read);
    }).catch((e: unknown) => { fail(e); });
    return () => { live = false; };
  }, [kind, yearId, version, reverts, fail]);

  const revert = async (b: UploadBatchEntry) => {
    setBusy(b.id);
    try {
      const res = await authorizedFetch(`/api/uploads/batches/${b.id}/revert`, { method: 'POST' });
      const body = await res.json() as { ok: true; removed: number; restored: number } | UploadFailure | { error: string };
      if ('ok' in body && body.ok) {
        toastSuccess(t('UPLOAD.REVERTED_OK', { removed: body.removed, restored: body.restored }));
        onReverted();
      } else {
        toastError('code' in body ? t(body.code, { ...body.params }) : 'error' in body ? body.error : res.statusText, t('TOAST.FAILED'));
      }
      setReverts((n) => n + 1);
    } catch (e) {
      fail(e);
    } finally { setBusy(null); }
  };
  const original = (b: UploadBatchEntry) => downloadFile(`/api/uploads/batches/${b.id}/file.xlsx`, b.fileName)
    .catch((e: unknown) => { fail(e); });

  return (
    <Card size="small" title={t('UPLOAD.HISTORY')} data-testid="upload-history">
      <Table<UploadBatchEntry> size="small" rowKey="id" dataSource={history?.batches ?? []} loading={!history} pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('UPLOAD.HISTORY.EMPTY') }} scroll={{ x: 900 }}
        columns={[
          { key: 'when', title: t('UPLOAD.HISTORY.WHEN'), render: (_, b) => f.dateTime(b.createdAt), width: 170 },
          { key: 'by', title: t('UPLOAD.HISTORY.BY'), dataIndex: 'createdBy', width: 140 },
          { key: 'file', title: t('UPLOAD.HISTORY.FILE'), render: (_, b) => (
            <Space orientation="vertical" size={0}>
              <Typography.Text>{b.fileName}</Typography.Text>
              {b.sha256 && <Typography.Text type="secondary" style={{ fontSize: 12 }} title={b.sha256}>SHA-256 {b.sha256.slice(0, 12)}…</Typography.Text>}
            </Space>
          ) },
          { key: 'rows', title: t('UPLOAD.HISTORY.ROWS'), align: 'right', width: 90, render: (_, b) => f.number(b.rows) },
          { key: 'replaced', title: t('UPLOAD.HISTORY.REPLACED'), align: 'right', width: 110, render: (_, b) => f.number(b.replaced) },
          { key: 'state', title: t('UPLOAD.HISTORY.STATE'), width: 200, render: (_, b) => (
            <Space orientation="vertical" size={0}>
              <Tag color={STATE_COLOR[b.state]} data-testid={`batch-state-${b.id}`}>{t(`UPLOAD.STATE.${b.state}`)}</Tag>
              {b.revertedAt && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('UPLOAD.REVERTED_BY', { name: b.revertedBy ?? '', date: f.dateTime(b.revertedAt) })}</Typography.Text>}
            </Space>
          ) },
          { key: 'actions', title: '', width: 230, render: (_, b) => (
            <Space wrap>
              {b.hasFile && <Button size="small" icon={<DownloadOutlined />} onClick={() => { void original(b); }}>{t('UPLOAD.DOWNLOAD_FILE')}</Button>}
              {b.state === 'current' && (
                <Popconfirm title={t('UPLOAD.REVERT.CONFIRM', { file: b.fileName, rows: b.rows, replaced: b.replaced })} okText={t('UPLOAD.REVERT')} cancelText={t('COMMON.NO')}
                  onConfirm={() => revert(b)}>
                  <Button size="small" danger icon={<UndoOutlined />} loading={busy === b.id} data-testid={`revert-${b.id}`}>{t('UPLOAD.REVERT')}</Button>
                </Popconfirm>
              )}
            </Space>
          ) },
        ]} />
      {!!history?.rejections.length && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{t('UPLOAD.REJECTED')}</Typography.Title>
          <Table<UploadRejectionEntry> size="small" rowKey="id" dataSource={history.rejections} pagination={{ pageSize: 5, hideOnSinglePage: true }} data-testid="upload-rejections"
            columns={[
              { key: 'when', title: t('UPLOAD.HISTORY.WHEN'), render: (_, r) => f.dateTime(r.createdAt), width: 170 },
              { key: 'file', title: t('UPLOAD.HISTORY.FILE'), dataIndex: 'fileName' },
              { key: 'errors', title: t('UPLOAD.PROBLEM'), width: 160, render: (_, r) => t('UPLOAD.REJECTED.ERRORS', { count: r.errors }) },
              { key: 'rows', title: '', width: 200, render: (_, r) => (
                <Button size="small" icon={<DownloadOutlined />} onClick={() => { void rejectedRows(r.id, r.fileName.replace(/\.xlsx$/i, '')); }}>{t('UPLOAD.REJECTED_ROWS')}</Button>
              ) },
            ]} />
        </>
      )}
    </Card>
  );
}
