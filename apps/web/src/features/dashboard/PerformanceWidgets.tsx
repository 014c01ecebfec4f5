import { Card, Col, Row, Statistic, Table, Tag } from 'antd';
import { useQuery } from 'urql';
import { SHORTFALL_MARGIN } from '@pbs/domain';
import { graphql } from '../../gql';
import { useSession } from '../../lib/session';
import { useFormat, useT } from '../../i18n';
import { useErrorToast } from '../../i18n/errors';

const PERFORMANCE = graphql(`query PerformanceDashboard($y: Int!) { performanceDashboard(Year_ID: $y) { Approved_Budget
  Programmes { Programme_Code Programme_Name Indicators On_Track Off_Track Not_Reported Latest_Quarter }
  Quarters { Quarter Reported Released Spent Released_To_Date Spent_To_Date } } }`);

const pct = (part: number, whole: number) => (whole ? (part / whole) * 100 : null);

/**
 * Programme performance on the dashboard: each programme's indicators on track, off track or not yet reported at
 * their latest quarter, and the vote's (or, for the ministry, every central vote's) absorption by quarter — released
 * and spent in each quarter and to date against the approved budget. Tables, not charts: what a budget officer
 * reads, and light on a slow link.
 */
export default function PerformanceWidgets() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const y = s.activeFiscalYear?.Year_ID ?? 0;
  const [{ data, fetching, error }] = useQuery({ query: PERFORMANCE, variables: { y }, pause: !y });
  useErrorToast(error, t('TOAST.FAILED'));
  const d = data?.performanceDashboard;
  const share = (v: number | null) => (v == null ? '—' : `${f.number(v, 1)} %`);
  const budget = d?.Approved_Budget ?? 0;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={t('PERF_DASH.INDICATORS')} size="small" data-testid="perf-indicators">
          <p className="muted">{t('PERF_DASH.INDICATORS_NOTE', { margin: SHORTFALL_MARGIN * 100 })}</p>
          <Table rowKey="Programme_Code" size="small" pagination={false} loading={fetching} dataSource={d?.Programmes ?? []} scroll={{ x: 520 }}
            locale={{ emptyText: t('PERF_DASH.NONE') }} columns={[
              { key: 'programme', title: t('PERF_DASH.PROGRAMME'), render: (_, p) => `${p.Programme_Code} ${p.Programme_Name}` },
              { key: 'n', title: t('PERF.INDICATORS'), align: 'right', render: (_, p) => f.number(p.Indicators) },
              { key: 'on', title: t('PERF_DASH.ON_TRACK'), align: 'right', render: (_, p) => (p.On_Track ? <Tag color="green">{f.number(p.On_Track)}</Tag> : '0') },
              { key: 'off', title: t('PERF_DASH.OFF_TRACK'), align: 'right', render: (_, p) => (p.Off_Track ? <Tag color="red">{f.number(p.Off_Track)}</Tag> : '0') },
              { key: 'none', title: t('PERF_DASH.NOT_REPORTED'), align: 'right', render: (_, p) => f.number(p.Not_Reported) },
              { key: 'q', title: t('PERF_DASH.LATEST'), align: 'right', render: (_, p) => (p.Latest_Quarter ? `Q${p.Latest_Quarter}` : '—') },
            ]} />
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <Card title={t('PERF_DASH.MONEY')} size="small" data-testid="perf-money">
          <Statistic title={t('PERF_DASH.APPROVED')} value={d ? f.number(budget) : '—'} loading={fetching && !d} />
          <Table rowKey="Quarter" size="small" pagination={false} loading={fetching} dataSource={d?.Quarters ?? []} scroll={{ x: 560 }} columns={[
            { key: 'q', title: t('PERF.QUARTER'), render: (_, q) => `Q${q.Quarter}` },
            // A quarter nothing was uploaded for yet is not a quarter of zero: its figures stay blank.
            { key: 'released', title: t('PERF_DASH.RELEASED'), align: 'right', render: (_, q) => (q.Reported ? f.number(q.Released) : '—') },
            { key: 'spent', title: t('PERF_DASH.SPENT'), align: 'right', render: (_, q) => (q.Reported ? f.number(q.Spent) : '—') },
            { key: 'released_share', title: t('PERF_DASH.RELEASED_SHARE'), align: 'right', render: (_, q) => (q.Reported ? share(pct(q.Released_To_Date, budget)) : '—') },
            { key: 'spent_share', title: t('PERF_DASH.SPENT_SHARE'), align: 'right', render: (_, q) => (q.Reported ? share(pct(q.Spent_To_Date, budget)) : '—') },
            { key: 'absorption', title: t('PERF_DASH.ABSORPTION'), align: 'right', render: (_, q) => (q.Reported ? share(pct(q.Spent_To_Date, q.Released_To_Date)) : '—') },
          ]} />
        </Card>
      </Col>
    </Row>
  );
}
