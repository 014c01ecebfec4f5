import { useState } from 'react';
import { useKeyedState } from '../../lib/useKeyedState';
import { useMutation, useQuery } from 'urql';
import { Alert, Button, Card, Select, Space, Table } from 'antd';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { APPROVERS, REPORTS_AND_YEARS, SET_APPROVERS } from './documents';
import { WaitingSubmissions } from './WaitingSubmissions';
import { useFailure } from '../../i18n/errors';

/** Who initiates (level 0) and who approves at each level of a report, for every vote. */
export function ApproversPage() {
  const t = useT();
  const fail = useFailure();
  const [reportId, setReportId] = useState<number | null>(null);
  const [{ data: reports }] = useQuery({ query: REPORTS_AND_YEARS });
  const [{ data }, refetch] = useQuery({ query: APPROVERS, variables: { r: reportId ?? 0 }, pause: !reportId, requestPolicy: 'network-only' });
  const [{ fetching }, save] = useMutation(SET_APPROVERS);
  const report = reports?.reports.find((r) => r.Report_ID === reportId);
  // The approvers the server holds per level, until changed here; a new answer starts over.
  const [draft, setDraft] = useKeyedState(data, (d) => {
    const byLevel: Record<number, number[]> = {};
    for (const a of d?.reportApprovers ?? []) if (a.Vote_ID == null) (byLevel[a.Level] ??= []).push(a.User_ID);
    return byLevel;
  });
  const users = (data?.activeUsers ?? []).map((u) => ({ value: u.User_ID, label: `${u.User_Name} — ${u.First_Name} ${u.Last_Name}` }));
  const levels = report ? Array.from({ length: report.Level_of_Approval + 1 }, (_, l) => l) : [];
  const voteBound = (l: number) => (data?.reportApprovers ?? []).filter((a) => a.Level === l && a.Vote_ID != null).map((a) => a.User_Name).join(', ');

  const saveLevel = async (level: number) => {
    if (!reportId) return;
    const r = await save({ r: reportId, l: level, u: draft[level] ?? [], v: null });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('COMMON.SAVED'));
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <Card>
      <Space orientation="vertical" style={{ width: '100%' }} size="large">
        <Alert type="info" showIcon title={t('REPORTS.APPROVERS_HINT')} />
        <Select aria-label={t('REPORTS.SELECT_REPORT')} style={{ width: 420 }} placeholder={t('REPORTS.SELECT_REPORT')} value={reportId ?? undefined} onChange={setReportId}
          showSearch={{ optionFilterProp: 'label' }} options={(reports?.reports ?? []).map((r) => ({ value: r.Report_ID, label: `${r.Report_Name} (${r.Report_Type})` }))} />
        {report && (
          <Table rowKey={(l) => String(l)} pagination={false} dataSource={levels} columns={[
            { key: 'level', title: t('REPORTS.LEVEL_COLUMN'), width: 140, render: (l: number) => (l === 0 ? t('REPORTS.INITIATOR') : t('REPORTS.LEVEL_N', { n: l })) },
            { key: 'all', title: t('REPORTS.ALL_VOTES'), render: (l: number) => (
              <Select mode="multiple" aria-label={`${l === 0 ? t('REPORTS.INITIATOR') : t('REPORTS.LEVEL_N', { n: l })}: ${t('REPORTS.ALL_VOTES')}`} style={{ width: '100%' }} value={draft[l] ?? []} options={users} showSearch={{ optionFilterProp: 'label' }}
                onChange={(v) => setDraft({ ...draft, [l]: v })} />
            ) },
            { key: 'vote', title: t('REPORTS.OWN_VOTE'), width: 260, render: (l: number) => voteBound(l) },
            { key: 'save', width: 110, render: (l: number) => <Button loading={fetching} onClick={() => saveLevel(l)}>{t('COMMON.SAVE')}</Button> },
          ]} />
        )}
        {report && <WaitingSubmissions reportId={report.Report_ID} users={users} />}
      </Space>
    </Card>
  );
}
