import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, DatePicker, Form, Input, Select, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { graphql } from '../../gql';
import { toastSuccess } from '../../lib/toast';
import { useFormat, useT } from '../../i18n';
import { useSession } from '../../lib/session';
import { useFailure } from '../../i18n/errors';

const DELEGATIONS = graphql(`query Delegations { myDelegations { Delegation_ID User_Name Delegate_Name Starts_On Ends_On Reason Revoked_Date In_Force }
  delegationCandidates { User_ID User_Name First_Name Last_Name } }`);
const DELEGATE = graphql(`mutation Delegate($d: Int!, $s: String!, $e: String!, $r: String!) {
  delegateApprovals(Delegate_ID: $d, Starts_On: $s, Ends_On: $e, Reason: $r) { Delegation_ID } }`);
const REVOKE = graphql(`mutation RevokeDelegation($id: Int!) { revokeDelegation(Delegation_ID: $id) { Delegation_ID } }`);

/**
 * An approver's acting approver for a leave: named here for a period, told at once, and acting on the
 * approver's tasks until the period ends or the delegation is revoked. Delegations received are listed too.
 */
export function DelegationCard() {
  const t = useT();
  const fail = useFailure();
  const f = useFormat();
  const me = useSession().user?.User_Name;
  const [{ data }, refetch] = useQuery({ query: DELEGATIONS, requestPolicy: 'network-only' });
  const [{ fetching }, delegate] = useMutation(DELEGATE);
  const [, revoke] = useMutation(REVOKE);
  const [form] = Form.useForm<{ delegate: number; period: [Dayjs, Dayjs]; reason: string }>();
  const [open, setOpen] = useState(false);
  const rows = data?.myDelegations ?? [];
  const candidates = data?.delegationCandidates ?? [];
  if (!rows.length && !candidates.length) return null;
  const submit = async (v: { delegate: number; period: [Dayjs, Dayjs]; reason: string }) => {
    const r = await delegate({ d: v.delegate, s: v.period[0].format('YYYY-MM-DD'), e: v.period[1].format('YYYY-MM-DD'), r: v.reason.trim() });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('DELEGATION.SAVED'));
    form.resetFields();
    setOpen(false);
    refetch({ requestPolicy: 'network-only' });
  };
  const stop = async (id: number) => {
    const r = await revoke({ id });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('DELEGATION.REVOKED'));
    refetch({ requestPolicy: 'network-only' });
  };
  const state = (d: (typeof rows)[number]) => (d.Revoked_Date ? <Tag>{t('DELEGATION.STATE_REVOKED')}</Tag>
    : d.In_Force ? <Tag color="green">{t('DELEGATION.STATE_IN_FORCE')}</Tag>
      : d.Ends_On < dayjs().format('YYYY-MM-DD') ? <Tag>{t('DELEGATION.STATE_ENDED')}</Tag> : <Tag color="blue">{t('DELEGATION.STATE_PLANNED')}</Tag>);
  return (
    <Card type="inner" title={t('DELEGATION.TITLE')} style={{ marginTop: 16, maxWidth: 860 }} data-testid="delegation-card"
      extra={candidates.length > 0 && !open && <Button onClick={() => setOpen(true)}>{t('DELEGATION.NEW')}</Button>}>
      <Typography.Paragraph type="secondary">{t('DELEGATION.HINT')}</Typography.Paragraph>
      {open && (
        <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }}>
          <Form.Item name="delegate" label={t('DELEGATION.DELEGATE')} rules={[{ required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }]}>
            <Select showSearch={{ optionFilterProp: 'label' }} aria-label={t('DELEGATION.DELEGATE')}
              options={candidates.map((u) => ({ value: u.User_ID, label: `${u.First_Name} ${u.Last_Name} (${u.User_Name})` }))} />
          </Form.Item>
          <Form.Item name="period" label={t('DELEGATION.PERIOD')} rules={[{ required: true, message: t('AUTH.VALIDATION.REQUIRED_FIELD') }]}>
            <DatePicker.RangePicker disabledDate={(d) => d.isBefore(dayjs(), 'day')} aria-label={t('DELEGATION.PERIOD')} />
          </Form.Item>
          <Form.Item name="reason" label={t('DELEGATION.REASON')} rules={[{ required: true, whitespace: true, min: 3, message: t('DELEGATION.REASON_HINT') }, { max: 500 }]}>
            <Input maxLength={500} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={fetching}>{t('COMMON.SAVE')}</Button>{' '}
          <Button onClick={() => setOpen(false)}>{t('COMMON.CANCEL')}</Button>
        </Form>
      )}
      {rows.length > 0 && (
        <Table rowKey="Delegation_ID" size="small" pagination={false} dataSource={rows} style={{ marginTop: 12 }} columns={[
          { key: 'who', title: t('DELEGATION.WHO'), render: (_, d) => (d.User_Name === me
            ? t('DELEGATION.ACTS_FOR_ME', { user: d.Delegate_Name }) : t('DELEGATION.I_ACT_FOR', { user: d.User_Name })) },
          { key: 'period', title: t('DELEGATION.PERIOD'), render: (_, d) => `${f.date(`${d.Starts_On}T12:00:00`)} – ${f.date(`${d.Ends_On}T12:00:00`)}` },
          { key: 'reason', title: t('DELEGATION.REASON'), dataIndex: 'Reason' },
          { key: 'state', title: t('COMMON.STATUS'), render: (_, d) => state(d) },
          { key: 'actions', title: t('COMMON.ACTIONS'), render: (_, d) => (d.User_Name === me && !d.Revoked_Date && d.Ends_On >= dayjs().format('YYYY-MM-DD')
            ? <Button size="small" danger onClick={() => stop(d.Delegation_ID)}>{t('DELEGATION.REVOKE')}</Button> : null) },
        ]} />
      )}
    </Card>
  );
}
