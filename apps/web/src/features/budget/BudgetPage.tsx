import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBudgetChoices } from './useBudgetChoices';
import { useT } from '../../i18n';
import { antIsland } from '../../app/ant-island';
import { Panel } from '../../components/light/Panel';
import { Tabs } from '../../components/light/Tabs';
import { MtefPanel } from './MtefPanel';
import { DetailPanel } from './DetailPanel';
import { TransfersPanel } from './TransfersPanel';
import { BUDGET_SECTIONS, budgetSection } from '../../lib/budget-sections';

// The tabs a budget officer opens first — the MTEF grid, the detailed estimates, a district's grant IPFs — are drawn
// without Ant Design, so the screen's first view is light on a slow link (ADR 0021); the others load it with them.
const loading = <div className="page-loading"><span className="page-spinner" role="status" /></div>;
const PerformancePanel = antIsland(() => import('./PerformancePanel').then((m) => ({ default: m.PerformancePanel })), loading);
const LoadsPanel = antIsland(() => import('./LoadsPanel').then((m) => ({ default: m.LoadsPanel })), loading);
const ComparePanel = antIsland(() => import('./ComparePanel').then((m) => ({ default: m.ComparePanel })), loading);
const YearsPanel = antIsland(() => import('./YearsPanel').then((m) => ({ default: m.YearsPanel })), loading);
const UploadsPanel = antIsland(() => import('./UploadsPanel').then((m) => ({ default: m.UploadsPanel })), loading);
// Light tabs a budget officer seldom opens load when opened, so the first view does not carry them.
const lightTab = (load: () => Promise<{ default: ComponentType }>) => {
  const Tab = lazy(load);
  return function LightTab() { return <Suspense fallback={loading}><Tab /></Suspense>; };
};
const NamesPanel = lightTab(() => import('./NamesPanel').then((m) => ({ default: m.NamesPanel })));
const RevenuePanel = lightTab(() => import('./RevenuePanel').then((m) => ({ default: m.RevenuePanel })));
const CredibilityPanel = lightTab(() => import('./CredibilityPanel').then((m) => ({ default: m.CredibilityPanel })));
const ExecutionPanel = lightTab(() => import('./ExecutionPanel').then((m) => ({ default: m.ExecutionPanel })));
const VirementsPanel = antIsland(() => import('./VirementsPanel').then((m) => ({ default: m.VirementsPanel })), loading);

const PANELS: Record<(typeof BUDGET_SECTIONS)[number]['key'], ComponentType> = { mtef: MtefPanel, detail: DetailPanel, performance: PerformancePanel, loads: LoadsPanel, ipf: TransfersPanel, compare: ComparePanel, years: YearsPanel, virements: VirementsPanel, uploads: UploadsPanel, names: NamesPanel, revenue: RevenuePanel, credibility: CredibilityPanel, execution: ExecutionPanel };

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
    <Panel title={t('BUDGET.TITLE')} className="budget-page">
      <div id="budget">
        {/* Panels stay mounted once opened, so figures typed and not yet saved survive a look at another tab. */}
        <Tabs active={active} onChange={(k) => { void navigate({ hash: k }); }} keepMounted
          items={BUDGET_SECTIONS.filter((s) => ministry || !('ministry' in s)).map(({ key, label }) => {
            const Section = PANELS[key];
            return { key, label: t(label), children: <Section /> };
          })} />
      </div>
    </Panel>
  );
}
