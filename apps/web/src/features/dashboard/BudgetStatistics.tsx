import { useMemo } from 'react';
import { useQuery } from 'urql';
import { projectionYearLabels, shiftFiscalYear } from '@pbs/domain';
import { Chart, type ChartConfig } from '../../lib/Chart';
import { useSession } from '../../lib/session';
import { Panel } from '../../components/light/Panel';
import { Statistic } from '../../components/light/Statistic';
import { Tabs } from '../../components/light/Tabs';
import { useT, useFormat } from '../../i18n';
import { BUDGET_GRANT_IPF, BUDGET_MTEF } from './statisticsDocuments';
import ActivityWidgets from './ActivityWidgets';
import { useErrorToast } from '../../i18n/errors';

/** SPEC.md's order of the five categories on the MTEF widgets. */
const CATEGORIES = [['Wage', 'BUDGET.WAGE'], ['NonWage', 'BUDGET.NON_WAGE'], ['Donor', 'BUDGET.DONOR'], ['AIA', 'BUDGET.AIA'], ['GoUDevt', 'BUDGET.GOU_DEVT']] as const;
const thousands = (v: number) => Math.round(v / 1000);
/** The five projection years of the LG grant IPF widget. */
const projections = (g: { Projection_Y1: number; Projection_Y2: number; Projection_Y3: number; Projection_Y4: number; Projection_Y5: number } | null | undefined) =>
  [g?.Projection_Y1 ?? 0, g?.Projection_Y2 ?? 0, g?.Projection_Y3 ?? 0, g?.Projection_Y4 ?? 0, g?.Projection_Y5 ?? 0];
const DARK = '#1f4e8c';
const LIGHT = '#8aa8d0';

/** Budget MTEF: the budget year's five categories as bars, and their total in thousands (suffix T in English). */
function BudgetMtefWidget() {
  const t = useT();
  const f = useFormat();
  const [{ data, error }] = useQuery({ query: BUDGET_MTEF });
  useErrorToast(error, t('TOAST.FAILED'));
  const m = data?.budgetMTEF;
  const config = useMemo<ChartConfig>(() => ({
    type: 'bar',
    data: { labels: CATEGORIES.map(([, k]) => t(k)), datasets: [{ label: t('BUDGET.BUDGET_YEAR'), data: CATEGORIES.map(([c]) => m?.[`Y1_${c}`] ?? 0), backgroundColor: DARK }] },
    options: {
      plugins: { legend: { display: false }, tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${f.number(c.parsed.y ?? 0)}` } } },
      scales: { y: { ticks: { callback: (v) => `${f.number(Number(v) / 1e9)} ${t('UNIT.BILLIONS')}` } } },
    },
  }), [m, t, f]);
  return (
    <>
      <Statistic title={t('DASHBOARD.MTEF_TOTAL')} value={f.thousands(thousands(m?.Y1_Budget ?? 0), t('UNIT.THOUSANDS'))} testId="mtef-total" />
      <Chart config={config} label={t('DASHBOARD.BUDGET_MTEF')} testId="mtef-chart" />
    </>
  );
}

/** Budget Grant IPF: the five projections as a doughnut, each year with its share, and their total. */
function BudgetGrantIpfWidget() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const [{ data, error }] = useQuery({ query: BUDGET_GRANT_IPF });
  useErrorToast(error, t('TOAST.FAILED'));
  const g = data?.budgetGrantIpf;
  const fiscalYear = s.activeFiscalYear?.Fiscal_Year;
  const values = projections(g);
  const total = values.reduce((a, b) => a + b, 0);
  const config = useMemo<ChartConfig>(() => {
    const labels = fiscalYear ? projectionYearLabels(fiscalYear) : ['Y1', 'Y2', 'Y3', 'Y4', 'Y5'];
    const sum = projections(g).reduce((a, b) => a + b, 0);
    return {
      type: 'doughnut',
      // Each year's share in its legend: a slice's size is read, not guessed.
      data: { labels: labels.map((name, i) => `${name} (${f.number(sum ? (projections(g)[i] ?? 0) / sum * 100 : 0, 1)} %)`), datasets: [{ data: projections(g) }] },
      options: { cutout: '55%', plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label: (c) => f.number(Number(c.raw)) } } } },
    };
  }, [g, fiscalYear, f]);
  return (
    <>
      <Statistic title={t('DASHBOARD.IPF_TOTAL')} value={f.number(total)} testId="ipf-total" />
      <Chart config={config} label={t('DASHBOARD.BUDGET_GRANT_IPF')} testId="ipf-chart" />
    </>
  );
}

/** Fiscal Year Budget: this year's (Y0) and the budget year's (Y1) categories side by side. */
function FiscalYearBudget() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const [{ data }] = useQuery({ query: BUDGET_MTEF });
  const m = data?.budgetMTEF;
  const current = s.activeFiscalYear?.Fiscal_Year ?? 'Y0';
  const next = s.activeFiscalYear ? shiftFiscalYear(current, 1) : 'Y1';
  const config = useMemo<ChartConfig>(() => ({
    type: 'bar',
    data: {
      labels: CATEGORIES.map(([, k]) => t(k)),
      datasets: [
        { label: current, data: CATEGORIES.map(([c]) => m?.[`Y0_${c}`] ?? 0), backgroundColor: LIGHT },
        { label: next, data: CATEGORIES.map(([c]) => m?.[`Y1_${c}`] ?? 0), backgroundColor: DARK },
      ],
    },
    options: {
      indexAxis: 'y',
      plugins: { legend: { position: 'bottom' }, tooltip: { callbacks: { label: (c) => `${c.dataset.label ?? ''}: ${f.number(c.parsed.x ?? 0)}` } } },
      // Across the narrow card, long units (German 'Mrd.', French 'Md') need fewer ticks.
      scales: { x: { ticks: { maxTicksLimit: 4, callback: (v) => `${f.number(Number(v) / 1e9)} ${t('UNIT.BILLIONS')}` } } },
    },
  }), [m, t, current, next, f]);
  const y0 = CATEGORIES.reduce((a, [c]) => a + (m?.[`Y0_${c}`] ?? 0), 0);
  return (
    <Panel title={t('DASHBOARD.FISCAL_YEAR_BUDGET')}>
      <Statistic title={next} value={f.thousands(thousands(m?.Y1_Budget ?? 0), t('UNIT.THOUSANDS'))}
        suffix={y0 ? `(${f.number(((m?.Y1_Budget ?? 0) / y0 - 1) * 100, 1)}%)` : null} />
      <Chart config={config} label={t('DASHBOARD.FISCAL_YEAR_BUDGET')} height={260} testId="fy-chart" />
    </Panel>
  );
}

/**
 * Budget Statistics tab, drawn without Ant Design (ADR 0021): the MTEF and IPF widgets load only when their tab is
 * chosen; figures are zero until then.
 */
export default function BudgetStatistics() {
  const t = useT();
  return (
    <div className="stats-grid">
      <Panel className="stats-main">
        <Tabs items={[
          { key: 'mtef', label: t('DASHBOARD.BUDGET_MTEF'), children: <BudgetMtefWidget /> },
          { key: 'ipf', label: t('DASHBOARD.BUDGET_GRANT_IPF'), children: <BudgetGrantIpfWidget /> },
        ]} />
      </Panel>
      <FiscalYearBudget />
      <div className="stats-wide"><ActivityWidgets /></div>
    </div>
  );
}
