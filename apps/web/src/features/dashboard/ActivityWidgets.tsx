import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { LOG_TYPES, TOP_CHOICES } from '@pbs/domain';
import { Chart, type ChartConfig } from '../../lib/Chart';
import { useSession } from '../../lib/session';
import { toastError } from '../../lib/toast';
import { Panel } from '../../components/light/Panel';
import { Statistic } from '../../components/light/Statistic';
import { Select } from '../../components/light-form/Select';
import { useT, useFormat } from '../../i18n';
import { ACTIVITY_GRAPHS } from '../audit/documents';
import type { MessageKey } from '../../i18n';

/** Toast title of each widget's failure (SPEC.md section 8). */
const FAILURE: Record<string, MessageKey> = {
  logsGraph: 'TOAST.LOGS_GRAPH', auditsGraph: 'TOAST.AUDITS_GRAPH', overallOverview: 'TOAST.LOGS_COUNT_GRAPH', loginsGraph: 'TOAST.LOGINS_GRAPH',
};
const has = (paths: string[], p: string) => paths.includes(p);
/** A date as the browser's date field writes it (the local calendar day). */
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** Eleven whole months back and this one so far. */
const firstRange = () => { const now = new Date(); return { from: isoDay(new Date(now.getFullYear(), now.getMonth() - 11, 1)), to: isoDay(now) }; };

// Stable stand-ins while nothing has arrived, so the charts are not rebuilt on every render (zeros, SPEC.md).
const NO_MONTHS: never[] = [];
const NO_OVERVIEW = { Logins: 0, Audits: 0, Logs: 0 };
const lines = (labels: string[], datasets: ChartConfig['data']['datasets']): ChartConfig => ({
  type: 'line', data: { labels, datasets }, options: { interaction: { mode: 'index', intersect: false }, plugins: { legend: { position: 'bottom' } }, scales: { y: { beginAtZero: true } } },
});

/**
 * Logs graph, Overall Overview, Audits graph and sign-ins for administrators: counts per month computed by the
 * server over the newest Top rows in the chosen dates; nothing loads until both dates are set and in order.
 */
export default function ActivityWidgets() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const paths = s.menuPaths;
  const show = { logs: has(paths, '/audit/logs'), audits: has(paths, '/audit/trail'), logins: has(paths, '/audit/logins') || has(paths, '/audit/failed-logins') };
  const [range, setRange] = useState(firstRange);
  const [top, setTop] = useState<number>(TOP_CHOICES[0]);
  // ISO days compare as text.
  const ready = !!range.from && !!range.to && range.from <= range.to;
  const [{ data, error }] = useQuery({
    query: ACTIVITY_GRAPHS, pause: !ready || !(show.logs || show.audits || show.logins),
    variables: { StartDate: range.from, EndDate: range.to, Limit: top, ...show },
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
  const logsConfig = useMemo<ChartConfig>(() => lines((logs?.Months ?? []).map((m) => m.Month),
    LOG_TYPES.map((type) => ({ label: t(`LOG_TYPE.${type}`), tension: 0.3, data: (logs?.Months ?? []).map((m) => m[type]) }))), [logs, t]);
  const auditsConfig = useMemo<ChartConfig>(() => lines(audits.map((m) => m.Month), [
    { type: 'bar', label: t('RECORDS.TYPE_CREATE'), data: audits.map((m) => m.Creates) },
    { label: t('RECORDS.TYPE_UPDATE'), fill: true, tension: 0.3, data: audits.map((m) => m.Updates) },
    { label: t('RECORDS.TYPE_REMOVE'), data: audits.map((m) => m.Deletes) },
  ]), [audits, t]);
  const overviewConfig = useMemo<ChartConfig>(() => {
    const parts = [[t('RECORDS.LOGINS'), o.Logins], [t('RECORDS.AUDITS'), o.Audits], [t('RECORDS.LOGS'), o.Logs]] as const;
    return {
      type: 'doughnut',
      data: { labels: parts.map(([name, v]) => `${name}: ${f.number(v / 1000, 1)} K`), datasets: [{ data: parts.map(([, v]) => v / 1000) }] },
      options: { cutout: '55%', plugins: { legend: { position: 'top' }, tooltip: { callbacks: { label: (c) => `${f.number(Number(c.raw), 1)} K` } } } },
    };
  }, [o, t, f]);
  const loginsConfig = useMemo<ChartConfig>(() => lines(logins.map((m) => m.Month), [
    { type: 'bar', label: t('RECORDS.SUCCEEDED'), data: logins.map((m) => m.Logins) }, { label: t('RECORDS.FAILED'), data: logins.map((m) => m.Failed) },
  ]), [logins, t]);

  if (!show.logs && !show.audits && !show.logins) return null;
  return (
    <Panel title={t('DASHBOARD.ACTIVITY')} extra={
      <div className="activity-dates" data-testid="activity-range">
        <input className="l-input" type="date" aria-label={t('DASHBOARD.FROM')} value={range.from} max={range.to || undefined} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} />
        <span aria-hidden="true">→</span>
        <input className="l-input" type="date" aria-label={t('DASHBOARD.TO')} value={range.to} min={range.from || undefined} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} />
        <Select label={t('DASHBOARD.TOP')} value={top} onChange={setTop} testId="activity-top" options={TOP_CHOICES.map((n) => ({ value: n, label: `${t('DASHBOARD.TOP')} ${f.number(n)}` }))} />
      </div>}>
      <div className="activity-grid">
        {show.logs && <div className="span-4"><Panel title={t('DASHBOARD.LOGS_GRAPH')}>
          <div className="l-space">{LOG_TYPES.map((type) => <span key={type} className="l-tag">{t(`LOG_TYPE.${type}`)}: {f.number(logs?.Totals[type] ?? 0)}</span>)}</div>
          <Chart config={logsConfig} label={t('DASHBOARD.LOGS_GRAPH')} height={260} testId="logs-chart" />
        </Panel></div>}
        <div className="span-2"><Panel title={t('DASHBOARD.OVERVIEW')}>
          <Statistic title={t('DASHBOARD.IN_THOUSANDS')} value={f.number((o.Logins + o.Audits + o.Logs) / 1000, 1)} suffix="K" />
          <Chart config={overviewConfig} label={t('DASHBOARD.OVERVIEW')} height={240} testId="overview-chart" />
        </Panel></div>
        {show.audits && <div className="span-3"><Panel title={t('DASHBOARD.AUDITS_GRAPH')}>
          {audits.some((m) => m.Creates || m.Updates || m.Deletes)
            ? <Chart config={auditsConfig} label={t('DASHBOARD.AUDITS_GRAPH')} height={260} testId="audits-chart" />
            : <div className="activity-empty" data-testid="audits-empty">{t('DASHBOARD.NO_ACTIVITY')}</div>}
        </Panel></div>}
        {show.logins && <div className="span-3"><Panel title={t('DASHBOARD.LOGINS_GRAPH')}><Chart config={loginsConfig} label={t('DASHBOARD.LOGINS_GRAPH')} height={260} testId="logins-chart" /></Panel></div>}
      </div>
    </Panel>
  );
}
