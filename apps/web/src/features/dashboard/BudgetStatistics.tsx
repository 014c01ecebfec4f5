import { useMemo } from 'react';
import { Card, Col, Row, Statistic, Tabs } from 'antd';
import { useQuery } from 'urql';
import { projectionYearLabels, shiftFiscalYear } from '@pbs/domain';
import { Chart, type ChartOption } from '../../lib/Chart';
import { useSession } from '../../lib/session';

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

/** Budget MTEF: the budget year's five categories as bars, and their total in thousands (suffix T in English). */
function BudgetMtefWidget() {
  const t = useT();
  const f = useFormat();
  const [{ data, error }] = useQuery({ query: BUDGET_MTEF });
  useErrorToast(error, t('TOAST.FAILED'));
  const m = data?.budgetMTEF;
  const option = useMemo<ChartOption>(() => ({
    tooltip: { trigger: 'axis', valueFormatter: (v) => f.number(v) },
    grid: { left: 90, right: 16, top: 16, bottom: 32 },
    // Every category named, wrapped rather than skipped when a language's names are long.
    xAxis: { type: 'category', data: CATEGORIES.map(([, k]) => t(k)), axisLabel: { interval: 0, width: 90, overflow: 'break' } },
    yAxis: { type: 'value', axisLabel: { formatter: (v: number) => `${f.number(v / 1e9)} ${t('UNIT.BILLIONS')}` } },
    series: [{ type: 'bar', name: t('BUDGET.BUDGET_YEAR'), data: CATEGORIES.map(([c]) => m?.[`Y1_${c}`] ?? 0), itemStyle: { color: '#1f4e8c' } }],
  }), [m, t, f]);
  return (
    <>
      <Statistic title={t('DASHBOARD.MTEF_TOTAL')} value={f.thousands(thousands(m?.Y1_Budget ?? 0), t('UNIT.THOUSANDS'))} data-testid="mtef-total" />
      <Chart option={option} testId="mtef-chart" />
    </>
  );
}

/** Budget Grant IPF: the five projections as a donut labelled with their fiscal years, and their total. */
function BudgetGrantIpfWidget() {
  const t = useT();
  const f = useFormat();
  const s = useSession();
  const [{ data, error }] = useQuery({ query: BUDGET_GRANT_IPF });
  useErrorToast(error, t('TOAST.FAILED'));
  const g = data?.budgetGrantIpf;
  const fiscalYear = s.activeFiscalYear?.Fiscal_Year;
  const option = useMemo<ChartOption>(() => {
    const labels = fiscalYear ? projectionYearLabels(fiscalYear) : ['Y1', 'Y2', 'Y3', 'Y4', 'Y5'];
    return {
      tooltip: { trigger: 'item', valueFormatter: (v) => f.number(v) },
      legend: { bottom: 0 },
      series: [{ type: 'pie', radius: ['45%', '70%'], data: labels.map((name, i) => ({ name, value: projections(g)[i] })), label: { formatter: '{b}\n{d}%' } }],
    };
  }, [g, fiscalYear, f]);
  return (
    <>
      <Statistic title={t('DASHBOARD.IPF_TOTAL')} value={f.number(projections(g).reduce((a, b) => a + b, 0))} data-testid="ipf-total" />
      <Chart option={option} testId="ipf-chart" />
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
  const option = useMemo<ChartOption>(() => ({
    tooltip: { trigger: 'axis', valueFormatter: (v) => f.number(v) },
    legend: { bottom: 0 },
    grid: { left: 90, right: 16, top: 8, bottom: 40 },
    // Across the narrow card, long units (German 'Mrd.', French 'Md') need fewer ticks, and never overlap.
    xAxis: { type: 'value', splitNumber: 3, axisLabel: { hideOverlap: true, formatter: (v: number) => `${f.number(v / 1e9)} ${t('UNIT.BILLIONS')}` } },
    yAxis: { type: 'category', data: CATEGORIES.map(([, k]) => t(k)) },
    series: [
      { type: 'bar', name: current, data: CATEGORIES.map(([c]) => m?.[`Y0_${c}`] ?? 0), itemStyle: { color: '#8aa8d0' } },
      { type: 'bar', name: next, data: CATEGORIES.map(([c]) => m?.[`Y1_${c}`] ?? 0), itemStyle: { color: '#1f4e8c' } },
    ],
  }), [m, t, current, next, f]);
  const y0 = CATEGORIES.reduce((a, [c]) => a + (m?.[`Y0_${c}`] ?? 0), 0);
  return (
    <Card title={t('DASHBOARD.FISCAL_YEAR_BUDGET')} size="small">
      <Statistic title={next} value={f.thousands(thousands(m?.Y1_Budget ?? 0), t('UNIT.THOUSANDS'))}
        suffix={y0 ? <span className="stat-change">({f.number(((m?.Y1_Budget ?? 0) / y0 - 1) * 100, 1)}%)</span> : null} />
      <Chart option={option} height={260} testId="fy-chart" />
    </Card>
  );
}

/** Budget Statistics tab: the MTEF and IPF widgets load only when their tab is chosen; figures are zero until then. */
export default function BudgetStatistics() {
  const t = useT();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card size="small">
          <Tabs destroyOnHidden items={[
            { key: 'mtef', label: t('DASHBOARD.BUDGET_MTEF'), children: <BudgetMtefWidget /> },
            { key: 'ipf', label: t('DASHBOARD.BUDGET_GRANT_IPF'), children: <BudgetGrantIpfWidget /> },
          ]} />
        </Card>
      </Col>
      <Col xs={24} lg={10}><FiscalYearBudget /></Col>
      <Col span={24}><ActivityWidgets /></Col>
    </Row>
  );
}
