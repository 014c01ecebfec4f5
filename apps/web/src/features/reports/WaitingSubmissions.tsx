import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, Form, Input, Modal, Select, Table } from 'antd';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import { toastSuccess } from '../../lib/toast';
import { useT } from '../../i18n';
import { ENTITY_STATUSES } from './documents';
import { useFailure } from '../../i18n/errors';

const REASSIGN = graphql(`mutation Reassign($s: Int!, $v: Int!, $u: Int!, $r: String!) {
  reassignSubmission(Submission_ID: $s, Version: $v, User_ID: $u, Reason: $r) { Submission_ID } }`);

interface Target { id: number; version: number; entity: string; level: number }

/**
 * The report's submissions waiting for approval this year. An administrator can give one to a single person at
 * its level (someone who can see the entity), e.g. when the level's approvers are away with no acting approver.
 */
export function WaitingSubmissions({ reportId, users }: { reportId: number; users: { value: number; label: string }[] }) {
  const t = useT();
  const fail = useFailure();
  const y = useSession().activeFiscalYear?.Year_ID ?? 0;
  const [{ data }, refetch] = useQuery({ query: ENTITY_STATUSES, variables: { r: reportId, y }, pause: !y, requestPolicy: 'network-only' });
  const [{ fetching }, reassign] = useMutation(REASSIGN);
  const [target, setTarget] = useState<Target | null>(null);
  const [form] = Form.useForm<{ user: number; reason: string }>();
  const waiting = (data?.reportEntityStatuses ?? []).filter((e) => e.submission?.State === 'Initiated');
  const submit = async (v: { user: number; reason: string }) => {
    if (!target) return;
    const r = await reassign({ s: target.id, v: target.version, u: v.user, r: v.reason.trim() });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('REASSIGN.DONE'));
    setTarget(null);
    form.resetFields();
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <Card type="inner" title={t('REASSIGN.TITLE')} data-testid="waiting-submissions">
      <Table rowKey="Entity_ID" size="small" pagination={{ pageSize: 10, hideOnSinglePage: true }} dataSource={waiting} locale={{ emptyText: t('REASSIGN.NONE') }} columns={[
        { key: 'entity', title: t('REPORTS.ENTITY'), render: (_, e) => `${e.Entity_Code} — ${e.Entity_Name}` },
        { key: 'level', title: t('REPORTS.PROGRESS'), render: (_, e) => t('REPORTS.LEVEL', { level: e.submission?.Current_Level ?? 0, total: e.Level_of_Approval }) },
        { key: 'act', width: 140, render: (_, e) => e.submission && (
          <Button size="small" onClick={() => e.submission && setTarget({ id: e.submission.Submission_ID, version: e.submission.Version, entity: `${e.Entity_Code} — ${e.Entity_Name}`, level: e.submission.Current_Level })}>
            {t('REASSIGN.ACTION')}
          </Button>
        ) },
      ]} />
      <Modal open={!!target} title={`${t('REASSIGN.ACTION')}: ${target?.entity ?? ''}`} okText={t('REASSIGN.ACTION')} cancelText={t('COMMON.CANCEL')}
        confirmLoading={fetching} onOk={() => form.submit()} onCancel={() => setTarget(null)}>
        <p>{t('REASSIGN.HINT', { level: target?.level ?? '' })}</p>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="user" label={t('REASSIGN.TO')} rules={[{ required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} options={users} aria-label={t('REASSIGN.TO')} />
          </Form.Item>
          <Form.Item name="reason" label={t('DELEGATION.REASON')} rules={[{ required: true, whitespace: true, min: 3, message: t('DELEGATION.REASON_HINT') }, { max: 500 }]}>
            <Input maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
