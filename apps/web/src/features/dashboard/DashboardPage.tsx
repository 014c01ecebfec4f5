import { Card, Empty, Tabs } from 'antd';
import { useSession } from '../../lib/session';
import { useT } from '../../i18n';

const SUB_TABS = ['DASHBOARD.CG_VOTE', 'DASHBOARD.CG_PROGRAMME', 'DASHBOARD.SEPC', 'DASHBOARD.LG_VOTE'];

/** Two tabs, Submission Status and Budget Statistics; their grids and widgets fill in as reports and figures exist. */
export default function DashboardPage() {
  const t = useT();
  const s = useSession();
  const stages = s.activeStages.map((st) => `${st.Process_Area} ${st.Stage}`).join(', ');
  return (
    <div className="dashboard">
      <Card className="welcome-card">
        <h2>{t('DASHBOARD.WELCOME', { name: s.user?.First_Name ?? s.user?.User_Name ?? '' })}</h2>
        <p>{t('DASHBOARD.CONTEXT', { year: s.activeFiscalYear?.Fiscal_Year ?? '—', stages })}</p>
      </Card>
      <Card>
        <Tabs items={[
          { key: 'submission', label: t('DASHBOARD.SUBMISSION'), children: (
            <Tabs type="card" items={SUB_TABS.map((k) => ({ key: k, label: t(k), children: <Empty description={t('DASHBOARD.NO_REPORTS')} /> }))} />
          ) },
          { key: 'statistics', label: t('DASHBOARD.STATISTICS'), children: <Empty description={t('DASHBOARD.NO_STATISTICS')} /> },
        ]} />
      </Card>
    </div>
  );
}
