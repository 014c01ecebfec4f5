import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session';
import { useT } from '../../i18n';
import { GRID_LG, GRID_PROGRAMME, GRID_SEPC, GRID_VOTE } from './documents';
import { SubmissionGrid, type GridDoc } from './SubmissionGrid';
import { DeadlinesCard } from './DeadlinesCard';
import type { MessageKey } from '../../i18n';
import { stageName } from '../../i18n/stage-name';
import { antIsland } from '../../app/ant-island';
import { Panel } from '../../components/light/Panel';
import { Tabs } from '../../components/light/Tabs';

// The first view (welcome, deadlines, submission counts) and the statistics are drawn without Ant Design; the
// statistics' charts load when their tab is chosen, the performance tab with Ant Design.
const loading = <div className="page-loading"><span className="page-spinner" role="status" /></div>;
const BudgetStatistics = lazy(() => import('./BudgetStatistics'));
const PerformanceWidgets = antIsland(() => import('./PerformanceWidgets'), loading);

/** SPEC.md: CG Vote, CG Programme, SEPC and LG Vote grids, called with these type/category pairs. */
const SUB_TABS: { key: string; label: MessageKey; doc: GridDoc; type: string; category: string; failure: MessageKey }[] = [
  { key: 'cg-vote', label: 'DASHBOARD.CG_VOTE', doc: GRID_VOTE, type: 'CG', category: 'VOTE', failure: 'TOAST.CG_VOTE_DATA' },
  { key: 'cg-programme', label: 'DASHBOARD.CG_PROGRAMME', doc: GRID_PROGRAMME, type: 'CG', category: 'PROGRAMME', failure: 'TOAST.CG_PROGRAMME_DATA' },
  { key: 'sepc', label: 'DASHBOARD.SEPC', doc: GRID_SEPC, type: 'SEPC', category: 'Parastatal', failure: 'TOAST.SEPC_DATA' },
  { key: 'lg-vote', label: 'DASHBOARD.LG_VOTE', doc: GRID_LG, type: 'LG', category: 'Vote', failure: 'TOAST.LG_VOTE_DATA' },
];

export default function DashboardPage() {
  const t = useT();
  const s = useSession();
  // Each area's stage by name ('CG: Budget Estimates'), not by number.
  const stages = s.activeStages.map((st) => `${st.Process_Area}: ${stageName(t, st.Stage_Name)}`).join('; ');
  return (
    <div className="dashboard">
      <Panel className="welcome-card">
        <h2>{t('DASHBOARD.WELCOME', { name: s.user?.First_Name ?? s.user?.User_Name ?? '' })}</h2>
        <p>{t('DASHBOARD.CONTEXT', { year: s.activeFiscalYear?.Fiscal_Year ?? '—', stages })}</p>
      </Panel>
      <DeadlinesCard />
      <Panel>
        <Tabs items={[
          { key: 'submission', label: t('DASHBOARD.SUBMISSION'), children: (
            <Tabs variant="card" items={SUB_TABS.map((tab) => ({
              key: tab.key, label: t(tab.label),
              children: <SubmissionGrid doc={tab.doc} type={tab.type} category={tab.category} failure={tab.failure} />,
            }))} />
          ) },
          { key: 'statistics', label: t('DASHBOARD.STATISTICS'), children: <Suspense fallback={loading}><BudgetStatistics /></Suspense> },
          { key: 'performance', label: t('DASHBOARD.PERFORMANCE'), children: <PerformanceWidgets /> },
        ]} />
      </Panel>
    </div>
  );
}
