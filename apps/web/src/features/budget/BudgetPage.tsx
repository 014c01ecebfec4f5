import { Card, Descriptions } from 'antd';
import { useSession } from '../../lib/session';
import { useT } from '../../i18n';

/** The budget area; its anchors (/budget/#...) are the targets of the breadcrumbs. */
export default function BudgetPage() {
  const t = useT();
  const s = useSession();
  return (
    <Card title={t('BUDGET.TITLE')} id="budget">
      <p>{t('BUDGET.TEXT')}</p>
      <Descriptions column={1} bordered size="small" items={[
        { key: 'y', label: t('TOPBAR.FISCAL_YEAR'), children: s.activeFiscalYear?.Fiscal_Year ?? '—' },
        ...s.activeStages.map((st) => ({ key: st.Process_Area, label: `${t('FIELD.Stage')} ${st.Process_Area}`, children: `${st.Stage} — ${st.Stage_Name ?? ''}` })),
        { key: 'v', label: t('TOPBAR.VOTE'), children: s.userVote ? `${s.userVote.Vote_Code} — ${s.userVote.Vote_Name}` : '—' },
      ]} />
    </Card>
  );
}
