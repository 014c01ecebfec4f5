import { useState } from 'react';
import { Button, Col, Form, Row, Select, Space, Table, Tabs } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from 'urql';
import { useSession } from '../../lib/session';
import { choice, gridState } from './loading-state';

import { useT, useFormat } from '../../i18n';
import { TRANSFERS } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { KeyboardScroll } from '../../components/KeyboardScroll';
import { stageName } from '../../i18n/stage-name';
import { KeepVersion } from './KeepVersion';
import { useErrorToast } from '../../i18n/errors';

import { IPF_AMOUNTS, IpfLineForm, type IpfRow, type Transfer } from './IpfLineForm';

type Row = IpfRow;

/**
 * LG grant IPFs of one district: conditional and discretionary transfer grids with the revenue's budget. In the
 * open stage a line can be added or corrected (IpfLineForm); a version can be kept.
 */
export function TransfersPanel() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const c = useBudgetChoices();
  const [chosenVote, setVoteId] = useState<number | null>(null);
  const [stage, setStage] = useState<number | null>(s.activeStages.find((x) => x.Process_Area === 'LG')?.Stage ?? null);
  const yearId = s.activeFiscalYear?.Year_ID ?? null;
  // The user's own LG (the first for the ministry) until another is chosen.
  const voteId = chosenVote ?? (c.ready ? (c.ministry ? c.lgVotes[0]?.Vote_ID ?? null : c.ownKind === 'LG' ? c.ownVote : null) : null);
  const [{ data, fetching, error }, refetch] = useQuery({ query: TRANSFERS, variables: { Vote_ID: voteId ?? 0, Stage: stage ?? 0 }, pause: !voteId || !stage });
  useErrorToast(error, t('TOAST.FAILED'));
  const [tab, setTab] = useState<'conditional' | 'discretionary'>('conditional');
  const [editing, setEditing] = useState<{ row: Row | null; transfer: Transfer } | null>(null);
  // The open LG stage is typed in, by the district's own officers or the ministry (the server checks both).
  const open = c.stages('LG', yearId).find((x) => x.Stage === stage)?.Is_Active ?? false;
  const transferOf = (withGrant: boolean): Transfer => (withGrant ? 'Discretionary' : 'Conditional');
  const columns = (withGrant: boolean) => [
    { key: 'g', title: t('BUDGET.REVENUE'), width: 220, fixed: 'left' as const, render: (_: unknown, r: Row) => `${r.Revenue_Code} — ${r.Revenue_Name}` },
    ...(withGrant ? [{ key: 'sg', title: t('BUDGET.SUB_GRANT'), width: 200, render: (_: unknown, r: Row) => (r.SubGrant_Code ? `${r.SubGrant_Code} — ${r.SubGrant_Name}` : '—') }] : []),
    { key: 'ssp', title: t('FIELD.Sub_SubProgramme'), width: 220, render: (_: unknown, r: Row) => `${r.Sub_SubProgramme_Code} — ${r.Sub_SubProgramme_Name}` },
    ...IPF_AMOUNTS.map((k) => ({ key: k, title: k.replace('Projection_', '').replace('Plan_', ''), align: 'right' as const, width: 130, render: (_: unknown, r: Row) => f.number(r[k]) })),
    { key: 'rb', title: t('BUDGET.REVENUE_BUDGET'), align: 'right' as const, width: 150, render: (_: unknown, r: Row) => f.number(r.Revenue_Budget) },
    ...(open ? [{ key: 'edit', title: '', width: 110, fixed: 'right' as const, render: (_: unknown, r: Row) => (
      <Button size="small" icon={<EditOutlined />} onClick={() => setEditing({ row: r, transfer: transferOf(withGrant) })} data-testid={`ipf-correct-${r.ID}`}>{t('BUDGET.IPF_CORRECT')}</Button>
    ) }] : []),
  ];
  const grid = (rows: Row[], withGrant: boolean, id: string) => (
    <KeyboardScroll label={t('BUDGET.TAB_IPF')}>
      <Table<Row> rowKey="ID" size="small" bordered dataSource={rows} columns={columns(withGrant)} scroll={{ x: 1900 }}
        pagination={{ pageSize: 50 }} data-testid={id} {...gridState({ data, error, fetching }, t('BUDGET.NO_LINES'), t, c.ready && !voteId)} />
    </KeyboardScroll>
  );
  return (
    <div id="ipf">
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={12}><Form.Item label={t('ARCHIVES.LG_VOTE')}>
            <Select aria-label={t('ARCHIVES.LG_VOTE')} {...choice(c.ready, voteId)} onChange={setVoteId} disabled={!c.ministry} showSearch={{ optionFilterProp: 'label' }} data-testid="ipf-vote"
              options={c.lgVotes.map((v) => ({ value: v.Vote_ID, label: `${v.Vote_Code} — ${v.Vote_Name}` }))} />
          </Form.Item></Col>
          <Col xs={24} md={6}><Form.Item label={t('FIELD.Stage')}>
            <Select aria-label={t('FIELD.Stage')} {...choice(c.ready, stage)} onChange={setStage} options={c.stages('LG', yearId).map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}` }))} />
          </Form.Item></Col>
        </Row>
      </Form>
      {open && voteId && (
        <Space style={{ marginBottom: 12 }}>
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ row: null, transfer: tab === 'discretionary' ? 'Discretionary' : 'Conditional' })} data-testid="ipf-add">{t('BUDGET.IPF_ADD')}</Button>
        </Space>
      )}
      {editing && yearId && stage && voteId && (
        <IpfLineForm yearId={yearId} stage={stage} voteId={voteId} row={editing.row} transfer={editing.transfer}
          onClose={(saved) => { setEditing(null); if (saved) refetch({ requestPolicy: 'network-only' }); }} />
      )}
      <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)} items={[
        { key: 'conditional', label: t('BUDGET.CONDITIONAL'), children: grid((data?.conditional ?? []), false, 'conditional-grid') },
        { key: 'discretionary', label: t('BUDGET.DISCRETIONARY'), children: grid((data?.discretionary ?? []), true, 'discretionary-grid') },
      ]} />
      {yearId && stage && voteId && (
        <KeepVersion area="LG" yearId={yearId} stage={stage} voteId={voteId} disabled={!data?.conditional.length && !data?.discretionary.length} />
      )}
    </div>
  );
}
