import { Card, Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { MtefPanel } from './MtefPanel';
import { TransfersPanel } from './TransfersPanel';
import { ComparePanel } from './ComparePanel';
import { UploadsPanel } from './UploadsPanel';
import type { MessageKey } from '../../i18n';

const SECTIONS: { key: string; label: MessageKey; Panel: () => React.JSX.Element }[] = [
  { key: 'mtef', label: 'BUDGET.TAB_MTEF', Panel: MtefPanel },
  { key: 'ipf', label: 'BUDGET.TAB_IPF', Panel: TransfersPanel },
  { key: 'compare', label: 'BUDGET.TAB_COMPARE', Panel: ComparePanel },
  { key: 'uploads', label: 'BUDGET.TAB_UPLOADS', Panel: UploadsPanel },
];

/** The budget area; its sections are the /budget/#... anchors the breadcrumbs point at. */
export default function BudgetPage() {
  const t = useT();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const active = SECTIONS.some((s) => `#${s.key}` === hash) ? hash.slice(1) : 'mtef';
  return (
    <Card title={t('BUDGET.TITLE')} id="budget">
      <Tabs activeKey={active} destroyOnHidden onChange={(k) => navigate({ hash: k })}
        items={SECTIONS.map(({ key, label, Panel }) => ({ key, label: t(label), children: <Panel /> }))} />
    </Card>
  );
}
