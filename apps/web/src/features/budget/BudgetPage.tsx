import { useEffect } from 'react';
import { Card, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useBudgetChoices } from './useBudgetChoices';
import { useT } from '../../i18n';
import { MtefPanel } from './MtefPanel';
import { DetailPanel } from './DetailPanel';
import { LoadsPanel } from './LoadsPanel';
import { PerformancePanel } from './PerformancePanel';
import { TransfersPanel } from './TransfersPanel';
import { ComparePanel } from './ComparePanel';
import { YearsPanel } from './YearsPanel';
import { UploadsPanel } from './UploadsPanel';
import { VirementsPanel } from './VirementsPanel';
import { BUDGET_SECTIONS, budgetSection } from '../../lib/budget-sections';

const PANELS: Record<(typeof BUDGET_SECTIONS)[number]['key'], () => React.JSX.Element> = { mtef: MtefPanel, detail: DetailPanel, performance: PerformancePanel, loads: LoadsPanel, ipf: TransfersPanel, compare: ComparePanel, years: YearsPanel, virements: VirementsPanel, uploads: UploadsPanel };

/** The budget area; its sections are the /budget/#... anchors the breadcrumbs point at. */
export default function BudgetPage() {
  const t = useT();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { ready, ownKind, ministry } = useBudgetChoices();
  // Without an anchor, a local government's user opens on its own area, the grant IPF, not the CG MTEF.
  useEffect(() => { if (!hash && ready && ownKind === 'LG') void navigate({ hash: 'ipf' }, { replace: true }); }, [hash, ready, ownKind, navigate]);
  const active = budgetSection(hash).key;
  return (
    <Card title={t('BUDGET.TITLE')} id="budget">
      {/* Panels stay mounted once opened, so figures typed and not yet saved survive a look at another tab. */}
      <Tabs activeKey={active} onChange={(k) => navigate({ hash: k })}
        items={BUDGET_SECTIONS.filter((s) => ministry || !('ministry' in s)).map(({ key, label }) => {
          const Panel = PANELS[key];
          return { key, label: t(label), children: <Panel /> };
        })} />
    </Card>
  );
}
