import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { useT } from '../../i18n';
import { useErrorToast, useFailure } from '../../i18n/errors';
import { toastSuccess } from '../../lib/toast';
import { useKeyedState } from '../../lib/useKeyedState';
import { Button } from '../../components/light/Button';
import { Field, Fields } from '../../components/light-form/Fields';
import { Select } from '../../components/light-form/Select';
import { REVENUE_OUTTURNS, SAVE_REVENUE_OUTTURNS } from './documents';
import { RevenueSources } from './RevenueSources';

/**
 * What a year collected and borrowed by source, typed by the ministry from the year's accounts (PEFA PI-3's outturn);
 * `onSaved` lets the credibility tables above read it again.
 */
export function RevenueOutturnForm({ years, onSaved }: { years: readonly { Year_ID: number; Fiscal_Year: string }[]; onSaved: () => void }) {
  const t = useT();
  const fail = useFailure();
  const [chosen, setYearId] = useState<number | null>(null);
  const yearId = chosen ?? years.at(-1)?.Year_ID ?? null;
  const [{ data, fetching, error }, refetch] = useQuery({ query: REVENUE_OUTTURNS, variables: { Year_ID: yearId ?? 0 }, pause: !yearId });
  useErrorToast(error, t('TOAST.FAILED'));
  const [edits, setEdits] = useKeyedState(String(yearId), () => new Map<string, number>());
  const [saving, save] = useMutation(SAVE_REVENUE_OUTTURNS);
  const onSave = async () => {
    if (!yearId) return;
    const r = await save({ Year_ID: yearId, Lines: [...edits].map(([Code, Amount]) => ({ Code, Amount })) });
    if (r.error) { fail(r.error); return; }
    toastSuccess(t('REVENUE.SAVED', { count: edits.size }));
    setEdits(new Map());
    refetch({ requestPolicy: 'network-only' });
    onSaved();
  };
  return (
    <section className="cred-revenue" aria-labelledby="cred-revenue">
      <h3 id="cred-revenue">{t('CRED.REVENUE_TITLE')}</h3>
      <p className="names-intro">{t('CRED.REVENUE_INTRO')}</p>
      <Fields>
        <Field label={t('FIELD.Fiscal_Year')} basis={160} grow={0}>
          <Select label={t('FIELD.Fiscal_Year')} value={yearId} onChange={setYearId} options={years.map((y) => ({ value: y.Year_ID, label: y.Fiscal_Year }))} testId="outturn-year" />
        </Field>
      </Fields>
      <RevenueSources lines={data?.revenueOutturns.Lines ?? []} loading={fetching && !data} testId="outturn-table" edits={edits}
        onEdit={(code, amount) => setEdits((m) => new Map(m).set(code, amount))} />
      <div className="l-space mtef-actions">
        <Button kind="primary" disabled={!edits.size} loading={saving.fetching} onClick={() => { void onSave(); }} data-testid="outturn-save">
          {t('REVENUE.SAVE', { count: edits.size })}
        </Button>
      </div>
    </section>
  );
}
