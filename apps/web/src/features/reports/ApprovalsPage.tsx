import type { CombinedError } from 'urql';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, Empty, Input, Modal, Space, Table } from 'antd';
import { PAGE_SIZE } from '@pbs/domain';
import type { SubmissionFieldsFragment } from '../../gql/graphql';
import { toastError, toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { APPROVE, APPROVE_MANY, AREA_TYPES, REJECT, TASKS } from './documents';
import { DraftButton } from './DraftButton';
import { HistoryDrawer } from './HistoryDrawer';
import { AttachmentsDrawer, type AttachmentTarget } from './AttachmentsDrawer';
import { useReportChoices } from './useReportChoices';
import { useFailure } from '../../i18n/errors';

/** Submissions waiting at the user's level: approve, or reject with a comment. */
export function ApprovalsPage({ area }: { area: string }) {
  const t = useT();
  const fail = useFailure();
  const { activeYearId, reports } = useReportChoices(area);
  const [{ data, fetching }, refetch] = useQuery({ query: TASKS, variables: { y: activeYearId ?? 0 }, pause: !activeYearId, requestPolicy: 'network-only' });
  const [, approve] = useMutation(APPROVE);
  const [, reject] = useMutation(REJECT);
  const [{ fetching: approvingMany }, approveMany] = useMutation(APPROVE_MANY);
  const [selected, setSelected] = useState<number[]>([]);
  const [bulk, setBulk] = useState(false);
  const [rejecting, setRejecting] = useState<SubmissionFieldsFragment | null>(null);
  const [approving, setApproving] = useState<SubmissionFieldsFragment | null>(null);
  const [comment, setComment] = useState('');
  const [history, setHistory] = useState<number | null>(null);
  const [files, setFiles] = useState<AttachmentTarget | null>(null);
  const rows = (data?.mySubmissionTasks ?? []).filter((s) => (AREA_TYPES[area] ?? []).includes(s.Report_Type));

  const done = (r: { error?: CombinedError }, success: string) => {
    if (r.error) { fail(r.error); return false; }
    toastSuccess(success);
    refetch({ requestPolicy: 'network-only' });
    return true;
  };
  const submitReject = async () => {
    if (comment.trim().length < 3) { toastError(t('REPORTS.COMMENT_REQUIRED')); return; }
    if (!rejecting) return;
    if (done(await reject({ s: rejecting.Submission_ID, v: rejecting.Version, c: comment.trim() }), t('REPORTS.DONE_REJECTED'))) { setRejecting(null); setComment(''); }
  };
  /** Approve after confirmation, and say where the report went: the next level, or the archive. */
  const submitApprove = async () => {
    if (!approving) return;
    const r = await approve({ s: approving.Submission_ID, v: approving.Version, c: comment.trim() || null });
    const after = r.data?.approveSubmission;
    const said = after?.State === 'Approved' ? t('REPORTS.APPROVED_FINAL') : t('REPORTS.APPROVED_NEXT', { level: approving.Current_Level, next: after?.Current_Level ?? '' });
    if (done(r, said)) { setApproving(null); setComment(''); }
  };
  /** One comment for the selected tasks; each is approved on its own, and those refused are named with why. */
  const submitBulk = async () => {
    const chosen = rows.filter((s) => selected.includes(s.Submission_ID));
    const r = await approveMany({ i: chosen.map((s) => ({ Submission_ID: s.Submission_ID, Version: s.Version })), c: comment.trim() || null });
    if (r.error) { fail(r.error); return; }
    const outcomes = r.data?.approveSubmissions ?? [];
    const refused = outcomes.filter((o) => !o.Approved);
    toastSuccess(t('REPORTS.BULK_DONE', { count: outcomes.length - refused.length }));
    if (refused.length) {
      const name = (id: number) => chosen.find((s) => s.Submission_ID === id);
      toastError(refused.map((o) => `${name(o.Submission_ID)?.Report_Name} — ${name(o.Submission_ID)?.Entity_Name}: ${o.Error_Message}`).join('\n'),
        t('REPORTS.BULK_REFUSED', { count: refused.length }));
    }
    setBulk(false); setComment(''); setSelected([]);
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <Card extra={rows.length > 1 && (
      <Button type="primary" disabled={!selected.length} onClick={() => { setComment(''); setBulk(true); }} data-testid="approve-selected">
        {t('REPORTS.APPROVE_SELECTED', { count: selected.length })}
      </Button>
    )}>
      {!rows.length && !fetching ? <Empty description={t('REPORTS.NO_TASKS')} /> : (
        <Table<SubmissionFieldsFragment> rowKey="Submission_ID" size="middle" loading={fetching} dataSource={rows}
          rowSelection={rows.length > 1 ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]),
            getCheckboxProps: (s) => ({ 'aria-label': `${s.Report_Name} — ${s.Entity_Name}` }) } : undefined}
          pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }} columns={[
            { key: 'report', title: t('REPORTS.REPORT'), dataIndex: 'Report_Name' },
            { key: 'entity', title: t('REPORTS.ENTITY'), dataIndex: 'Entity_Name' },
            { key: 'level', title: t('REPORTS.PROGRESS'), width: 170, render: (_, s) => t('REPORTS.LEVEL', { level: s.Current_Level, total: s.Level_of_Approval }) },
            { key: 'actions', title: t('COMMON.ACTIONS'), width: 420, render: (_, s) => (
              <Space size="small">
                <Button size="small" type="primary" onClick={() => { setComment(''); setApproving(s); }}>{t('REPORTS.APPROVE')}</Button>
                <Button size="small" danger onClick={() => setRejecting(s)}>{t('REPORTS.REJECT')}</Button>
                <DraftButton query={{ Submission_ID: s.Submission_ID }} />
                <Button size="small" onClick={() => setFiles({ reportId: s.Report_ID, yearId: s.Year_ID, entityId: s.Vote_ID ?? s.Programme_ID ?? s.SEPC_ID ?? 0,
                  title: `${s.Report_Name} — ${s.Entity_Name}` })}>{t('ATTACH.FILES')}</Button>
                <Button size="small" onClick={() => setHistory(s.Submission_ID)}>{t('REPORTS.HISTORY')}</Button>
              </Space>
            ) },
          ]} />
      )}
      <Modal open={!!rejecting} title={`${t('REPORTS.REJECT')}: ${rejecting?.Report_Name ?? ''}`} okText={t('REPORTS.REJECT')} okButtonProps={{ danger: true }}
        cancelText={t('COMMON.CANCEL')} onOk={submitReject} onCancel={() => setRejecting(null)}>
        <p>{rejecting?.Entity_Name}</p>
        <Input.TextArea rows={4} maxLength={1000} showCount value={comment} onChange={(e) => setComment(e.target.value)}
          placeholder={t('REPORTS.COMMENT_REQUIRED')} data-testid="reject-comment" />
      </Modal>
      <Modal open={!!approving} title={t('REPORTS.APPROVE')} okText={t('REPORTS.APPROVE')} cancelText={t('COMMON.CANCEL')}
        onOk={submitApprove} onCancel={() => setApproving(null)}>
        <p>{t('REPORTS.APPROVE_CONFIRM', { report: approving?.Report_Name ?? '', entity: approving?.Entity_Name ?? '', level: approving?.Current_Level ?? '' })}</p>
        <Input.TextArea rows={3} maxLength={1000} showCount value={comment} onChange={(e) => setComment(e.target.value)}
          placeholder={t('REPORTS.COMMENT_OPTIONAL')} aria-label={t('REPORTS.COMMENT_OPTIONAL')} data-testid="approve-comment" />
      </Modal>
      <Modal open={bulk} title={t('REPORTS.APPROVE_SELECTED', { count: selected.length })} okText={t('REPORTS.APPROVE')} cancelText={t('COMMON.CANCEL')}
        onOk={submitBulk} confirmLoading={approvingMany} onCancel={() => setBulk(false)}>
        <p>{t('REPORTS.BULK_CONFIRM', { count: selected.length })}</p>
        <ul>{rows.filter((s) => selected.includes(s.Submission_ID)).map((s) => <li key={s.Submission_ID}>{s.Report_Name} — {s.Entity_Name}</li>)}</ul>
        <Input.TextArea rows={3} maxLength={1000} showCount value={comment} onChange={(e) => setComment(e.target.value)}
          placeholder={t('REPORTS.COMMENT_OPTIONAL')} aria-label={t('REPORTS.COMMENT_OPTIONAL')} data-testid="bulk-comment" />
      </Modal>
      <HistoryDrawer submissionId={history} onClose={() => setHistory(null)} />
      <AttachmentsDrawer target={files} editable={false} onClose={() => setFiles(null)}
        uploadedReport={reports.find((r) => r.Report_ID === files?.reportId)?.Content_Layout === null} />
    </Card>
  );
}
