import { useQuery } from 'urql';
import { useFormat, useT, type MessageKey } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { downloadFile } from '../../lib/download';
import { Button } from '../../components/light/Button';
import { DataTable, type Column } from '../../components/light/DataTable';
import { BUDGET_CREDIBILITY } from './documents';
import { RevenueOutturnForm } from './RevenueOutturnForm';

type Year = { Year_ID: number; Fiscal_Year: string; Complete: boolean; Source: string; Months_Held: number; Votes_Budgeted: number; Votes_Complete: number; Budget: number; Actual: number;
  Outturn?: number | null; Programme_Variance?: number | null; Category_Variance?: number | null; Function_Variance?: number | null; Economic_Variance?: number | null; Contingency_Share?: number | null;
  Revenue_Budget?: number | null; Revenue_Actual?: number | null; Revenue_Variance?: number | null };
type Indicator = { Indicator: string; Basis: string; Score?: string | null; Not_Scored?: string | null };
const NAME: Record<string, MessageKey> = {
  'PI-1': 'CRED.PI_1', 'PI-2.1': 'CRED.PI_2_1', 'PI-2.2': 'CRED.PI_2_2', 'PI-2.1/function': 'CRED.PI_2_1_FUNCTION', 'PI-2.2/economic': 'CRED.PI_2_2_ECONOMIC', 'PI-2.3': 'CRED.PI_2_3', 'PI-3.1': 'CRED.PI_3_1', 'PI-3.2': 'CRED.PI_3_2',
};
const WHY: Record<string, MessageKey> = {
  years: 'CRED.WHY_YEARS', partial: 'CRED.WHY_PARTIAL', 'no-contingency-vote': 'CRED.WHY_CONTINGENCY', 'no-revenue-outturn': 'CRED.WHY_REVENUE',
};
const SCORE_TAG: Record<string, string> = { A: 'green', B: 'blue', C: 'gold', D: 'red' };

/**
 * The ministry's budget credibility (ADR 0025): each of the last three ended years' original budget and outturn with
 * its composition variances, then each PEFA indicator's score — or, in words, why it is not scored.
 */
export function CredibilityPanel() {
  const t = useT();
  const f = useFormat();
  const [{ data, fetching, error }, refetch] = useQuery({ query: BUDGET_CREDIBILITY });
  useErrorToast(error, t('TOAST.FAILED'));
  const answer = data?.budgetCredibility;
  const fail = useFailure();
  const download = () => { downloadFile('/api/credibility.xlsx', 'Budget_credibility.xlsx').catch(fail); };
  const pct = (v?: number | null) => (v == null ? '—' : `${f.number(v * 100, 1)} %`);
  const years: Column<Year>[] = [
    { key: 'year', title: t('CRED.YEAR'), render: (y) => y.Fiscal_Year },
    { key: 'budget', title: t('CRED.BUDGET'), align: 'right', render: (y) => f.number(y.Budget) },
    { key: 'actual', title: t('CRED.ACTUAL'), align: 'right', render: (y) => f.number(y.Actual) },
    { key: 'outturn', title: t('CRED.OUTTURN'), align: 'right', render: (y) => pct(y.Outturn) },
    { key: 'programme', title: t('CRED.PROGRAMME_VARIANCE'), align: 'right', render: (y) => pct(y.Programme_Variance) },
    { key: 'category', title: t('CRED.CATEGORY_VARIANCE'), align: 'right', render: (y) => pct(y.Category_Variance) },
    { key: 'function', title: t('CRED.FUNCTION_VARIANCE'), align: 'right', render: (y) => pct(y.Function_Variance) },
    { key: 'economic', title: t('CRED.ECONOMIC_VARIANCE'), align: 'right', render: (y) => pct(y.Economic_Variance) },
    { key: 'contingency', title: t('CRED.CONTINGENCY'), align: 'right', render: (y) => pct(y.Contingency_Share) },
    { key: 'rb', title: t('CRED.REVENUE_BUDGET'), align: 'right', render: (y) => (y.Revenue_Budget == null ? '—' : f.number(y.Revenue_Budget)) },
    { key: 'ra', title: t('CRED.REVENUE_ACTUAL'), align: 'right', render: (y) => (y.Revenue_Actual == null ? '—' : f.number(y.Revenue_Actual)) },
    { key: 'rv', title: t('CRED.REVENUE_VARIANCE'), align: 'right', render: (y) => pct(y.Revenue_Variance) },
    { key: 'held', title: '', render: (y) => (y.Complete ? <span className="l-tag l-tag-green">{t('CRED.COMPLETE')}</span>
      : <span className="l-tag l-tag-orange">{y.Source === 'lines' ? t('CRED.PARTIAL_MONTHS', { n: f.number(y.Months_Held) })
        : t('CRED.PARTIAL', { n: f.number(y.Votes_Complete), m: f.number(y.Votes_Budgeted) })}</span>) },
  ];
  const indicators: Column<Indicator>[] = [
    { key: 'indicator', title: t('CRED.INDICATOR'), render: (i) => {
      const name = NAME[`${i.Indicator}/${i.Basis}`] ?? NAME[i.Indicator];
      return name ? t(name) : i.Indicator;
    } },
    { key: 'score', title: t('CRED.SCORE'), render: (i) => (i.Score
      ? <span className={`l-tag l-tag-${SCORE_TAG[i.Score] ?? 'blue'} cred-score`}>{i.Score}</span>
      : t(WHY[i.Not_Scored ?? ''] ?? 'CRED.WHY_YEARS')) },
  ];
  return (
    <div id="credibility">
      <p className="names-intro">{t('CRED.INTRO')}</p>
      <div className="l-space cred-actions"><Button onClick={download} disabled={!answer} data-testid="credibility-download">{t('CRED.DOWNLOAD')}</Button></div>
      <DataTable<Year> rows={answer?.Years ?? []} rowKey={(y) => y.Year_ID} columns={years} loading={fetching && !answer} minWidth={1480}
        empty={t('CRED.NO_YEARS')} testId="credibility-years" />
      <DataTable<Indicator> rows={answer?.Indicators ?? []} rowKey={(i) => i.Indicator} columns={indicators} loading={fetching && !answer} testId="credibility-scores" />
      {answer && answer.Years.length > 0 && <RevenueOutturnForm years={answer.Years} onSaved={() => refetch({ requestPolicy: 'network-only' })} />}
    </div>
  );
}
