import type { ReactNode } from 'react';
import { Col, Form, Row, Select } from 'antd';
import { useT } from '../../i18n';
import { stageName } from '../../i18n/stage-name';
import type { VoteStage } from './useVoteStage';
import { choice } from './loading-state';

/** The year, stage and vote choosers above a vote-level budget tab, and whatever else the tab asks (`extra`). */
export function VoteStagePicker({ v, extra }: { v: VoteStage; extra?: ReactNode }) {
  const t = useT();
  return (
    <Form layout="vertical">
      <Row gutter={16}>
        <Col xs={24} md={5}><Form.Item label={t('FIELD.Fiscal_Year')}>
          <Select aria-label={t('FIELD.Fiscal_Year')} {...choice(v.c.ready, v.yearId)} onChange={v.setYearId} options={v.c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
        </Form.Item></Col>
        <Col xs={24} md={5}><Form.Item label={t('FIELD.Stage')}>
          <Select aria-label={t('FIELD.Stage')} {...choice(v.c.ready, v.stage)} onChange={v.setStage}
            options={v.stages.map((x) => ({ value: x.Stage, label: `${x.Stage} — ${stageName(t, x.Stage_Name)}${x.Is_Active ? ` (${t('BUDGET.OPEN')})` : ''}` }))} />
        </Form.Item></Col>
        <Col xs={24} md={8}><Form.Item label={t('TOPBAR.VOTE')}>
          <Select aria-label={t('TOPBAR.VOTE')} {...choice(v.c.ready, v.voteId)} onChange={v.setVoteId} disabled={!v.c.ministry} showSearch={{ optionFilterProp: 'label' }}
            options={v.votes.map((x) => ({ value: x.Vote_ID, label: `${x.Vote_Code} — ${x.Vote_Name}` }))} />
        </Form.Item></Col>
        {extra}
      </Row>
    </Form>
  );
}
