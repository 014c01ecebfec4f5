import { useEffect, useMemo, useState } from 'react';
import { Card, Col, DatePicker, Empty, Row, Select, Space, Statistic, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from 'urql';
import { LOG_TYPES, TOP_CHOICES } from '@pbs/domain';
import { Chart, type ChartOption } from '../../lib/Chart';
import { useSession } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { useT, useFormat } from '../../i18n';
import { ACTIVITY_GRAPHS } from '../audit/documents';
import type { MessageKey } from '../../i18n';

/** Toast title of each widget's failure (SPEC.md section 8). */
const FAILURE: Record<string, MessageKey> = {
  logsGraph: 'TOAST.LOGS_GRAPH', auditsGraph: 'TOAST.AUDITS_GRAPH', overallOverview: 'TOAST.LOGS_COUNT_GRAPH', loginsGraph: 'TOAST.LOGINS_GRAPH',
};
const has = (paths: string[], p: string) => paths.includes(p);

/**
 * Logs graph, Overall Overview, Audits graph and sign-ins for administrators: counts per month computed by the
 * server over the newest Top rows in the chosen dates; nothing loads until both dates are set and in order.
 */
// Stable stand-ins while nothing has arrived, so the charts are not rebuilt on every render (zeros, SPEC.md).
const NO_MONTHS: never[] = [];
const NO_OVERVIEW = { Logins: 0, Audits: 0, Logs: 0 };

export default function ActivityWidgets() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const paths = s.menuPaths;
  const show = { logs: has(paths, '/audit/logs'), audits: has(paths, '/audit/trail'), logins: has(paths, '/audit/logins') || has(paths, '/audit/failed-logins') };
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>([dayjs().subtract(11, 'month').startOf('month'), dayjs()]);
  const [top, setTop] = useState<number>(TOP_CHOICES[0]);
  const ready = !!range && !range[1].isBefore(range[0], 'day');
  const [{ data, error }] = useQuery({
    query: ACTIVITY_GRAPHS, pause: !ready || !(show.logs || show.audits || show.logins),
    variables: { StartDate: range?.[0].format('YYYY-MM-DD') ?? '', EndDate: range?.[1].format('YYYY-MM-DD') ?? '', Limit: top, ...show },
  });
  useEffect(() => {
    for (const e of error?.graphQLErrors ?? []) toastError(e.message, t(FAILURE[String(e.path?.[0])] ?? 'TOAST.FAILED'));
    if (error?.networkError) toastError(t('ERROR.NETWORK'), t('TOAST.FAILED'));
  }, [error, t]);

  // A paused query keeps its last answer: without a valid range the widgets go back to zero.
  const shown = ready ? data : undefined;
  const logs = shown?.logsGraph;
  const audits = shown?.auditsGraph ?? NO_MONTHS;
  const logins = shown?.loginsGraph ?? NO_MONTHS;
  const o = shown?.overallOverview ?? NO_OVERVIEW;
  const logsOption = useMemo<ChartOption>(() => ({
    tooltip: { trigger: 'axis' }, legend: { bottom: 0 }, grid: { left: 48, right: 16, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: (logs?.Months ?? []).map((m) => m.Month) }, yAxis: { type: 'value' },
    series: LOG_TYPES.map((type) => ({ type: 'line', name: t(`LOG_TYPE.${type}`), smooth: true, data: (logs?.Months ?? []).map((m) => m[type]) })),
  }), [logs, t]);
  const auditsOption = useMemo<ChartOption>(() => ({
    tooltip: { trigger: 'axis' }, legend: { bottom: 0 }, grid: { left: 48, right: 16, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: audits.map((m) => m.Month) }, yAxis: { type: 'value' },
    series: [
      { type: 'bar', name: t('RECORDS.TYPE_CREATE'), data: audits.map((m) => m.Creates) },
      { type: 'line', name: t('RECORDS.TYPE_UPDATE'), areaStyle: {}, smooth: true, data: audits.map((m) => m.Updates) },
      { type: 'line', name: t('RECORDS.TYPE_REMOVE'), data: audits.map((m) => m.Deletes) },
    ],
  }), [audits, t]);
  const overviewOption = useMemo<ChartOption>(() => ({
    tooltip: { trigger: 'item', valueFormatter: (v) => `${f.number(Number(v), 1)} K` }, legend: { top: 0 },
    // Legend on top and slices too thin to see unlabelled: labels of a near-empty chart crowded the legend.
    series: [{ type: 'pie', center: ['50%', '52%'], radius: ['34%', '56%'], minShowLabelAngle: 3, label: { formatter: (p) => `${p.name}\n${f.number(Number(p.value), 1)} K` },
      data: [[t('RECORDS.LOGINS'), o.Logins], [t('RECORDS.AUDITS'), o.Audits], [t('RECORDS.LOGS'), o.Logs]].map(([name, v]) => ({ name: String(name), value: Number(v) / 1000 })) }],
  }), [o, t, f]);
  const loginsOption = useMemo<ChartOption>(() => ({
    tooltip: { trigger: 'axis' }, legend: { bottom: 0 }, grid: { left: 48, right: 16, top: 16, bottom: 48 },
    xAxis: { type: 'category', data: logins.map((m) => m.Month) }, yAxis: { type: 'value' },
    series: [{ type: 'bar', name: t('RECORDS.SUCCEEDED'), data: logins.map((m) => m.Logins) }, { type: 'line', name: t('RECORDS.FAILED'), data: logins.map((m) => m.Failed) }],
  }), [logins, t]);

  if (!show.logs && !show.audits && !show.logins) return null;
  return (
    <Card size="small" title={t('DASHBOARD.ACTIVITY')} style={{ marginTop: 16 }} extra={
      <Space wrap>
        <DatePicker.RangePicker value={range} onChange={(v) => setRange(v && v[0] && v[1] ? [v[0], v[1]] : null)} data-testid="activity-range" />
        <Select aria-label={t('DASHBOARD.TOP')} value={top} onChange={setTop} style={{ width: 150 }} data-testid="activity-top"
          options={TOP_CHOICES.map((n) => ({ value: n, label: `${t('DASHBOARD.TOP')} ${f.number(n)}` }))} />
      </Space>}>
      <Row gutter={[16, 16]}>
        {show.logs && <Col xs={24} lg={16}><Card size="small" title={t('DASHBOARD.LOGS_GRAPH')}>
          <Space wrap style={{ marginBottom: 8 }}>{LOG_TYPES.map((type) => <Tag key={type}>{t(`LOG_TYPE.${type}`)}: {f.number(logs?.Totals[type] ?? 0)}</Tag>)}</Space>
          <Chart option={logsOption} height={260} testId="logs-chart" />
        </Card></Col>}
        <Col xs={24} lg={8}><Card size="small" title={t('DASHBOARD.OVERVIEW')}>
          <Statistic title={t('DASHBOARD.IN_THOUSANDS')} value={f.number((o.Logins + o.Audits + o.Logs) / 1000, 1)} suffix="K" />
          <Chart option={overviewOption} height={240} testId="overview-chart" />
        </Card></Col>
        {show.audits && <Col xs={24} lg={12}><Card size="small" title={t('DASHBOARD.AUDITS_GRAPH')}>
          {audits.some((m) => m.Creates || m.Updates || m.Deletes)
            ? <Chart option={auditsOption} height={260} testId="audits-chart" />
            : <Empty style={{ height: 260, paddingTop: 80 }} description={t('DASHBOARD.NO_ACTIVITY')} data-testid="audits-empty" />}
        </Card></Col>}
        {show.logins && <Col xs={24} lg={12}><Card size="small" title={t('DASHBOARD.LOGINS_GRAPH')}><Chart option={loginsOption} height={260} testId="logins-chart" /></Card></Col>}
      </Row>
    </Card>
  );
}
