import type { CombinedError } from 'urql';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, Empty, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { PAGE_SIZE } from '@pbs/domain';
import type { EntityStatusesQuery } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { CONSOLIDATE, ENTITY_STATUSES, INITIATE, RECALL, REOPEN, RESUBMIT } from './documents';
import { ConsolidatedButton } from './ConsolidatedButton';
import { DraftButton } from './DraftButton';
import { HistoryDrawer } from './HistoryDrawer';
import { AttachmentsDrawer, type AttachmentTarget } from './AttachmentsDrawer';
import { useReportChoices } from './useReportChoices';
import { BUDGET_SCOPE } from '../../lib/budget-scope';
import { useFailure } from '../../i18n/errors';

type Row = EntityStatusesQuery['reportEntityStatuses'][number];
const COLOR: Record<string, string> = { Approved: 'green', Rejected: 'red', Initiated: 'blue' };

/** Every entity of the chosen report and year with its place in the workflow; initiate, resubmit, consolidate. */
export function SubmissionsPage({ area }: { area: string }) {
  const t = useT();
  const fail = useFailure();
  const { user } = useSession();
  const choices = useReportChoices(area);
  const [reportId, setReportId] = useState<number | null>(null);
  const [yearId, setYearId] = useState<number | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const [files, setFiles] = useState<(AttachmentTarget & { editable: boolean }) | null>(null);
  const [changes, setChanges] = useState(0);
  const year = yearId ?? choices.activeYearId;
  const report = choices.reports.find((r) => r.Report_ID === reportId);
  const [{ data, fetching }, refetch] = useQuery({ query: ENTITY_STATUSES, variables: { r: reportId ?? 0, y: year ?? 0 }, pause: !reportId || !year });
  const [, initiate] = useMutation(INITIATE);
  const [, resubmit] = useMutation(RESUBMIT);
  const [, consolidate] = useMutation(CONSOLIDATE);
  const [scope] = useQuery({ query: BUDGET_SCOPE });
  const ministry = scope.data?.myBudgetScope.Is_Ministry ?? false;
  const [, recall] = useMutation(RECALL);
  const [, reopen] = useMutation(REOPEN);
  const [reopening, setReopening] = useState<NonNullable<Row['submission']> | null>(null);
  const [reason, setReason] = useState('');

  /** Runs an action and says what happened to the report. */
  const run = async (p: Promise<{ error?: CombinedError }>, said: string) => {
    const r = await p;
    if (r.error) { fail(r.error); return; }
    toastSuccess(said);
    refetch({ requestPolicy: 'network-only' });
    setChanges((n) => n + 1);
  };
  const actions = (r: Row) => {
    const s = r.submission;
    return (
      <Space size="small">
        {!s && reportId && year && <Button size="small" type="primary" onClick={() => run(initiate({ r: reportId, y: year, e: r.Entity_ID }), t('REPORTS.DONE_INITIATED'))}>{t('REPORTS.INITIATE')}</Button>}
        {s?.State === 'Rejected' && <Button size="small" type="primary" onClick={() => run(resubmit({ s: s.Submission_ID, v: s.Version }), t('REPORTS.DONE_RESUBMITTED'))}>{t('REPORTS.RESUBMIT')}</Button>}
        {s?.State === 'Initiated' && s.Current_Level === 1 && !ministry && (
          <Popconfirm title={t('REPORTS.RECALL_CONFIRM')} okText={t('REPORTS.RECALL')} cancelText={t('COMMON.CANCEL')} onConfirm={() => run(recall({ s: s.Submission_ID, v: s.Version }), t('REPORTS.DONE_RECALLED'))}>
            <Button size="small">{t('REPORTS.RECALL')}</Button>
          </Popconfirm>
        )}
        {s?.State === 'Approved' && ministry && <Button size="small" danger onClick={() => { setReason(''); setReopening(s); }}>{t('REPORTS.REOPEN')}</Button>}
        {s?.State === 'Approved' && !s.Is_Consolidated && area !== 'sepc' && user && (
          <Button size="small" onClick={() => run(consolidate({ s: s.Submission_ID, v: s.Version }), t('REPORTS.DONE_CONSOLIDATED'))}>{t('REPORTS.CONSOLIDATE')}</Button>
        )}
        {s ? <DraftButton query={{ Submission_ID: s.Submission_ID }} /> : reportId && year && <DraftButton query={{ Report_ID: reportId, Year_ID: year, Entity_ID: r.Entity_ID }} />}
        {reportId && year && <Button size="small" onClick={() => setFiles({ reportId, yearId: year, entityId: r.Entity_ID, title: `${r.Entity_Code} ${r.Entity_Name}`,
          editable: !s || s.State === 'Rejected' })}>{t('ATTACH.FILES')}</Button>}
        {s && <Button size="small" onClick={() => setHistory(s.Submission_ID)}>{t('REPORTS.HISTORY')}</Button>}
      </Space>
    );
  };
  return (
    <Card>
      <Space wrap className="grid-toolbar">
        <Select aria-label={t('REPORTS.SELECT_REPORT')} style={{ width: 420 }} placeholder={t('REPORTS.SELECT_REPORT')} value={reportId ?? undefined} onChange={setReportId}
          showSearch={{ optionFilterProp: 'label' }} options={choices.reports.map((r) => ({ value: r.Report_ID, label: `${r.Report_Name} (${r.Report_Type})` }))} data-testid="report-select" />
        <Select aria-label={t('FIELD.Fiscal_Year')} style={{ width: 160 }} value={year ?? undefined} onChange={setYearId}
          options={choices.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
        {reportId && year && area !== 'sepc' && <ConsolidatedButton reportId={reportId} yearId={year} refresh={changes} />}
      </Space>
      {!reportId ? <Empty description={t('REPORTS.SELECT_REPORT')} /> : (
        <Table<Row> rowKey="Entity_ID" size="middle" loading={fetching} dataSource={data?.reportEntityStatuses ?? []}
          pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true }} columns={[
            { key: 'code', title: t('DETAILS.CODE'), dataIndex: 'Entity_Code', width: 90 },
            { key: 'name', title: t('REPORTS.ENTITY'), dataIndex: 'Entity_Name' },
            { key: 'status', title: t('DETAILS.TASK'), dataIndex: 'Task_Status', width: 150,
              render: (v: string, r) => <Tag color={COLOR[v]}>{t(`STATUS.${v}`)}{r.submission?.Is_Consolidated ? ` · ${t('DASHBOARD.CONSOLIDATED')}` : ''}</Tag> },
            { key: 'level', title: t('REPORTS.PROGRESS'), width: 170, render: (_, r) => r.submission?.State === 'Initiated'
              ? t('REPORTS.LEVEL', { level: r.submission.Current_Level, total: r.Level_of_Approval }) : '' },
            { key: 'actions', title: t('COMMON.ACTIONS'), width: 400, render: (_, r) => actions(r) },
          ]} />
      )}
      <HistoryDrawer submissionId={history} onClose={() => setHistory(null)} />
      <Modal open={!!reopening} title={`${t('REPORTS.REOPEN')}: ${reopening?.Entity_Name ?? ''}`} okText={t('REPORTS.REOPEN')} okButtonProps={{ danger: true, disabled: reason.trim().length < 3 }}
        cancelText={t('COMMON.CANCEL')} onCancel={() => setReopening(null)}
        onOk={async () => { if (reopening) { await run(reopen({ s: reopening.Submission_ID, v: reopening.Version, r: reason.trim() }), t('REPORTS.DONE_REOPENED')); setReopening(null); } }}>
        <p>{t('REPORTS.REOPEN_HINT')}</p>
        <Input.TextArea rows={3} maxLength={1000} showCount value={reason} onChange={(e) => setReason(e.target.value)} placeholder={t('REPORTS.REOPEN_REASON')} aria-label={t('REPORTS.REOPEN_REASON')} />
      </Modal>
      <AttachmentsDrawer target={files} editable={!!files?.editable} uploadedReport={!!report && report.Content_Layout == null}
        onClose={() => setFiles(null)} />
    </Card>
  );
}
