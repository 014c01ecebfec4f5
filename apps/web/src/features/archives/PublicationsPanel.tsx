import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Button, Card, Empty, Input, Modal, Space, Table, Tag } from 'antd';
import type { PublicationsQuery } from '../../gql/graphql';
import { useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { toastSuccess } from '../../lib/toast';
import { BUDGET_SCOPE } from '../../lib/budget-scope';
import { DECIDE_PUBLICATION, PUBLICATIONS } from './documents';

type Publication = PublicationsQuery['publications'][number];
type Decision = 'withheld' | 'published' | 'retracted';
const STATE_COLOUR: Record<string, string> = { published: 'green', withheld: 'orange', retracted: 'red' };
/** What the ministry may do to a publication in each state (a retracted one stays so). */
const ACTIONS: Record<string, [Decision, MessageKey][]> = {
  published: [['withheld', 'PUBLISH.WITHHOLD'], ['retracted', 'PUBLISH.RETRACT']],
  withheld: [['published', 'PUBLISH.RELEASE'], ['retracted', 'PUBLISH.RETRACT']],
  retracted: [],
};

/**
 * The open data published by consolidations (ministry users only): each publication, whether the public sees it,
 * and withholding, releasing or retracting one with a reason that goes into the audit trail.
 */
export function PublicationsPanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const [scope] = useQuery({ query: BUDGET_SCOPE });
  const ministry = scope.data?.myBudgetScope.Is_Ministry ?? false;
  const [list] = useQuery({ query: PUBLICATIONS, pause: !ministry });
  useErrorToast(list.error, t('PUBLISH.TITLE'));
  const [, decide] = useMutation(DECIDE_PUBLICATION);
  const [asked, setAsked] = useState<{ p: Publication; state: Decision; label: MessageKey } | null>(null);
  const [reason, setReason] = useState('');
  if (!ministry) return null;

  const confirm = async () => {
    if (!asked) return;
    const r = await decide({ p: asked.p.Publication_ID, s: asked.state, r: reason.trim() }, { additionalTypenames: ['Publication'] });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('PUBLISH.SAVED'));
    setAsked(null);
    setReason('');
  };
  const rows = list.data?.publications ?? [];
  return (
    <Card type="inner" title={t('PUBLISH.TITLE')} className="publications-panel" extra={<a href="/open" target="_blank" rel="noreferrer">{t('PUBLISH.PORTAL')}</a>}>
      {!rows.length ? <Empty description={t('PUBLISH.EMPTY')} /> : (
        <Table<Publication> rowKey="Publication_ID" size="small" pagination={{ pageSize: 10, hideOnSinglePage: true }} dataSource={rows} scroll={{ x: 1000 }} columns={[
          { key: 'title', title: t('PUBLISH.DOCUMENT'), render: (_, p) => <><div>{p.Title}</div><small>{t(`PUBLISH.DOC.${p.Key_Document}` as MessageKey)}</small></> },
          { key: 'date', title: t('PUBLISH.PUBLISHED_ON'), dataIndex: 'Published_Date', width: 180, render: (v: string) => f.dateTime(v) },
          { key: 'votes', title: t('PUBLISH.VOTES'), width: 110, render: (_, p) => `${f.number(p.Votes)} / ${f.number(p.Expected_Votes)}` },
          { key: 'total', title: t('PUBLISH.TOTAL'), dataIndex: 'Total', width: 180, align: 'right', render: (v: number) => f.number(v) },
          { key: 'state', title: t('PUBLISH.STATE'), width: 200, render: (_, p) => (
            <Space wrap size={4}>
              <Tag color={STATE_COLOUR[p.State]}>{t(`PUBLISH.STATE.${p.State}` as MessageKey)}</Tag>
              {p.Superseded_Date ? <Tag>{t('ARCHIVES.SUPERSEDED')}</Tag> : null}
              {p.Reason ? <small title={p.Decided_By ?? undefined}>{p.Reason}</small> : null}
            </Space>
          ) },
          { key: 'act', width: 200, render: (_, p) => (
            <Space wrap size={4}>{(ACTIONS[p.State] ?? []).map(([state, label]) => (
              <Button key={state} size="small" danger={state === 'retracted'} onClick={() => { setAsked({ p, state, label }); }} data-testid={`publication-${state}`}>{t(label)}</Button>
            ))}</Space>
          ) },
        ]} />
      )}
      <Modal open={!!asked} title={asked ? `${t(asked.label)}: ${asked.p.Title}` : ''} okText={asked ? t(asked.label) : ''} okButtonProps={{ disabled: reason.trim().length < 5, danger: asked?.state === 'retracted' }}
        onOk={() => { void confirm(); }} onCancel={() => { setAsked(null); setReason(''); }} destroyOnHidden>
        <label htmlFor="publication-reason">{t('PUBLISH.REASON')}</label>
        <Input.TextArea id="publication-reason" value={reason} onChange={(e) => { setReason(e.target.value); }} maxLength={500} rows={3} data-testid="publication-reason" />
      </Modal>
    </Card>
  );
}
