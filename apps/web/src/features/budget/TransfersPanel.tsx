import { useState } from 'react';
import { Col, Form, Row, Select, Table, Tabs } from 'antd';
import { useQuery } from 'urql';
import { useSession } from '../../lib/session';

import { useT, useFormat } from '../../i18n';
import { TRANSFERS } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { KeyboardScroll } from '../../components/KeyboardScroll';
import { stageName } from '../../i18n/stage-name';
import { KeepVersion } from './KeepVersion';
import { useErrorToast } from '../../i18n/errors';

type Row = Record<string, string | number | null> & { ID: number };
const AMOUNTS = ['Plan_Y0', 'Projection_Y1', 'Projection_Y2', 'Projection_Y3', 'Projection_Y4', 'Projection_Y5', 'Projection_Y1Q1', 'Projection_Y1Q2', 'Projection_Y1Q3', 'Projection_Y1Q4'];

/** LG grant IPFs of one district: conditional and discretionary transfer grids with the revenue's budget; a version can be kept. */
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
  const [{ data, fetching, error }] = useQuery({ query: TRANSFERS, variables: { Vote_ID: voteId ?? 0, Stage: stage ?? 0 }, pause: !voteId || !stage });
  useErrorToast(error, t('TOAST.FAILED'));
  const columns = (withGrant: boolean) => [
    { key: 'g', title: t('BUDGET.REVENUE'), width: 220, fixed: 'left' as const, render: (_: unknown, r: Row) => `${r.Revenue_Code} — ${r.Revenue_Name}` },
    ...(withGrant ? [{ key: 'sg', title: t('BUDGET.SUB_GRANT'), width: 200, render: (_: unknown, r: Row) => (r.SubGrant_Code ? `${r.SubGrant_Code} — ${r.SubGrant_Name}` : '—') }] : []),
    { key: 'ssp', title: t('FIELD.Sub_SubProgramme'), width: 220, render: (_: unknown, r: Row) => `${r.Sub_SubProgramme_Code} — ${r.Sub_SubProgramme_Name}` },
    ...AMOUNTS.map((k) => ({ key: k, title: k.replace('Projection_', '').replace('Plan_', ''), align: 'right' as const, width: 130, render: (_: unknown, r: Row) => f.number(r[k]) })),
    { key: 'rb', title: t('BUDGET.REVENUE_BUDGET'), align: 'right' as const, width: 150, render: (_: unknown, r: Row) => f.number(r.Revenue_Budget) },
  ];
  const grid = (rows: Row[], withGrant: boolean, id: string) => (
    <KeyboardScroll label={t('BUDGET.TAB_IPF')}>
      <Table<Row> rowKey="ID" size="small" bordered loading={fetching} dataSource={rows} columns={columns(withGrant)} scroll={{ x: 1900 }}
        pagination={{ pageSize: 50 }} data-testid={id} locale={{ emptyText: t('BUDGET.NO_LINES') }} />
    </KeyboardScroll>
  );
  return (
    <div id="ipf">
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={12}><Form.Item label={t('ARCHIVES.LG_VOTE')}>
            <Select aria-label={t('ARCHIVES.LG_VOTE')} value={voteId ?? undefined} onChange={setVoteId} disabled={!c.ministry} showSearch={{ optionFilterProp: 'label' }} data-testid="ipf-vote"
              options={c.lgVotes.map((v) => ({ value: v.Vote_ID, label: `${v.Vote_Code} — ${v.Vote_Name}` }))} />
          </Form.Item></Col>
          <Col xs={24} md={6}><Form.Item label={t('FIELD.Stage')}>
            <Select aria-label={t('FIELD.Stage')} value={stage ?? undefined} onChange={setStage} options={c.stages('LG', yearId).map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}` }))} />
          </Form.Item></Col>
        </Row>
      </Form>
      <Tabs items={[
        { key: 'conditional', label: t('BUDGET.CONDITIONAL'), children: grid((data?.conditional ?? []), false, 'conditional-grid') },
        { key: 'discretionary', label: t('BUDGET.DISCRETIONARY'), children: grid((data?.discretionary ?? []), true, 'discretionary-grid') },
      ]} />
      {yearId && stage && voteId && (
        <KeepVersion area="LG" yearId={yearId} stage={stage} voteId={voteId} disabled={!data?.conditional.length && !data?.discretionary.length} />
      )}
    </div>
  );
}
