import { useState } from 'react';
import { Col, Form, Row, Select, Table, Typography } from 'antd';
import { useQuery } from 'urql';
import { useSession } from '../../lib/session';
import { useErrorToast } from '../../lib/toast';
import { useT, useFormat } from '../../i18n';
import { COMPARE } from './documents';
import { useBudgetChoices } from './useBudgetChoices';

type Row = { Vote_Code: string; Vote_Name: string; Programme_Code: string; Programme_Name: string; Category: string; Stage_Amount: number; Previous_Stage_Amount: number; Difference: number };

/** A stage's budget-year allocations beside the previous stage's, line by line, with the difference. */
export function ComparePanel() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const c = useBudgetChoices();
  const [yearId, setYearId] = useState<number | null>(s.activeFiscalYear?.Year_ID ?? null);
  const [stage, setStage] = useState<number | null>(s.activeStages.find((x) => x.Process_Area === 'CG')?.Stage ?? null);
  const [voteId, setVoteId] = useState<number | null>(null);
  const [{ data, fetching, error }] = useQuery({ query: COMPARE, variables: { Year_ID: yearId ?? 0, Stage: stage ?? 0, Vote_ID: voteId }, pause: !yearId || !stage || (c.ministry && !voteId) });
  useErrorToast(error, t('TOAST.FAILED'));
  const rows = (data?.compareMtefStages ?? []) as Row[];
  const money = (v: number) => f.number(v);
  return (
    <div id="compare">
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={6}><Form.Item label={t('FIELD.Fiscal_Year')}>
            <Select aria-label={t('FIELD.Fiscal_Year')} value={yearId ?? undefined} onChange={setYearId} options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
          </Form.Item></Col>
          <Col xs={24} md={6}><Form.Item label={t('FIELD.Stage')}>
            <Select aria-label={t('FIELD.Stage')} value={stage ?? undefined} onChange={setStage} options={c.stages('CG', yearId).filter((x) => x.Stage > 1).map((x) => ({ value: x.Stage, label: t('BUDGET.STAGE_VS', { stage: x.Stage, previous: x.Stage - 1 }) }))} data-testid="compare-stage" />
          </Form.Item></Col>
          {c.ministry && <Col xs={24} md={12}><Form.Item label={t('TOPBAR.VOTE')}>
            <Select aria-label={t('TOPBAR.VOTE')} value={voteId ?? undefined} onChange={setVoteId} showSearch={{ optionFilterProp: 'label' }} options={c.cgVotes.map((v) => ({ value: v.Vote_ID, label: `${v.Vote_Code} — ${v.Vote_Name}` }))} />
          </Form.Item></Col>}
        </Row>
      </Form>
      <Table<Row> rowKey={(r) => `${r.Vote_Code}-${r.Programme_Code}-${r.Category}`} size="small" loading={fetching} dataSource={rows} pagination={{ pageSize: 50 }}
        columns={[
          { key: 'p', title: t('FIELD.Programme'), render: (_, r) => `${r.Programme_Code} — ${r.Programme_Name}` },
          { key: 'c', title: t('BUDGET.CATEGORY'), dataIndex: 'Category' },
          { key: 'prev', title: t('BUDGET.PREVIOUS_STAGE'), align: 'right', render: (_, r) => money(r.Previous_Stage_Amount) },
          { key: 'cur', title: t('BUDGET.THIS_STAGE'), align: 'right', render: (_, r) => money(r.Stage_Amount) },
          { key: 'd', title: t('BUDGET.DIFFERENCE'), align: 'right', render: (_, r) => (
            <Typography.Text type={r.Difference < 0 ? 'danger' : r.Difference > 0 ? 'success' : undefined}>{money(r.Difference)}</Typography.Text>) },
        ]} />
    </div>
  );
}
