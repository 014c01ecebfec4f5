import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Alert, Button, Drawer, Empty, Popconfirm, Space, Table, Tag, Typography, Upload } from 'antd';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { AttachmentsQuery } from '../../gql/graphql';
import { authorizedFetch, downloadFile, refusalOf } from '../../lib/download';
import { toastError, toastSuccess } from '../../lib/toast';
import { useT, useFormat } from '../../i18n';
import { ATTACHMENTS, REMOVE_ATTACHMENT } from './documents';
import { useFailure } from '../../i18n/errors';

export interface AttachmentTarget { reportId: number; yearId: number; entityId: number; title: string }
type Attachment = AttachmentsQuery['reportAttachments'][number];

const ACCEPT = '.pdf,.xlsx,.docx,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/**
 * The files of a report for one entity and year: the document itself when the report is uploaded rather than
 * generated, and supporting files. Initiators add and remove them while `editable`; approvers open them.
 */
export function AttachmentsDrawer({ target, editable, uploadedReport, onClose }: {
  target: AttachmentTarget | null; editable: boolean; uploadedReport: boolean; onClose: () => void;
}) {
  const t = useT();
  const fail = useFailure();
  const f = useFormat();
  const [{ data, fetching }, refetch] = useQuery({ query: ATTACHMENTS, variables: { r: target?.reportId ?? 0, y: target?.yearId ?? 0, e: target?.entityId ?? 0 },
    pause: !target, requestPolicy: 'network-only' });
  const [, remove] = useMutation(REMOVE_ATTACHMENT);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = data?.reportAttachments ?? [];
  const hasDocument = rows.some((a) => a.Purpose === 'Document');

  const send = async (file: File, purpose: 'Document' | 'Supporting') => {
    if (!target) return;
    setBusy(purpose);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const q = new URLSearchParams({ Report_ID: String(target.reportId), Year_ID: String(target.yearId), Entity_ID: String(target.entityId), Purpose: purpose });
      const res = await authorizedFetch(`/api/uploads/reports?${q.toString()}`, { method: 'POST', body: form });
      if (!res.ok) { toastError(await refusalOf(res), t('ATTACH.REFUSED')); return; }
      toastSuccess(t('ATTACH.SAVED', { name: file.name }));
      refetch({ requestPolicy: 'network-only' });
    } finally { setBusy(null); }
  };
  const drop = async (a: Attachment) => {
    const r = await remove({ a: a.Attachment_ID });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('ATTACH.REMOVED', { name: a.File_Name }));
    refetch({ requestPolicy: 'network-only' });
  };
  const open = (a: Attachment) => downloadFile(`/api/uploads/reports/${a.Attachment_ID}`, a.File_Name)
    .catch((e: unknown) => fail(e));
  const picker = (purpose: 'Document' | 'Supporting', label: string) => (
    <Upload accept={ACCEPT} showUploadList={false} beforeUpload={(file) => { void send(file, purpose); return false; }}>
      <Button icon={<UploadOutlined />} loading={busy === purpose} type={purpose === 'Document' && !hasDocument ? 'primary' : 'default'}
        data-testid={`attach-${purpose.toLowerCase()}`}>{label}</Button>
    </Upload>
  );

  return (
    <Drawer open={!!target} onClose={onClose} title={`${t('ATTACH.TITLE')}: ${target?.title ?? ''}`} size={640}>
      {uploadedReport && !hasDocument && !fetching && <Alert type="warning" showIcon title={t('ATTACH.DOCUMENT_NEEDED')} style={{ marginBottom: 12 }} />}
      {editable && (
        <Space orientation="vertical" style={{ marginBottom: 12 }}>
          <Space wrap>
            {uploadedReport && picker('Document', t(hasDocument ? 'ATTACH.REPLACE_DOCUMENT' : 'ATTACH.ADD_DOCUMENT'))}
            {picker('Supporting', t('ATTACH.ADD_SUPPORTING'))}
          </Space>
          <Typography.Text type="secondary">{t('ATTACH.HINT')}</Typography.Text>
        </Space>
      )}
      {!rows.length && !fetching ? <Empty description={t('ATTACH.NONE')} /> : (
        <Table<Attachment> rowKey="Attachment_ID" size="small" loading={fetching} dataSource={rows} pagination={false} columns={[
          { key: 'name', title: t('ATTACH.FILE'), render: (_, a) => (
            <Button type="link" icon={<PaperClipOutlined />} onClick={() => { void open(a); }} style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }}>{a.File_Name}</Button>
          ) },
          { key: 'purpose', title: t('ATTACH.PURPOSE'), width: 130, render: (_, a) => <Tag color={a.Purpose === 'Document' ? 'blue' : undefined}>{t(a.Purpose === 'Document' ? 'ATTACH.DOCUMENT' : 'ATTACH.SUPPORTING')}</Tag> },
          { key: 'size', title: t('ATTACH.SIZE'), width: 80, align: 'right', render: (_, a) => size(a.Bytes) },
          { key: 'by', title: t('ATTACH.UPLOADED'), width: 150, render: (_, a) => <>{a.Uploaded_By}<br /><Typography.Text type="secondary">{f.date(a.Created_Date)}</Typography.Text></> },
          ...(editable ? [{ key: 'remove', title: '', width: 90, render: (_: unknown, a: Attachment) => (
            <Popconfirm title={t('ATTACH.REMOVE_CONFIRM', { name: a.File_Name })} okText={t('ATTACH.REMOVE')} cancelText={t('COMMON.CANCEL')} onConfirm={() => drop(a)}>
              <Button size="small" danger>{t('ATTACH.REMOVE')}</Button>
            </Popconfirm>
          ) }] : []),
        ]} />
      )}
    </Drawer>
  );
}
