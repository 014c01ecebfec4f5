import { useMemo, useState } from 'react';
import { Alert, Button, Col, Form, Row, Select, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from 'urql';
import { shiftFiscalYear, shortFiscalYear } from '@pbs/domain';
import { useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { downloadFile } from '../../lib/download';
import { COMPARE_YEARS } from './documents';
import { useBudgetChoices } from './useBudgetChoices';
import { useYearVotes, voteOption } from './useYearVotes';
import { choice } from './loading-state';

const BY = ['function', 'economicClass', 'sector', 'vote', 'programme'] as const;
/** A fiscal year's estimates are the next year's budget (as the documents title them): 2024-2025 → FY 2025/26. */
const budgetYear = (fiscalYear: string) => `FY ${shortFiscalYear(shiftFiscalYear(fiscalYear, 1))}`;
type By = (typeof BY)[number];
const BY_LABEL: Record<By, MessageKey> = {
  function: 'BUDGET.YEARS.FUNCTION', economicClass: 'BUDGET.YEARS.ECONOMIC', sector: 'BUDGET.YEARS.SECTOR', vote: 'BUDGET.YEARS.VOTE', programme: 'BUDGET.YEARS.PROGRAMME',
};
type Compared = { Code: string; Name?: string | null; Amounts_By_Year: number[] };

/**
 * Several years' detailed estimates side by side (ADR 0024): by function and economic class directly, by sector, vote
 * and programme through the ministry's crosswalk; a vote's user sees their own vote. A year without lines of the stage
 * is said, not shown as zero spending. Downloadable as a workbook.
 */
export function YearsPanel() {
  const t = useT();
  const f = useFormat();
  const fail = useFailure();
  const c = useBudgetChoices();
  // The three latest years to begin with.
  const recent = useMemo(() => [...c.years].sort((a, b) => b.Fiscal_Year.localeCompare(a.Fiscal_Year)).slice(0, 3).map((y) => y.Year_ID), [c.years]);
  const [picked, setPicked] = useState<number[] | null>(null);
  const yearIds = picked ?? recent;
  // Votes are offered as the latest year compared names them (the rows are named so too).
  const latest = c.years.filter((y) => yearIds.includes(y.Year_ID)).sort((a, b) => b.Fiscal_Year.localeCompare(a.Fiscal_Year))[0]?.Year_ID ?? null;
  const { cgVotes } = useYearVotes(c, latest);
  const [stage, setStage] = useState(3);
  const [by, setBy] = useState<By>('function');
  const [voteId, setVoteId] = useState<number | null>(null);
  const vars = { Year_IDs: yearIds, Stage: stage, By: by, Vote_ID: c.ministry ? voteId : null };
  const [{ data, fetching, error }] = useQuery({ query: COMPARE_YEARS, variables: vars, pause: !c.ready || yearIds.length < 2 });
  useErrorToast(error, t('TOAST.FAILED'));
  const answer = data?.compareYears;
  const missing = answer?.Years.filter((y) => !y.Held) ?? [];
  const download = () => {
    const q = new URLSearchParams({ Year_IDs: yearIds.join(','), Stage: String(stage), By: by, ...(c.ministry && voteId ? { Vote_ID: String(voteId) } : {}) });
    downloadFile(`/api/estimates/compare.xlsx?${q.toString()}`, 'Compare_years.xlsx').catch(fail);
  };
  return (
    <div id="years">
      <Form layout="vertical">
        <Row gutter={16}>
          <Col xs={24} md={9}><Form.Item label={t('BUDGET.YEARS.YEARS')}>
            <Select mode="multiple" aria-label={t('BUDGET.YEARS.YEARS')} value={yearIds} onChange={setPicked} loading={!c.ready} maxCount={10} data-testid="years-years"
              options={c.years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} />
          </Form.Item></Col>
          <Col xs={12} md={3}><Form.Item label={t('FIELD.Stage')}>
            <Select aria-label={t('FIELD.Stage')} value={stage} onChange={setStage} options={[1, 2, 3].map((n) => ({ value: n, label: String(n) }))} />
          </Form.Item></Col>
          <Col xs={12} md={5}><Form.Item label={t('BUDGET.YEARS.BY')}>
            <Select aria-label={t('BUDGET.YEARS.BY')} value={by} onChange={setBy} data-testid="years-by" options={BY.map((b) => ({ value: b, label: t(BY_LABEL[b]) }))} />
          </Form.Item></Col>
          {c.ministry && <Col xs={24} md={5}><Form.Item label={t('TOPBAR.VOTE')}>
            <Select aria-label={t('TOPBAR.VOTE')} {...choice(c.ready, voteId)} onChange={setVoteId} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('BUDGET.YEARS.ALL_VOTES')}
              options={cgVotes.map(voteOption)} />
          </Form.Item></Col>}
          <Col xs={24} md={2}><Form.Item label=" ">
            <Button icon={<DownloadOutlined />} onClick={download} disabled={!answer} aria-label={t('BUDGET.YEARS.DOWNLOAD')} title={t('BUDGET.YEARS.DOWNLOAD')} data-testid="years-download" />
          </Form.Item></Col>
        </Row>
      </Form>
      {missing.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} data-testid="years-missing"
        title={t('BUDGET.YEARS.MISSING', { years: missing.map((y) => budgetYear(y.Fiscal_Year)).join(', ') })} />}
      <Table<Compared> rowKey={(r) => `${r.Code}:${r.Name ?? ''}`} size="small" bordered loading={fetching} dataSource={answer?.Rows ?? []} pagination={{ pageSize: 50 }}
        scroll={{ x: 300 + 160 * yearIds.length }} data-testid="years-table"
        columns={[
          { key: 'code', title: t('BUDGET.YEARS.CODE'), width: 90, render: (_, r) => r.Code },
          { key: 'name', title: t(BY_LABEL[by]), render: (_, r) => r.Name ?? '—' },
          ...(answer?.Years ?? []).map((y, i) => ({
            key: `y${y.Year_ID}`, title: budgetYear(y.Fiscal_Year), align: 'right' as const, width: 160,
            render: (_: unknown, r: Compared) => (y.Held ? f.number(r.Amounts_By_Year[i] ?? 0) : '—'),
          })),
        ]}
        summary={() => answer && (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}><strong>{t('BUDGET.TOTAL')}</strong></Table.Summary.Cell>
            {answer.Totals.map((v, i) => <Table.Summary.Cell key={answer.Years[i]?.Year_ID ?? i} index={i + 2} align="right"><strong>{answer.Years[i]?.Held ? f.number(v) : '—'}</strong></Table.Summary.Cell>)}
          </Table.Summary.Row>
        )} />
    </div>
  );
}
